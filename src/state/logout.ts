// Logout (SPEC §4): the side menu's sign-out, in a module of its own so the start-up path
// (state/account.ts) does not carry it. Also the reality check's 'leave' (no question: the
// member just chose it) and the end of a self-excluded member's session.
import { call } from '../api/client';
import * as memberApi from '../api/calls/member';
import { clearSession, remove, writeString } from '../lib/storage';
import { PATHS } from '../routes';
import { confirm } from './dialogs';
import { t } from './i18n';
import { setSession } from './session';
import { toast } from './toasts';

/** Confirmation, loading, server logout, local clean-up, autoLogin '0', then home. */
export async function logout(navigate: (path: string) => void): Promise<void> {
  const ok = await confirm({
    title: t('logout.title'),
    body: t('logout.confirm'),
    ok: t('logout.ok'),
    cancel: t('common.cancel'),
  });
  if (ok) await signOut(navigate);
}

/** Loading, the server's logout, then this device's part. */
export async function signOut(navigate: (path: string) => void): Promise<void> {
  const hide = toast.loading(t('common.loading'));
  try {
    await call(memberApi.logout, {});
  } catch {
    // The local session ends whatever the server said: a player who taps sign-out is signed out.
  } finally {
    hide();
  }
  endSession(navigate);
}

/**
 * This device's part of a sign-out: the session, the trial name, any member info (SPEC §4; this
 * app keeps it in memory only, but a phone that ran the platform's older site may still hold one),
 * session storage, autoLogin '0', home.
 */
export function endSession(navigate: (path: string) => void): void {
  setSession(null);
  remove('trialName');
  remove('memberInfo');
  clearSession();
  writeString('autoLogin', '0');
  navigate(PATHS.home);
}
