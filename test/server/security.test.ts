// Hostile input and abuse over real HTTP: rate limits per IP and per account
// with Retry-After, X-Forwarded-For trusted only when configured, token revocation and
// expiry, body limits, and no SQL built from input.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { accountsApi, createMemberWithPassword, withAccounts } from '../setup/accounts.ts';
import { createMember, createSession, SESSION_TTL_MS } from '../../server/db/members.ts';
import { cleanup, start } from '../setup/server.ts';

const ip = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });
const TRUST = { proxy: { trustForwardedFor: true, hops: 1 } };

/** A 429 says when to come back twice: value.retryAfterSeconds and the Retry-After header, equal. */
async function assertRetryAfter(url: string, init: RequestInit) {
  const r = await fetch(url, init);
  const b = (await r.json()) as { code: string; value: { retryAfterSeconds: number } };
  assert.is(r.status, 429);
  assert.is(b.code, 'RATE_LIMITED');
  assert.ok(b.value.retryAfterSeconds > 0);
  assert.is(r.headers.get('retry-after'), String(b.value.retryAfterSeconds));
}

test('429 answers carry Retry-After equal to value.retryAfterSeconds (captcha past its per-IP limit)', () =>
  withAccounts(
    async (s, api) => {
      for (let i = 0; i < 2; i++) assert.is((await api.call('GET', '/wps/system/captcha')).status, 200);
      await assertRetryAfter(`${s.url}/wps/system/captcha`, {});
    },
    { rateLimits: { captcha: { perIp: 2, windowSeconds: 60 } } },
  ));

test('X-Forwarded-For is ignored by default: a client cannot escape its per-IP limit by writing the header', () =>
  withAccounts(
    async (_s, api) => {
      for (let i = 0; i < 2; i++)
        assert.is((await api.call('GET', '/wps/system/captcha', undefined, ip(i))).status, 200);
      assert.is((await api.call('GET', '/wps/system/captcha', undefined, ip(9))).status, 429);
    },
    { rateLimits: { captcha: { perIp: 2, windowSeconds: 60 } } },
  ));

test('site config proxy.trustForwardedFor: the address the proxy saw counts, never the leftmost (client-written) entry', () =>
  withAccounts(
    async (_s, api) => {
      const via = (client: string) => ({ 'X-Forwarded-For': client });
      for (let i = 0; i < 2; i++)
        assert.is((await api.call('GET', '/wps/system/captcha', undefined, via('203.0.113.7'))).status, 200);
      assert.is(
        (await api.call('GET', '/wps/system/captcha', undefined, via('203.0.113.7'))).status,
        429,
        'that client is limited',
      );
      assert.is(
        (await api.call('GET', '/wps/system/captcha', undefined, via('198.51.100.1, 203.0.113.7'))).status,
        429,
        'a spoofed leftmost entry changes nothing',
      );
      assert.is(
        (await api.call('GET', '/wps/system/captcha', undefined, via('203.0.113.8'))).status,
        200,
        'another client behind the proxy is not',
      );
      assert.is(
        (await api.call('GET', '/wps/system/captcha', undefined, via('not-an-ip'))).status,
        200,
        'garbage falls back to the peer address',
      );
    },
    { ...TRUST, rateLimits: { captcha: { perIp: 2, windowSeconds: 60 } } },
  ));

test('SPEC §2.6 login is limited per account across addresses, and per address across accounts', () =>
  withAccounts(
    async (s, api) => {
      for (let i = 0; i < 2; i++)
        assert.is((await api.login({ username: 'victim1', password: 'wrong999' }, ip(i))).code, 'LOGIN_FAILED');
      const r = await api.login({ username: 'victim1', password: 'wrong999' }, ip(50));
      assert.equal([r.status, r.code], [429, 'RATE_LIMITED'], 'a third address gets nowhere with the same account');
      for (let i = 0; i < 3; i++) await api.login({ username: `spray${i}x`, password: 'wrong999' }, ip(60));
      const sprayed = await api.login({ username: 'spray9x', password: 'wrong999' }, ip(60));
      assert.is(sprayed.code, 'RATE_LIMITED', 'one address spraying many accounts');
      assert.is((await api.login({ username: 'spray9x', password: 'wrong999' }, ip(61))).code, 'LOGIN_FAILED');
      void s;
    },
    {
      ...TRUST,
      rateLimits: { login: { perIp: 3, perAccount: 2, windowSeconds: 60 } },
      accountSecurity: { lockAfterFailures: 0, captchaAfterFailures: 0 },
    },
  ));

test('SPEC §4 SMS codes are limited per number across addresses', () =>
  withAccounts(
    async (_s, api) => {
      assert.is(
        (
          await api.call(
            'POST',
            '/wps/sms/code',
            { mobileNum: '31987650010', countryDialingCode: '55', purpose: 'register' },
            ip(1),
          )
        ).status,
        200,
      );
      const again = await api.call(
        'POST',
        '/wps/sms/code',
        { mobileNum: '31987650010', countryDialingCode: '55', purpose: 'register' },
        ip(2),
      );
      assert.equal([again.status, again.code], [429, 'RATE_LIMITED']);
      assert.is(
        (
          await api.call(
            'POST',
            '/wps/sms/code',
            { mobileNum: '31987650011', countryDialingCode: '55', purpose: 'register' },
            ip(2),
          )
        ).status,
        200,
        'another number is not',
      );
    },
    {
      ...TRUST,
      rateLimits: { sms: { perIp: 10, perAccount: 1, windowSeconds: 600 } },
      accountSecurity: { smsResendSeconds: 0 },
    },
  ));

test('SPEC §2.5 registration is limited per address and per user name asked for (well-formed attempts)', () =>
  withAccounts(
    async (s, api) => {
      const form = {
        username: 'wanted1',
        password: 'secret12',
        confirmPassword: 'secret12',
        registerMethod: 'H5',
        registerUrl: 'x',
        domain: 'x',
        type: 0,
        captcha: '0000',
        captchaKey: 'nope',
      };
      for (let i = 0; i < 2; i++)
        assert.is((await api.call('PUT', '/wps/member/register', form, ip(10 + i))).code, 'CAPTCHA_INVALID');
      const third = await api.call('PUT', '/wps/member/register', form, ip(12));
      assert.equal([third.status, third.code], [429, 'RATE_LIMITED'], 'the same name from a third address');
      assert.is(
        (await api.call('PUT', '/wps/member/register', { ...form, username: 'other22' }, ip(12))).code,
        'CAPTCHA_INVALID',
      );
      void s;
    },
    { ...TRUST, rateLimits: { register: { perIp: 100, perAccount: 2, windowSeconds: 600 } } },
  ));

test('SPEC §2.8 feedback is limited per account and per address, with Retry-After', () =>
  withAccounts(
    async (s, api) => {
      const body = {
        content: 'My deposit of R$ 50 has not arrived after an hour.',
        type: 1,
        captcha: '0000',
        captchaKey: 'nope',
      };
      const token = () =>
        createSession(
          s.db!,
          createMember(s.db!, { userName: `fb${Math.random().toString(36).slice(2, 9)}`, passwordHash: 'x', type: 0 }),
        );
      const a = token();
      for (let i = 0; i < 2; i++)
        assert.is(
          (await api.call('PUT', '/wps/member/feedback', body, { ...api.auth(a), ...ip(20 + i) })).code,
          'CAPTCHA_INVALID',
        );
      const r = await api.call('PUT', '/wps/member/feedback', body, { ...api.auth(a), ...ip(22) });
      assert.equal([r.status, r.code], [429, 'RATE_LIMITED'], 'per account, whatever the address');
      const b = token();
      const c = token();
      assert.is(
        (await api.call('PUT', '/wps/member/feedback', body, { ...api.auth(b), ...ip(30) })).code,
        'CAPTCHA_INVALID',
      );
      assert.is(
        (await api.call('PUT', '/wps/member/feedback', body, { ...api.auth(c), ...ip(30) })).code,
        'CAPTCHA_INVALID',
      );
      await assertRetryAfter(`${s.url}/wps/member/feedback`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', ...api.auth(token()), ...ip(30) },
        body: JSON.stringify(body),
      });
    },
    { ...TRUST, rateLimits: { feedback: { perIp: 2, perAccount: 2, windowSeconds: 600 } } },
  ));

test('SPEC §2.7 a password change ends every other session; logout ends this one; an expired token is refused', () =>
  withAccounts(async (s, api) => {
    await createMemberWithPassword(s.db!, { userName: 'rotate1', password: 'secret12' });
    const a = (await api.login({ username: 'rotate1', password: 'secret12' })).value.token as string;
    const b = (await api.login({ username: 'rotate1', password: 'secret12' })).value.token as string;
    const changed = await api.call(
      'POST',
      '/wps/member/password',
      { oldPassword: 'secret12', newPassword: 'secret34', confirmNewPassword: 'secret34' },
      api.auth(a),
    );
    assert.ok(changed.success, changed.message);
    assert.equal([(await api.memberInfo(a)).status, (await api.memberInfo(b)).status], [200, 401]);
    assert.is((await api.login({ username: 'rotate1', password: 'secret12' })).status, 403, 'the old password is gone');
    assert.is((await api.call('DELETE', '/wps/session/logout', undefined, api.auth(a))).status, 200);
    assert.is((await api.memberInfo(a)).status, 401);
    const id = createMember(s.db!, { userName: 'old1', passwordHash: 'x', type: 0 });
    const stale = createSession(s.db!, id, Date.now() - SESSION_TTL_MS - 1000);
    const fresh = createSession(s.db!, id, Date.now() - SESSION_TTL_MS + 60_000);
    assert.equal(
      [(await api.memberInfo(stale)).status, (await api.memberInfo(fresh)).status],
      [401, 200],
      'sessions last SESSION_TTL_MS',
    );
    const stored = s.db!.prepare('SELECT token FROM sessions').all() as Array<{ token: string }>;
    assert.not.ok(
      stored.some((r) => r.token === a || r.token === b || r.token === fresh),
      'the database holds digests, never a usable token',
    );
  }));

test('body limit: a chunked body with no Content-Length is cut off at the limit (413) and the server keeps answering', async () => {
  const s = await start({ bodyLimitBytes: 1024 });
  try {
    const { hostname, port } = new URL(s.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          hostname,
          port,
          method: 'POST',
          path: '/wps/system/clientError',
          headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 8; i++) req.write('x'.repeat(512));
      req.end();
    });
    assert.is(status, 413);
    assert.is((await fetch(`${s.url}/wps/system/status`)).status, 200);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test('hostile input gets envelope errors, never a 500: wrong types, huge numbers, arrays, nulls, prototype keys', async () => {
  const s = await start();
  try {
    const api = accountsApi(s.url, s.db!);
    const token = createSession(s.db!, createMember(s.db!, { userName: 'hostile1', passwordHash: 'x', type: 1 }));
    const bodies: unknown[] = [
      [],
      null,
      'text',
      1e308,
      { amount: '1e9' },
      { amount: -1, idempotencyKey: '../../etc' },
      JSON.parse('{"__proto__":{"admin":true},"amount":5000}'),
      JSON.parse('{"constructor":{"prototype":{"x":1}}}'),
      { id: 1.5 },
      { id: Number.MAX_SAFE_INTEGER + 2 },
      { downlineIds: 'a' },
      { numbers: [1, 1] },
    ];
    const targets: Array<[string, string]> = [
      ['POST', '/wps/deposit/request'],
      ['POST', '/wps/transaction/withdraw'],
      ['POST', '/wps/member/inbox/read'],
      ['POST', '/wps/agent/transfer'],
      ['POST', '/wps/promo/claim'],
      ['POST', '/wps/game/launchGame'],
      ['POST', '/lgw/orders/suborders/cancel'],
      ['POST', '/wps/demo/spin'],
      ['PUT', '/wps/member/feedback'],
      ['POST', '/wps/member/password'],
    ];
    for (const [method, path] of targets) {
      for (const body of bodies) {
        const r = await api.call(method, path, body, api.auth(token));
        assert.ok(
          r.status >= 400 && r.status < 500,
          `${method} ${path} ${JSON.stringify(body)}: ${r.status} ${r.code}`,
        );
        assert.is(r.success, false);
      }
    }
    for (const q of [
      'pageNo=-1',
      'pageSize=1e9',
      'language=../../x',
      "gameName=' OR 1=1 --",
      'vassalage=PGE;DROP',
      'minBet=abc',
    ]) {
      const r = await fetch(`${s.url}/wps/game/list?${q}`);
      assert.ok(r.status === 200 || r.status === 400, `${q}: ${r.status}`);
    }
    const inj = (await (
      await fetch(`${s.url}/wps/game/list?gameName=${encodeURIComponent("' OR 1=1 --")}`)
    ).json()) as { value: { games: unknown[] } };
    assert.is(inj.value.games.length, 0, 'a quote in a search is text, not SQL');
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

/** Every file under server/ (TypeScript). */
function serverSources(dir = 'server'): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? serverSources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

test('prepared statements only: SQL text never interpolates a value, only fixed SQL fragments of the same file', () => {
  let checked = 0;
  for (const file of serverSources()) {
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/\.(prepare|exec)(?:<[^>]*>)?\(\s*`((?:[^`\\]|\\.)*)`/g)) {
      checked++;
      for (const [, expr] of m[2]!.matchAll(/\$\{([^}]*)\}/g)) {
        const e = expr!.trim();
        if (/^[A-Z][A-Z0-9_]*$/.test(e)) {
          // An upper-case constant of the same file (or the shared fragments), itself fixed SQL text.
          const fixed = new RegExp(`const ${e}\\s*=\\s*[\`'"]`);
          assert.ok(
            fixed.test(src) || fixed.test(readFileSync('server/db/statements.ts', 'utf8')),
            `${file}: ${e} is a fixed SQL fragment`,
          );
          continue;
        }
        // A SQL helper called with literal table and column names only, once, when the statement is prepared.
        if (/^[a-z]\w*\(\s*'[\w.]+'(\s*,\s*'[\w.]+')*\s*\)$/.test(e)) continue;
        // A parameter of a statement factory (`function txStatements(db: Db, where: string)`)
        // that every call in the file passes a string literal: fixed SQL chosen at prepare time.
        const factory = new RegExp(`function (\\w+)\\(db: Db, ${e}: string\\)`).exec(src);
        assert.ok(factory, `${file}: \${${e}} in SQL text is neither a fixed fragment nor a factory parameter`);
        const calls = [...src.matchAll(new RegExp(`${factory![1]}\\(db, ('[^']*'|[^)]*)\\)`, 'g'))].map((c) =>
          c[1]!.trim(),
        );
        assert.ok(calls.length > 0, `${file}: ${factory![1]} is called`);
        for (const arg of calls) assert.match(arg, /^'[^'$`]*'$/, `${file}: ${factory![1]} gets fixed SQL, not ${arg}`);
      }
    }
  }
  assert.ok(checked >= 5, `${checked} statements checked`);
});

test.run();
