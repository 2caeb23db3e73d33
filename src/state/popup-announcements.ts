// The home announcement popup's list (SPEC §4: audience, re-show), for pages/home/extras: its own
// module, so the after-paint home extras load no RxJS (state/announcements marks read through a stream).
import { call } from '../api/client';
import * as messagesApi from '../api/calls/messages';
import type { AnnouncementItem } from '../api/types';
import { language } from './i18n';

/** The popular announcements in the current language; null when they could not be read (no popup then). */
export const popupAnnouncements = (signal: AbortSignal): Promise<AnnouncementItem[] | null> =>
  call(messagesApi.popularAnnouncements, { language: language.value }, { signal }).catch(() => null);
