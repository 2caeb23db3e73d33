// Game launch, the demo games and game records over real HTTP: one-time
// tickets, the demo page's own CSP, atomic rounds under concurrent spins, lottery bets,
// order records and cancelling pending sub-orders.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CancelResult, Game, OrderDetail, OrderPage, RankingEntry, SpinResult } from '../../src/api/types.ts';
import { balanceCents, createMember, createSession, revokeSession } from '../../server/db/members.ts';
import { createLaunch, findPlay, redeemTicket, TICKET_TTL_MS } from '../../server/db/demo.ts';
import { paidSpinSeeds, spin, useSeeds } from '../../server/db/slot.ts';
import { cleanup, json, start } from '../setup/server.ts';
import { slotChain, spinWhere } from '../setup/slot-chains.ts';
import { formatOfGame } from '../../src/rules/lottery.ts';

let s: Awaited<ReturnType<typeof start>>;
test.before(async () => {
  s = await start();
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

let n = 0;
function member(cents = 0) {
  const id = createMember(s.db!, { userName: `demo${++n}player`, passwordHash: 'x', type: 0 });
  if (cents)
    s.db!.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`).run(
      id,
      cents,
      new Date().toISOString(),
    );
  return { id, token: createSession(s.db!, id) };
}
const post = (path: string, body: unknown, token?: string) =>
  fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const getJson = async <T>(path: string, token: string) =>
  (await json(await fetch(`${s.url}${path}`, { headers: { Authorization: `Bearer ${token}` } }))).value as T;
const gameOf = (type: string, vassalage?: string) =>
  s
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet FROM games WHERE game_type = ? AND (? IS NULL OR vassalage = ?) ORDER BY sort LIMIT 1`,
    )
    .get(type, vassalage ?? null, vassalage ?? null) as Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'minBet'>;

/** Launches and opens the demo page; returns the page's play key. */
async function open(
  token: string,
  game: Pick<Game, 'nodeId' | 'gameId' | 'vassalage'>,
  extra: Record<string, string> = {},
): Promise<string> {
  const launch = await json(await post('/wps/game/launchGame', { ...game, language: 'pt', ...extra }, token));
  assert.is(launch.success, true, launch.message);
  const html = await (await fetch(`${s.url}${(launch.value as { url: string }).url}`)).text();
  return html.match(/name="play" content="([^"]+)"/)![1]!;
}

test('SPEC §4 launch needs a session; unknown games 404; lottery by vendor and gameId', async () => {
  const m = member();
  const slot = gameOf('RNG');
  assert.is((await post('/wps/game/launchGame', { ...slot, language: 'pt' })).status, 401);
  assert.is(
    (await post('/wps/game/launchGame', { nodeId: '99999', vassalage: 'PGE', gameId: '1', language: 'pt' }, m.token))
      .status,
    404,
  );
  assert.is(
    (
      await post(
        '/wps/game/launchGame',
        { ...slot, vassalage: slot.vassalage === 'TA' ? 'PGE' : 'TA', language: 'pt' },
        m.token,
      )
    ).status,
    404,
    'vendor must match',
  );
  assert.is((await post('/wps/game/launchGame', { ...slot, playType: 'x', language: 'pt' }, m.token)).status, 400);
  const lott = gameOf('LOTTERY', 'LOTT');
  const r = await json(
    await post(
      '/wps/game/launchGame',
      { vassalage: 'LOTT', gameId: lott.gameId, playType: 'ent', prizeMode: 'Elott', language: 'en' },
      m.token,
    ),
  );
  assert.match((r.value as { url: string }).url, /^\/demo\/lottery\?ticket=[\w-]{20,}$/);
  const slotUrl = (await json(await post('/wps/game/launchGame', { ...slot, language: 'pt' }, m.token))).value as {
    url: string;
    gameName: string;
  };
  assert.match(slotUrl.url, /^\/demo\/slot\?ticket=/);
  assert.not.match(slotUrl.url, m.token, 'the session token never goes into the game URL');
  assert.ok(slotUrl.gameName.length > 0);
});

test('demo page: one-time ticket, own CSP with no inline script, bound to the session', async () => {
  const m = member(1000);
  const slot = gameOf('RNG');
  const { url } = (await json(await post('/wps/game/launchGame', { ...slot, language: 'en' }, m.token))).value as {
    url: string;
  };
  const page = await fetch(`${s.url}${url}`);
  assert.is(page.status, 200);
  const csp = page.headers.get('content-security-policy') ?? '';
  assert.match(csp, "script-src 'self'");
  assert.match(csp, "frame-ancestors 'self'");
  assert.not.match(csp, 'unsafe-inline');
  assert.is(page.headers.get('referrer-policy'), 'no-referrer');
  assert.is(page.headers.get('cache-control'), 'no-store');
  const html = await page.text();
  assert.not.match(html, /<script(?![^>]*\bsrc=)/, 'every script is a file');
  assert.not.match(html, /\sstyle=/, 'no inline styles');
  assert.match(html, 'data-balance="1000"');
  assert.is((await fetch(`${s.url}${url}`)).status, 410, 'a ticket opens the game once');
  assert.is((await fetch(`${s.url}/demo/slot?ticket=nope`)).status, 410);
  const js = await fetch(`${s.url}/demo/slot.js`);
  assert.equal([js.status, js.headers.get('content-type')], [200, 'text/javascript; charset=utf-8']);
  // Compressed for a slow line, and the same script once decoded.
  assert.ok(['br', 'gzip'].includes(js.headers.get('content-encoding') ?? ''), 'the game script is compressed');
  assert.match(await js.text(), 'window.demoGame(');
  assert.is((await fetch(`${s.url}/demo/demo.css`)).status, 200);
  assert.is((await fetch(`${s.url}/demo/../package.json`)).status, 404);
  assert.is((await fetch(`${s.url}/demo/page.html`)).status, 404, 'the template is not served');
  // An expired ticket, and a ticket whose session ended, open nothing.
  const old = createLaunch(
    s.db!,
    { memberId: m.id, sessionToken: m.token, nodeId: slot.nodeId, language: 'pt' },
    Date.now() - TICKET_TTL_MS - 1,
  );
  assert.is(redeemTicket(s.db!, old), null);
  const t2 = createLaunch(s.db!, { memberId: m.id, sessionToken: m.token, nodeId: slot.nodeId, language: 'pt' });
  revokeSession(s.db!, m.token);
  assert.is(redeemTicket(s.db!, t2), null);
});

test('spin: stake checks, play key checks, a logout ends the game', async () => {
  const m = member(10_000);
  const slot = gameOf('RNG');
  const play = await open(m.token, slot);
  const code = async (body: unknown) => {
    const r = await post('/wps/demo/spin', body);
    return [r.status, (await json(r)).code];
  };
  assert.equal(await code({ play, stake: slot.minBet - 1 }), [400, 'BAD_STAKE']);
  assert.equal(await code({ play, stake: 1.5 }), [400, 'BAD_STAKE']);
  assert.equal(await code({ play, stake: 100_001 }), [400, 'BAD_STAKE']);
  assert.equal(await code({ play: 'wrong', stake: slot.minBet }), [401, 'PLAY_EXPIRED']);
  assert.equal(
    await code({ play: m.token, stake: slot.minBet }),
    [401, 'PLAY_EXPIRED'],
    'the session token is not a play key',
  );
  const ok = await json(await post('/wps/demo/spin', { play, stake: slot.minBet }));
  const round = ok.value as SpinResult;
  assert.equal(
    round.reels.map((reel) => reel.length),
    [3, 3, 3, 3, 3],
    'five reels of three rows',
  );
  assert.is(round.balance, 10_000 - slot.minBet + round.win);
  const lottPlay = await open(m.token, gameOf('LOTTERY', 'LOTT'));
  assert.equal(await code({ play: lottPlay, stake: 100 }), [400, 'WRONG_GAME']);
  revokeSession(s.db!, m.token);
  assert.equal(await code({ play, stake: slot.minBet }), [401, 'PLAY_EXPIRED']);
});

test('demo rounds are atomic under concurrent spins: never negative, ledger matches orders', async () => {
  const stake = 100;
  const m = member(10 * stake);
  const slot = gameOf('RNG');
  const play = await open(m.token, slot);
  const answers = await Promise.all(
    Array.from({ length: 60 }, () =>
      post('/wps/demo/spin', { play, stake }).then(async (r) => ({ status: r.status, body: await json(r) })),
    ),
  );
  const won = answers.filter((a) => a.body.success).map((a) => a.body.value as SpinResult);
  const refused = answers.filter((a) => !a.body.success);
  assert.is(won.length + refused.length, 60);
  for (const r of refused) assert.equal([r.status, r.body.code], [409, 'INSUFFICIENT_BALANCE']);
  assert.ok(won.every((r) => r.balance >= 0));
  const db = s.db!;
  const orders = db
    .prepare('SELECT id, bet_cents AS bet, win_cents AS win FROM orders WHERE member_id = ?')
    .all(m.id) as { id: number; bet: number; win: number }[];
  assert.is(orders.length, won.length, 'one order per accepted round, none for refused ones');
  for (const o of orders) {
    const rows = db
      .prepare(`SELECT kind, amount_cents AS a FROM ledger WHERE member_id = ? AND ref = ? ORDER BY id`)
      .all(m.id, `order:${o.id}`) as { kind: string; a: number }[];
    assert.equal(
      rows,
      o.win > 0
        ? [
            { kind: 'game_bet', a: -o.bet },
            { kind: 'game_win', a: o.win },
          ]
        : [{ kind: 'game_bet', a: -o.bet }],
      `order ${o.id}: a bet row, and a win row only for a win (no zero-amount row)`,
    );
    assert.is(db.prepare('SELECT COUNT(*) FROM sub_orders WHERE order_id = ?').pluck().get(o.id), 1);
  }
  const net = orders.reduce((sum, o) => sum + o.win - o.bet, 0);
  assert.is(balanceCents(db, m.id), 10 * stake + net, 'balance = deposit + wins - bets');
  let running = 0;
  for (const a of db
    .prepare('SELECT amount_cents FROM ledger WHERE member_id = ? ORDER BY id')
    .pluck()
    .all(m.id) as number[]) {
    running += a;
    assert.ok(running >= 0, 'the balance never went below zero between rows of a round');
  }
  if (refused.length > 0) assert.ok(balanceCents(db, m.id) < stake, 'refusals only when the balance was short');
});

test('a short balance is refused inside the transaction: nothing is written', () => {
  const m = member(50);
  const slot = gameOf('RNG');
  const ticket = createLaunch(s.db!, { memberId: m.id, sessionToken: m.token, nodeId: slot.nodeId, language: 'pt' });
  const { play } = redeemTicket(s.db!, ticket)!;
  const before = s.db!.prepare('SELECT COUNT(*) FROM ledger').pluck().get();
  assert.equal(spin(s.db!, findPlay(s.db!, play)!, 51), { ok: false, reason: 'balance' });
  assert.is(s.db!.prepare('SELECT COUNT(*) FROM ledger').pluck().get(), before);
  assert.is(s.db!.prepare('SELECT COUNT(*) FROM orders WHERE member_id = ?').pluck().get(m.id), 0);
  assert.is(spin(s.db!, findPlay(s.db!, play)!, 50).ok, true, 'exactly the balance is enough');
});

test('a winning round feeds the winners board and the leaderboard', async () => {
  const m = member(10_000);
  const slot = gameOf('RNG');
  const ticket = createLaunch(s.db!, { memberId: m.id, sessionToken: m.token, nodeId: slot.nodeId, language: 'pt' });
  const play = findPlay(s.db!, redeemTicket(s.db!, ticket)!.play)!;
  // The member's chain (their first spin makes it) starts with a big win.
  useSeeds(slotChain([spinWhere((r) => r.win >= 200_000 && r.freeSpins === 0, 'base', 10_000)]));
  const round = spin(s.db!, play, 10_000);
  useSeeds(paidSpinSeeds);
  assert.ok(round.ok && round.value.win >= 200_000);
  const win = round.ok ? round.value.win : 0;
  const row = s
    .db!.prepare('SELECT customer_name AS name, win_cents AS win FROM winners WHERE member_id = ?')
    .get(m.id) as { name: string; win: number };
  assert.equal(row, { name: `de***${`demo${n}player`.slice(-2)}`, win });
  const board = await getJson<RankingEntry[]>('/wps/game/ranking?language=pt&limitNum=50', m.token);
  assert.ok(board.some((r) => r.customerName === row.name && r.winAmount >= win));
});

/** A quick-draw lottery (1 to 5 numbers of 20, each its own sub-order; src/rules/lottery.ts). */
const quickDraw = () =>
  (
    s
      .db!.prepare(
        `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet, game_name AS gameName
         FROM games WHERE game_type = 'LOTTERY' AND vassalage IN ('LOTT', 'ELOTT') ORDER BY sort`,
      )
      .all() as (Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'minBet'> & { gameName: string })[]
  ).find((g) => formatOfGame(g.gameName).id === 'rapida')!;

test('SPEC §7 lottery bet, order records, detail, and cancelling pending sub-orders (idempotent)', async () => {
  const m = member(5_000);
  const other = member(0);
  const lott = quickDraw();
  const play = await open(m.token, lott, { playType: 'trad', prizeMode: 'Lott' });
  const bad = async (body: unknown) => (await post('/wps/demo/lottery/bet', body)).status;
  assert.is(await bad({ play, numbers: [], stake: lott.minBet }), 400);
  assert.is(await bad({ play, numbers: [1, 1], stake: lott.minBet }), 400);
  assert.is(await bad({ play, numbers: [21], stake: lott.minBet }), 400);
  assert.is(await bad({ play, numbers: [1, 2, 3, 4, 5, 6], stake: lott.minBet }), 400);
  assert.is(await bad({ play, numbers: [1], stake: 10_000 }), 409, 'more than the balance');
  const bet = await json(await post('/wps/demo/lottery/bet', { play, numbers: [3, 7], stake: lott.minBet }));
  const { orderId } = bet.value as { orderId: string };
  assert.is(balanceCents(s.db!, m.id), 5_000 - 2 * lott.minBet);

  const page = await getJson<OrderPage>('/lgw/orders?pageNo=1&pageSize=20', m.token);
  assert.equal(
    [
      page.total,
      page.content[0]!.orderId,
      page.content[0]!.status,
      page.content[0]!.betAmount,
      page.content[0]!.subOrders,
    ],
    [1, orderId, 'PENDING', 2 * lott.minBet, 2],
  );
  assert.is((await getJson<OrderPage>('/lgw/orders?pageNo=1&pageSize=20', other.token)).total, 0, 'only my orders');
  assert.is((await getJson<OrderPage>('/lgw/orders?pageNo=1&pageSize=20&status=SETTLED', m.token)).total, 0);
  assert.is(
    (await fetch(`${s.url}/lgw/orders?status=WON`, { headers: { Authorization: `Bearer ${m.token}` } })).status,
    400,
  );
  assert.is(
    (
      await fetch(`${s.url}/lgw/orders/detail?orderId=${orderId}`, {
        headers: { Authorization: `Bearer ${other.token}` },
      })
    ).status,
    404,
  );
  const detail = await getJson<OrderDetail>(`/lgw/orders/detail?orderId=${orderId}`, m.token);
  assert.equal(
    detail.subOrders.map((x) => [x.content, x.status]),
    [
      ['#03', 'PENDING'],
      ['#07', 'PENDING'],
    ],
  );

  const cancel = async (ids: string[], token = m.token) =>
    post('/lgw/orders/suborders/cancel', { orderId, subOrderIds: ids }, token);
  assert.is((await cancel([detail.subOrders[0]!.subOrderId], other.token)).status, 404, "not another member's order");
  const first = (await json(await cancel([detail.subOrders[0]!.subOrderId]))).value as CancelResult;
  assert.equal(first, { cancelled: 1, refund: lott.minBet, balance: 5_000 - lott.minBet });
  const again = (await json(await cancel([detail.subOrders[0]!.subOrderId]))).value as CancelResult;
  assert.equal(again, { cancelled: 0, refund: 0, balance: 5_000 - lott.minBet }, 'a repeat refunds nothing');
  assert.is((await getJson<OrderDetail>(`/lgw/orders/detail?orderId=${orderId}`, m.token)).order.status, 'PENDING');
  await cancel([detail.subOrders[1]!.subOrderId, detail.subOrders[1]!.subOrderId]);
  const closed = await getJson<OrderDetail>(`/lgw/orders/detail?orderId=${orderId}`, m.token);
  assert.equal([closed.order.status, closed.order.betAmount], ['CANCELLED', 0]);
  assert.is(balanceCents(s.db!, m.id), 5_000);
  assert.is((await cancel([])).status, 400);
  assert.is((await post('/lgw/orders/suborders/cancel', { orderId, subOrderIds: ['1'] })).status, 401);
});

test('SPEC §7 a settled slot round cannot be cancelled', async () => {
  const m = member(1_000);
  const slot = gameOf('RNG');
  const play = await open(m.token, slot);
  const round = (await json(await post('/wps/demo/spin', { play, stake: slot.minBet }))).value as SpinResult;
  const detail = await getJson<OrderDetail>(`/lgw/orders/detail?orderId=${round.orderId}`, m.token);
  assert.equal(
    detail.subOrders.map((x) => x.status),
    ['SETTLED'],
  );
  const r = (
    await json(
      await post(
        '/lgw/orders/suborders/cancel',
        { orderId: round.orderId, subOrderIds: [detail.subOrders[0]!.subOrderId] },
        m.token,
      ),
    )
  ).value as CancelResult;
  assert.equal([r.cancelled, r.refund], [0, 0]);
});

test.run();
