import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accountsConfig } from '../../../server/api/accounts-config.ts';
import type { SiteConfig } from '../../../server/config.ts';
import { featureAccess } from '../../../src/rules/access.ts';
import {
  LOGIN_ENCRYPTION,
  SMS_RESEND_FALLBACK_SECONDS,
  SMS_TICK_MS,
  afterLoginPath,
  loginHeaders,
  registerChannel,
  returnPath,
  secondsLeft,
  smsDeadline,
} from '../../../src/rules/auth.ts';
import {
  REMEMBER_SEPARATOR,
  decodeRememberedPassword,
  encodeRememberedPassword,
  isRememberedLogin,
} from '../../../src/rules/remembered-login.ts';

const TYPES = [0, 1, 2, 3, 4, 5, 40, 41, 42, 100];

test('SPEC §5/§8 free-account check: inbox and chat only for types 0, 1, 2; others get free_reject offline for 1 s', () => {
  for (const feature of ['inbox', 'chat'] as const) {
    const allowed = TYPES.filter((type) => featureAccess(feature, { type }) === 'allow');
    assert.equal(allowed, [0, 1, 2], feature);
    assert.equal(featureAccess(feature, { type: 4 }), { messageKey: 'toast.freeReject', kind: 'offline', ms: 1000 });
  }
});

test('SPEC §5 deposit: only real types; the others see the real-account text for 2 s', () => {
  assert.equal(
    TYPES.filter((type) => featureAccess('deposit', { type }) === 'allow'),
    [0, 1, 2],
  );
  assert.equal(featureAccess('deposit', { type: 4 }), { messageKey: 'toast.realAccountOnly', kind: 'info', ms: 2000 });
  assert.equal(featureAccess('deposit', { type: 40 }), { messageKey: 'toast.realAccountOnly', kind: 'info', ms: 2000 });
});

test('SPEC §6 a visitor is sent to log in for every guarded feature', () => {
  for (const f of ['inbox', 'chat', 'deposit'] as const) assert.is(featureAccess(f, null), 'login');
});

test('SPEC §3 registerMethod: APP in the native shell, WEBCLIP/PWA when installed, H5 in a browser', () => {
  assert.is(registerChannel({ nativeShell: true, standalone: true, ios: true }), 'APP');
  assert.is(registerChannel({ nativeShell: false, standalone: true, ios: true }), 'WEBCLIP');
  assert.is(registerChannel({ nativeShell: false, standalone: true, ios: false }), 'PWA');
  assert.is(registerChannel({ nativeShell: false, standalone: false, ios: true }), 'H5');
  assert.is(registerChannel({ nativeShell: false, standalone: false, ios: false }), 'H5');
});

test('SPEC §4 after login: the from query when it is an app path; a first login changes its password', () => {
  assert.is(afterLoginPath(false, '/m/webEmail'), '/m/webEmail');
  assert.is(afterLoginPath(false, '/m/gameList?gameType=RNG&x=1'), '/m/gameList?gameType=RNG&x=1');
  assert.is(afterLoginPath(false, null), '/m/home');
  assert.is(afterLoginPath(true, '/m/webEmail'), '/m/changePsw');
  for (const evil of [
    'https://evil.example/',
    '//evil.example/m/home',
    '/\\evil.example',
    '/m/%2F%2Fevil',
    'javascript:alert(1)',
    '/wps/session/login',
    '',
  ]) {
    assert.is(returnPath(evil), '/m/home', evil);
  }
  for (const loop of ['/m/login', '/m/login?from=/m/home', '/m/register', '/m/trail', '/m/changePsw', '/m/forget/'])
    assert.is(returnPath(loop), '/m/home', loop);
});

test('SPEC §4/§9 SMS countdown: minutes x 60, else until expirationTime, else 60 s; ticks every 500 ms', () => {
  const now = 1_000_000;
  assert.is(SMS_TICK_MS, 500);
  assert.is(smsDeadline(now, { expiredMinutes: 2 }), now + 120_000);
  assert.is(smsDeadline(now, { expiredMinutes: null, expirationTime: now + 45_000 }), now + 45_000);
  assert.is(
    smsDeadline(now, { expiredMinutes: 1, expirationTime: now + 45_000 }),
    now + 60_000,
    'minutes win when both are given',
  );
  assert.is(smsDeadline(now, {}), now + 60_000);
  assert.is(
    smsDeadline(now, { expiredMinutes: 0, expirationTime: now - 1 }),
    now + 60_000,
    'nonsense falls back to 60 s',
  );
  assert.equal(
    [
      secondsLeft(now + 60_000, now),
      secondsLeft(now + 59_001, now),
      secondsLeft(now + 1, now),
      secondsLeft(now, now),
      secondsLeft(now - 5000, now),
    ],
    [60, 60, 1, 0, 0],
  );
});

test('SPEC §7 login headers: Encryption always; Device OTHERS only from an installed home-screen app', () => {
  assert.equal(loginHeaders(false), { Encryption: LOGIN_ENCRYPTION.scheme });
  assert.equal(loginHeaders(true), { Encryption: 'AES-256-CBC', Device: 'OTHERS' });
});

test('SPEC §3 remembered password: stored twice, base64-encoded with a separator, and decoded back', () => {
  assert.is(encodeRememberedPassword('abc123'), `YWJjMTIz${REMEMBER_SEPARATOR}YWJjMTIz`);
  for (const pw of ['abc123', 'pa.ss|wo:rd!', 'senhaçãoé1', '密码123', ' spaced ', '', 'x'.repeat(64)]) {
    const stored = encodeRememberedPassword(pw);
    assert.not.ok(pw.length > 2 && stored.includes(pw), 'not stored as typed');
    assert.is(decodeRememberedPassword(stored), pw, JSON.stringify(pw));
  }
});

test('SPEC §3 remembered password: a tampered or foreign value is rejected, never half-read', () => {
  const good = encodeRememberedPassword('abc123');
  for (const bad of ['YWJjMTIz', 'YWJjMTIz.YWJjMTI0', `${good}.${good}`, 'not base64!.not base64!', '/w==./w==']) {
    assert.is(decodeRememberedPassword(bad), null, bad);
  }
  assert.ok(isRememberedLogin({ userName: 'maria1', password: good }));
  assert.not.ok(isRememberedLogin({ userName: 'maria1', password: 'abc123' }), 'a plain password is not accepted');
  assert.not.ok(isRememberedLogin(null));
});

test('SPEC §9 SMS countdown: without a time in the answer it waits as long as the server refuses a new code by default', () => {
  // The server answers expirationTime from accountSecurity.smsResendSeconds; its default is the fallback's.
  const server = accountsConfig({} as SiteConfig).security.smsResendSeconds;
  assert.is(SMS_RESEND_FALLBACK_SECONDS, server);
  assert.is(smsDeadline(0, {}), server * 1000);
});

test.run();
