// Start-up path. main.tsx owns every long-lived subscription; this starts them once.
import { signal } from '@preact/signals-react';
import { toast } from './toasts';
import { t } from './i18n';
import { startSessionData } from './account';
import { onSessionExpired } from './session';
import { clearSession } from '../lib/storage';

export const online = signal(typeof navigator === 'undefined' ? true : navigator.onLine);
let started = false;

export function startSubscriptions(): void {
  if (started) return;
  started = true;
  onSessionExpired(() => {
    clearSession();
    toast.info(t('error.loggedOut'), 2000);
  });
  // The RxJS streams load after the first render: they are not needed to paint home.
  const wire = () => import('./streams-wiring').then((w) => {
    w.startLanguage();
    w.startUnread();
    w.startBalance();
    w.startStatusRecheck();
  });
  // Offline with nothing cached: try again once the network is back.
  wire().catch(() => window.addEventListener('online', () => { wire().catch(() => undefined); }, { once: true }));
  startSessionData();
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
