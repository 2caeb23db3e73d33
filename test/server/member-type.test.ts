// SPEC §6 member types: a trial (type 4) account plays with demo money. An operator who moves
// it to a real type takes the demo money away in the same transaction, with a ledger row
// saying so (or is refused while a trial bet waits for its draw), so demo money never becomes
// money to withdraw; a member holding real money is never made a trial account.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { memberByName } from '../../server/db/accounts.ts';
import { TRIAL_REMOVED } from '../../server/db/operator-records.ts';
import { postLedger } from '../../server/db/wallet.ts';
import type { MemberSummary } from '../../src/api/types.ts';
import { api, memberIn, requestDeposit } from '../setup/operator.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server; token: string }>('member type changes', {} as never);
t.before(async (ctx) => {
  ctx.s = await start();
  ctx.token = readFileSync(join(ctx.s.dataDir, 'operator-token'), 'utf8').trim();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

/** A free-play account as a visitor opens one: R$ 1.000 of demo money (the shipped trial.startingBalanceCents). */
async function trialAccount(s: Server): Promise<{ userName: string; token: string; id: number }> {
  const r = await api(s.url, 'POST', '/wps/session/trial', { body: { module: 'FREEPLAY' } });
  assert.ok(r.success, r.message);
  const v = r.value as { userName: string; token: string };
  return { ...v, id: memberByName(s.db!, v.userName)!.id };
}
const ledgerSum = (s: Server, id: number) =>
  s.db!.prepare('SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE member_id = ?').pluck().get(id);
const typeOf = (s: Server, id: number) => s.db!.prepare('SELECT type FROM members WHERE id = ?').pluck().get(id);
const changeType = (s: Server, token: string, user: string, type: number) =>
  api(s.url, 'POST', '/wps/admin/member/type', { admin: token, body: { user, type } });

t(
  'out of trial: the demo money is removed with a ledger row saying so; nothing is left to withdraw',
  async ({ s, token }) => {
    const trial = await trialAccount(s);
    assert.is(ledgerSum(s, trial.id), 100_000);
    const r = await changeType(s, token, trial.userName, 0);
    assert.ok(r.success, r.message);
    const v = r.value as MemberSummary;
    assert.equal([v.type, v.balance], [0, 0]);
    assert.equal(
      v.ledger.map((l) => [l.kind, l.amount, l.ref]),
      [[TRIAL_REMOVED, -100_000, 'demo money removed: type 4 to 0']],
    );
    assert.is(ledgerSum(s, trial.id), 0, 'the balance is the sum of its rows');
    // The member, now real, sees an empty wallet: nothing to withdraw.
    const wallet = await api(s.url, 'GET', '/wps/member/wallet', { token: trial.token });
    assert.is((wallet.value as { sumBalance: number }).sumBalance, 0);
    const audit = s
      .db!.prepare("SELECT outcome, detail FROM operator_audit WHERE action = 'memberType' ORDER BY id DESC")
      .get();
    assert.equal(audit, { outcome: 'ok', detail: JSON.stringify({ type: 0, balance: 0 }) });
  },
);

t('out of trial while a trial bet waits for its draw: refused, nothing changes', async ({ s, token }) => {
  const trial = await trialAccount(s);
  const node = s.db!.prepare('SELECT node_id FROM games LIMIT 1').pluck().get() as string;
  s.db!.prepare(
    "INSERT INTO orders (member_id, node_id, bet_cents, status, created_at) VALUES (?, ?, 500, 'PENDING', ?)",
  ).run(trial.id, node, new Date().toISOString());
  const r = await changeType(s, token, trial.userName, 0);
  assert.equal([r.status, r.code], [409, 'TRIAL_BETS_OPEN']);
  assert.equal([typeOf(s, trial.id), ledgerSum(s, trial.id)], [4, 100_000]);
});

t(
  'into trial: refused for a member holding real money or with a deposit pending; allowed for an empty account',
  async ({ s, token }) => {
    const rich = memberIn(s.dataDir, 'realmoney1');
    s.db!.transaction(() => postLedger(s.db!, rich.id, 'deposit', 25_000, 'test', null))();
    const r = await changeType(s, token, 'realmoney1', 4);
    assert.equal([r.status, r.code], [409, 'MEMBER_HOLDS_MONEY']);
    assert.equal([typeOf(s, rich.id), ledgerSum(s, rich.id)], [0, 25_000]);

    const waiting = memberIn(s.dataDir, 'waitingdep1');
    await requestDeposit(s.url, waiting, 5000);
    assert.is((await changeType(s, token, 'waitingdep1', 4)).code, 'MEMBER_HOLDS_MONEY');

    memberIn(s.dataDir, 'emptyreal1');
    const ok = await changeType(s, token, 'emptyreal1', 4);
    assert.equal([ok.success, (ok.value as MemberSummary).type], [true, 4]);
  },
);

t('between real types the balance stays as it is', async ({ s, token }) => {
  const agent = memberIn(s.dataDir, 'keepsmoney1');
  s.db!.transaction(() => postLedger(s.db!, agent.id, 'deposit', 7_000, 'test', null))();
  const r = await changeType(s, token, 'keepsmoney1', 1);
  assert.equal([(r.value as MemberSummary).type, (r.value as MemberSummary).balance], [1, 7_000]);
});

t.run();
