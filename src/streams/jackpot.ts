// The cosmetic jackpot ticker (SPEC §9); the numbers it draws come from rules/jackpot.ts.
import { type Observable, type SchedulerLike, defer, expand, map, of, timer } from 'rxjs';
import { jackpotStart, jackpotStep } from '../rules/jackpot';

export {
  JACKPOT_DELAYS_MS,
  JACKPOT_MAX_START,
  JACKPOT_MIN_START,
  jackpotStart,
  jackpotStep,
  type JackpotDelay,
} from '../rules/jackpot';

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
