// Authorization over real HTTP: what the access levels protect, with real request bodies.
// The trial type (and other non-real types) writes nothing through money calls; one member's
// records are never another's; agents never touch another agent's downline; a member session
// never approves money. The level of every call is walked in test/server/access.test.ts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { apiRoutes } from '../../server/app.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { insertMember } from '../../server/db/accounts.ts';
import { cleanup, json, start } from '../setup/server.ts';
import type { AgentLink, DownlinePage } from '../../src/api/types.ts';
import { ANA_BANK_ACCOUNT } from '../setup/payout-account.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('authz', {} as { s: Server });
t.before(async (ctx) => {
  ctx.s = await start({ overrides: { wallet: { adminToken: 'authz-admin-token' } } });
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

let n = 0;
function member(s: Server, type = 0, affiliateCode: string | null = null): { id: number; token: string } {
  const userName = `az${++n}x${Date.now() % 100000}`;
  const id = affiliateCode
    ? insertMember(s.db!, { userName, passwordHash: 'x', type, merchantCode: 'AURORA', affiliateCode })
    : createMember(s.db!, { userName, passwordHash: 'x', type });
  return { id, token: createSession(s.db!, id) };
}

async function call(s: Server, method: string, path: string, o: { token?: string; body?: unknown; raw?: string } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  const body = o.raw ?? (o.body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(o.body));
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${s.url}${path}`, { method, headers, body });
  return { status: res.status, ...(await json(res)) };
}

const key = () => `k${Date.now()}${Math.random().toString(36).slice(2, 10)}`;
const ledgerSum = (s: Server, id: number) =>
  (s.db!.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ?').get(id) as { c: number })
    .c;
const credit = (s: Server, id: number, c: number) =>
  s
    .db!.prepare(
      "INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', ?, 'test', ?)",
    )
    .run(id, c, new Date().toISOString());

t(
  'the session is checked before the body is read: a visitor gets 401 even for a broken or oversized body',
  async ({ s }) => {
    const r1 = await call(s, 'POST', '/wps/deposit/request', { raw: '{not json' });
    const r2 = await call(s, 'POST', '/wps/transaction/withdraw', {
      raw: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
    });
    assert.equal([r1.status, r1.code, r2.status, r2.code], [401, 'NOT_LOGGED_IN', 401, 'NOT_LOGGED_IN']);
  },
);

t('logout revokes the token for every member call, not only the one that was called', async ({ s }) => {
  const m = member(s);
  assert.is((await call(s, 'DELETE', '/wps/session/logout', { token: m.token })).status, 200);
  const memberCalls = apiRoutes.filter((r) => r.access === 'member' || r.access === 'real' || r.access === 'agent');
  for (const r of memberCalls.slice(0, 20))
    assert.is((await call(s, r.method, r.path, { token: m.token })).status, 401, r.name);
});

/** SPEC §5 "Deposit is blocked for a member type not in 0, 1 or 2"; "Free-account check: only types 0, 1 and 2 may proceed; others get ... free_reject". SPEC §6 "Type 4 ... is refused inbox and live chat (free_reject)". */
function moneyAndInbox(cardId: number): Array<[string, string, unknown]> {
  return [
    ['GET', '/wps/deposit/settings?language=en', undefined],
    ['POST', '/wps/deposit/request', { methodId: 'pix-fast', amount: 5000, idempotencyKey: key() }],
    ['GET', '/wps/deposit/records', undefined],
    ['GET', '/wps/member/bankCards', undefined],
    ['POST', '/wps/member/bankCards', ANA_BANK_ACCOUNT],
    ['GET', '/wps/withdraw/settings', undefined],
    ['POST', '/wps/transaction/withdraw', { cardId, amount: 2000, paymentPassword: '123456', idempotencyKey: key() }],
    ['GET', '/wps/withdraw/records', undefined],
    ['GET', '/wps/transaction/codes', undefined],
    ['GET', '/wps/transaction/details', undefined],
    ['POST', '/wps/member/paymentPassword', { newPassword: '123456' }],
    ['POST', '/wps/member/paymentPassword/check', { password: '123456' }],
    ['GET', '/wps/member/inbox', undefined],
    ['POST', '/wps/member/inbox/read', { id: 1 }],
    ['GET', '/wps/chat/launch?b2c=1&language=pt', undefined],
  ];
}

t(
  'SPEC §5/§6 a trial account (type 4, POST /wps/session/trial) is refused money, inbox and chat with FREE_REJECT; nothing is written',
  async ({ s }) => {
    const trial = await call(s, 'POST', '/wps/session/trial', { body: { module: 'FREEPLAY' } });
    assert.ok(trial.success, trial.message);
    const { token, customerType } = trial.value as { token: string; customerType: number };
    assert.is(customerType, 4);
    const id = (
      s
        .db!.prepare('SELECT id FROM members WHERE user_name = ?')
        .get((trial.value as { userName: string }).userName) as { id: number }
    ).id;
    const before = ledgerSum(s, id);
    assert.ok(before > 0, 'free play starts with play money');
    for (const [method, path, body] of moneyAndInbox(1)) {
      const r = await call(s, method, path, { token, body });
      assert.equal(
        [r.status, r.code, r.message],
        [403, 'FREE_REJECT', 'Please login an actual account to use this function'],
        `${method} ${path}`,
      );
    }
    const t2 = await call(s, 'POST', '/wps/agent/transfer', {
      token,
      body: { downlineIds: [1], amount: 100, idempotencyKey: key() },
    });
    assert.equal([t2.status, t2.code], [403, 'NON_AGENT'], 'transfer: the trial type is no agent');
    const rows = (table: string) =>
      (s.db!.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE member_id = ?`).get(id) as { n: number }).n;
    assert.equal(
      [ledgerSum(s, id), rows('deposits'), rows('bank_cards'), rows('withdrawals'), rows('payment_passwords')],
      [before, 0, 0, 0, 0],
    );
    // What free play is for still works: the balance and the member info (SPEC §4 Free play).
    assert.is((await call(s, 'GET', '/wps/member/wallet', { token })).status, 200);
    assert.is((await call(s, 'GET', '/wps/member/info', { token })).status, 200);
  },
);

t(
  'SPEC §6 "Types above 2: non-real, rejected from deposit": types 3 and 40 are refused money too; types 0, 1, 2 pass',
  async ({ s }) => {
    for (const type of [3, 40]) {
      const m = member(s, type);
      for (const [method, path, body] of moneyAndInbox(1)) {
        const r = await call(s, method, path, { token: m.token, body });
        assert.equal([r.status, r.code], [403, 'FREE_REJECT'], `type ${type} ${method} ${path}`);
      }
    }
    for (const type of [0, 1, 2]) {
      const m = member(s, type);
      const r = await call(s, 'POST', '/wps/deposit/request', {
        token: m.token,
        body: { methodId: 'pix-fast', amount: 5000, idempotencyKey: key() },
      });
      assert.ok(r.success, `type ${type}: ${r.message}`);
      assert.ok((await call(s, 'GET', '/wps/member/inbox', { token: m.token })).success, `type ${type} inbox`);
    }
  },
);

t("SPEC §7 money records are per member: one member's card, deposit or order is never another's", async ({ s }) => {
  const a = member(s);
  const b = member(s);
  credit(s, b.id, 50_000);
  assert.ok(
    (await call(s, 'POST', '/wps/member/paymentPassword', { token: a.token, body: { newPassword: '123456' } })).success,
  );
  assert.ok(
    (await call(s, 'POST', '/wps/member/paymentPassword', { token: b.token, body: { newPassword: '123456' } })).success,
  );
  const cards = await call(s, 'POST', '/wps/member/bankCards', {
    token: a.token,
    body: { ...ANA_BANK_ACCOUNT, paymentPassword: '123456' },
  });
  const aCard = (cards.value as Array<{ id: number }>)[0]!.id;
  const w = await call(s, 'POST', '/wps/transaction/withdraw', {
    token: b.token,
    body: { cardId: aCard, amount: 2000, paymentPassword: '123456', idempotencyKey: key() },
  });
  assert.equal([w.status, w.code], [404, 'NO_BANK_CARD'], "b cannot withdraw to a's card");
  assert.is(ledgerSum(s, b.id), 50_000);
  const dep = await call(s, 'POST', '/wps/deposit/request', {
    token: a.token,
    body: { methodId: 'pix-fast', amount: 5000, idempotencyKey: 'shared-key-1' },
  });
  const depB = await call(s, 'POST', '/wps/deposit/request', {
    token: b.token,
    body: { methodId: 'pix-fast', amount: 9000, idempotencyKey: 'shared-key-1' },
  });
  assert.is.not(
    (depB.value as { id: number }).id,
    (dep.value as { id: number }).id,
    'the same idempotency key from another member is another deposit',
  );
  const recs = (await call(s, 'GET', '/wps/deposit/records', { token: b.token })).value as {
    list: Array<{ id: number }>;
  };
  assert.not.ok(
    recs.list.some((r) => r.id === (dep.value as { id: number }).id),
    "a's deposit is not in b's records",
  );
  const tx = (await call(s, 'GET', '/wps/transaction/details', { token: a.token })).value as { list: unknown[] };
  assert.is(tx.list.length, 0, "b's credit is not in a's transactions");
});

async function agentWithLink(s: Server, type = 1) {
  const a = member(s, type);
  const links = (await call(s, 'POST', '/wps/agent/affiliate/links', { token: a.token })).value as AgentLink[];
  return { ...a, code: links[0]!.code };
}

t(
  'SPEC §6/§7 Agent: no transfer to oneself, an upline, a sibling, a stranger or a missing id; nothing moves',
  async ({ s }) => {
    const top = await agentWithLink(s);
    const sub = { ...member(s, 1, top.code) };
    const subLinks = (await call(s, 'POST', '/wps/agent/affiliate/links', { token: sub.token })).value as AgentLink[];
    const subDownline = member(s, 0, subLinks[0]!.code);
    const sibling = member(s, 0, top.code);
    const stranger = member(s, 0);
    credit(s, top.id, 10_000);
    credit(s, sub.id, 10_000);
    const tries: Array<[{ token: string }, number, string]> = [
      [top, top.id, 'to oneself'],
      [sub, top.id, 'to the upline'],
      [sub, sibling.id, "to a sibling of the upline's team"],
      [sub, stranger.id, 'to a member of no team'],
      [sub, 99_999_999, 'to a missing id'],
      [top, subDownline.id, "to a downline's downline"],
    ];
    for (const [who, id, label] of tries) {
      const r = await call(s, 'POST', '/wps/agent/transfer', {
        token: who.token,
        body: { downlineIds: [id], amount: 100, idempotencyKey: key() },
      });
      assert.equal([r.status, r.code], [403, 'NOT_YOUR_DOWNLINE'], label);
    }
    assert.equal(
      [
        ledgerSum(s, top.id),
        ledgerSum(s, sub.id),
        ledgerSum(s, sibling.id),
        ledgerSum(s, stranger.id),
        ledgerSum(s, subDownline.id),
      ],
      [10_000, 10_000, 0, 0, 0],
    );
    const ok = await call(s, 'POST', '/wps/agent/transfer', {
      token: sub.token,
      body: { downlineIds: [subDownline.id], amount: 100, idempotencyKey: key() },
    });
    assert.ok(ok.success, 'its own downline is reachable');
  },
);

t(
  "SPEC §7 Agent: a key that moved money to one's own downline, replayed with another agent's downline, moves nothing",
  async ({ s }) => {
    const a = await agentWithLink(s);
    const b = await agentWithLink(s);
    const mine = member(s, 0, a.code);
    const theirs = member(s, 0, b.code);
    credit(s, a.id, 10_000);
    const k = key();
    assert.ok(
      (
        await call(s, 'POST', '/wps/agent/transfer', {
          token: a.token,
          body: { downlineIds: [mine.id], amount: 1000, idempotencyKey: k },
        })
      ).success,
    );
    const replay = await call(s, 'POST', '/wps/agent/transfer', {
      token: a.token,
      body: { downlineIds: [mine.id, theirs.id], amount: 1000, idempotencyKey: k },
    });
    assert.ok(replay.status === 200 || replay.status === 403, `${replay.status} ${replay.code}`);
    assert.equal([ledgerSum(s, a.id), ledgerSum(s, mine.id), ledgerSum(s, theirs.id)], [9000, 1000, 0]);
  },
);

t(
  "SPEC §7 Agent: a downline agent sees only its own team, never its upline's; no rebate on a sibling",
  async ({ s }) => {
    const top = await agentWithLink(s);
    const sub = member(s, 1, top.code);
    const sibling = member(s, 0, top.code);
    const team = (await call(s, 'GET', '/wps/agent/downlines', { token: sub.token })).value as DownlinePage;
    assert.equal([team.kpi.members, team.list.length], [0, 0]);
    const r = await call(s, 'POST', '/wps/agent/downline/rebate', {
      token: sub.token,
      body: { downlineId: sibling.id, rateBp: 0 },
    });
    assert.equal([r.status, r.code], [403, 'NOT_YOUR_DOWNLINE']);
    const up = await call(s, 'POST', '/wps/agent/downline/rebate', {
      token: sub.token,
      body: { downlineId: top.id, rateBp: 0 },
    });
    assert.equal([up.status, up.code], [403, 'NOT_YOUR_DOWNLINE'], 'nor on the upline');
  },
);

t('SPEC §7 a member session never approves its own deposit: 403 NO_PERMISSION, no money moves', async ({ s }) => {
  const m = member(s);
  const d = await call(s, 'POST', '/wps/deposit/request', {
    token: m.token,
    body: { methodId: 'pix-fast', amount: 5000, idempotencyKey: key() },
  });
  const r = await call(s, 'POST', '/wps/admin/deposit/approve', {
    token: m.token,
    body: { depositId: (d.value as { id: number }).id },
  });
  assert.equal([r.status, r.code], [403, 'NO_PERMISSION']);
  const odd = await fetch(`${s.url}/wps/admin/deposit/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': 'authz-admin-token\u00e9' },
    body: JSON.stringify({ depositId: (d.value as { id: number }).id }),
  });
  assert.is(odd.status, 403, 'an admin token with a non-ASCII character');
  assert.is(ledgerSum(s, m.id), 0);
});

t.run();
