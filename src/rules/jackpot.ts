// Start-up path: home's jackpot counter starts from it.
// Cosmetic jackpot counter (SPEC §9): starts in [2,000,000, 2,100,000], every 3, 4 or 5 s adds 100..500.
// Pure, without RxJS: the home view draws a start value in its first render (the jackpot is
// often the largest text on screen, so it decides LCP); streams/jackpot.ts ticks it later.
export const JACKPOT_MIN_START = 2_000_000;
export const JACKPOT_MAX_START = 2_100_000;
export const JACKPOT_MIN_STEP = 100;
export const JACKPOT_MAX_STEP = 500;
export const JACKPOT_DELAYS_MS = [3000, 4000, 5000] as const;

export type JackpotDelay = (typeof JACKPOT_DELAYS_MS)[number];

// Integer in [min, max] from random() in [0, 1); clamped so a fake returning 1 stays in range.
const between = (random: () => number, min: number, max: number): number =>
  Math.min(max, min + Math.floor(random() * (max - min + 1)));

export function jackpotStart(random: () => number): number {
  return between(random, JACKPOT_MIN_START, JACKPOT_MAX_START);
}

/** Draws the increment first, then the delay; `delayMs` is the wait before `next` shows. */
export function jackpotStep(value: number, random: () => number): { next: number; delayMs: JackpotDelay } {
  const next = value + between(random, JACKPOT_MIN_STEP, JACKPOT_MAX_STEP);
  const delayMs = JACKPOT_DELAYS_MS[between(random, 0, JACKPOT_DELAYS_MS.length - 1)] ?? JACKPOT_DELAYS_MS[0];
  return { next, delayMs };
}
