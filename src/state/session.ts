// Start-up path. The session (SPEC §3 MC_SESSION_INFO) and the member's info and wallet.
import { computed, signal } from '@preact/signals-react';
import { setAuthToken, setLoggedOutHandler } from '../api/client';
import type { MemberInfo, SessionInfo, Wallet } from '../api/types';
import { readJson, remove, writeJson } from '../lib/storage';

const isSession = (v: unknown): v is SessionInfo => {
  const s = v as Partial<SessionInfo> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.token === 'string' &&
    s.token.length > 0 &&
    typeof s.userName === 'string' &&
    typeof s.type === 'number'
  );
};

export const session = signal<SessionInfo | null>(readJson('MC_SESSION_INFO', isSession));
setAuthToken(session.value?.token ?? null);

export const member = signal<MemberInfo | null>(null);
export const wallet = signal<Wallet | null>(null);
export const loggedIn = computed(() => session.value !== null);
export const memberType = computed(() => session.value?.type ?? null);

export function setSession(s: SessionInfo | null): void {
  session.value = s;
  setAuthToken(s?.token ?? null);
  if (s) writeJson('MC_SESSION_INFO', s);
  else {
    remove('MC_SESSION_INFO');
    member.value = null;
    wallet.value = null;
  }
}

/**
 * A call answered "logged out" ends the session once, however many calls failed at the
 * same time; the caller's toast text comes from the dictionary (SPEC §8).
 */
export function onSessionExpired(notify: () => void): void {
  setLoggedOutHandler(() => {
    if (!session.value) return;
    setSession(null);
    notify();
  });
}
