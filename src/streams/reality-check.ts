// The reality check (responsible gaming): a reminder at each whole interval since the
// session began, as long as the member has one set. Each wait is computed from the clock
// (rules/responsible.ts nextRealityCheck), so a reload or a slept phone keeps the rhythm
// instead of restarting it; a new setting replaces the old at once.
import { asyncScheduler, concat, defer, EMPTY, map, type Observable, type SchedulerLike, switchMap, timer } from 'rxjs';
import { nextRealityCheck } from '../rules/responsible';

export interface RealityInput {
  startedAt: number;
  minutes: number;
}

/** Emits how long the session has lasted (ms) at each reminder. */
export function realityChecks(
  settings$: Observable<RealityInput | null>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<number> {
  return settings$.pipe(
    switchMap((s) => {
      if (!s) return EMPTY;
      const next = (): Observable<number> =>
        defer(() => {
          const due = nextRealityCheck(s.startedAt, s.minutes, scheduler.now());
          if (due === null) return EMPTY;
          return concat(
            timer(Math.max(0, due - scheduler.now()), scheduler).pipe(map(() => due - s.startedAt)),
            next(),
          );
        });
      return next();
    }),
  );
}
