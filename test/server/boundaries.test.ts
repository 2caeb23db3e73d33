// The server's money and validation limits over real HTTP, each exactly at the limit, one
// below and one above (SPEC §5 field rules, §7 deposit, withdrawal and game records), on the
// shipped site config: withdrawals from R$ 20 to R$ 50.000 and up to the whole balance,
// deposits from R$ 10 to R$ 50.000, stakes from the game's minimum to R$ 1.000, passwords of
// 6 to 20 characters, user names of 4 to 16, paging, ids and request keys. A change of one
// comparison in these checks (scripts/mutate.mjs) must make a test here fail.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_STAKE_CENTS } from '../../server/db/demo.ts';
import { accountsApi } from '../setup/accounts.ts';
import { memberWithSession } from '../setup/api.ts';
import { ANA_BANK_ACCOUNT } from '../setup/payout-account.ts';
import { apiCall, cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('boundaries', {} as never);
t.before(async (ctx) => {
  ctx.s = await start();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

let n = 0;
const key = () => `edge${Date.now()}x${++n}`;
const balance = (s: Server, id: number) =>
  (s.db!.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ?').get(id) as { c: number })
    .c;
function credit(s: Server, id: number, cents: number) {
  s.db!.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`).run(
    id,
    cents,
    new Date().toISOString(),
  );
}

/** A member holding `cents`, with a payment password and a bank account to withdraw to. */
async function withdrawer(s: Server, cents: number) {
  const m = memberWithSession(s.db!, { prefix: 'edge' });
  credit(s, m.id, cents);
  const pw = await apiCall(s, 'POST', '/wps/member/paymentPassword', {
    token: m.token,
    body: { newPassword: '123456' },
  });
  assert.ok(pw.success, pw.message);
  const cards = await apiCall(s, 'POST', '/wps/member/bankCards', {
    token: m.token,
    body: { ...ANA_BANK_ACCOUNT, paymentPassword: '123456' },
  });
  assert.ok(cards.success, cards.message);
  const cardId = (cards.value as Array<{ id: number }>)[0]!.id;
  const withdraw = (amount: number) =>
    apiCall(s, 'POST', '/wps/transaction/withdraw', {
      token: m.token,
      body: { cardId, amount, paymentPassword: '123456', idempotencyKey: key() },
    });
  return { ...m, withdraw };
}

t('SPEC §7 withdrawal: the whole balance may be withdrawn, one cent more may not', async ({ s }) => {
  const m = await withdrawer(s, 30_000);
  const over = await m.withdraw(30_001);
  assert.equal([over.status, over.code], [409, 'INSUFFICIENT_BALANCE']);
  assert.is(balance(s, m.id), 30_000, 'nothing moved');
  const all = await m.withdraw(30_000);
  assert.ok(all.success, `${all.code} ${all.message}`);
  assert.is(balance(s, m.id), 0);
  const one = await withdrawer(s, 29_999);
  assert.ok((await one.withdraw(29_998)).success, 'one cent less than the balance');
  assert.is(balance(s, one.id), 1);
});

t(
  'SPEC §7 withdrawal limits of the site config: R$ 20 exactly, R$ 19,99 refused; R$ 50.000 exactly, one cent more refused',
  async ({ s }) => {
    const m = await withdrawer(s, 10_100_000);
    for (const [amount, code] of [
      [1999, 'AMOUNT_OUT_OF_RANGE'],
      [5_000_001, 'AMOUNT_OUT_OF_RANGE'],
    ] as const) {
      const r = await m.withdraw(amount);
      assert.equal([r.status, r.code], [400, code], `${amount}`);
    }
    assert.is(balance(s, m.id), 10_100_000);
    for (const amount of [2000, 2001, 5_000_000, 4_999_999]) assert.ok((await m.withdraw(amount)).success, `${amount}`);
    assert.is(balance(s, m.id), 10_100_000 - 2000 - 2001 - 5_000_000 - 4_999_999);
  },
);

t('SPEC §7 deposit limits: R$ 10 exactly, R$ 9,99 refused; R$ 50.000 exactly, one cent more refused', async ({ s }) => {
  const deposit = async (amount: number) => {
    const m = memberWithSession(s.db!, { prefix: 'dep' });
    return apiCall(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'pix-fast', amount, idempotencyKey: key() },
    });
  };
  for (const amount of [999, 5_000_001]) {
    const r = await deposit(amount);
    assert.equal([r.status, r.code], [400, 'AMOUNT_OUT_OF_RANGE'], `${amount}`);
  }
  for (const amount of [1000, 1001, 5_000_000, 4_999_999]) {
    const r = await deposit(amount);
    assert.ok(r.success, `${amount}: ${r.code}`);
  }
  const zero = await deposit(0);
  assert.equal([zero.status, zero.code], [400, 'BAD_BODY']);
});

t('SPEC §7 request keys: 8 to 64 letters, digits, _ or -', async ({ s }) => {
  const m = memberWithSession(s.db!, { prefix: 'key' });
  const ask = (idempotencyKey: string) =>
    apiCall(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: 'pix-fast', amount: 1000, idempotencyKey },
    });
  assert.is((await ask('k'.repeat(7))).code, 'BAD_BODY');
  assert.ok((await ask(`a${Date.now()}`.slice(0, 8).padEnd(8, 'b'))).success, '8 characters');
  assert.ok((await ask(`z${Date.now()}`.padEnd(64, 'c'))).success, '64 characters');
  assert.is((await ask('k'.repeat(65))).code, 'BAD_BODY');
});

t(
  'SPEC §7 records: pages of 1 to 50, page numbers up to 10 000, ids of up to 12 digits, 100 cancels at once, codes of 32 characters',
  async ({ s }) => {
    const m = memberWithSession(s.db!, { prefix: 'rec' });
    const get = (q: string) => apiCall(s, 'GET', `/wps/withdraw/records?${q}`, { token: m.token });
    for (const q of ['pageSize=50', 'pageSize=1', 'pageNo=10000', 'pageNo=1']) assert.ok((await get(q)).success, q);
    for (const q of ['pageSize=51', 'pageSize=0', 'pageNo=10001', 'pageNo=0']) {
      const r = await get(q);
      assert.equal([r.status, r.code], [400, 'BAD_PARAM'], q);
    }
    const order = (id: string) => apiCall(s, 'GET', `/lgw/orders/detail?orderId=${id}`, { token: m.token });
    assert.equal((await order('9'.repeat(12))).code, 'ORDER_NOT_FOUND', '12 digits is an id');
    assert.equal((await order('9'.repeat(13))).code, 'BAD_PARAM', '13 digits is not');
    assert.equal((await order('0')).code, 'BAD_PARAM', 'ids start at 1');
    assert.equal((await order('1')).code, 'ORDER_NOT_FOUND');
    const cancel = (count: number) =>
      apiCall(s, 'POST', '/lgw/orders/suborders/cancel', {
        token: m.token,
        body: { orderId: 999_999, subOrderIds: Array.from({ length: count }, (_, i) => i + 1) },
      });
    assert.is((await cancel(100)).code, 'ORDER_NOT_FOUND', 'up to 100 numbers cancelled at once');
    assert.is((await cancel(101)).code, 'BAD_BODY');
    assert.is((await cancel(0)).code, 'BAD_BODY');
    const vendors = (gameType: string) => apiCall(s, 'GET', `/wps/game/vendors?language=en&gameType=${gameType}`);
    assert.ok((await vendors('R'.repeat(32))).success, 'a code of 32 characters is read');
    assert.equal((await vendors('R'.repeat(33))).code, 'BAD_PARAM', 'of 33 it is refused');
  },
);

t("SPEC §7 stakes: from the game's minimum to R$ 1.000, one cent outside refused", async ({ s }) => {
  const m = memberWithSession(s.db!, { prefix: 'stk' });
  credit(s, m.id, 1_000_000);
  const game = s
    .db!.prepare(
      "SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet FROM games WHERE game_type = 'LOTTERY' AND game_name NOT LIKE '%Quina%' AND game_name NOT LIKE '%Mega%' AND game_name NOT LIKE '%Sena%' ORDER BY sort LIMIT 1",
    )
    .get() as { nodeId: string; gameId: string; vassalage: string; minBet: number };
  const launch = await apiCall(s, 'POST', '/wps/game/launchGame', {
    token: m.token,
    body: { ...game, language: 'pt' },
  });
  const html = await (await fetch(`${s.url}${(launch.value as { url: string }).url}`)).text();
  const play = html.match(/name="play" content="([^"]+)"/)![1]!;
  const bet = (stake: number, numbers = [1]) =>
    apiCall(s, 'POST', '/wps/demo/lottery/bet', { body: { play, numbers, stake } });
  assert.is(MAX_STAKE_CENTS, 100_000, 'R$ 1.000, as the demo page states');
  for (const stake of [game.minBet - 1, MAX_STAKE_CENTS + 1]) {
    const r = await bet(stake);
    assert.equal([r.status, r.code], [400, 'BAD_STAKE'], `${stake}`);
  }
  for (const stake of [game.minBet, game.minBet + 1, MAX_STAKE_CENTS, MAX_STAKE_CENTS - 1])
    assert.ok((await bet(stake)).success, `${stake}`);
  assert.is((await bet(game.minBet, [1, 2, 3, 4, 5])).success, true, 'five numbers of a quick draw');
  assert.is((await bet(game.minBet, [1, 2, 3, 4, 5, 6])).code, 'BAD_BODY', 'six are one too many');
});

t(
  'site config limits: a configured amount of 1 cent is taken as it is; 0 or less falls back to the default',
  async () => {
    const other = await start({
      overrides: {
        wallet: {
          withdraw: { minCents: 1, maxCents: 0 },
          deposit: { minCents: 0, maxCents: -5, presets: [0, 1, 2000] },
        },
      },
    });
    try {
      const m = memberWithSession(other.db!, { prefix: 'cfg' });
      const w = (await apiCall(other, 'GET', '/wps/withdraw/settings', { token: m.token })).value as {
        minCents: number;
        maxCents: number;
      };
      assert.equal([w.minCents, w.maxCents], [1, 5_000_000]);
      const d = (await apiCall(other, 'GET', '/wps/deposit/settings', { token: m.token })).value as {
        minCents: number;
        maxCents: number;
        presets: number[];
      };
      assert.equal([d.minCents, d.maxCents, d.presets], [1000, 5_000_000, [1, 2000]], 'a preset of nothing is dropped');
    } finally {
      await other.close();
      cleanup(other.dataDir);
    }
  },
);

t(
  'SPEC §5 registration: a password of 6 characters is accepted, of 5 refused; user names of 4 to 16',
  async ({ s }) => {
    const api = accountsApi(s.url, s.db!);
    const reg = (username: string, password: string) => api.register({ username, password, confirmPassword: password });
    const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
    const five = await reg(`pw5${stamp}`, 'abc12');
    assert.equal([five.status, five.code], [400, 'INVALID_FIELD']);
    assert.ok((await reg(`pwa${stamp}`, 'abc123')).success, '6 characters');
    assert.ok((await reg(`pwb${stamp}`, `a1${'b'.repeat(18)}`)).success, '20 characters');
    assert.is((await reg(`pwc${stamp}`, `a1${'b'.repeat(19)}`)).code, 'INVALID_FIELD', '21 characters');
    assert.is((await reg('abc', 'abc123')).code, 'INVALID_FIELD', 'a 3-letter name');
    assert.ok((await reg(`u${stamp.slice(0, 3)}`, 'abc123')).success, 'a 4-letter name');
    assert.ok((await reg(`n${stamp}${'x'.repeat(9)}`, 'abc123')).success, 'a 16-letter name');
    assert.is((await reg(`m${stamp}${'x'.repeat(10)}`, 'abc123')).code, 'INVALID_FIELD', 'a 17-letter name');
  },
);

t.run();
