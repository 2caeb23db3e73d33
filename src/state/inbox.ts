// The member inbox (SPEC §2.10, §3 unread counters): every message, page by page (usePagedList),
// with read state, marked read through the throttled mark-read stream; each mark refreshes
// every unread badge at once. A mark shows at once over the loaded pages (`readNow`); a mark
// the server refused reloads the list (`version`).
import { signal } from '@preact/signals-react';
import { Subject } from 'rxjs';
import { call } from '../api/client';
import * as messagesApi from '../api/calls/messages';
import type { InboxMessage } from '../api/types';
import { markRead } from '../streams/mark-read';
import type { PageFetcher } from './paged';
import { refreshUnread } from './unread';

export const INBOX_PAGE_SIZE = 50;

/** Unread messages on every page, as the last page answered (less the marks made since). */
export const inboxUnread = signal(0);
/** Messages marked read since the list loaded. */
export const readNow = signal<ReadonlySet<number>>(new Set());
/** Bumped when the list must load again from page 1. */
export const inboxVersion = signal(0);

export const inboxPages: PageFetcher<InboxMessage> = async (pageNo, signal) => {
  const r = await call(messagesApi.inbox, { pageNo, pageSize: INBOX_PAGE_SIZE }, { signal });
  if (pageNo === 1) readNow.value = new Set();
  inboxUnread.value = r.unread - readNow.value.size;
  return { items: r.list, pageNo: r.pageNum, totalPages: r.totalPages, total: r.total };
};

export const isRead = (m: InboxMessage): boolean => m.read || readNow.value.has(m.id);

const ids$ = new Subject<number>();
export const markInboxRead = (id: number): void => ids$.next(id);

export function startInboxMarking(): () => void {
  const sub = markRead({
    ids$,
    markLocal: (id) => {
      if (readNow.value.has(id)) return;
      readNow.value = new Set([...readNow.value, id]);
      inboxUnread.value = Math.max(0, inboxUnread.value - 1);
    },
    callServer: (id) => call(messagesApi.inboxRead, { id }),
    reload: async () => {
      inboxVersion.value++;
    },
  }).subscribe(() => refreshUnread());
  return () => sub.unsubscribe();
}
