// The member inbox (SPEC §2.10, §3 unread counters): messages with read state, marked read
// through the throttled mark-read stream; each mark refreshes every unread badge at once.
import { Subject } from 'rxjs';
import { call } from '../api/client';
import * as messagesApi from '../api/calls/messages';
import { markRead } from '../streams/mark-read';
import { resource } from './resource';
import { refreshUnread } from './unread';

export const INBOX_PAGE_SIZE = 50;

export const inbox = resource((signal) =>
  call(messagesApi.inbox, { pageNo: 1, pageSize: INBOX_PAGE_SIZE }, { signal }),
);

const ids$ = new Subject<number>();
export const markInboxRead = (id: number): void => ids$.next(id);

export function startInboxMarking(): () => void {
  const sub = markRead({
    ids$,
    markLocal: (id) => {
      const page = inbox.data.value;
      if (!page) return;
      const hit = page.list.find((m) => m.id === id && !m.read);
      if (!hit) return;
      inbox.data.value = {
        ...page,
        unread: page.unread - 1,
        list: page.list.map((m) => (m.id === id ? { ...m, read: true } : m)),
      };
    },
    callServer: (id) => call(messagesApi.inboxRead, { id }),
    reload: () => inbox.load(),
  }).subscribe(() => refreshUnread());
  return () => sub.unsubscribe();
}
