// While a deposit or withdrawal of the member waits for a decision, its state and the balance
// refresh without a tap (SPEC §2.13 balance widget, §7 deposit, withdraw): one status call
// every PENDING_POLL_MS while something waits and the page is visible, and one at once when
// the page comes back (the player returns from the bank app that paid the PIX code). Never
// two calls closer than PENDING_POLL_MS, however the page flips; a call in flight is never
// doubled, and a failed one is skipped, not fatal.
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
  scan,
  switchMap,
  timer,
} from 'rxjs';

/** The poll's period, and the least time between two of its calls. */
export const PENDING_POLL_MS = 5_000;

export interface PendingMoneyDeps<T> {
  /** Whether money of the member waits (the last answer, or a request just made). */
  pending$: Observable<boolean>;
  visible$: Observable<boolean>;
  fetchStatus: () => Observable<T> | Promise<T>;
  scheduler?: SchedulerLike;
}

interface Phase {
  pending: boolean;
  visible: boolean;
  /** The page has just become visible again (not its first state). */
  back: boolean;
}

export function pendingMoney<T>(deps: PendingMoneyDeps<T>): Observable<T> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  return defer(() => {
    let last = Number.NEGATIVE_INFINITY;
    return combineLatest([deps.pending$.pipe(distinctUntilChanged()), deps.visible$.pipe(distinctUntilChanged())]).pipe(
      scan(
        (prev: Phase & { seen: boolean }, [pending, visible]) => ({
          pending,
          visible,
          back: prev.seen && visible && !prev.visible,
          seen: true,
        }),
        { pending: false, visible: false, back: false, seen: false },
      ),
      switchMap((p) => {
        if (!p.pending || !p.visible) return EMPTY;
        // Coming back asks at once, unless the last call was less than a period ago.
        const first = p.back ? Math.max(0, last + PENDING_POLL_MS - scheduler.now()) : PENDING_POLL_MS;
        return timer(first, PENDING_POLL_MS, scheduler);
      }),
      exhaustMap(() => {
        last = scheduler.now();
        return defer(() => deps.fetchStatus()).pipe(catchError(() => EMPTY));
      }),
    );
  });
}
