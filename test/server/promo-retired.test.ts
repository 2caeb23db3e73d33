// A promotion a content import retires pays nothing from that moment on (docs/content.md):
// joining, claiming by id (even a reward that was already claimable), the daily sign-in and a
// deposit bonus promised before the import all refuse or pay nothing, and the ledger says so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { approveDeposit } from '../../server/db/deposit-decisions.ts';
import { memberWithSession } from '../setup/api.ts';
import { apiCall, cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server; token: string }>('retired promotions', {} as never);

t.before(async (ctx) => {
  ctx.s = await start();
  ctx.token = readFileSync(join(ctx.s.dataDir, 'operator-token'), 'utf8').trim();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

const member = (s: Server) => memberWithSession(s.db!, { prefix: 'ret' });
const ledgerSum = (s: Server, memberId: number) =>
  (
    s.db!.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ?').get(memberId) as {
      c: number;
    }
  ).c;

/** A content file with only the REVIEW promotion 3: every other promotion is retired. */
const ONLY_REVIEW = {
  version: 1,
  promotions: [
    {
      id: 3,
      kind: 'REVIEW',
      bonus: { percent: 30, maxCents: 20_000, minDepositCents: 3000 },
      startsAt: '2025-01-01T00:00:00Z',
      texts: { pt: { title: 'Recarga', summary: 'Resumo', html: '<p>Regras</p>' } },
    },
  ],
};

t(
  'SPEC §3/§4 retired promotion: join, claim (even when claimable), sign-in and a promised bonus pay nothing',
  async ({ s, token }) => {
    const early = member(s);
    const waiting = member(s);
    // Before the import: promotion 8 (INSTANT, R$ 5) joined and claimable, not yet claimed.
    assert.equal((await apiCall(s, 'POST', '/wps/promo/join', { token: early.token, body: { id: 8 } })).value, {
      state: 'claimable',
    });
    // A deposit order opened with the welcome bonus (promotion 1) while it was offered.
    const order = await apiCall(s, 'POST', '/wps/deposit/request', {
      token: waiting.token,
      body: { methodId: 'pix-fast', amount: 10_000, promoId: 1, idempotencyKey: `ret-${Date.now()}` },
    });
    assert.ok(order.success, `deposit order: ${order.code} ${order.message}`);
    const orderId = (order.value as { id: number }).id;

    const imported = await apiCall(s, 'POST', '/wps/admin/content/import', {
      admin: token,
      body: { content: ONLY_REVIEW },
    });
    assert.equal(imported.value, { promotions: 1, warnings: [] });

    const before = ledgerSum(s, early.id);
    const claim = await apiCall(s, 'POST', '/wps/promo/claim', { token: early.token, body: { id: 8 } });
    assert.equal([claim.status, claim.code], [409, 'PROMOTION_RETIRED'], 'an already claimable reward is not paid');
    const fresh = member(s);
    const join = await apiCall(s, 'POST', '/wps/promo/join', { token: fresh.token, body: { id: 8 } });
    assert.equal([join.status, join.code], [409, 'PROMOTION_RETIRED']);
    const signIn = await apiCall(s, 'POST', '/wps/promo/signIn', { token: early.token });
    assert.equal([signIn.status, signIn.code], [409, 'PROMOTION_RETIRED'], 'the retired check-in pays nothing');
    assert.is(ledgerSum(s, early.id), before, 'no ledger row for the member');
    const calendar = (await apiCall(s, 'GET', '/wps/promo/signIn', { token: early.token })).value as {
      rewardAmount: number;
    };
    assert.is(calendar.rewardAmount, 0, 'the calendar promises nothing');

    const approved = approveDeposit(s.db!, orderId);
    assert.ok(typeof approved === 'object');
    assert.is(ledgerSum(s, waiting.id), 10_000, 'the deposit is credited in full, the retired bonus is not');

    // The live promotion still works: the retirement touched only the others.
    const live = await apiCall(s, 'POST', '/wps/promo/join', { token: fresh.token, body: { id: 3 } });
    assert.equal(live.value, { state: 'applying' });
  },
);

t('a content import that brings the promotion back makes the kept claimable state pay once', async ({ s, token }) => {
  const m = member(s);
  s.db!.prepare(
    "INSERT INTO promotion_members (promotion_id, member_id, state, updated_at) VALUES (8, ?, 'claimable', ?)",
  ).run(m.id, new Date().toISOString());
  const refused = await apiCall(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } });
  assert.is(refused.code, 'PROMOTION_RETIRED');
  const back = structuredClone(ONLY_REVIEW) as { promotions: Array<Record<string, unknown>> };
  back.promotions.push({
    id: 8,
    kind: 'INSTANT',
    rewardCents: 500,
    startsAt: '2025-01-01T00:00:00Z',
    texts: { pt: { title: 'Presente', summary: 'Resumo', html: '<p>Regras</p>' } },
  });
  const r = await apiCall(s, 'POST', '/wps/admin/content/import', { admin: token, body: { content: back } });
  assert.ok(r.success, `${r.code} ${r.message}`);
  const paid = await apiCall(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } });
  assert.equal((paid.value as { state: string; rewardAmount: number }).rewardAmount, 500);
  assert.is(ledgerSum(s, m.id), 500);
});

t.run();
