// Account actions (SPEC §4): login, free play, registration, SMS codes, captcha,
// password change and reset, and the remembered login. Loaded with the auth pages only.
import { signal } from '@preact/signals-react';
import type { SchedulerLike } from 'rxjs';
import { call, type CallOptions } from '../api/client';
import * as accountsApi from '../api/calls/accounts';
import * as systemApi from '../api/calls/system';
import type { LoginForm, LoginValue, RegisterParams, SmsPurpose, SmsTimingValue } from '../api/endpoints';
import { afterPaint } from '../lib/after-paint';
import { readJson, remove, writeJson, writeString } from '../lib/storage';
import { loginHeaders, secondsLeft } from '../rules/auth';
import {
  decodeRememberedPassword,
  encodeRememberedPassword,
  isRememberedLogin,
  type RememberedLogin,
} from '../rules/remembered-login';
import { stripLeadingZero } from '../rules/validation';
import { bind, type Bound } from './bind';
import { device } from './device';
import { language } from './i18n';
import { resource } from './resource';
import { session, setSession } from './session';
import { site } from './site';

/** Registration settings (field rules, captcha flag, dialing codes), fetched per form. */
export const registrationSettings = resource((signal) => call(accountsApi.registerSettings, {}, { signal }));

/**
 * The password typed at the last login, kept in memory only: the change-password page
 * does not ask for the old one again right after a first login (SPEC §2.7).
 */
let lastPassword: { token: string; password: string } | null = null;

export function startSession(v: LoginValue, password?: string): void {
  lastPassword = password ? { token: v.token, password } : null;
  remove('trialName');
  setSession({
    token: v.token,
    merchantCode: v.merchantCode,
    userName: v.userName,
    type: v.type,
    firstTimeLogin: v.firstTimeLogin,
    ...(v.firstTimeLogin || v.passwordExpired ? { mustChangePassword: true } : {}),
    ...(v.passwordExpired ? { passwordExpired: true } : {}),
  });
}

/** SPEC §7: the body is encrypted (crypto-js, loaded here on first use) and sent with the Encryption header. */
export async function login(form: LoginForm, opts: CallOptions = {}): Promise<LoginValue> {
  const { encryptLogin } = await import('../lib/crypto');
  const body = encryptLogin(form, site.value?.merchantCode ?? '');
  const value = await call(accountsApi.login, body, { ...opts, headers: loginHeaders(device.standalone) });
  startSession(value, form.type === 'username' ? form.password : undefined);
  return value;
}

/**
 * Starts loading crypto-js while the player types, so the submit does not wait for it; after
 * the form has painted, so the form's first paint does not share the slow network with it.
 */
export const preloadCrypto = (): void => afterPaint(() => void import('../lib/crypto').catch(() => undefined));

/** SPEC §4 free play: a trial account, stored as trialName. */
export async function trialLogin(): Promise<void> {
  const v = await call(accountsApi.trialLogin, { module: 'FREEPLAY' });
  startSession({
    token: v.token,
    userName: v.userName,
    type: v.customerType,
    firstTimeLogin: false,
    merchantCode: v.merchantCode,
  });
  writeString('trialName', v.userName);
}

export async function register(method: 'username' | 'mobile', params: RegisterParams): Promise<LoginValue> {
  const value = await call(method === 'mobile' ? accountsApi.registerMobile : accountsApi.register, params);
  startSession(value, params.password || undefined);
  return value;
}

export const requestCaptcha = () => call(systemApi.captcha, {});

/** An account held back by failed logins, unlocked for this device with the security answer. */
export const unlockAccount = (username: string, answer: string) =>
  call(accountsApi.unlockAccount, { username, answer });

/** SPEC §5: an entered affiliate code is checked first (code and domain). */
export const checkAffiliate = (code: string) => call(accountsApi.affiliateCheck, { code, domain: location.hostname });

export const usernameAvailable = async (username: string) =>
  (await call(accountsApi.usernameCheck, { username })).available;

export function sendSmsCode(
  mobileNum: string,
  countryDialingCode: string,
  purpose: SmsPurpose,
): Promise<SmsTimingValue> {
  return call(accountsApi.smsCode, {
    mobileNum: stripLeadingZero(mobileNum),
    countryDialingCode,
    purpose,
    language: language.value,
  });
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await call(accountsApi.changePassword, { oldPassword, newPassword, confirmNewPassword: newPassword });
  const s = session.value;
  if (!s) return;
  // Done: nothing is forced any more. firstTimeLogin stays for the rest of this first session
  // (the announcement popup shows its first-login items, SPEC §4).
  const { mustChangePassword: _must, passwordExpired: _expired, ...rest } = s;
  setSession(rest);
  lastPassword = { token: s.token, password: newPassword };
  // SPEC §4: the remembered password follows the change.
  const r = rememberedLogin();
  if (r && r.userName.toLowerCase() === s.userName.toLowerCase()) rememberLogin(s.userName, newPassword);
}

export async function resetPassword(p: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}): Promise<void> {
  await call(accountsApi.resetPassword, {
    ...p,
    mobileNum: stripLeadingZero(p.mobileNum),
    confirmNewPassword: p.newPassword,
  });
  // A remembered password is now wrong; keep the name, drop the password.
  const r = rememberedLogin();
  if (r) writeJson('rememberedLogin', { userName: r.userName, password: encodeRememberedPassword('') });
}

/** SPEC §3: the remembered password is stored encoded (twice, base64, with a separator). */
export function rememberLogin(userName: string, password: string): void {
  writeJson('rememberedLogin', { userName, password: encodeRememberedPassword(password) } satisfies RememberedLogin);
}

export const forgetLogin = (): void => remove('rememberedLogin');

export function rememberedLogin(): { userName: string; password: string } | null {
  const r = readJson('rememberedLogin', isRememberedLogin);
  return r ? { userName: r.userName, password: decodeRememberedPassword(r.password) ?? '' } : null;
}

/** The current password when this device knows it (this session's login, or remembered); else null. */
export function knownPassword(userName: string): string | null {
  if (lastPassword && lastPassword.token === session.value?.token) return lastPassword.password;
  const r = rememberedLogin();
  return r?.password && r.userName.toLowerCase() === userName.toLowerCase() ? r.password : null;
}

/**
 * The send-code countdown as a signal (seconds left, 0 when the link returns). Its stream
 * (streams/sms-countdown.ts) loads with the first code sent: the sign-in pages would otherwise
 * download and run RxJS (10 KB) before their first paint, for a code most logins never ask.
 * `scheduler`: the clock it counts on (a test's virtual one; the real clock otherwise).
 */
export function countdown(deadline: number, scheduler?: SchedulerLike): Bound<number> {
  const value = signal(secondsLeft(deadline, scheduler ? scheduler.now() : Date.now()));
  let stream: Bound<number> | null = null;
  let disposed = false;
  import('../streams/sms-countdown').then(
    (m) => {
      if (!disposed) stream = bind(m.smsCountdown(deadline, scheduler), value.value, value);
    },
    // Offline with the module not cached: the send link comes back at once, and the server
    // answers a code asked too soon with its own message and deadline.
    () => {
      value.value = 0;
    },
  );
  return {
    value,
    dispose: () => {
      disposed = true;
      stream?.dispose();
    },
  };
}
