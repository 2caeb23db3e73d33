// Decides whether the home announcement popup shows (SPEC §4): the list loads 500 ms after
// mount, is filtered by audience, and shows unless this exact list was closed before. The
// popup view (with the HTML sanitizer) is downloaded only when there is something to show.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AnnouncementItem } from '../../../api/types';
import { readJson, writeJson } from '../../../lib/storage';
import {
  audienceOf,
  isPopupStore,
  POPUP_LOAD_DELAY_MS,
  popupItemsFor,
  rememberClosed,
  shouldShowPopup,
} from '../../../rules/popup-audience';
import { dialogs } from '../../../state/dialogs';
import { language } from '../../../state/i18n';
import { onLanguageChange } from '../../../state/language';
import { overlay } from '../../../state/menus';
import { popupAnnouncements } from '../../../state/popup-announcements';
import { showRegister } from '../../../state/register-modal';
import { session } from '../../../state/session';

const AnnouncementPopup = lazy(() => import('../../../ui/AnnouncementPopup'));

export function PopupLoader() {
  useSignals();
  const [items, setItems] = useState<AnnouncementItem[] | null>(null);
  const s = session.value;
  useEffect(() => {
    const ctrl = new AbortController();
    const load = () =>
      popupAnnouncements(ctrl.signal).then((all) => {
        if (ctrl.signal.aborted) return;
        const mine = all && popupItemsFor(all, s);
        const store = readJson('ANNOUNT', isPopupStore) ?? {};
        setItems(mine && shouldShowPopup(mine, store[audienceOf(s)], language.value) ? mine : null);
      });
    const timer = setTimeout(load, POPUP_LOAD_DELAY_MS);
    const off = onLanguageChange(() => {
      if (!ctrl.signal.aborted) void load();
    });
    return () => {
      clearTimeout(timer);
      off();
      ctrl.abort();
    };
  }, [s?.token]);
  // Never on top of another overlay the player opened (menu, chat, a dialog, the sign-up form).
  if (!items || overlay.value !== null || dialogs.value.length > 0 || showRegister.value) return null;
  const remember = () =>
    writeJson('ANNOUNT', rememberClosed(readJson('ANNOUNT', isPopupStore) ?? {}, audienceOf(s), items, language.value));
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup items={items} onClose={remember} onHidden={() => setItems(null)} />
    </Suspense>
  );
}
