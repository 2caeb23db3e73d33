// Limits survive a restart: rate-limit windows, wrong guesses of a payment password and
// login locks are in the database, so a deploy or a crash gives nobody a fresh allowance.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPassword } from '../../server/api/password-hash.ts';
import { setPaymentHash } from '../../server/db/payment-passwords.ts';
import { accountsApi, createMemberWithPassword } from '../setup/accounts.ts';
import { apiCall, memberWithSession } from '../setup/api.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;

/** Runs `before` on a server, restarts it on the same data directory, then runs `after`. */
async function acrossRestart<T>(
  overrides: Record<string, unknown>,
  before: (s: Server) => Promise<T>,
  after: (s: Server, carried: T) => Promise<void>,
): Promise<void> {
  const first = await start({ overrides });
  let carried: T;
  try {
    carried = await before(first);
  } finally {
    await first.close();
  }
  const second = await start({ overrides, dataDir: first.dataDir });
  try {
    await after(second, carried);
  } finally {
    await second.close();
    cleanup(first.dataDir);
  }
}

test('a per-IP rate limit window carries over a restart', () =>
  acrossRestart(
    { rateLimits: { captcha: { perIp: 2, windowSeconds: 600 } } },
    async (s) => {
      for (let i = 0; i < 2; i++) assert.is((await fetch(`${s.url}/wps/system/captcha`)).status, 200);
    },
    async (s) => {
      const r = await fetch(`${s.url}/wps/system/captcha`);
      assert.is(r.status, 429);
      assert.ok(Number(r.headers.get('retry-after')) > 500, 'the same window, not a new one');
    },
  ));

test('five wrong payment passwords, a restart, then the right one: still refused', () =>
  acrossRestart(
    {},
    async (s) => {
      const m = memberWithSession(s.db!);
      setPaymentHash(s.db!, m.id, await hashPassword('123456'));
      for (let i = 0; i < 5; i++) {
        const r = await apiCall(s, 'POST', '/wps/member/paymentPassword/check', {
          token: m.token,
          body: { password: `00000${i}` },
        });
        assert.equal(r.value, { ok: false });
      }
      return m.token;
    },
    async (s, token) => {
      const r = await apiCall(s, 'POST', '/wps/member/paymentPassword/check', { token, body: { password: '123456' } });
      assert.equal([r.status, r.code], [429, 'RATE_LIMITED']);
    },
  ));

test('a locked login stays locked after a restart', () =>
  acrossRestart(
    { accountSecurity: { captchaAfterFailures: 0, lockAfterFailures: 3 } },
    async (s) => {
      const { userName } = await createMemberWithPassword(s.db!, { password: 'right123' });
      const api = accountsApi(s.url, s.db!);
      for (let i = 0; i < 3; i++) await api.login({ username: userName, password: 'wrong123' });
      return userName;
    },
    async (s, userName) => {
      const r = await accountsApi(s.url, s.db!).login({ username: userName, password: 'right123' });
      assert.equal([r.status, r.code], [423, 'ACCOUNT_LOCKED']);
    },
  ));

test.run();
