// The demo slot's maths: three weighted reels drawn from a per-round seed, so any round
// can be replayed from the seed stored with its order. Every outcome either pays at
// least twice the stake or nothing, so each round visibly moves the balance.
import { mulberry32 } from '../db/seed-data/prng.ts';

export const SYMBOLS = ['SEVEN', 'BAR', 'STAR', 'HEART', 'CLUB', 'DIAMOND'] as const;
export type Symbol = (typeof SYMBOLS)[number];

/** Stops per symbol on each reel (20 in all). */
export const WEIGHTS: Readonly<Record<Symbol, number>> = { SEVEN: 1, BAR: 2, STAR: 3, HEART: 4, CLUB: 5, DIAMOND: 5 };
/** Stake multipliers: three of a kind, and exactly two of a kind. */
export const THREE: Readonly<Record<Symbol, number>> = {
  SEVEN: 100,
  BAR: 40,
  STAR: 20,
  HEART: 10,
  CLUB: 10,
  DIAMOND: 10,
};
export const PAIR: Readonly<Partial<Record<Symbol, number>>> = { SEVEN: 5, BAR: 3, STAR: 2, HEART: 2 };

const TOTAL = SYMBOLS.reduce((n, s) => n + WEIGHTS[s], 0);

function symbolAt(stop: number): Symbol {
  let left = stop;
  for (const s of SYMBOLS) {
    if (left < WEIGHTS[s]) return s;
    left -= WEIGHTS[s];
  }
  return SYMBOLS[SYMBOLS.length - 1]!;
}

/** The three symbols a round shows; the same seed always gives the same reels. */
export function drawReels(seed: number): Symbol[] {
  const rng = mulberry32(seed);
  return [0, 1, 2].map(() => symbolAt(Math.floor(rng() * TOTAL)));
}

export function multiplier(reels: readonly Symbol[]): number {
  const counts = new Map<Symbol, number>();
  for (const s of reels) counts.set(s, (counts.get(s) ?? 0) + 1);
  for (const [s, n] of counts) {
    if (n === 3) return THREE[s];
    if (n === 2) return PAIR[s] ?? 0;
  }
  return 0;
}

/** Win in cents for a stake in cents: whole multiples, never fractions of a cent. */
export const payout = (reels: readonly Symbol[], stakeCents: number): number => multiplier(reels) * stakeCents;

/** The exact return to player over every reel combination (about 93.6 %). */
export function returnToPlayer(): number {
  let sum = 0;
  for (const a of SYMBOLS)
    for (const b of SYMBOLS)
      for (const c of SYMBOLS) {
        sum += ((WEIGHTS[a] * WEIGHTS[b] * WEIGHTS[c]) / TOTAL ** 3) * multiplier([a, b, c]);
      }
  return sum;
}
