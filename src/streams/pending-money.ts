// While a deposit or withdrawal of the member waits for a decision, its state and the balance
// refresh without a tap (SPEC §2.13 balance widget, §7 deposit, withdraw): one status call
// every PENDING_POLL_MS while something waits and the page is visible, the first at once (a
// page just opened, a request just sent, the player back from the bank app that paid the PIX
// code).
// Never two calls closer than PENDING_POLL_MS, however the page flips; a call in flight is
// never doubled (the server may hold one up to PENDING_HOLD_MS), and a failed one is skipped.
import {
  asyncScheduler,
  catchError,
  combineLatest,
  defer,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  type Observable,
  type SchedulerLike,
  map,
  switchMap,
  timer,
} from 'rxjs';

/** The poll's period, and the least time between two of its calls. */
export const PENDING_POLL_MS = 5_000;
/**
 * How long the server may hold a call while nothing changed (server/api/money-status.ts): less
 * than a period, so a held call has ended before the next tick; a decision wakes it at once.
 */
export const PENDING_HOLD_MS = 4_000;

export interface PendingMoneyDeps<T> {
  /** Whether money of the member waits (the last answer, or a request just made). */
  pending$: Observable<boolean>;
  visible$: Observable<boolean>;
  fetchStatus: () => Observable<T> | Promise<T>;
  scheduler?: SchedulerLike;
}

export function pendingMoney<T>(deps: PendingMoneyDeps<T>): Observable<T> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  return defer(() => {
    let last = Number.NEGATIVE_INFINITY;
    return combineLatest([deps.pending$, deps.visible$]).pipe(
      map(([pending, visible]) => pending && visible),
      distinctUntilChanged(),
      switchMap((watch) => {
        if (!watch) return EMPTY;
        // Asks at once (the server holds the call until something changes), unless the last
        // call was less than a period ago: the page flipping never makes calls closer.
        return timer(Math.max(0, last + PENDING_POLL_MS - scheduler.now()), PENDING_POLL_MS, scheduler);
      }),
      exhaustMap(() => {
        last = scheduler.now();
        return defer(() => deps.fetchStatus()).pipe(catchError(() => EMPTY));
      }),
    );
  });
}
