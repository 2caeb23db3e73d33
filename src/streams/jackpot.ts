// The jackpot counter (SPEC §2.3, §9; the rules are rules/jackpot.ts): the server's amount asked
// at once and then every JACKPOT_REFRESH_MS, a failed ask skipped (the next one tries again),
// and each new amount shown through its steps: a rise counts up, a fall shows at once. A newer
// amount takes over from a count still running, from where the counter stands.
import {
  EMPTY,
  type Observable,
  type SchedulerLike,
  catchError,
  distinctUntilChanged,
  exhaustMap,
  interval,
  map,
  of,
  switchMap,
  take,
  timer,
} from 'rxjs';
import type { JackpotValue } from '../api/types';
import { JACKPOT_REFRESH_MS, JACKPOT_TWEEN_STEP_MS, jackpotSteps } from '../rules/jackpot';
import { abortable } from './abortable';

export { JACKPOT_REFRESH_MS, JACKPOT_TWEEN_STEP_MS, JACKPOT_TWEEN_STEPS, jackpotSteps } from '../rules/jackpot';

export interface JackpotDeps {
  fetch: (signal: AbortSignal) => Promise<JackpotValue> | Observable<JackpotValue>;
  /** The amount on screen now (null before any): where a count starts. */
  shown: () => number | null;
  /** False for players who ask for less motion: each amount shows at once. */
  animate: boolean;
  scheduler?: SchedulerLike;
}

export function jackpotTicker(deps: JackpotDeps): Observable<number> {
  return timer(0, JACKPOT_REFRESH_MS, deps.scheduler).pipe(
    // A slow answer is not asked again on top of itself.
    exhaustMap(() =>
      abortable(deps.fetch).pipe(
        map((v) => v.amount),
        catchError(() => EMPTY),
      ),
    ),
    distinctUntilChanged(),
    switchMap((target) => {
      const steps = deps.animate ? jackpotSteps(deps.shown(), target) : [target];
      return steps.length === 1
        ? of(target)
        : interval(JACKPOT_TWEEN_STEP_MS, deps.scheduler).pipe(
            take(steps.length),
            map((i) => steps[i] ?? target),
          );
    }),
  );
}
