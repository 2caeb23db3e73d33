// Site status at start-up (SPEC §4 "System status", "Start-up"): cached, used at once, refreshed.
import {
  EMPTY,
  type Observable,
  type SchedulerLike,
  catchError,
  concat,
  defer,
  of,
  take,
  tap,
  throwIfEmpty,
} from 'rxjs';
import type { SiteStatus } from '../api/types';

export interface SiteStatusDeps {
  cached: SiteStatus | null;
  fetchStatus: () => Observable<SiteStatus> | Promise<SiteStatus>;
  save: (s: SiteStatus) => void;
  /** Unused (nothing here waits on time); accepted so every stream factory has one shape. */
  scheduler?: SchedulerLike;
}

/**
 * Cached value synchronously (the first render needs no network), then the fresh value.
 * A failed refresh is silent when the cache answered, and an error when nothing did.
 */
export function siteStatus(deps: SiteStatusDeps): Observable<SiteStatus> {
  return defer(() => {
    const fresh$ = defer(() => deps.fetchStatus()).pipe(
      take(1),
      throwIfEmpty(),
      tap((s) => {
        // Storage can be full or blocked (private mode); the fresh status still counts.
        try {
          deps.save(s);
        } catch {
          /* the next start-up simply fetches again */
        }
      }),
    );
    const { cached } = deps;
    return cached ? concat(of(cached), fresh$.pipe(catchError(() => EMPTY))) : fresh$;
  });
}
