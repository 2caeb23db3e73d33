// Unread counters for the badge (SPEC §4 "Unread badge", §7 inbox/chat unread, §9 throttle).
import {
  BehaviorSubject,
  EMPTY,
  type Observable,
  type SchedulerLike,
  catchError,
  combineLatest,
  defer,
  distinctUntilChanged,
  map,
  merge,
  of,
  shareReplay,
  switchMap,
  take,
  tap,
  throttleTime,
  throwIfEmpty,
  timer,
} from 'rxjs';
import type { UnreadCounts } from '../api/types';

export const UNREAD_POLL_MS = 30_000;
export const UNREAD_THROTTLE_MS = 250;
export const UNREAD_MAX_BACKOFF_MS = 5 * 60_000;

export const ZERO_UNREAD: UnreadCounts = { inboxUnreadCount: 0, chatUnreadCount: 0, announcementUnreadCount: 0 };

export interface UnreadDeps {
  fetchCounts: (withChat: boolean) => Observable<UnreadCounts> | Promise<UnreadCounts>;
  /** Must emit a current value on subscribe (e.g. a BehaviorSubject), as must the next two. */
  session$: Observable<{ type: number } | null>;
  chatEnabled$: Observable<boolean>;
  visible$: Observable<boolean>;
  refresh$: Observable<unknown>;
  intervalMs?: number;
  maxBackoffMs?: number;
  scheduler?: SchedulerLike;
}

type Mode = { kind: 'out' } | { kind: 'hidden' } | { kind: 'poll'; session: { type: number }; withChat: boolean };

// A new session object is a new login, so it restarts polling even with the same type.
const sameMode = (a: Mode, b: Mode): boolean =>
  a.kind === b.kind &&
  (a.kind !== 'poll' || (b.kind === 'poll' && a.session === b.session && a.withChat === b.withChat));

const sameCounts = (a: UnreadCounts, b: UnreadCounts): boolean =>
  a.inboxUnreadCount === b.inboxUnreadCount &&
  a.chatUnreadCount === b.chatUnreadCount &&
  a.announcementUnreadCount === b.announcementUnreadCount;

/** Delay before the next poll after `failures` consecutive failures (0 = healthy). */
export function unreadDelay(failures: number, intervalMs: number, maxBackoffMs: number): number {
  return failures === 0 ? intervalMs : Math.min(intervalMs * 2 ** failures, maxBackoffMs);
}

export function unreadCounts(deps: UnreadDeps): Observable<UnreadCounts> {
  const { scheduler } = deps;
  const intervalMs = deps.intervalMs ?? UNREAD_POLL_MS;
  const maxBackoffMs = deps.maxBackoffMs ?? UNREAD_MAX_BACKOFF_MS;

  const mode$ = combineLatest([deps.session$, deps.chatEnabled$, deps.visible$]).pipe(
    map(([session, chatEnabled, visible]): Mode => {
      if (!session) return { kind: 'out' };
      if (!visible) return { kind: 'hidden' };
      // SPEC §4/§6: the chat count is not fetched for type 4 (trial accounts).
      return { kind: 'poll', session, withChat: chatEnabled && session.type !== 4 };
    }),
    distinctUntilChanged(sameMode),
  );

  const poll = (withChat: boolean): Observable<UnreadCounts> =>
    defer(() => {
      // The next tick depends on how the last fetch went (backoff), so the loop feeds
      // its own timer: each settled fetch re-arms it, a refresh ping re-arms it too.
      const nextDelay$ = new BehaviorSubject(0);
      let failures = 0;
      const tick$ = nextDelay$.pipe(switchMap((ms) => timer(ms, scheduler)));
      return merge(tick$, deps.refresh$).pipe(
        // Leading + trailing: a burst costs at most two requests and the last ping is
        // never lost, so counts read after the burst are fresh.
        throttleTime(UNREAD_THROTTLE_MS, scheduler, { leading: true, trailing: true }),
        // switchMap: a newer request supersedes an older one still in flight.
        switchMap(() =>
          defer(() => deps.fetchCounts(withChat)).pipe(
            take(1),
            throwIfEmpty(),
            tap(() => {
              failures = 0;
              nextDelay$.next(intervalMs);
            }),
            map((c): UnreadCounts => (withChat ? c : { ...c, chatUnreadCount: 0 })),
            catchError(() => {
              failures += 1;
              nextDelay$.next(unreadDelay(failures, intervalMs, maxBackoffMs));
              return EMPTY;
            }),
          ),
        ),
      );
    });

  return mode$.pipe(
    switchMap((mode) => {
      if (mode.kind === 'out') return of(ZERO_UNREAD);
      if (mode.kind === 'hidden') return EMPTY;
      return poll(mode.withChat);
    }),
    distinctUntilChanged(sameCounts),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}
