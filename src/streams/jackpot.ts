// Cosmetic jackpot counter (SPEC §9): starts in [2,000,000, 2,100,000], every 3, 4 or 5 s adds 100..500.
import { Observable, SchedulerLike, defer, expand, map, of, timer } from 'rxjs';

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

/** Cold: each subscriber gets its own start value; sharing is the caller's choice. */
export function jackpotTicker(deps: { random: () => number; scheduler?: SchedulerLike }): Observable<number> {
  const { random, scheduler } = deps;
  return defer(() =>
    of(jackpotStart(random)).pipe(
      // Each shown value schedules the next; unsubscribing cancels the pending timer.
      expand((value) => {
        const { next, delayMs } = jackpotStep(value, random);
        return timer(delayMs, scheduler).pipe(map(() => next));
      }),
    ),
  );
}
