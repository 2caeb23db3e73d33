// Start-up path. main.tsx owns every long-lived subscription; this starts them once.
import { effect, signal } from '@preact/signals-react';
import { toast } from './toasts';
import { t } from './i18n';
import { startSessionData } from './account';
import { onQueued } from './channel';
import { onSessionExpired, session } from './session';
import { clearSession } from '../lib/storage';

export const online = signal(typeof navigator === 'undefined' ? true : navigator.onLine);
let started = false;

let wiring: Promise<void> | null = null;
const wire = (): Promise<void> =>
  (wiring ??= import('./streams-wiring').then(
    (w) => {
      w.startLanguage();
      w.startUnread();
      w.startBalance();
      w.startPendingMoney();
      w.startStatusRecheck();
      w.startRealityCheck();
    },
    (e: unknown) => {
      // Offline with nothing cached: try again once the network is back.
      wiring = null;
      window.addEventListener(
        'online',
        () => {
          void wire().catch(() => undefined);
        },
        { once: true },
      );
      throw e;
    },
  ));
const wireNow = () => {
  void wire().catch(() => undefined);
};

/** The listeners every visit needs from the start: an ended session, the network going and coming back. */
export function startSubscriptions(): void {
  if (started) return;
  started = true;
  onSessionExpired(() => {
    clearSession();
    toast.info(t('error.loggedOut'), 2000);
  });
  // The streams (and RxJS, 10 KB) load when something needs them (a visitor's slow
  // network carries only the first view): a session (startSessionCalls), an action sent to
  // them (a language change), or the page going to the background, so that the status is
  // re-checked when the player comes back (SPEC §4).
  onQueued(wireNow);
  document.addEventListener('visibilitychange', wireNow, { once: true });
  let hideOffline: (() => void) | null = null;
  const wentOffline = () => {
    online.value = false;
    hideOffline = toast.offline(t('toast.offline'), 8000);
  };
  window.addEventListener('offline', wentOffline);
  // Started from the service worker's cached shell with no network: say so at once.
  if (!navigator.onLine) wentOffline();
  window.addEventListener('online', () => {
    online.value = true;
    hideOffline?.();
    toast.success(t('toast.online'), 1500);
  });
}

let sessionCallsStarted = false;

/**
 * A member's own calls and streams (balance, member info, unread count, pending money), for this
 * session and any later one: main.tsx starts them once the opening page has painted. Started
 * before, they took their share of a slow line from what that paint waited on (a member page's
 * largest paint came after them), and the page's first paint shows none of their answers.
 */
export function startSessionCalls(): void {
  if (sessionCallsStarted) return;
  sessionCallsStarted = true;
  effect(() => {
    if (session.value) wireNow();
  });
  startSessionData();
}
