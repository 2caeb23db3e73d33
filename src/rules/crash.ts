// The crash game's rules, shared by the reference server (which decides every round) and the
// game records' verify view (which recomputes a round from its proof). Multipliers are whole
// hundredths (2.35× is 235) so the server never pays from a rounded float.

/** The share of every stake the game keeps on average: the return to player is 97 %. */
export const RETURN_TO_PLAYER_PERCENT = 97;
/** A round that would crash below 1.01× crashes at once, at 1.00×. */
export const INSTANT_CRASH = 100;
/** The lowest cash-out a player may choose: below it every bet would be a sure loss. */
export const MIN_CASH_OUT = 101;
/** The highest crash point (and auto cash-out): 10 000×. */
export const MAX_MULTIPLIER = 1_000_000;
/**
 * How fast the multiplier rises: e^(GROWTH_PER_MS·t), t in ms since the round took off. 2× after
 * about 8.7 s, 10× after 28.8 s: slow enough to tap at, fast enough that waiting costs nerves.
 */
export const GROWTH_PER_MS = 0.00008;

/** The outcome's first 52 bits (13 hex digits): all a double holds exactly, as BigInt. */
const BITS = 2n ** 52n;

/**
 * The crash point (hundredths) an outcome hash decides: with h the first 13 hex digits of the
 * HMAC as a number, floor(97 · 2^52 / (2^52 − h)) hundredths; under 1.01× it is 1.00×.
 * The chance that it reaches any A ≥ 1.01× is 97 % / A, so every cash-out target returns 97 %.
 */
export function crashPointOf(hmacHex: string): number {
  if (!/^[0-9a-f]{13}/.test(hmacHex)) throw new Error('crashPointOf takes a lower-case hex digest');
  const h = BigInt(`0x${hmacHex.slice(0, 13)}`);
  const x = Number((BigInt(RETURN_TO_PLAYER_PERCENT) * BITS) / (BITS - h));
  if (x < MIN_CASH_OUT) return INSTANT_CRASH;
  return Math.min(x, MAX_MULTIPLIER);
}

/** The multiplier (hundredths) `ms` after take-off, as the server pays it. */
export function multiplierAt(ms: number): number {
  if (ms <= 0) return 100;
  return Math.min(MAX_MULTIPLIER, Math.floor(100 * Math.exp(GROWTH_PER_MS * ms)));
}

/** When (ms after take-off) the multiplier first shows `hundredths`: the round's crash time for its crash point. */
export function timeToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let t = Math.max(0, Math.floor(Math.log(hundredths / 100) / GROWTH_PER_MS) - 2);
  // The float log can land a step early or late; the multiplier function is the judge.
  while (multiplierAt(t) < hundredths) t++;
  return t;
}

/** A cash-out's win in cents: the stake times the multiplier, rounded down to the cent. */
export const winOf = (stakeCents: number, hundredths: number): number => Math.floor((stakeCents * hundredths) / 100);

/** 235 → "2.35×" in the player's language's digits and separator. */
export function formatMultiplier(hundredths: number, locale: string): string {
  return `${(hundredths / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`;
}
