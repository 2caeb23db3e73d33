// 75-ball bingo (docs/games.md "Bingo"), pure: the round's ball order from its fair hash, a card
// from the player's request key, and the prizes a card wins as the balls are called. The same
// steps are repeated by the game page (server/demo/public/bingo.js) to verify a round.
//
// The generator is xorshift128 seeded by the hash's first 32 hex digits (four 32-bit words);
// a whole number below n is floor(next · n / 2^32). The ball order is a Fisher-Yates shuffle of
// 1 … 75 (from the last position down, swapping position i with one from 0 … i); the first
// BALLS_CALLED balls are called, one at a time.

export const BALLS = 75;
/** The draw calls this many balls; a full house can land only within them. */
export const BALLS_CALLED = 45;
export const MAX_CARDS = 4;

export type Prize = 'LINE' | 'TWO_LINES' | 'FULL_HOUSE';
export const PRIZES: readonly Prize[] = ['LINE', 'TWO_LINES', 'FULL_HOUSE'];
/** Each prize's multiple of the card's price, in hundredths, paid once when it lands (they add up). */
export const PRIZE_MULTIPLES: Readonly<Record<Prize, number>> = { LINE: 100, TWO_LINES: 110, FULL_HOUSE: 500_000 };
/**
 * The return to player these multiples give (exactReturn, to two decimals; a card price in whole
 * ten-cent steps is paid exactly, others lose the cents rounded down). A simulation of the
 * server's own draws checks it (test/server/bingo.test.ts).
 */
export const RETURN_TO_PLAYER_PERCENT = 95.22;

/** A xorshift128 stream seeded by 32 hex digits. */
export function generator(hex32: string): () => number {
  let x = Number.parseInt(hex32.slice(0, 8), 16) >>> 0;
  let y = Number.parseInt(hex32.slice(8, 16), 16) >>> 0;
  let z = Number.parseInt(hex32.slice(16, 24), 16) >>> 0;
  let w = Number.parseInt(hex32.slice(24, 32), 16) >>> 0;
  if ((x | y | z | w) === 0) w = 1;
  return () => {
    const t = (x ^ (x << 11)) >>> 0;
    x = y;
    y = z;
    z = w;
    w = (w ^ (w >>> 19) ^ (t ^ (t >>> 8))) >>> 0;
    return w;
  };
}

const below = (next: () => number, n: number): number => Math.floor((next() * n) / 4294967296);

/** The round's 75 balls in calling order, from its outcome hash (64 hex digits). */
export function ballOrder(hash: string): number[] {
  const next = generator(hash);
  const balls = Array.from({ length: BALLS }, (_, i) => i + 1);
  for (let i = BALLS - 1; i > 0; i--) {
    const j = below(next, i + 1);
    const b = balls[i]!;
    balls[i] = balls[j]!;
    balls[j] = b;
  }
  return balls;
}

/**
 * A 5x5 card (25 numbers, row by row, 0 the free centre): column c holds five numbers from
 * 15c + 1 … 15c + 15 (four in the middle column), drawn by the generator seeded from `seed` (hex digits;
 * the server passes SHA-256 of the card's key, server/rounds/bingo.ts cardOfKey).
 */
export function cardOf(seed: string): number[] {
  const next = generator(seed);
  const card = new Array<number>(25).fill(0);
  for (let c = 0; c < 5; c++) {
    const pool = Array.from({ length: 15 }, (_, i) => 15 * c + i + 1);
    for (let r = 0; r < 5; r++) {
      const j = below(next, pool.length);
      const n = pool.splice(j, 1)[0]!;
      if (!(c === 2 && r === 2)) card[r * 5 + c] = n;
    }
  }
  return card;
}

/** The twelve lines: five rows, five columns, two diagonals (cell indices). */
export const LINES: readonly (readonly number[])[] = [
  ...[0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => r * 5 + c)),
  ...[0, 1, 2, 3, 4].map((c) => [0, 1, 2, 3, 4].map((r) => r * 5 + c)),
  [0, 6, 12, 18, 24],
  [4, 8, 12, 16, 20],
];

export interface PrizeWon {
  prize: Prize;
  /** How many balls had been called when it landed (1 … BALLS_CALLED). */
  ball: number;
}

/** The prizes a card wins over the called balls, in the order they land (at most one per ball each). */
export function prizesOf(card: readonly number[], called: readonly number[]): PrizeWon[] {
  const at = new Map<number, number>();
  called.forEach((b, i) => {
    at.set(b, i + 1);
  });
  // When each cell is marked (the free centre from the start; never: Infinity).
  const when = card.map((n) => (n === 0 ? 0 : (at.get(n) ?? Number.POSITIVE_INFINITY)));
  const lineTimes = LINES.map((l) => Math.max(...l.map((i) => when[i]!))).sort((a, b) => a - b);
  const full = Math.max(...when);
  const won: PrizeWon[] = [];
  if (lineTimes[0]! <= called.length) won.push({ prize: 'LINE', ball: lineTimes[0]! });
  if (lineTimes[1]! <= called.length) won.push({ prize: 'TWO_LINES', ball: lineTimes[1]! });
  if (full <= called.length) won.push({ prize: 'FULL_HOUSE', ball: full });
  return won;
}

/** A prize's win for a card of `price` cents, whole cents rounded down. */
export const prizeWin = (price: number, prize: Prize): number => Math.floor((price * PRIZE_MULTIPLES[prize]) / 100);

/** The chance that `cells` given numbers (of 75) are all among the BALLS_CALLED called. */
const allCalled = (cells: number): number => {
  let p = 1;
  for (let i = 0; i < cells; i++) p *= (BALLS_CALLED - i) / (BALLS - i);
  return p;
};

/**
 * The exact chance of each prize for any card (its numbers are distinct, so only how many cells
 * a set of lines covers matters), by inclusion-exclusion over the 4 096 sets of lines: S(k) sums
 * the chance that k given lines are all complete; P(at least one) = Σ (−1)^(k−1) S(k) and
 * P(exactly one) = Σ (−1)^(k−1) k S(k).
 */
export function prizeChances(): Record<Prize, number> {
  const s = new Array<number>(LINES.length + 1).fill(0);
  for (let m = 1; m < 1 << LINES.length; m++) {
    const cells = new Set<number>();
    let k = 0;
    LINES.forEach((l, i) => {
      if ((m >> i) & 1) {
        k++;
        for (const c of l) if (c !== 12) cells.add(c);
      }
    });
    s[k]! += allCalled(cells.size);
  }
  let one = 0;
  let exactlyOne = 0;
  for (let k = 1; k <= LINES.length; k++) {
    one += (k % 2 ? 1 : -1) * s[k]!;
    exactlyOne += (k % 2 ? 1 : -1) * k * s[k]!;
  }
  return { LINE: one, TWO_LINES: one - exactlyOne, FULL_HOUSE: allCalled(24) };
}

/** The return to player (a fraction) of the prize multiples. */
export const exactReturn = (): number => {
  const p = prizeChances();
  return PRIZES.reduce((sum, prize) => sum + (p[prize] * PRIZE_MULTIPLES[prize]) / 100, 0);
};
