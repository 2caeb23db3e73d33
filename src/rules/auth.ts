// Pure decisions of the account flows (SPEC §3, §4): where a login leads, the
// registration channel, the SMS countdown, the login protocol's headers.
import { APP_PREFIX, PATHS, routeAt } from '../routes';

/** SPEC §3 registerMethod, from how the site is running. */
export type RegisterChannel = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/**
 * The native shell is APP; an installed home-screen app is WEBCLIP on iOS (Safari's
 * "Add to Home Screen" web clip) and PWA elsewhere; a browser tab is H5.
 */
export function registerChannel(d: { nativeShell: boolean; standalone: boolean; ios: boolean }): RegisterChannel {
  if (d.nativeShell) return 'APP';
  if (d.standalone) return d.ios ? 'WEBCLIP' : 'PWA';
  return 'H5';
}

/**
 * The `from` query of /m/login, checked: only an app path on this site (`/m/...`) is
 * followed, so a crafted link cannot send a fresh login to another origin.
 */
export function returnPath(from: string | null | undefined): string {
  if (!from?.startsWith(APP_PREFIX) || from.startsWith('//') || /[\\\s]|%2f|%5c/i.test(from.slice(0, 64)))
    return PATHS.home;
  // The account pages (login, register, forget, trial, change password): going back there
  // would loop or undo the login.
  const path = from.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return routeAt(path)?.page === 'auth' ? PATHS.home : from;
}

/** SPEC §4: a first login goes to change its password; otherwise where the user was headed. */
export function afterLoginPath(firstTimeLogin: boolean, from: string | null | undefined): string {
  return firstTimeLogin ? PATHS.changePassword : returnPath(from);
}

/**
 * The send-code countdown's length when the answer names none. The server decides it: it
 * answers `expirationTime` = now + the site config's `accountSecurity.smsResendSeconds` (60
 * unless set) and refuses another code before then (SMS_TOO_SOON). This is that default, for
 * a platform that answers neither minutes nor a time (SPEC §9: 60 s).
 */
export const SMS_RESEND_FALLBACK_SECONDS = 60;
/** SPEC §9: the countdown's text is refreshed every 500 ms. */
export const SMS_TICK_MS = 500;

/** The send-code answer: minutes, or an absolute expiry (ms since epoch), or neither. */
export interface SmsTiming {
  expiredMinutes?: number | null;
  expirationTime?: number | null;
}

/**
 * SPEC §4 SMS code: the countdown runs minutes x 60 seconds, or until expirationTime,
 * else the default 60 s. A nonsense answer (zero, negative, past) falls back to 60 s so
 * the link is never offered again at once after a send.
 */
export function smsDeadline(now: number, t: SmsTiming): number {
  if (typeof t.expiredMinutes === 'number' && t.expiredMinutes > 0) return now + t.expiredMinutes * 60_000;
  if (typeof t.expirationTime === 'number' && t.expirationTime > now) return t.expirationTime;
  return now + SMS_RESEND_FALLBACK_SECONDS * 1000;
}

export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The login protocol (SPEC §7): the JSON body is AES-encrypted and the Encryption
 * header names the scheme. The key is SHA-256 of KEY_CONTEXT + the site's public
 * merchant code, so client and server derive it without a secret exchange. This is
 * obfuscation the platform requires, not a substitute for TLS.
 */
export const LOGIN_ENCRYPTION = {
  header: 'Encryption',
  scheme: 'AES-256-CBC',
  keyContext: 'aurora-login-v1:',
} as const;

/** SPEC §7: the Encryption header always; Device: OTHERS from an installed home-screen app. */
export function loginHeaders(standalone: boolean): Record<string, string> {
  const h: Record<string, string> = { [LOGIN_ENCRYPTION.header]: LOGIN_ENCRYPTION.scheme };
  if (standalone) h.Device = 'OTHERS';
  return h;
}
