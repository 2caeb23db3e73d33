// Unread counters shared by every badge: one poll, bound once to a signal (SPEC §4, §7).
import { computed, signal } from '@preact/signals-react';
import { toObservable } from './observe';
import { fromEvent, map, startWith, Subject } from 'rxjs';
import { call } from '../api/client';
import type { UnreadCounts } from '../api/types';
import { unreadCounts } from '../streams/unread';
import { session } from './session';
import { flag, site } from './site';

export const ZERO: UnreadCounts = { inboxUnreadCount: 0, chatUnreadCount: 0, announcementUnreadCount: 0 };
export const unread = signal<UnreadCounts>(ZERO);
export const unreadTotal = computed(() => unread.value.inboxUnreadCount + unread.value.chatUnreadCount);

const refresh$ = new Subject<void>();
/** After a message is read or a chat closes: refresh now (throttled by the stream). */
export const refreshUnread = (): void => refresh$.next();

export function startUnread(): () => void {
  const visible$ = fromEvent(document, 'visibilitychange').pipe(
    startWith(null),
    map(() => document.visibilityState !== 'hidden'),
  );
  const sub = unreadCounts({
    // No client retries: the stream has its own backoff, so a poll is never more than one request.
    fetchCounts: (withChat) => call('unreadCounts', { withChat }, { retries: 0 }),
    session$: toObservable(() => (session.value ? { type: session.value.type } : null)),
    chatEnabled$: toObservable(() => site.value !== null && flag('CBS3')),
    visible$,
    refresh$,
  }).subscribe((c) => { unread.value = c; });
  return () => sub.unsubscribe();
}
