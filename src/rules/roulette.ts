// European roulette's rules (single zero, 37 pockets), shared by the reference server (which
// decides and pays every round) and anyone recomputing a round from its proof. A bet is a
// "spot" on the felt, named by a whole number (spotCode): the server stores it as the bet's
// slot, so one player holds one bet per spot per round.

/** Pockets 0 … 36. */
export const POCKETS = 37;
/** Every spot returns 36/37 of its stake on average: 97.30 %. */
export const RETURN_TO_PLAYER_PERCENT = 97.3;
/** The red pockets of the European wheel; the others but 0 are black. */
export const REDS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** The wheel's order, clockwise from 0 (the page draws it). */
export const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;

export type Colour = 'green' | 'red' | 'black';
export const colourOf = (pocket: number): Colour => (pocket === 0 ? 'green' : REDS.has(pocket) ? 'red' : 'black');

/** The outside spots' codes. */
export const DOZEN = [201, 202, 203] as const;
export const RED = 301;
export const BLACK = 302;
export const ODD = 303;
export const EVEN = 304;
export const LOW = 305;
export const HIGH = 306;
/** A split of a and b (a < b, neighbours on the felt) is SPLIT + 100·a + b. */
export const SPLIT = 10_000;

export const splitCode = (a: number, b: number): number => SPLIT + 100 * Math.min(a, b) + Math.max(a, b);

/** Whether a and b (a < b) touch on the felt: side by side in a row, one above the other, or 0 with 1, 2, 3. */
function neighbours(a: number, b: number): boolean {
  if (a === 0) return b >= 1 && b <= 3;
  if (a < 1 || b > 36) return false;
  return b === a + 3 || (b === a + 1 && a % 3 !== 0);
}

/** The pockets a spot covers, or null for a code that names no spot. */
export function pocketsOf(spot: number): number[] | null {
  if (!Number.isSafeInteger(spot)) return null;
  if (spot >= 0 && spot <= 36) return [spot];
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  const d = DOZEN.indexOf(spot as (typeof DOZEN)[number]);
  if (d >= 0) return all.filter((n) => n > 12 * d && n <= 12 * (d + 1));
  if (spot === RED) return all.filter((n) => REDS.has(n));
  if (spot === BLACK) return all.filter((n) => !REDS.has(n));
  if (spot === ODD) return all.filter((n) => n % 2 === 1);
  if (spot === EVEN) return all.filter((n) => n % 2 === 0);
  if (spot === LOW) return all.filter((n) => n <= 18);
  if (spot === HIGH) return all.filter((n) => n >= 19);
  if (spot > SPLIT && spot < SPLIT + 3700) {
    const a = Math.floor((spot - SPLIT) / 100);
    const b = (spot - SPLIT) % 100;
    return a < b && neighbours(a, b) ? [a, b] : null;
  }
  return null;
}

/**
 * Every split of the felt (60: 0 with 1, 2, 3; 24 side by side; 33 one above the other), by code,
 * lowest first. The page offers these and no other: it reads them from the server (data-rules).
 */
export const SPLITS: readonly number[] = Array.from({ length: POCKETS }, (_, a) =>
  Array.from({ length: POCKETS - 1 - a }, (_, i) => splitCode(a, a + 1 + i)),
)
  .flat()
  .filter((code) => pocketsOf(code) !== null);

/** What a spot pays to one when it wins: 36 / pockets − 1 (straight 35, split 17, dozen 2, even chances 1). */
export const paysOf = (spot: number): number => {
  const p = pocketsOf(spot);
  if (!p) throw new Error(`no roulette spot ${spot}`);
  return 36 / p.length - 1;
};

/** What a bet of `stake` cents on `spot` gets back when `pocket` comes: the stake and its win, or 0. */
export function payoutOf(spot: number, stake: number, pocket: number): number {
  const p = pocketsOf(spot);
  if (!p) throw new Error(`no roulette spot ${spot}`);
  return p.includes(pocket) ? stake * (paysOf(spot) + 1) : 0;
}

/** 37 · ⌊2^32 / 37⌋: 32-bit numbers from here on are rejected, so every pocket is equally likely. */
export const ACCEPT_BELOW = 4_294_967_289;

/**
 * The pocket an outcome hash (64 hex digits) decides: its first 8 hex digits as a 32-bit number
 * v; if v ≥ 37 · ⌊2^32 / 37⌋ (7 of the 2^32 values) the next 8 digits are read instead, and so on;
 * the pocket is v mod 37. Rejecting the top 7 values makes every pocket exactly as likely (were all
 * eight readings rejected, a chance under 10⁻⁷⁰, the last is used).
 */
export function pocketOf(hmacHex: string): number {
  if (!/^[0-9a-f]{64}$/.test(hmacHex)) throw new Error('pocketOf takes a lower-case SHA-256 hex digest');
  let v = 0;
  for (let i = 0; i < 64; i += 8) {
    v = Number.parseInt(hmacHex.slice(i, i + 8), 16);
    if (v < ACCEPT_BELOW) break;
  }
  return v % POCKETS;
}
