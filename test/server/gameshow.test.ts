// The game show money wheel over real HTTP (SPEC §4 game launch, §7 game records): rounds on the
// wheel's schedule with the test's clock (MoneyWheel.useClock), the provably fair proof, bets with
// chips on several numbers paid number by number, pays with the "2x"/"7x" respins, retried bets
// that stake once, refusals, the readable record, a restart while bets are open, and the exact
// return of every number against a million rounds drawn as the server draws them.
import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Game, OrderDetail, WheelBet, WheelChip, WheelState } from '../../src/api/types.ts';
import {
  BETS_PER_ROUND,
  decodeSpins,
  encodeSpins,
  MAX_RESPINS,
  MULTIPLIERS,
  NUMBERS,
  RETURN_PERCENTS,
  resultOf,
  returnOf,
  spinsOf,
  WHEEL,
  winOf,
} from '../../src/rules/gameshow.ts';
import { balanceCents } from '../../server/db/members.ts';
import { outcomeHmac, sha256Hex } from '../../server/rounds/fair.ts';
import { GAMESHOW, type MoneyWheel, moneyWheelOf, wheelSpinsOf } from '../../server/rounds/gameshow.ts';
import { latestRound, seedOf } from '../../server/rounds/store.ts';
import { sql as m035 } from '../../server/db/migrations/035-wheel-chips.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';
import { callJson, fundedMember, postJson } from '../setup/game-suite.ts';

type Server = Awaited<ReturnType<typeof start>>;
let s: Server;
let clock = Date.parse('2026-03-01T12:00:00Z');

function useTestClock(server: Server): MoneyWheel {
  const w = moneyWheelOf(server.db!);
  w.useClock({ now: () => clock });
  return w;
}

test.before(async () => {
  s = await start();
  useTestClock(s);
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

const member = (cents = 100_000, type = 0, server = s) => fundedMember(server, 'wheel', cents, type);
const post = (path: string, body: unknown, token?: string, server = s) => postJson(server, path, body, token);
const call = (path: string, body: unknown, server = s) => callJson(server, path, body);

const wheelGame = (server = s) =>
  server
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet FROM games WHERE game_type = 'GAMESHOW' ORDER BY sort LIMIT 1`,
    )
    .get() as Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'minBet'>;

async function open(token: string, server = s, language = 'pt'): Promise<string> {
  const launch = await json(await post('/wps/game/launchGame', { ...wheelGame(server), language }, token, server));
  assert.is(launch.success, true, launch.message);
  const url = (launch.value as { url: string }).url;
  assert.match(url, /^\/demo\/gameshow\?ticket=/);
  const html = await (await fetch(`${server.url}${url}`)).text();
  return html.match(/name="play" content="([^"]+)"/)![1]!;
}

const state = async (play: string, server = s) =>
  (await call('/wps/demo/gameshow/state', { play }, server)).value as WheelState;

let keys = 0;
const key = () => `wheel-key-${++keys}-${Date.now()}`;

/** Moves the clock to the next round's betting (ending whatever round is on). */
async function nextBetting(play: string, server = s): Promise<WheelState> {
  for (let i = 0; i < 10; i++) {
    const st = await state(play, server);
    if (st.phase === 'BETTING') return st;
    const round = latestRound(server.db!, GAMESHOW);
    clock = Math.max(clock + 1, (round?.endedAt ?? clock) + 4001);
  }
  throw new Error('no betting phase came');
}

/** The spins the round now taking bets will have (the server's secret until betting closes). */
const comingSpins = (server = s) => {
  const r = latestRound(server.db!, GAMESHOW)!;
  return wheelSpinsOf(seedOf(server.db!, r), r.clientSeed, r.nonce);
};

/** The next round taking bets whose spins pass `ok`. */
async function roundWhere(play: string, ok: (spins: number[]) => boolean): Promise<WheelState> {
  for (let i = 0; i < 2000; i++) {
    const st = await nextBetting(play);
    if (ok(comingSpins())) return st;
    clock = st.round!.bettingEndsAt;
  }
  throw new Error('no such round came');
}

type Chips = { number: number; stake: number }[];
const bet = (play: string, st: WheelState, o: { chips: Chips; requestKey?: string }, server = s) =>
  call(
    '/wps/demo/gameshow/bet',
    { play, roundId: st.round!.roundId, chips: o.chips, requestKey: o.requestKey ?? key() },
    server,
  );
/** One number's chips alone. */
const on = (number: number, stake = 1000) => ({ chips: [{ number, stake }] });
const chipsOfBet = (b: WheelBet) => b.chips.map((c: WheelChip) => [c.number, c.stake, c.win]);

test('rules: the wheel has 54 segments as the game states them; spins stay on the wheel and end on a number', () => {
  const count = (x: string) => WHEEL.filter((w) => w === x).length;
  assert.equal(['1', '2', '5', '10', '20', '40', '2x', '7x'].map(count), [23, 15, 7, 4, 2, 1, 1, 1]);
  for (let i = 0; i < 2000; i++) {
    const spins = spinsOf(randomBytes(32).toString('hex'), sha256Hex);
    assert.ok(spins.length >= 1 && spins.length <= MAX_RESPINS + 1);
    assert.ok(
      spins.slice(0, -1).every((x) => WHEEL[x]! in MULTIPLIERS),
      'every spin but the last is a multiplier',
    );
    assert.equal(decodeSpins(encodeSpins(spins)), spins);
    assert.ok(NUMBERS.includes(resultOf(spins).number));
  }
  // The stake back, plus the stake times the number times the multipliers landed.
  assert.is(winOf(1000, 5, { number: 5, multiplier: 1 }), 6000);
  assert.is(winOf(1000, 5, { number: 5, multiplier: 14 }), 71_000);
  assert.is(winOf(1000, 2, { number: 5, multiplier: 4 }), 0);
});

test('SPEC §4 a game show tile launches the wheel page with its returns; its ticket never opens the slot', async () => {
  const m = member();
  const launch = await json(await post('/wps/game/launchGame', { ...wheelGame(), language: 'ur' }, m.token));
  const url = (launch.value as { url: string }).url;
  // The launch answer carries the best number's return: 10's, 96.53 %.
  assert.is((launch.value as { rtp: number }).rtp, 96.53);
  assert.match(url, /^\/demo\/gameshow\?ticket=/);
  assert.is((await fetch(`${s.url}${url.replace('/demo/gameshow', '/demo/slot')}`)).status, 410);
  const again = await json(await post('/wps/game/launchGame', { ...wheelGame(), language: 'ur' }, m.token));
  const res = await fetch(`${s.url}${(again.value as { url: string }).url}`);
  const html = await res.text();
  assert.match(html, /<html lang="ur" dir="rtl">/);
  assert.match(html, /src="\/demo\/gameshow\.js"/);
  assert.match(html, new RegExp(`data-rtps="1:${RETURN_PERCENTS[1]},2:${RETURN_PERCENTS[2]},5:`));
  // The page draws and verifies the server's own wheel: it keeps no copy of its own.
  const rules = JSON.parse(
    (html.match(/data-rules="([^"]+)"/)?.[1] ?? '').replace(/&#(\d+);/g, (_, c: string) =>
      String.fromCharCode(Number(c)),
    ),
  );
  assert.equal(rules, {
    wheel: WHEEL,
    numbers: NUMBERS,
    multipliers: MULTIPLIERS,
    maxRespins: MAX_RESPINS,
    betsPerRound: BETS_PER_ROUND,
  });
  for (const asset of ['gameshow.js', 'gameshow-text.js', 'gameshow.css'])
    assert.is((await fetch(`${s.url}/demo/${asset}`)).status, 200, asset);
});

test('chips on three numbers in one bet: the number that came pays its chips × number + chips, the others lose; the seed proves the spins', async () => {
  const m = member();
  const play = await open(m.token);
  const st = await roundWhere(play, (sp) => sp.length === 1);
  const number = resultOf(comingSpins()).number;
  const [a, b] = NUMBERS.filter((x) => x !== number);
  assert.is(st.round!.serverSeed, null, 'no seed before the round');
  const placed = await bet(play, st, {
    chips: [
      { number: a!, stake: 500 },
      { number, stake: 1000 },
      { number: b!, stake: 200 },
    ],
  });
  assert.is(placed.success, true, placed.message);
  assert.is((placed.value as { bet: WheelBet }).bet.stake, 1700, 'one stake: the chips’ sum');
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1700);
  clock = st.round!.bettingEndsAt;
  const spinning = await state(play);
  assert.is(spinning.phase, 'SPINNING');
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1700 + 1000 * number + 1000);
  const r = spinning.round!;
  assert.is(r.number, number);
  assert.is(sha256Hex(r.serverSeed!), st.round!.seedHash, 'the seed matches the hash shown before');
  assert.equal(spinsOf(outcomeHmac(r.serverSeed!, r.clientSeed, r.nonce), sha256Hex), r.spins);
  assert.equal(spinning.bets.length, 1);
  assert.is(spinning.bets[0]!.state, 'WON');
  assert.is(spinning.bets[0]!.win, 1000 * number + 1000);
  assert.equal(chipsOfBet(spinning.bets[0]!), [
    [a, 500, 0],
    [number, 1000, 1000 * number + 1000],
    [b, 200, 0],
  ]);
  assert.is(
    spinning.history.length === 0 || spinning.history[0]!.roundId !== r.roundId,
    true,
    'not a result while spinning',
  );
  clock = r.endedAt!;
  const stopped = await state(play);
  assert.is(stopped.phase, 'ENDED');
  assert.is(stopped.history[0]!.roundId, r.roundId);
});

test('a bet on all six numbers loses every chip but the number’s: a losing bet of chips on other numbers pays nothing', async () => {
  const m = member();
  const play = await open(m.token);
  const st = await roundWhere(play, (sp) => sp.length === 1);
  const number = resultOf(comingSpins()).number;
  const all = NUMBERS.map((x) => ({ number: x, stake: 100 }));
  const others = NUMBERS.filter((x) => x !== number).map((x) => ({ number: x, stake: 300 }));
  assert.is((await bet(play, st, { chips: all })).success, true);
  assert.is((await bet(play, st, { chips: others })).success, true, 'a second bet a round');
  assert.is(balanceCents(s.db!, m.id), 100_000 - 600 - 1500);
  clock = st.round!.bettingEndsAt;
  const after = await state(play);
  assert.equal(
    after.bets.map((b) => [b.state, b.win]),
    [
      ['WON', 100 * number + 100],
      ['LOST', 0],
    ],
  );
  assert.is(balanceCents(s.db!, m.id), 100_000 - 2100 + 100 * number + 100);
});

test('a "2x" or "7x" respins and multiplies the pays: the multipliers landed multiply together', async () => {
  const m = member();
  const play = await open(m.token);
  const st = await roundWhere(play, (sp) => sp.length >= 2);
  const spins = comingSpins();
  const { number, multiplier } = resultOf(spins);
  const product = spins.slice(0, -1).reduce((x, i) => x * MULTIPLIERS[WHEEL[i]!]!, 1);
  assert.is(multiplier, product);
  assert.is((await bet(play, st, { chips: NUMBERS.map((x) => ({ number: x, stake: 200 })) })).success, true);
  clock = st.round!.bettingEndsAt;
  const after = await state(play);
  assert.is(after.round!.multiplier, multiplier);
  assert.is(after.round!.endedAt, st.round!.bettingEndsAt + spins.length * 5000, 'one spin time per spin');
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1200 + 200 * number * multiplier + 200);
});

test('a retried bet stakes once; refusals: stake bounds, a number off the wheel or twice, the balance, a third bet, closed betting', async () => {
  const m = member(3000);
  const play = await open(m.token);
  const st = await nextBetting(play);
  const k = key();
  const chips = [
    { number: 1, stake: 1000 },
    { number: 5, stake: 1000 },
  ];
  const a = await bet(play, st, { chips, requestKey: k });
  const b = await bet(play, st, { chips, requestKey: k });
  assert.is(a.success && b.success, true);
  assert.equal((b.value as { bet: WheelBet }).bet, (a.value as { bet: WheelBet }).bet, 'the same bet answered');
  assert.is(balanceCents(s.db!, m.id), 1000);
  const min = wheelGame().minBet;
  assert.is((await bet(play, st, on(2, min - 1))).code, 'BAD_STAKE');
  assert.is((await bet(play, st, on(3, 100))).code, 'BAD_BODY');
  assert.is((await bet(play, st, { chips: [] })).code, 'BAD_BODY');
  assert.is((await bet(play, st, { chips: [...on(2, 100).chips, ...on(2, 100).chips] })).code, 'BAD_BODY');
  const short = { chips: [...on(2, 600).chips, ...on(10, 600).chips] };
  assert.is((await bet(play, st, short)).code, 'INSUFFICIENT_BALANCE', 'the balance covers the chips’ sum');
  assert.is((await bet(play, st, { chips: [...on(1, 100).chips, ...on(40, 100).chips] })).success, true);
  assert.is((await bet(play, st, on(5, 100))).code, 'SLOT_TAKEN', 'two bets a round');
  clock = st.round!.bettingEndsAt;
  assert.is((await bet(play, st, on(5, 100))).code, 'BETTING_CLOSED');
  // The retry after betting closed still answers the bet it made, settled by now.
  const late = await bet(play, st, { chips, requestKey: k });
  assert.is((late.value as { bet: WheelBet }).bet.state === 'OPEN', false);
  const ledger = s
    .db!.prepare("SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND kind = 'game_bet'")
    .get(m.id) as { n: number };
  assert.is(ledger.n, 2, 'one stake row a bet');
});

test('responsible gaming: a loss limit and the stake cap weigh the chips’ sum, not each chip', async () => {
  const m = member(200_000);
  const set = await post('/wps/member/responsible/loss', { period: 'day', cents: 1000 }, m.token);
  assert.is(set.status, 200, await set.text());
  const play = await open(m.token);
  const st = await nextBetting(play);
  const over = await bet(play, st, { chips: [...on(1, 600).chips, ...on(2, 600).chips] });
  assert.equal([over.status, over.code], [409, 'LOSS_LIMIT']);
  assert.is(balanceCents(s.db!, m.id), 200_000, 'nothing taken by a refusal');
  assert.is((await bet(play, st, { chips: [...on(1, 400).chips, ...on(2, 400).chips] })).success, true);
  const rich = member(300_000);
  const rp = await open(rich.token);
  const capped = await bet(rp, await nextBetting(rp), { chips: [...on(5, 60_000).chips, ...on(10, 50_000).chips] });
  assert.is(capped.code, 'BAD_STAKE', 'the chips add up to more than R$ 1 000,00');
});

test('responsible gaming: a self-excluded member’s game ends; the play key of another family is refused', async () => {
  const m = member();
  const play = await open(m.token);
  await post('/wps/member/responsible/exclude', { period: '24h' }, m.token);
  assert.is((await call('/wps/demo/gameshow/state', { play })).code, 'PLAY_EXPIRED');
});

test('SPEC §7 game records: a wheel bet reads as the segments landed on, each number’s chips and pays, the total and the proof; another member cannot read it', async () => {
  const m = member();
  const play = await open(m.token);
  const st = await roundWhere(play, (sp) => sp.length >= 2);
  const spins = comingSpins();
  const { number, multiplier } = resultOf(spins);
  const other = NUMBERS.find((x) => x !== number)!;
  const chips = [
    { number: other, stake: 300 },
    { number, stake: 100 },
  ];
  const placed = (await bet(play, st, { chips })).value as { bet: WheelBet };
  const detail = async (token = m.token) =>
    json(
      await fetch(`${s.url}/lgw/orders/detail?orderId=${placed.bet.orderId}`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
    ) as Promise<{ success: boolean; code?: string; value: OrderDetail }>;
  const before = (await detail()).value;
  assert.is(before.order.status, 'PENDING');
  assert.is(before.gameshow!.segments, null, 'nothing landed yet');
  assert.is(before.gameshow!.round.serverSeed, null, 'the seed is secret until betting closes');
  assert.is(before.gameshow!.round.seedHash, st.round!.seedHash);
  clock = st.round!.bettingEndsAt;
  await state(play);
  const d = (await detail()).value;
  const paid = 100 * number * multiplier + 100;
  assert.is(d.order.status, 'SETTLED');
  assert.is(d.order.winAmount, paid);
  const g = d.gameshow!;
  assert.equal(
    g.segments,
    spins.map((i) => WHEEL[i]),
  );
  assert.is(g.segments!.at(-1), String(number));
  assert.equal(chipsOfBet(g.bet), [
    [other, 300, 0],
    [number, 100, paid],
  ]);
  assert.is(g.bet.stake, 400);
  assert.is(g.bet.win, paid);
  assert.is(sha256Hex(g.round.serverSeed!), g.round.seedHash);
  assert.equal(wheelSpinsOf(g.round.serverSeed!, g.round.clientSeed, g.round.nonce), spins);
  assert.match(d.subOrders[0]!.content, new RegExp(`GAMESHOW round ${st.round!.roundId}: ${other} ${number}`));
  const stranger = await detail(member().token);
  assert.is(stranger.success, false);
  assert.is(stranger.code, 'ORDER_NOT_FOUND');
});

test('migration 035: a wheel bet made when a bet held one number reads as one chip of its whole stake', async () => {
  const m = member();
  const play = await open(m.token);
  const st = await nextBetting(play);
  const placed = (await bet(play, st, on(20, 700))).value as { bet: WheelBet };
  // As the bet was stored before: the number in the auto cash-out column, no chips.
  s.db!.prepare('UPDATE round_bets SET picks = NULL, auto_cash_out = 20 WHERE order_id = ?').run(
    Number(placed.bet.orderId),
  );
  s.db!.exec(m035);
  const row = s
    .db!.prepare('SELECT picks, auto_cash_out AS auto FROM round_bets WHERE order_id = ?')
    .get(Number(placed.bet.orderId)) as { picks: string; auto: number | null };
  assert.equal(row, { picks: '[[20,700]]', auto: null });
  assert.equal((await state(play)).bets.map(chipsOfBet), [[[20, 700, 0]]]);
});

test('restart while bets are open: the round is void, its seed revealed, every stake refunded once', async () => {
  const dir = tempDir();
  const first = await start({ dataDir: dir });
  useTestClock(first);
  const m = member(100_000, 0, first);
  const play = await open(m.token, first);
  const st = await nextBetting(play, first);
  const placed = await bet(
    play,
    st,
    {
      chips: [
        { number: 5, stake: 3000 },
        { number: 10, stake: 500 },
        { number: 40, stake: 500 },
      ],
    },
    first,
  );
  assert.is(placed.success, true, `${placed.status} ${placed.message} ${first.logs.slice(-5).join('\n')}`);
  assert.is((await bet(play, st, on(1, 1000), first)).success, true);
  assert.is(balanceCents(first.db!, m.id), 95_000);
  await first.close();

  const second = await start({ dataDir: dir });
  const round = second
    .db!.prepare('SELECT state, server_seed AS seed, outcome FROM rounds WHERE id = ?')
    .get(Number(st.round!.roundId)) as { state: string; seed: string | null; outcome: number | null };
  assert.is(round.state, 'VOID');
  assert.is(sha256Hex(round.seed!), st.round!.seedHash, 'a void round reveals its seed');
  assert.equal(decodeSpins(round.outcome!), wheelSpinsOf(round.seed!, st.round!.clientSeed, st.round!.nonce));
  assert.is(balanceCents(second.db!, m.id), 100_000, 'both stakes refunded');
  const refunds = second
    .db!.prepare("SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND kind != 'deposit' AND amount_cents > 0")
    .get(m.id) as { n: number };
  assert.is(refunds.n, 2, 'one refund a bet');
  await second.close();
  const third = await start({ dataDir: dir });
  assert.is(balanceCents(third.db!, m.id), 100_000, 'a second restart refunds nothing again');
  await third.close();
  cleanup(dir);
});

test('RTP: each number’s exact return, and a million rounds drawn as the server draws them agree with it', () => {
  // Exactly, by walking every run of multipliers (test/unit/gameshow.test.ts sums them as fractions).
  assert.equal(
    NUMBERS.map((x) => RETURN_PERCENTS[x]),
    ['95.31', '95.47', '91.19', '96.53', '92.68', '90.76'],
  );
  const N = 1_000_000;
  const paid = new Map<number, number>(NUMBERS.map((x) => [x, 0]));
  const squares = new Map<number, number>(NUMBERS.map((x) => [x, 0]));
  const client = 'c0ffee';
  const seed = randomBytes(32).toString('hex');
  for (let i = 1; i <= N; i++) {
    const r = resultOf(spinsOf(outcomeHmac(seed, client, i), sha256Hex));
    const back = r.number * r.multiplier + 1;
    paid.set(r.number, paid.get(r.number)! + back);
    squares.set(r.number, squares.get(r.number)! + back * back);
  }
  for (const x of NUMBERS) {
    const mean = paid.get(x)! / N;
    const p = returnOf(x);
    // A bet's return varies most with the rare 7x respins: the bound is the sample's own spread.
    const sd = Math.sqrt((squares.get(x)! / N - mean * mean) / N);
    assert.ok(Math.abs(mean - p) < 4 * sd, `${x}: ${mean} against ${p} (sd ${sd})`);
  }
});

test.run();
