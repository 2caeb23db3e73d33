// Lottery draws over real HTTP and on the database: the next draw for a countdown, bets
// settled by their draw through the ledger (once, a crash in the middle of a draw included),
// the results history, the operator's draw-now, and the schedule actually running.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AdminDrawResult, LotteryDrawPage, LotteryPageBets, NextDraw, OrderDetail } from '../../src/api/types.ts';
import { formatOfGame, LOTTERY_FORMATS, type LotteryFormatId } from '../../src/rules/lottery.ts';
import { closeDatabase, openDatabase } from '../../server/db/open.ts';
import { runDraw, runDueDraws } from '../../server/db/lottery.ts';
import { balanceCents, createMember, createSession } from '../../server/db/members.ts';
import { cancelSubOrders } from '../../server/db/orders.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';

const ADMIN = 'draw-secret';
let s: Awaited<ReturnType<typeof start>>;
test.before(async () => {
  s = await start({ overrides: { wallet: { adminToken: ADMIN } } });
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

let n = 0;
function member(server: typeof s, cents: number) {
  const id = createMember(server.db!, { userName: `lotto${++n}player`, passwordHash: 'x', type: 0 });
  server
    .db!.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`)
    .run(id, cents, new Date().toISOString());
  return { id, token: createSession(server.db!, id) };
}
type LotteryGame = { nodeId: string; gameId: string; vassalage: string; minBet: number; gameName: string };
function lotteryOf(server: typeof s, format: LotteryFormatId): LotteryGame {
  const rows = server
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet, game_name AS gameName
       FROM games WHERE game_type = 'LOTTERY' ORDER BY sort`,
    )
    .all() as LotteryGame[];
  return rows.find((g) => formatOfGame(g.gameName).id === format)!;
}
const post = (server: typeof s, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
async function value<T>(server: typeof s, path: string, token?: string): Promise<T> {
  const body = await json(
    await fetch(`${server.url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
  );
  assert.is(body.success, true, `${path}: ${body.message}`);
  return body.value as T;
}
/** Launches the lottery and opens its demo page; answers the page's play key. */
async function open(server: typeof s, token: string, game: LotteryGame): Promise<string> {
  const launch = await json(
    await post(server, '/wps/game/launchGame', { ...game, language: 'pt' }, { Authorization: `Bearer ${token}` }),
  );
  const html = await (await fetch(`${server.url}${(launch.value as { url: string }).url}`)).text();
  return html.match(/name="play" content="([^"]+)"/)![1]!;
}
async function bet(server: typeof s, play: string, numbers: number[], stake: number) {
  const r = await json(await post(server, '/wps/demo/lottery/bet', { play, numbers, stake }));
  assert.is(r.success, true, r.message);
  return r.value as { orderId: string; drawAt: string; stake: number };
}
/** A random source for drawNumbers that draws exactly `numbers` (it picks by index from what is left). */
function drawing(numbers: number[], pool: number) {
  const left = Array.from({ length: pool }, (_, i) => i + 1);
  let i = 0;
  return () => {
    const at = left.indexOf(numbers[i++]!);
    left.splice(at, 1);
    return at;
  };
}
const ledgerWins = (server: typeof s, orderId: string) =>
  server
    .db!.prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE ref = ? AND kind = 'game_win'`,
    )
    .get(`order:${orderId}`) as { n: number; c: number };

test('lottery countdown: the next draw is on the clock, within one interval, with the lottery format', async () => {
  const quina = lotteryOf(s, 'quina');
  const next = await value<NextDraw>(s, `/wps/lottery/next?nodeId=${quina.nodeId}`);
  const left = Date.parse(next.drawAt) - Date.parse(next.serverTime);
  assert.ok(left > 0 && left <= next.intervalSeconds * 1000, `${left} ms to the draw`);
  assert.is(Date.parse(next.drawAt) % (next.intervalSeconds * 1000), 0, 'draws fall on the clock');
  assert.equal(next.format, LOTTERY_FORMATS.quina);
  assert.is((await fetch(`${s.url}/wps/lottery/next?nodeId=10001`)).status, 404, 'a slot is not a lottery');
  assert.is((await fetch(`${s.url}/wps/lottery/draws?nodeId=abc`)).status, 404);
});

test('lottery bets: the format decides the pick; a ticket is one sub-order, a quick draw one per number', async () => {
  const m = member(s, 100_000);
  const quina = lotteryOf(s, 'quina');
  const play = await open(s, m.token, quina);
  const bad = async (numbers: unknown) =>
    (await post(s, '/wps/demo/lottery/bet', { play, numbers, stake: quina.minBet })).status;
  assert.is(await bad([1, 2, 3, 4]), 400, 'a Quina ticket has 5 numbers');
  assert.is(await bad([1, 2, 3, 4, 81]), 400, 'of 80');
  assert.is(await bad([1, 2, 3, 4, 4]), 400);
  const ticket = await bet(s, play, [80, 5, 44, 12, 9], quina.minBet);
  assert.is(ticket.stake, quina.minBet);
  const detail = await value<OrderDetail>(s, `/lgw/orders/detail?orderId=${ticket.orderId}`, m.token);
  assert.equal(
    detail.subOrders.map((x) => x.content),
    ['05 09 12 44 80'],
  );
  assert.equal(detail.draw, { drawAt: ticket.drawAt, numbers: null }, 'not drawn yet');
  assert.is(detail.order.drawAt, ticket.drawAt);
});

test('lottery settlement: a draw pays each winning bet once through the ledger, shows its numbers and a real winner', async () => {
  const m = member(s, 100_000);
  const quina = lotteryOf(s, 'quina');
  const play = await open(s, m.token, quina);
  const stake = quina.minBet;
  const win = await bet(s, play, [1, 2, 3, 40, 50], stake); // three hits: 200x
  const lose = await bet(s, play, [60, 61, 62, 63, 64], stake);
  const drawAt = Date.parse(win.drawAt);
  const r = runDraw(s.db!, quina.nodeId, drawAt, { random: drawing([1, 2, 3, 4, 5], 80) })!;
  assert.equal(r.numbers, [1, 2, 3, 4, 5]);
  assert.is(r.paidCents, 200 * stake);
  assert.is(balanceCents(s.db!, m.id), 100_000 - 2 * stake + 200 * stake);
  const again = runDraw(s.db!, quina.nodeId, drawAt)!;
  assert.equal([again.numbers, again.settledBets, again.paidCents], [[1, 2, 3, 4, 5], 0, 0], 'a rerun pays nothing');
  assert.equal(ledgerWins(s, win.orderId), { n: 1, c: 200 * stake });
  assert.equal(ledgerWins(s, lose.orderId), { n: 0, c: 0 });
  const won = await value<OrderDetail>(s, `/lgw/orders/detail?orderId=${win.orderId}`, m.token);
  assert.equal([won.order.status, won.order.winAmount, won.draw?.numbers], ['SETTLED', 200 * stake, [1, 2, 3, 4, 5]]);
  const lost = await value<OrderDetail>(s, `/lgw/orders/detail?orderId=${lose.orderId}`, m.token);
  assert.equal([lost.order.status, lost.order.winAmount, lost.subOrders[0]!.status], ['SETTLED', 0, 'SETTLED']);
  // A settled bet cannot be cancelled; nor can a pending one once its draw time has come.
  const late = await bet(s, play, [7, 8, 9, 10, 11], stake);
  const sub = (await value<OrderDetail>(s, `/lgw/orders/detail?orderId=${late.orderId}`, m.token)).subOrders[0]!;
  const closed = cancelSubOrders(
    s.db!,
    m.id,
    Number(late.orderId),
    [Number(sub.subOrderId)],
    new Date(Date.parse(late.drawAt)),
  );
  assert.ok(closed !== null && closed !== 'PERIOD_PAID', 'the cancel is answered, not refused for a paid period');
  assert.is(closed.cancelled, 0);
});

test("lottery page's own bets (POST /wps/demo/lottery/bets, by its play key): pending, then settled with the drawn numbers, the win and the new balance; another member's order is not shown", async () => {
  const m = member(s, 100_000);
  const other = member(s, 100_000);
  const quina = lotteryOf(s, 'quina');
  const play = await open(s, m.token, quina);
  const otherPlay = await open(s, other.token, quina);
  const stake = quina.minBet;
  const win = await bet(s, play, [1, 2, 3, 40, 50], stake);
  const lose = await bet(s, play, [60, 61, 62, 63, 64], stake);
  const stranger = await bet(s, otherPlay, [1, 2, 3, 4, 5], stake);
  const ask = async (orderIds: string[], key = play) =>
    json(await post(s, '/wps/demo/lottery/bets', { play: key, orderIds }));
  const before = (await ask([win.orderId, lose.orderId, stranger.orderId])) as {
    success: boolean;
    message: string;
    value: LotteryPageBets;
  };
  assert.is(before.success, true, before.message);
  assert.equal(
    before.value.bets.map((b) => [b.orderId, b.status, b.drawn]),
    [
      [win.orderId, 'PENDING', null],
      [lose.orderId, 'PENDING', null],
    ],
    "only this page's member's bets",
  );
  runDraw(s.db!, quina.nodeId, Date.parse(win.drawAt), { random: drawing([1, 2, 3, 4, 5], 80) });
  const after = ((await ask([win.orderId, lose.orderId])) as { value: LotteryPageBets }).value;
  assert.equal(after.bets, [
    { orderId: win.orderId, drawAt: win.drawAt, status: 'SETTLED', stake, win: 200 * stake, drawn: [1, 2, 3, 4, 5] },
    { orderId: lose.orderId, drawAt: lose.drawAt, status: 'SETTLED', stake, win: 0, drawn: [1, 2, 3, 4, 5] },
  ]);
  assert.is(after.balance, balanceCents(s.db!, m.id));
  assert.is(((await ask([win.orderId], 'no-such-key')) as { code: string }).code, 'PLAY_EXPIRED');
});

test('lottery restart in the middle of a draw: no double payout, no lost bet, the same numbers', async () => {
  const server = await start({ overrides: { lottery: { drawIntervalSeconds: 300 } } });
  const dataDir = server.dataDir;
  let first: ReturnType<typeof runDraw> = null;
  let drawAt = 0;
  let nodeId = '';
  let players: { id: number; token: string }[] = [];
  let stake = 0;
  try {
    const rapida = lotteryOf(server, 'rapida');
    stake = rapida.minBet;
    players = [member(server, 10 * stake), member(server, 10 * stake), member(server, 10 * stake)];
    const bets: { orderId: string; player: number; drawAt: string }[] = [];
    for (const [i, p] of players.entries()) {
      const play = await open(server, p.token, rapida);
      // Each player bets twice: number 1 (drawn, wins 3x) and number 20 (not drawn).
      bets.push({ ...(await bet(server, play, [1], stake)), player: i });
      bets.push({ ...(await bet(server, play, [20], stake)), player: i });
    }
    drawAt = Date.parse(bets[0]!.drawAt);
    nodeId = rapida.nodeId;
    first = runDraw(server.db!, nodeId, drawAt, { limit: 3, random: drawing([1, 2, 3, 4, 5, 6], 20) });
  } finally {
    await server.close(); // the process stops half way through the draw
  }
  assert.equal([first?.complete, first?.settledBets], [false, 3]);

  const db = openDatabase(dataDir);
  try {
    // The schedule's catch-up after the restart, once the draw's time has passed.
    const outcomes = runDueDraws(db, drawAt + 1000, 300_000, 288);
    const rerun = outcomes.find((o) => o.nodeId === nodeId && o.drawAt === drawAt)!;
    assert.equal([rerun.complete, rerun.settledBets, rerun.numbers], [true, 3, [1, 2, 3, 4, 5, 6]]);
    const pending = db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE status = 'PENDING' AND node_id = ?`).get(nodeId);
    assert.equal(pending, { n: 0 }, 'no bet left behind');
    for (const [i, p] of players.entries()) {
      assert.is(balanceCents(db, p.id), 10 * stake - 2 * stake + 3 * stake, `player ${i} paid exactly once`);
    }
    const keys = db.prepare(`SELECT COUNT(*) AS n FROM ledger WHERE idempotency_key LIKE 'lottery:%'`).get() as {
      n: number;
    };
    assert.is(keys.n, 3, 'one win row per winning bet');
  } finally {
    closeDatabase(db);
    cleanup(dataDir);
  }
});

test('lottery results: every tick draws each lottery, newest first, paged', async () => {
  const dir = tempDir();
  const db = openDatabase(dir);
  try {
    const interval = 60_000;
    const t0 = 1_900_000_000_000 - (1_900_000_000_000 % interval);
    for (let k = 0; k < 5; k++) runDueDraws(db, t0 + k * interval + 10, interval, 288);
    const mega = lotteryOf({ db } as typeof s, 'mega');
    const count = db.prepare('SELECT COUNT(*) AS n FROM lottery_draws WHERE node_id = ?').get(mega.nodeId) as {
      n: number;
    };
    assert.is(count.n, 5, 'one draw per tick');
    runDueDraws(db, t0 + 4 * interval + 20, interval, 288);
    assert.equal(
      db.prepare('SELECT COUNT(*) AS n FROM lottery_draws WHERE node_id = ?').get(mega.nodeId),
      { n: 5 },
      'a tick draws once',
    );
    runDueDraws(db, t0 + 400 * interval, interval, 288);
    const kept = db.prepare('SELECT COUNT(*) AS n FROM lottery_draws WHERE node_id = ?').get(mega.nodeId) as {
      n: number;
    };
    assert.is(kept.n, 1, 'results older than the kept history (and no bet refers to) are dropped');
  } finally {
    closeDatabase(db);
    cleanup(dir);
  }
  const quina = lotteryOf(s, 'quina');
  for (let k = 0; k < 3; k++) runDraw(s.db!, quina.nodeId, 1_000 * (k + 1));
  const page = await value<LotteryDrawPage>(s, `/wps/lottery/draws?nodeId=${quina.nodeId}&pageNo=1&pageSize=2`);
  assert.is(page.content.length, 2);
  assert.ok(page.total >= 3 && page.totalPages >= 2);
  assert.ok(Date.parse(page.content[0]!.drawAt) > Date.parse(page.content[1]!.drawAt), 'newest first');
  for (const d of page.content) {
    assert.is(d.numbers.length, 5);
    assert.ok(
      d.numbers.every((x, i) => x >= 1 && x <= 80 && (i === 0 || x > d.numbers[i - 1]!)),
      'ascending, in range',
    );
  }
});

test("lottery operator: 'run a draw now' settles the open bets at once; members and visitors are refused", async () => {
  const rapida = lotteryOf(s, 'rapida');
  const stake = rapida.minBet;
  const m = member(s, 10 * stake);
  const play = await open(s, m.token, rapida);
  const placed = await bet(s, play, [1, 2, 3, 4, 5], stake);
  assert.is((await post(s, '/wps/admin/lottery/draw', { nodeId: rapida.nodeId })).status, 403);
  assert.is(
    (await post(s, '/wps/admin/lottery/draw', { nodeId: rapida.nodeId }, { Authorization: `Bearer ${m.token}` }))
      .status,
    403,
  );
  const r = await json(await post(s, '/wps/admin/lottery/draw', { nodeId: rapida.nodeId }, { 'X-Admin-Token': ADMIN }));
  assert.is(r.success, true, r.message);
  const [draw] = (r.value as AdminDrawResult).draws;
  assert.is(draw?.nodeId, rapida.nodeId);
  assert.is(draw?.settledBets, 1);
  const detail = await value<OrderDetail>(s, `/lgw/orders/detail?orderId=${placed.orderId}`, m.token);
  assert.is(detail.order.status, 'SETTLED');
  const hits = detail.subOrders.filter((x) => x.winAmount > 0).length;
  assert.is(detail.order.winAmount, hits * 3 * stake, 'each drawn number pays 3x its stake');
  assert.is(draw?.paidCents, detail.order.winAmount);
  assert.is(balanceCents(s.db!, m.id), 10 * stake - 5 * stake + hits * 3 * stake);
  assert.is(
    (await post(s, '/wps/admin/lottery/draw', { nodeId: '10001' }, { 'X-Admin-Token': ADMIN })).status,
    404,
    'not a lottery',
  );
});

test('lottery schedule: with a one-second clock the server settles a bet by itself', async () => {
  const server = await start({ overrides: { lottery: { drawIntervalSeconds: 1 } } });
  try {
    const rapida = lotteryOf(server, 'rapida');
    const m = member(server, 10 * rapida.minBet);
    const placed = await bet(server, await open(server, m.token, rapida), [7], rapida.minBet);
    const deadline = Date.now() + 5_000;
    let status = 'PENDING';
    while (status === 'PENDING' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await value<OrderDetail>(server, `/lgw/orders/detail?orderId=${placed.orderId}`, m.token)).order.status;
    }
    assert.is(status, 'SETTLED');
    const results = await value<LotteryDrawPage>(server, `/wps/lottery/draws?nodeId=${rapida.nodeId}&pageSize=5`);
    assert.ok(
      results.content.some((d) => d.drawAt === placed.drawAt),
      "the bet's draw is in the results",
    );
  } finally {
    await server.close();
    cleanup(server.dataDir);
  }
});

test.run();
