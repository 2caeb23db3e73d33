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
/** The logged-in account's merchant (SPEC §7 game list's merchant; a trial account's is its own). */
export const merchantOf = (): string | undefined =>
  typeof session.value?.merchantCode === 'string' ? session.value.merchantCode : undefined;

export function setSession(s: SessionInfo | null): void {
  // The token first: setting the signal runs the effects that call the API for the new session
  // (member info, balance), and they must not go out with the old token or none.
  setAuthToken(s?.token ?? null);
  // Another session (a registration from free play, a login, a logout): nothing of the last
  // one stays on screen while the new one's data loads.
  if (s?.token !== session.peek()?.token) {
    member.value = null;
    wallet.value = null;
  }
  if (s) writeJson('MC_SESSION_INFO', s);
  else remove('MC_SESSION_INFO');
  session.value = s;
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
