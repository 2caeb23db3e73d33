// Agent salary and dividend count settled stakes only (SPEC §7 Agent salary, dividend): a
// bet cancelled and refunded never makes a member active nor adds to the net loss, a
// pending bet counts for nothing, and a bet in a period already paid cannot be cancelled.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AgentContract, AgentLink, TeamContract } from '../../src/api/types.ts';
import { lastClosedPeriod } from '../../src/rules/agent-contracts.ts';
import { apiCall as call, memberWithSession } from '../setup/api.ts';
import { placeBet } from '../setup/bets.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('agent-settled', {} as { s: Server });
t.before(async (ctx) => {
  ctx.s = await start();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

async function agent(s: Server, upline?: { code: string }) {
  const a = memberWithSession(s.db!, { type: 1, prefix: 'ag', affiliateCode: upline?.code ?? null });
  const links = (await call(s, 'POST', '/wps/agent/affiliate/links', { token: a.token })).value as AgentLink[];
  return { ...a, code: links[0]!.code };
}

/** Agent A, its downline agent B, and B's players D and E. */
async function team(s: Server) {
  const a = await agent(s);
  const b = await agent(s, a);
  const d = memberWithSession(s.db!, { prefix: 'pl', affiliateCode: b.code });
  const e = memberWithSession(s.db!, { prefix: 'pl', affiliateCode: b.code });
  return { a, b, d, e };
}

const backdate = (s: Server, id: number, days: number) =>
  s
    .db!.prepare('UPDATE agent_contracts SET decided_at = ? WHERE id = ?')
    .run(new Date(Date.now() - days * 86_400_000).toISOString(), id);
const cancel = (s: Server, token: string, ids: { orderId: number; subOrderId: number }) =>
  call(s, 'POST', '/lgw/orders/suborders/cancel', {
    token,
    body: { orderId: String(ids.orderId), subOrderIds: [String(ids.subOrderId)] },
  });
const hourInto = (start: string) => new Date(Date.parse(start) + 3_600_000).toISOString();

t('salary: a member whose only bet was cancelled and refunded, or is still pending, is not active', async ({ s }) => {
  const { a, b, d, e } = await team(s);
  const tiers = [{ minActive: 1, amountCents: 1500 }];
  const c = (await call(s, 'POST', '/wps/agent/salary/apply', { token: b.token, body: { period: 'daily', tiers } }))
    .value as AgentContract;
  await call(s, 'POST', '/wps/agent/salary/process', { token: a.token, body: { contractId: c.id, approve: true } });
  backdate(s, c.id, 2);
  const yesterday = lastClosedPeriod('daily', Date.now());
  const refunded = placeBet(s.db!, d.id, hourInto(yesterday.start), { stake: 5_000, status: 'PENDING' });
  placeBet(s.db!, e.id, hourInto(yesterday.start), { stake: 5_000, status: 'PENDING' });
  const r = await cancel(s, d.token, refunded);
  assert.equal([r.success, (r.value as { refund: number }).refund], [true, 5_000]);
  const due = (
    (await call(s, 'GET', '/wps/agent/salary/requests?period=daily', { token: a.token })).value as TeamContract[]
  )[0]!.due!;
  assert.equal([due.active, due.amountCents], [0, 0]);
  const pay = await call(s, 'POST', '/wps/agent/salary/pay', {
    token: a.token,
    body: { contractId: c.id, periodStart: yesterday.start },
  });
  assert.equal([pay.status, pay.code], [409, 'NOTHING_DUE'], 'no salary for refunded or pending bets');
});

t(
  'dividend: net loss is settled stakes minus wins; a bet refunded after the period closed is not in it',
  async ({ s }) => {
    const { a, b, d } = await team(s);
    const offer = (
      await call(s, 'POST', '/wps/agent/dividend/offer', {
        token: a.token,
        body: { downlineId: b.id, cycle: 'week', shareBp: 2000 },
      })
    ).value as AgentContract;
    await call(s, 'POST', '/wps/agent/contract/answer', { token: b.token, body: { kind: 'dividend', accept: true } });
    backdate(s, offer.id, 15);
    const last = lastClosedPeriod('week', Date.now());
    placeBet(s.db!, d.id, hourInto(last.start), { stake: 10_000, win: 4_000 });
    const pending = placeBet(s.db!, d.id, hourInto(last.start), { stake: 50_000, status: 'PENDING' });
    // Cancelled this week: the refund row falls outside last week.
    assert.ok((await cancel(s, d.token, pending)).success);
    const due = ((await call(s, 'GET', '/wps/agent/dividend/team', { token: a.token })).value as TeamContract[])[0]!
      .due!;
    assert.equal([due.netLossCents, due.amountCents], [6_000, 1_200]);
  },
);

t(
  'a pending bet in a period already paid cannot be cancelled (409 PERIOD_PAID), nothing refunded; other periods can',
  async ({ s }) => {
    const { a, b, d } = await team(s);
    const offer = (
      await call(s, 'POST', '/wps/agent/dividend/offer', {
        token: a.token,
        body: { downlineId: b.id, cycle: 'week', shareBp: 2000 },
      })
    ).value as AgentContract;
    await call(s, 'POST', '/wps/agent/contract/answer', { token: b.token, body: { kind: 'dividend', accept: true } });
    backdate(s, offer.id, 15);
    const last = lastClosedPeriod('week', Date.now());
    placeBet(s.db!, d.id, hourInto(last.start), { stake: 10_000 });
    const frozen = placeBet(s.db!, d.id, hourInto(last.start), { stake: 3_000, status: 'PENDING' });
    const open = placeBet(s.db!, d.id, new Date().toISOString(), { stake: 2_000, status: 'PENDING' });
    s.db!.prepare(
      "INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', 10000, 'test', ?)",
    ).run(a.id, new Date().toISOString());
    const paid = await call(s, 'POST', '/wps/agent/dividend/payout', {
      token: a.token,
      body: { contractId: offer.id, periodStart: last.start },
    });
    assert.ok(paid.success, paid.message);
    const refusal = await cancel(s, d.token, frozen);
    assert.equal([refusal.status, refusal.code], [409, 'PERIOD_PAID']);
    const refunds = s.db!.prepare("SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND kind = 'game_refund'");
    assert.is((refunds.get(d.id) as { n: number }).n, 0);
    assert.ok((await cancel(s, d.token, open)).success, 'a bet of the running week is cancelled as before');
    assert.is((refunds.get(d.id) as { n: number }).n, 1);
  },
);

t.run();
