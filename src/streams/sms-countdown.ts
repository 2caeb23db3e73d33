// SPEC §4/§9 SMS countdown: seconds left until the deadline, recomputed every 500 ms from
// the clock (not by counting ticks, so a throttled background tab still ends on time),
// ending with 0, when the send-code link returns.
import { type Observable, type SchedulerLike, asyncScheduler, distinctUntilChanged, map, takeWhile, timer } from 'rxjs';
import { SMS_TICK_MS, secondsLeft } from '../rules/auth';

export function smsCountdown(deadline: number, scheduler: SchedulerLike = asyncScheduler): Observable<number> {
  return timer(0, SMS_TICK_MS, scheduler).pipe(
    map(() => secondsLeft(deadline, scheduler.now())),
    distinctUntilChanged(),
    takeWhile((s) => s > 0, true),
  );
}
