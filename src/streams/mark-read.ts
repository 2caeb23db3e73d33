// Mark an announcement as read (SPEC §4 "Mark as read", §7 throttled 150 ms).
import {
  EMPTY,
  type Observable,
  type SchedulerLike,
  catchError,
  concatMap,
  defaultIfEmpty,
  defer,
  map,
  take,
  tap,
  throttleTime,
} from 'rxjs';

export const MARK_READ_THROTTLE_MS = 150;

export interface MarkReadDeps {
  ids$: Observable<number>;
  markLocal: (id: number) => void;
  callServer: (id: number) => Observable<unknown> | Promise<unknown>;
  reload: () => Observable<unknown> | Promise<unknown>;
  scheduler?: SchedulerLike;
}

// One value once the call is done: the first answer, or completion without one.
const settle = (f: () => Observable<unknown> | Promise<unknown>): Observable<unknown> =>
  defer(f).pipe(take(1), defaultIfEmpty(null));

/** Emits each id whose server call and list reload both finished. */
export function markRead(deps: MarkReadDeps): Observable<number> {
  return deps.ids$.pipe(
    // Leading only: the throttle absorbs a double tap on one message (one call, not two);
    // any other id inside the window is dropped (two messages in 150 ms is not a person).
    throttleTime(MARK_READ_THROTTLE_MS, deps.scheduler),
    // Local first and at once, so the list updates before the network answers.
    tap((id) => deps.markLocal(id)),
    // concatMap: reloads run in order, so an older reload never overwrites a newer one.
    concatMap((id) =>
      settle(() => deps.callServer(id)).pipe(
        concatMap(() => settle(deps.reload)),
        map(() => id),
        catchError(() => EMPTY),
      ),
    ),
  );
}
