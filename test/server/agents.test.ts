// The agent programme over real HTTP (SPEC §6, §7 Agent): links, downlines and
// KPI, transfers only to the agent's own downlines, non-agents refused.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { solvedCaptcha } from '../setup/captcha.ts';
import { cleanup, start } from '../setup/server.ts';
import { apiCall, memberWithSession } from '../setup/api.ts';
import type { AgentLink, DownlinePage } from '../../src/api/types.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('agents', {} as { s: Server });
t.before(async (ctx) => {
  ctx.s = await start();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

function member(s: Server, type = 0, affiliateCode: string | null = null): { id: number; token: string } {
  return memberWithSession(s.db!, { type, affiliateCode, prefix: affiliateCode ? 'dl' : 'ag' });
}
const call = apiCall;
const credit = (s: Server, id: number, c: number) =>
  s
    .db!.prepare(
      "INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', ?, 'test', ?)",
    )
    .run(id, c, new Date().toISOString());
const bal = (s: Server, id: number) =>
  (s.db!.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ?').get(id) as { c: number })
    .c;
const key = () => `k${Date.now()}${Math.random().toString(36).slice(2, 10)}`;

async function agentWithLink(s: Server) {
  const a = member(s, 1);
  const links = (await call(s, 'POST', '/wps/agent/affiliate/links', { token: a.token })).value as AgentLink[];
  return { ...a, code: links[0]!.code };
}

t('SPEC §6 non-agents (types 0 and 4) are refused every agent call with "Non-agents cannot log in"', async ({ s }) => {
  for (const type of [0, 4]) {
    const m = member(s, type);
    for (const [method, path, body] of [
      ['GET', '/wps/agent/affiliate/links'],
      ['POST', '/wps/agent/affiliate/links', {}],
      ['GET', '/wps/agent/downlines'],
      ['POST', '/wps/agent/transfer', { downlineIds: [1], amount: 100, idempotencyKey: key() }],
      ['POST', '/wps/agent/downline', { username: 'abcd1', password: 'abc123' }],
    ] as const) {
      const r = await call(s, method, path, { token: m.token, body });
      assert.equal([r.status, r.code, r.message], [403, 'NON_AGENT', 'Non-agents cannot log in'], `${type} ${path}`);
    }
  }
});

t(
  'SPEC §7 affiliate links: create, view, delete; a deleted code stops registering but its members stay downlines',
  async ({ s }) => {
    const a = await agentWithLink(s);
    const d = member(s, 0, a.code);
    const listed = (await call(s, 'GET', '/wps/agent/affiliate/links', { token: a.token })).value as AgentLink[];
    assert.equal(
      listed.map((l) => [l.code, l.downlines, l.path]),
      [[a.code, 1, `/m/register?code=${a.code}`]],
    );
    assert.ok(
      (await call(s, 'GET', `/wps/member/affiliate?code=${a.code}&domain=x`)).success,
      'registration accepts the live code',
    );
    const after = await call(s, 'POST', '/wps/agent/affiliate/links/delete', {
      token: a.token,
      body: { code: a.code },
    });
    assert.equal(after.value, []);
    assert.not.ok(
      (await call(s, 'GET', `/wps/member/affiliate?code=${a.code}&domain=x`)).success,
      'a deleted code is refused',
    );
    const team = (await call(s, 'GET', '/wps/agent/downlines', { token: a.token })).value as DownlinePage;
    assert.equal(
      team.list.map((x) => x.id),
      [d.id],
    );
    const live = ((await call(s, 'POST', '/wps/agent/affiliate/links', { token: a.token })).value as AgentLink[])[0]!
      .code;
    const other = await agentWithLink(s);
    const foreign = await call(s, 'POST', '/wps/agent/affiliate/links/delete', {
      token: other.token,
      body: { code: live },
    });
    assert.is(foreign.status, 404, "another agent's link cannot be deleted");
    assert.equal(
      ((await call(s, 'GET', '/wps/agent/affiliate/links', { token: a.token })).value as AgentLink[]).map(
        (l) => l.code,
      ),
      [live],
    );
  },
);

t("SPEC §7 downlines and team KPI count only the agent's own members", async ({ s }) => {
  const a = await agentWithLink(s);
  const b = await agentWithLink(s);
  member(s, 0, a.code);
  member(s, 0, a.code);
  member(s, 0, b.code);
  const pa = (await call(s, 'GET', '/wps/agent/downlines', { token: a.token })).value as DownlinePage;
  const pb = (await call(s, 'GET', '/wps/agent/downlines', { token: b.token })).value as DownlinePage;
  assert.equal([pa.kpi.members, pa.list.length, pb.kpi.members, pb.kpi.newThisMonth], [2, 2, 1, 1]);
});

t(
  "SPEC §7 transfers: to own downlines only (an agent cannot touch another agent's downline), all or nothing, retried key moves money once",
  async ({ s }) => {
    const a = await agentWithLink(s);
    const b = await agentWithLink(s);
    const mine1 = member(s, 0, a.code);
    const mine2 = member(s, 0, a.code);
    const theirs = member(s, 0, b.code);
    credit(s, a.id, 10_000);
    const stolen = await call(s, 'POST', '/wps/agent/transfer', {
      token: a.token,
      body: { downlineIds: [mine1.id, theirs.id], amount: 1000, idempotencyKey: key() },
    });
    assert.equal([stolen.status, stolen.code], [403, 'NOT_YOUR_DOWNLINE']);
    assert.equal([bal(s, a.id), bal(s, mine1.id), bal(s, theirs.id)], [10_000, 0, 0], 'nothing moved');
    const tooMuch = await call(s, 'POST', '/wps/agent/transfer', {
      token: a.token,
      body: { downlineIds: [mine1.id, mine2.id], amount: 5001, idempotencyKey: key() },
    });
    assert.is(tooMuch.code, 'INSUFFICIENT_BALANCE');
    const body = { downlineIds: [mine1.id, mine2.id], amount: 2000, idempotencyKey: key() };
    const rs = await Promise.all([1, 2, 3].map(() => call(s, 'POST', '/wps/agent/transfer', { token: a.token, body })));
    assert.ok(rs.every((r) => r.success));
    assert.equal([bal(s, a.id), bal(s, mine1.id), bal(s, mine2.id)], [6000, 2000, 2000]);
    const team = (await call(s, 'GET', '/wps/agent/downlines', { token: a.token })).value as DownlinePage;
    assert.is(team.kpi.transferredCents, 4000);
    const fromB = await call(s, 'POST', '/wps/agent/transfer', {
      token: b.token,
      body: { downlineIds: [mine1.id], amount: 1, idempotencyKey: key() },
    });
    assert.is(fromB.code, 'NOT_YOUR_DOWNLINE');
  },
);

t('SPEC §2.1 /m/agentRegister: an agent opens a member account that joins its team', async ({ s }) => {
  const a = member(s, 2);
  const bad = await call(s, 'POST', '/wps/agent/downline', {
    token: a.token,
    body: { username: 'x', password: 'abc123', ...solvedCaptcha(s.db!) },
  });
  assert.is(bad.code, 'INVALID_FIELD');
  const name = `team${Date.now() % 100000}`;
  const ok = await call(s, 'POST', '/wps/agent/downline', {
    token: a.token,
    body: { username: name, password: 'abc123', ...solvedCaptcha(s.db!) },
  });
  assert.ok(ok.success, ok.message);
  const dup = await call(s, 'POST', '/wps/agent/downline', {
    token: a.token,
    body: { username: name, password: 'abc123', ...solvedCaptcha(s.db!) },
  });
  assert.is(dup.code, 'USER_EXISTS');
  const team = (await call(s, 'GET', '/wps/agent/downlines', { token: a.token })).value as DownlinePage;
  assert.equal(
    team.list.map((x) => x.userName),
    [name],
  );
});

t('SPEC §4 contract requests: the member answers its own pending request once', async ({ s }) => {
  const a = member(s, 1);
  s.db!.prepare("INSERT INTO contract_requests (member_id, kind, created_at) VALUES (?, 'daily', ?)").run(
    a.id,
    new Date().toISOString(),
  );
  const before = (await call(s, 'GET', '/wps/agent/contract/requests', { token: a.token })).value as {
    dailysalreqtype: boolean;
  };
  assert.is(before.dailysalreqtype, true);
  assert.ok(
    (await call(s, 'POST', '/wps/agent/contract/answer', { token: a.token, body: { kind: 'daily', accept: true } }))
      .success,
  );
  assert.is(
    (await call(s, 'POST', '/wps/agent/contract/answer', { token: a.token, body: { kind: 'daily', accept: true } }))
      .status,
    404,
  );
  const after = (await call(s, 'GET', '/wps/agent/contract/requests', { token: a.token })).value as {
    dailysalreqtype: boolean;
  };
  assert.is(after.dailysalreqtype, false);
});

t(
  "SPEC §7 rebates: a downline's rebate is set within the agent's own, only on the agent's own downlines",
  async ({ s }) => {
    const a = await agentWithLink(s);
    const b = await agentWithLink(s);
    const mine = member(s, 1, a.code);
    const theirs = member(s, 0, b.code);
    assert.equal(
      (await call(s, 'GET', '/wps/agent/rebate', { token: a.token })).value,
      {
        ownBp: 300,
        maxBp: 300,
        quotas: [
          { rateBp: 250, total: 2, used: 0, remaining: 2 },
          { rateBp: 150, total: 5, used: 0, remaining: 5 },
        ],
      },
      'a direct agent has the top rate and the quotas of the levels at or below it',
    );
    assert.equal(
      (await call(s, 'GET', '/wps/agent/rebate', { token: mine.token })).value,
      { ownBp: 0, maxBp: 300, quotas: [] },
      'a downline agent starts at 0',
    );
    const above = await call(s, 'POST', '/wps/agent/downline/rebate', {
      token: a.token,
      body: { downlineId: mine.id, rateBp: 301 },
    });
    assert.equal([above.status, above.code], [400, 'REBATE_ABOVE_OWN']);
    const foreign = await call(s, 'POST', '/wps/agent/downline/rebate', {
      token: a.token,
      body: { downlineId: theirs.id, rateBp: 100 },
    });
    assert.equal([foreign.status, foreign.code], [403, 'NOT_YOUR_DOWNLINE']);
    assert.ok(
      (
        await call(s, 'POST', '/wps/agent/downline/rebate', {
          token: a.token,
          body: { downlineId: mine.id, rateBp: 250 },
        })
      ).success,
    );
    assert.equal(
      ((await call(s, 'GET', '/wps/agent/rebate', { token: mine.token })).value as { ownBp: number }).ownBp,
      250,
    );
    const team = (await call(s, 'GET', '/wps/agent/downlines', { token: a.token })).value as DownlinePage;
    assert.equal(
      team.list.map((d) => [d.id, d.rebateBp]),
      [[mine.id, 250]],
    );
  },
);

t.run();
