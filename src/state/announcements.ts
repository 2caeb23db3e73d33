// Announcements: the notice list with read state, marked read through the throttled
// mark-read stream (SPEC §4 "Mark as read", §7 throttled 150 ms).
import { Subject } from 'rxjs';
import { call } from '../api/client';
import * as messagesApi from '../api/calls/messages';
import type { AnnouncementItem, Language } from '../api/types';
import { markRead } from '../streams/mark-read';
import { language } from './i18n';
import { resource } from './resource';
import { session } from './session';
import { refreshUnread } from './unread';

export const notices = resource((signal, lang: Language) => call(messagesApi.notices, { language: lang }, { signal }));

const ids$ = new Subject<number>();

/** A visitor has no read state to keep: only members mark notices read. */
export function markNoticeRead(item: AnnouncementItem): void {
  if (session.value && !item.read) ids$.next(item.id);
}

/** Bound while the notice page is open; every mark refreshes the unread counts everywhere. */
export function startNoticeMarking(): () => void {
  const sub = markRead({
    ids$,
    markLocal: (id) => {
      const list = notices.data.value;
      if (list) notices.data.value = list.map((a) => (a.id === id ? { ...a, read: true } : a));
    },
    callServer: (id) => call(messagesApi.announcementRead, { announcementId: id, read: true }),
    reload: () => notices.load(language.value),
  }).subscribe(() => refreshUnread());
  return () => sub.unsubscribe();
}
