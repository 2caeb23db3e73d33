// The access level of every call, over real HTTP, generated from the endpoint table itself
// (src/api/calls/<area>.ts through server/app.ts apiRoutes): a call added to the table is
// covered here without a new line. SPEC §5 free-account check, §6 roles, §8 error catalogue.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { apiRoutes } from '../../server/app.ts';
import { createMember, createSession, revokeSession, SESSION_TTL_MS } from '../../server/db/members.ts';
import { cleanup, json, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
type Route = (typeof apiRoutes)[number];
const t = suite<{ s: Server }>('access', {} as { s: Server });
const ADMIN_TOKEN = 'access-test-admin-token';
t.before(async (ctx) => {
  ctx.s = await start({ overrides: { wallet: { adminToken: ADMIN_TOKEN } } });
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

let n = 0;
/** A fresh session per use: a call like logout revokes the token it is made with. */
function token(s: Server, type: number, now = Date.now()): string {
  const id = createMember(s.db!, { userName: `acc${++n}x${Date.now() % 100000}`, passwordHash: 'x', type });
  return createSession(s.db!, id, now);
}

async function call(s: Server, r: Route, headers: Record<string, string> = {}, body = '{}') {
  const h: Record<string, string> = { Accept: 'application/json', ...headers };
  if (r.method !== 'GET') h['Content-Type'] = 'application/json';
  const res = await fetch(`${s.url}${r.path}`, {
    method: r.method,
    headers: h,
    body: r.method === 'GET' ? undefined : body,
  });
  const env = await json(res);
  return { status: res.status, code: env.code, success: env.success };
}
const bearer = (tok: string) => ({ Authorization: `Bearer ${tok}` });

/** What the gate (server/api/access.ts) answers when it refuses; a handler's own refusals are other codes. */
const GATE_REFUSALS = ['NOT_LOGGED_IN', 'FREE_REJECT', 'NON_AGENT', 'NO_PERMISSION'];
const passedGate = (r: { status: number; code: string }) => r.status < 500 && !GATE_REFUSALS.includes(r.code);
/** Broken JSON: a refused caller must be refused before the body is read, never answered 400. */
const BROKEN = '{not json';

const byLevel = (level: Route['access']) => apiRoutes.filter((r) => r.access === level);
const sessionLevels: readonly Route['access'][] = ['member', 'real', 'agent'];

t('SPEC §6 the table: every call has one of the five levels, and each level has calls', () => {
  for (const r of apiRoutes)
    assert.ok(['public', 'member', 'real', 'agent', 'operator'].includes(r.access), `${r.name}: ${r.access}`);
  const counts = Object.fromEntries(
    (['public', 'member', 'real', 'agent', 'operator'] as const).map((l) => [l, byLevel(l).length]),
  );
  for (const [level, count] of Object.entries(counts)) assert.ok(count > 0, `${level}: ${count}`);
});

t('SPEC §5/§6 every call on a money or inbox path is real-level, present and future', () => {
  const money = /^\/wps\/(deposit|withdraw|transaction)\/|^\/wps\/member\/(bankCards|paymentPassword|inbox)/;
  const wrong = apiRoutes.filter((r) => money.test(r.path) && r.access !== 'real').map((r) => r.name);
  assert.equal(wrong, []);
});

t('SPEC §6 operator calls are exactly the /wps/admin/ ones: never reachable with a member session', () => {
  assert.equal(
    byLevel('operator').map((r) => r.name),
    apiRoutes.filter((r) => r.path.startsWith('/wps/admin/')).map((r) => r.name),
  );
});

for (const r of apiRoutes.filter((x) => sessionLevels.includes(x.access))) {
  t(
    `SPEC §8 ${r.name} (${r.access}): no token, a made-up, a revoked and an expired one get 401 NOT_LOGGED_IN, even with a broken body`,
    async ({ s }) => {
      const revoked = token(s, 0);
      revokeSession(s.db!, revoked);
      const tokens: Array<[string, Record<string, string>]> = [
        ['no token', {}],
        ['made-up', bearer('x'.repeat(32))],
        ['revoked', bearer(revoked)],
        ['expired', bearer(token(s, 0, Date.now() - SESSION_TTL_MS - 60_000))],
      ];
      for (const [label, headers] of tokens) {
        const res = await call(s, r, headers, BROKEN);
        assert.equal([res.status, res.code], [401, 'NOT_LOGGED_IN'], `${r.method} ${r.path} with ${label}`);
      }
    },
  );
}

for (const r of byLevel('real')) {
  t(
    `SPEC §5/§6 ${r.name} (real): a trial (4), type 3 and type 40 get 403 FREE_REJECT; types 0, 1 and 2 pass`,
    async ({ s }) => {
      for (const type of [4, 3, 40]) {
        const res = await call(s, r, bearer(token(s, type)), BROKEN);
        assert.equal([res.status, res.code], [403, 'FREE_REJECT'], `type ${type}`);
      }
      for (const type of [0, 1, 2]) {
        const res = await call(s, r, bearer(token(s, type)));
        assert.ok(passedGate(res), `type ${type}: ${res.status} ${res.code}`);
      }
    },
  );
}

for (const r of byLevel('agent')) {
  t(`SPEC §6 ${r.name} (agent): a player (0) and a trial (4) get 403 NON_AGENT; an agent (1) passes`, async ({ s }) => {
    for (const type of [0, 4]) {
      const res = await call(s, r, bearer(token(s, type)), BROKEN);
      assert.equal([res.status, res.code], [403, 'NON_AGENT'], `type ${type}`);
    }
    const res = await call(s, r, bearer(token(s, 1)));
    assert.ok(passedGate(res), `${res.status} ${res.code}`);
  });
}

for (const r of byLevel('member')) {
  t(`SPEC §6 ${r.name} (member): any live session passes, a trial account's too`, async ({ s }) => {
    for (const type of [0, 1, 3, 4]) {
      const res = await call(s, r, bearer(token(s, type)));
      // changePassword's own rule refuses the trial type with NO_PERMISSION (it has no password to change).
      const own = r.name === 'changePassword' && type === 4 && res.code === 'NO_PERMISSION';
      assert.ok(own || passedGate(res), `type ${type}: ${res.status} ${res.code}`);
    }
  });
}

for (const r of byLevel('operator')) {
  t(
    `SPEC §6 ${r.name} (operator): no token, a member's session and wrong admin tokens get 403 NO_PERMISSION; the operator's passes`,
    async ({ s }) => {
      const refused: Array<[string, Record<string, string>]> = [
        ['no token', {}],
        ['a member session', bearer(token(s, 1))],
        ['a wrong token of the same length', { 'X-Admin-Token': `${ADMIN_TOKEN.slice(0, -1)}X` }],
        ['a longer token', { 'X-Admin-Token': `${ADMIN_TOKEN}-x` }],
        ['a shorter token', { 'X-Admin-Token': ADMIN_TOKEN.slice(0, 6) }],
      ];
      for (const [label, headers] of refused) {
        const res = await call(s, r, headers, BROKEN);
        assert.equal([res.status, res.code], [403, 'NO_PERMISSION'], label);
      }
      const res = await call(s, r, { 'X-Admin-Token': ADMIN_TOKEN });
      assert.ok(passedGate(res), `${res.status} ${res.code}`);
    },
  );
}

for (const r of byLevel('public')) {
  t(`SPEC §6 Visitor ${r.name} (public): a visitor is not refused by the gate`, async ({ s }) => {
    const res = await call(s, r);
    assert.ok(passedGate(res), `${res.status} ${res.code}`);
  });
}

t.run();
