// Deposit limits over real HTTP (responsible gaming, SPEC §8 envelope): rolling daily, weekly
// and monthly windows; lowering applies at once, raising (or removing) only after 24 hours.
// Time is moved by dating rows in the database, as the passing of days would.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, start } from '../setup/server.ts';
import { apiCall, memberWithSession } from '../setup/api.ts';
import type { DepositLimitView, ResponsibleSettings } from '../../src/api/types.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('responsible limits', {} as { s: Server });
t.before(async (ctx) => {
  ctx.s = await start();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let k = 0;
const deposit = (s: Server, token: string, amount: number) =>
  apiCall(s, 'POST', '/wps/deposit/request', {
    token,
    body: { methodId: 'pix-fast', amount, idempotencyKey: `limit-key-${Date.now()}-${++k}` },
  });
const setLimit = (s: Server, token: string, period: string, cents: number | null) =>
  apiCall(s, 'POST', '/wps/member/responsible/limit', { token, body: { period, cents } });
const settings = async (s: Server, token: string) =>
  (await apiCall(s, 'GET', '/wps/member/responsible', { token })).value as ResponsibleSettings;
/** Moves every deposit of the member `ms` into the past. */
const age = (s: Server, memberId: number, ms: number) =>
  s
    .db!.prepare('SELECT id, created_at FROM deposits WHERE member_id = ?')
    .all(memberId)
    .forEach((r) => {
      const row = r as { id: number; created_at: string };
      s.db!.prepare('UPDATE deposits SET created_at = ? WHERE id = ?').run(
        new Date(Date.parse(row.created_at) - ms).toISOString(),
        row.id,
      );
    });
/** Moves a waiting raise's time `ms` into the past, as if it had been asked that much earlier. */
const agePending = (s: Server, memberId: number, ms: number) =>
  s.db!.prepare('UPDATE deposit_limits SET pending_from = pending_from - ? WHERE member_id = ?').run(ms, memberId);

t(
  'responsible gaming: a deposit over the daily limit is refused with DEPOSIT_LIMIT in the SPEC §8 envelope',
  async ({ s }) => {
    const m = memberWithSession(s.db!);
    const set = await setLimit(s, m.token, 'day', 10_000);
    assert.ok(set.success, set.message);
    assert.equal((set.value as DepositLimitView).limitCents, 10_000);
    assert.ok((await deposit(s, m.token, 6_000)).success);
    const over = await deposit(s, m.token, 5_000);
    assert.equal([over.status, over.success, over.code], [409, false, 'DEPOSIT_LIMIT']);
    assert.match(
      over.message,
      /day deposit limit; 40\.00 \(4000 cents\) may still be deposited/,
      'the message says what is left',
    );
    assert.equal(over.value, { period: 'day', limitCents: 10_000, remainingCents: 4_000 });
    assert.ok((await deposit(s, m.token, 4_000)).success, 'exactly up to the limit is allowed');
    const d = await settings(s, m.token);
    assert.equal(d.limits.find((l) => l.period === 'day')!.usedCents, 10_000);
  },
);

t('responsible gaming: the day is a rolling 24 hours; the week 7 days; the month 30 days', async ({ s }) => {
  const m = memberWithSession(s.db!);
  await setLimit(s, m.token, 'day', 5_000);
  await setLimit(s, m.token, 'week', 12_000);
  await setLimit(s, m.token, 'month', 20_000);
  assert.ok((await deposit(s, m.token, 5_000)).success);
  assert.is((await deposit(s, m.token, 1_000)).code, 'DEPOSIT_LIMIT', 'the day is used up');
  age(s, m.id, DAY - HOUR);
  assert.is((await deposit(s, m.token, 1_000)).code, 'DEPOSIT_LIMIT', '23 hours later it still counts');
  age(s, m.id, 2 * HOUR);
  assert.ok((await deposit(s, m.token, 5_000)).success, 'after 24 hours the day is free again');
  age(s, m.id, DAY + HOUR);
  const week = await deposit(s, m.token, 5_000);
  assert.equal([week.code, (week.value as { period: string }).period], ['DEPOSIT_LIMIT', 'week']);
  assert.equal((week.value as { remainingCents: number }).remainingCents, 2_000);
  assert.ok((await deposit(s, m.token, 2_000)).success);
  age(s, m.id, 7 * DAY);
  // 12 000 deposited 8-9 days ago: outside the week, inside the month (20 000).
  const month = await deposit(s, m.token, 5_000);
  assert.ok(month.success, month.message);
  age(s, m.id, DAY + HOUR);
  const more = await deposit(s, m.token, 4_000);
  assert.equal(more.value, { period: 'month', limitCents: 20_000, remainingCents: 3_000 });
  age(s, m.id, 23 * DAY);
  assert.ok((await deposit(s, m.token, 4_000)).success, 'after 30 days the month is free again');
});

t('responsible gaming: rejected deposits count against nothing; other members are not limited', async ({ s }) => {
  const m = memberWithSession(s.db!);
  const other = memberWithSession(s.db!);
  await setLimit(s, m.token, 'day', 3_000);
  assert.ok((await deposit(s, m.token, 3_000)).success);
  s.db!.prepare("UPDATE deposits SET status = 'rejected' WHERE member_id = ?").run(m.id);
  assert.ok((await deposit(s, m.token, 3_000)).success, 'the rejected one moved no money');
  assert.ok((await deposit(s, other.token, 50_000)).success);
});

t('responsible gaming: lowering applies at once; raising waits 24 hours and shows when it applies', async ({ s }) => {
  const m = memberWithSession(s.db!);
  await setLimit(s, m.token, 'day', 10_000);
  const lower = (await setLimit(s, m.token, 'day', 3_000)).value as DepositLimitView;
  assert.equal([lower.limitCents, lower.pending], [3_000, null]);
  assert.is((await deposit(s, m.token, 4_000)).code, 'DEPOSIT_LIMIT', 'the lower limit holds at once');

  const before = Date.now();
  const raise = (await setLimit(s, m.token, 'day', 8_000)).value as DepositLimitView;
  assert.is(raise.limitCents, 3_000, 'the old limit stays in force');
  assert.is(raise.pending!.cents, 8_000);
  const from = Date.parse(raise.pending!.from);
  assert.ok(from >= before + DAY && from <= Date.now() + DAY, 'it applies 24 hours after it was asked');
  assert.is((await deposit(s, m.token, 4_000)).code, 'DEPOSIT_LIMIT', 'a pending raise allows nothing yet');
  agePending(s, m.id, DAY - HOUR);
  assert.is((await deposit(s, m.token, 4_000)).code, 'DEPOSIT_LIMIT', '23 hours later it still waits');
  agePending(s, m.id, HOUR);
  assert.ok((await deposit(s, m.token, 4_000)).success, 'after 24 hours the raise is the limit');
  const day = (await settings(s, m.token)).limits.find((l) => l.period === 'day')!;
  assert.equal([day.limitCents, day.pending], [8_000, null]);
});

t(
  'responsible gaming: removing a limit waits 24 hours too; setting the current value cancels a raise',
  async ({ s }) => {
    const m = memberWithSession(s.db!);
    await setLimit(s, m.token, 'week', 5_000);
    const removal = (await setLimit(s, m.token, 'week', null)).value as DepositLimitView;
    assert.equal([removal.limitCents, removal.pending?.cents], [5_000, null]);
    assert.is((await deposit(s, m.token, 6_000)).code, 'DEPOSIT_LIMIT');
    const cancel = (await setLimit(s, m.token, 'week', 5_000)).value as DepositLimitView;
    assert.equal([cancel.limitCents, cancel.pending], [5_000, null]);
    await setLimit(s, m.token, 'week', null);
    agePending(s, m.id, DAY);
    assert.ok((await deposit(s, m.token, 6_000)).success, 'no limit once the removal applies');
  },
);

t('responsible gaming: limits are checked by the server: bad periods and amounts, trial accounts', async ({ s }) => {
  const m = memberWithSession(s.db!);
  const trial = memberWithSession(s.db!, { type: 4 });
  const badPeriod = await setLimit(s, m.token, 'year', 1_000);
  const zero = await setLimit(s, m.token, 'day', 0);
  const fraction = await apiCall(s, 'POST', '/wps/member/responsible/limit', {
    token: m.token,
    body: { period: 'day', cents: 10.5 },
  });
  assert.equal([badPeriod.status, zero.status, fraction.status], [400, 400, 400]);
  assert.is((await setLimit(s, trial.token, 'day', 1_000)).code, 'FREE_REJECT');
  assert.is((await apiCall(s, 'GET', '/wps/member/responsible')).status, 401);
});

t.run();
