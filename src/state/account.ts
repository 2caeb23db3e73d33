// Account actions shared by the shell (SPEC §4 Logout).
import { call } from '../api/client';
import * as memberApi from '../api/calls/member';
import { clearSession, remove, writeString } from '../lib/storage';
import { confirm } from './dialogs';
import { t } from './i18n';
import { member, session, setSession } from './session';
import { effect } from '@preact/signals-react';
import { refreshBalance } from './wallet';
import { toast } from './toasts';
import { PATHS } from '../routes';

/** Confirmation, loading, server logout, local clean-up, autoLogin '0', then home. */
export async function logout(navigate: (path: string) => void): Promise<void> {
  const ok = await confirm({
    title: t('logout.title'),
    body: t('logout.confirm'),
    ok: t('logout.ok'),
    cancel: t('common.cancel'),
  });
  if (!ok) return;
  const hide = toast.loading(t('common.loading'));
  try {
    await call(memberApi.logout, {});
  } catch {
    // The local session ends whatever the server said: a player who taps sign-out is signed out.
  } finally {
    hide();
  }
  setSession(null);
  remove('trialName');
  clearSession();
  writeString('autoLogin', '0');
  navigate(PATHS.home);
}

/**
 * Whenever a session starts (start-up with a stored one, or a login), load the member's
 * info and wallet (SPEC §7 "member renew call on home load"; §4 login loads both).
 */
export function startSessionData(): () => void {
  let lastToken: string | null = null;
  return effect(() => {
    const token = session.value?.token ?? null;
    if (token === lastToken) return;
    lastToken = token;
    if (!token) return;
    refreshBalance();
    call(memberApi.memberInfo, {})
      .then((m) => {
        if (session.value?.token === token) member.value = m;
      })
      .catch(() => undefined);
  });
}
