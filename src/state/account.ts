// Start-up path: the member's data whenever a session starts (logout is state/logout.ts,
// which only the side menu loads).
import { call } from '../api/client';
import * as memberApi from '../api/calls/member';
import { member, session } from './session';
import { effect } from '@preact/signals-react';
import { refreshBalance } from './wallet';

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
    loadMemberInfo();
  });
}

/** The member's info for the current session; the side menu asks again when it opens without it. */
export function loadMemberInfo(): void {
  const token = session.peek()?.token;
  if (!token) return;
  call(memberApi.memberInfo, {})
    .then((m) => {
      if (session.peek()?.token === token) member.value = m;
    })
    .catch(() => undefined);
}
