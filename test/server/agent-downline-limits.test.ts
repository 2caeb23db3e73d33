// An agent opening downline accounts (SPEC §7 /wps/agent/downline) is held to the rules of
// public registration (SPEC §5): the captcha when the site's registration asks one, the
// address's registration window, a window of its own at the same number, and the wanted
// name's. Bonus farming with scripted downlines goes no faster than registering by hand.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { memberWithSession } from '../setup/api.ts';
import { solvedCaptcha } from '../setup/captcha.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('agent downline limits', {} as never);
t.before(async (ctx) => {
  // Per address 10 an hour, as shipped; the proxy's X-Forwarded-For is trusted so the test can
  // play several addresses.
  ctx.s = await start({ overrides: { proxy: { trustForwardedFor: true, hops: 1 } } });
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

const agent = (s: Server) => memberWithSession(s.db!, { type: 1, prefix: 'lim' });
let n = 0;
const name = () => `dl${Date.now() % 100_000}x${++n}`;

async function open(s: Server, token: string, body: Record<string, unknown>, ip: string) {
  const res = await fetch(`${s.url}/wps/agent/downline`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
  const b = (await res.json()) as { success: boolean; code: string; value: { retryAfterSeconds?: number } | null };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ...b };
}

t('SPEC §5 the captcha public registration asks: none or a wrong one opens no account', async ({ s }) => {
  const a = agent(s);
  const wanted = name();
  const none = await open(s, a.token, { username: wanted, password: 'abc123' }, '203.0.113.1');
  assert.equal([none.status, none.code], [400, 'CAPTCHA_REQUIRED']);
  const { captchaKey } = solvedCaptcha(s.db!);
  const wrong = await open(
    s,
    a.token,
    { username: wanted, password: 'abc123', captcha: '0', captchaKey },
    '203.0.113.1',
  );
  assert.equal([wrong.status, wrong.code], [400, 'CAPTCHA_INVALID']);
  const reused = await open(
    s,
    a.token,
    { username: wanted, password: 'abc123', captcha: '0', captchaKey },
    '203.0.113.1',
  );
  assert.is(reused.code, 'CAPTCHA_INVALID', 'a captcha answers once, right or wrong');
  const ok = await open(s, a.token, { username: wanted, password: 'abc123', ...solvedCaptcha(s.db!) }, '203.0.113.1');
  assert.ok(ok.success, ok.code);
  const made = s.db!.prepare('SELECT COUNT(*) AS n FROM members WHERE user_name = ?').get(wanted) as { n: number };
  assert.is(made.n, 1);
});

t('a burst of 15 from one agent: 10 open (the per-address number), then 429 with Retry-After', async ({ s }) => {
  const a = agent(s);
  const answers = [];
  for (let i = 0; i < 15; i++)
    answers.push(
      await open(s, a.token, { username: name(), password: 'abc123', ...solvedCaptcha(s.db!) }, '203.0.113.2'),
    );
  assert.is(answers.filter((r) => r.success).length, 10);
  const refused = answers.slice(10);
  assert.ok(refused.every((r) => r.status === 429 && r.code === 'RATE_LIMITED'));
  assert.ok((refused[0]!.value?.retryAfterSeconds ?? 0) > 0);
  assert.is(refused[0]!.retryAfter, String(refused[0]!.value?.retryAfterSeconds));
});

t('the agent has its own window: moving to new addresses does not give it a fresh allowance', async ({ s }) => {
  const a = agent(s);
  let opened = 0;
  for (let i = 0; i < 12; i++) {
    const r = await open(
      s,
      a.token,
      { username: name(), password: 'abc123', ...solvedCaptcha(s.db!) },
      `198.51.100.${i}`,
    );
    if (r.success) opened++;
    else assert.is(r.code, 'RATE_LIMITED');
  }
  assert.is(opened, 10, 'ten a window, whatever the address');
});

t(
  "the address's window is public registration's: an agent cannot open accounts where visitors already used it",
  async ({ s }) => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      const r = await fetch(`${s.url}/wps/member/register`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ username: name(), password: 'abc123', confirmPassword: 'abc123', type: 0 }),
      });
      assert.ok(r.status !== 429, 'public registration attempts within its window');
    }
    const a = agent(s);
    const r = await open(s, a.token, { username: name(), password: 'abc123', ...solvedCaptcha(s.db!) }, ip);
    assert.equal([r.status, r.code], [429, 'RATE_LIMITED']);
  },
);

t.run();
