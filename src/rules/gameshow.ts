// The game show money wheel's rules, shared by the reference server (which decides every round)
// and the page's verify panel (which recomputes a round from its proof). 54 segments: numbers a
// player bets on, and a "2x" and a "7x" segment that spin the wheel again and multiply the next
// result's pays (at most MAX_RESPINS times, the multipliers multiplied together; the last spin
// lands on a number). Money is whole cents.
//
// Each number returns (returnOf, proved by enumeration in test/unit/gameshow.test.ts): 1 95.31 %,
// 2 95.47 %, 5 91.19 %, 10 96.53 %, 20 92.68 %, 40 90.76 %. A wheel whose numbers pay their own
// value plus the stake cannot bring all six within 94–97 %: the stake back is worth count/54 to a
// number, so 10 (4 segments) always returns 3/54 more than 40 (1 segment) at the same pay.

/** The wheel in order, clockwise from the pointer's rest: 23×1, 15×2, 7×5, 4×10, 2×20, 1×40, "2x", "7x". */
export const WHEEL: readonly string[] = [
  '2',
  '1',
  '1',
  '5',
  '2',
  '1',
  '1',
  '2',
  '1',
  '10',
  '1',
  '5',
  '2',
  '1',
  '2',
  '1',
  '1',
  '20',
  '2x',
  '5',
  '2',
  '2',
  '1',
  '10',
  '1',
  '2',
  '1',
  '5',
  '40',
  '2',
  '1',
  '1',
  '2',
  '1',
  '5',
  '1',
  '10',
  '2',
  '1',
  '2',
  '1',
  '1',
  '5',
  '2',
  '20',
  '7x',
  '1',
  '2',
  '1',
  '1',
  '10',
  '5',
  '2',
  '1',
];
/** The numbers a player can bet on; a bet's slot is its number's place here plus one. */
export const NUMBERS: readonly number[] = [1, 2, 5, 10, 20, 40];
/** A player's bets a round (the round engine's two slots), each with chips on any of the numbers. */
export const BETS_PER_ROUND = 2;
/** The segments that spin the wheel again, and what they multiply the next result's pays by. */
export const MULTIPLIERS: Readonly<Record<string, number>> = { '2x': 2, '7x': 7 };
const isMultiplier = (segment: string | undefined): boolean => segment !== undefined && segment in MULTIPLIERS;
/** A multiplier segment respins at most this many times in a row; the spin after the last lands on a number. */
export const MAX_RESPINS = 3;

/** The segments that are numbers (indices into WHEEL), for the last spin after MAX_RESPINS. */
export const NUMBER_SEGMENTS: readonly number[] = WHEEL.flatMap((s, i) => (isMultiplier(s) ? [] : [i]));

/**
 * An unbiased index below `n` from a stream of 32-bit words (8 hex digits each) by rejection:
 * a word at or above the largest multiple of n under 2^32 is skipped. `next()` gives the next word.
 */
function uniformBelow(n: number, next: () => number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const w = next();
    if (w < limit) return w % n;
  }
}

/**
 * The round's spins (segment indices) from its outcome HMAC: the words are the HMAC's 8 words,
 * then those of SHA-256 of the previous 64 hex digits (`rehash`) if ever needed. Each spin is
 * uniform over the 54 segments; after MAX_RESPINS multipliers in a row, over the 52 number segments.
 */
export function spinsOf(hmacHex: string, rehash: (hex: string) => string): number[] {
  if (!/^[0-9a-f]{64}$/.test(hmacHex)) throw new Error('spinsOf takes a 64-digit lower-case hex digest');
  let hex = hmacHex;
  let at = 0;
  const next = (): number => {
    if (at === 8) {
      hex = rehash(hex);
      at = 0;
    }
    return Number.parseInt(hex.slice(8 * at, 8 * ++at), 16);
  };
  const spins: number[] = [];
  for (;;) {
    if (spins.length === MAX_RESPINS) {
      spins.push(NUMBER_SEGMENTS[uniformBelow(NUMBER_SEGMENTS.length, next)]!);
      return spins;
    }
    const s = uniformBelow(WHEEL.length, next);
    spins.push(s);
    if (!isMultiplier(WHEEL[s])) return spins;
  }
}

/** The spins as one stored number: (index + 1) in base 100, the first spin lowest. */
export const encodeSpins = (spins: readonly number[]): number => spins.reduceRight((acc, s) => acc * 100 + s + 1, 0);
export function decodeSpins(outcome: number): number[] {
  const spins: number[] = [];
  for (let v = outcome; v > 0; v = Math.floor(v / 100)) spins.push((v % 100) - 1);
  return spins;
}

/** What a round's spins decide: the number the wheel stopped on and the product of the multipliers before it. */
export function resultOf(spins: readonly number[]): { number: number; multiplier: number } {
  const last = spins[spins.length - 1];
  if (last === undefined || isMultiplier(WHEEL[last])) throw new Error('a round ends on a number');
  const multiplier = spins.slice(0, -1).reduce((m, s) => m * (MULTIPLIERS[WHEEL[s] ?? ''] ?? 1), 1);
  return { number: Number(WHEEL[last]), multiplier };
}

/** A bet's return in cents (stake back included): stake × number × multiplier + stake when its number came. */
export const winOf = (stake: number, betOn: number, result: { number: number; multiplier: number }): number =>
  result.number === betOn ? stake * betOn * result.multiplier + stake : 0;

/**
 * The exact return of a bet on `n`, walking every run of multipliers the wheel can land before
 * the number: r multipliers in a row have chance 1/54 each; n then comes with count/54 (count/52
 * after MAX_RESPINS); it pays n × the multipliers' product + the stake.
 */
export function returnOf(n: number): number {
  const count = WHEEL.filter((s) => s === String(n)).length;
  const multipliers = WHEEL.flatMap((s) => (isMultiplier(s) ? [MULTIPLIERS[s]!] : []));
  let runs = [{ chance: 1, product: 1 }];
  let total = 0;
  for (let r = 0; r <= MAX_RESPINS; r++) {
    const land = count / (r === MAX_RESPINS ? NUMBER_SEGMENTS.length : WHEEL.length);
    for (const run of runs) total += run.chance * land * (n * run.product + 1);
    runs = runs.flatMap((run) =>
      multipliers.map((m) => ({ chance: run.chance / WHEEL.length, product: run.product * m })),
    );
  }
  return total;
}

/** Each number's return in percent, two decimals, as the page states it. */
export const RETURN_PERCENTS: Readonly<Record<number, string>> = Object.fromEntries(
  NUMBERS.map((n) => [n, (returnOf(n) * 100).toFixed(2)]),
);
/** The best bet's return, the figure a tile shows before the game opens. */
export const RETURN_TO_PLAYER_PERCENT = Math.max(...NUMBERS.map((n) => Math.round(returnOf(n) * 10000) / 100));
