// The game show money wheel over real HTTP (SPEC §4 game launch, §7 game records): rounds on the
// wheel's schedule with the test's clock (MoneyWheel.useClock), the provably fair proof, pays
// with the "2x" respins, retried bets that stake once, refusals, a restart while bets are open,
// and the exact return of every number against a million rounds drawn as the server draws them.
import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Game, OrderDetail, WheelBet, WheelState } from '../../src/api/types.ts';
import {
  decodeSpins,
  encodeSpins,
  MAX_RESPINS,
  NUMBERS,
  RETURN_PERCENTS,
  resultOf,
  returnOf,
  spinsOf,
  WHEEL,
  winOf,
} from '../../src/rules/gameshow.ts';
import { balanceCents, createMember, createSession } from '../../server/db/members.ts';
import { outcomeHmac, sha256Hex } from '../../server/rounds/fair.ts';
import { GAMESHOW, type MoneyWheel, moneyWheelOf, wheelSpinsOf } from '../../server/rounds/gameshow.ts';
import { latestRound, seedOf } from '../../server/rounds/store.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';

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

let n = 0;
function member(cents = 100_000, type = 0, server = s) {
  const id = createMember(server.db!, { userName: `wheel${++n}player`, passwordHash: 'x', type });
  if (cents)
    server
      .db!.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`)
      .run(id, cents, new Date().toISOString());
  return { id, token: createSession(server.db!, id) };
}

const post = (path: string, body: unknown, token?: string, server = s) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const call = async (path: string, body: unknown, server = s) => {
  const r = await post(path, body, undefined, server);
  return { status: r.status, ...(await json(r)) };
};

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

const bet = (play: string, st: WheelState, o: { number: number; stake?: number; requestKey?: string }, server = s) =>
  call(
    '/wps/demo/gameshow/bet',
    { play, roundId: st.round!.roundId, number: o.number, stake: o.stake ?? 1000, requestKey: o.requestKey ?? key() },
    server,
  );

test('rules: the wheel has 54 segments as the game states them; spins stay on the wheel and end on a number', () => {
  const count = (x: string) => WHEEL.filter((w) => w === x).length;
  assert.equal(['1', '2', '5', '10', '20', '40', '2x'].map(count), [23, 15, 7, 4, 2, 1, 2]);
  for (let i = 0; i < 2000; i++) {
    const spins = spinsOf(randomBytes(32).toString('hex'), sha256Hex);
    assert.ok(spins.length >= 1 && spins.length <= MAX_RESPINS + 1);
    assert.ok(
      spins.slice(0, -1).every((x) => WHEEL[x] === '2x'),
      'every spin but the last is a "2x"',
    );
    assert.equal(decodeSpins(encodeSpins(spins)), spins);
    assert.ok(NUMBERS.includes(resultOf(spins).number));
  }
  // The stake back, plus the stake times the number times 2 per respin.
  assert.is(winOf(1000, 5, { number: 5, multiplier: 1 }), 6000);
  assert.is(winOf(1000, 5, { number: 5, multiplier: 4 }), 21_000);
  assert.is(winOf(1000, 2, { number: 5, multiplier: 4 }), 0);
});

test('SPEC §4 a game show tile launches the wheel page with its returns; its ticket never opens the slot', async () => {
  const m = member();
  const launch = await json(await post('/wps/game/launchGame', { ...wheelGame(), language: 'ur' }, m.token));
  const url = (launch.value as { url: string }).url;
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
  assert.equal(rules, { wheel: WHEEL, numbers: NUMBERS, maxRespins: MAX_RESPINS });
  for (const asset of ['gameshow.js', 'gameshow-text.js', 'gameshow.css'])
    assert.is((await fetch(`${s.url}/demo/${asset}`)).status, 200, asset);
});

test('a winning and a losing bet: paid stake × number + stake when betting closes; the seed proves the spins', async () => {
  const m = member();
  const play = await open(m.token);
  const st = await roundWhere(play, (sp) => sp.length === 1);
  const number = resultOf(comingSpins()).number;
  const other = NUMBERS.find((x) => x !== number)!;
  assert.is(st.round!.serverSeed, null, 'no seed before the round');
  assert.is((await bet(play, st, { number, stake: 1000 })).success, true);
  assert.is((await bet(play, st, { number: other, stake: 500 })).success, true);
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1500);
  clock = st.round!.bettingEndsAt;
  const spinning = await state(play);
  assert.is(spinning.phase, 'SPINNING');
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1500 + 1000 * number + 1000);
  const r = spinning.round!;
  assert.is(r.number, number);
  assert.is(sha256Hex(r.serverSeed!), st.round!.seedHash, 'the seed matches the hash shown before');
  assert.equal(spinsOf(outcomeHmac(r.serverSeed!, r.clientSeed, r.nonce), sha256Hex), r.spins);
  assert.equal(
    spinning.bets.map((b: WheelBet) => [b.number, b.state, b.win]).sort((a, b) => Number(a[0]) - Number(b[0])),
    [
      [number, 'WON', 1000 * number + 1000],
      [other, 'LOST', 0],
    ].sort((a, b) => Number(a[0]) - Number(b[0])),
  );
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

test('a "2x" respins and doubles the pays: two respins pay stake × number × 4 + stake', async () => {
  const m = member();
  const play = await open(m.token);
  const st = await roundWhere(play, (sp) => sp.length >= 2);
  const spins = comingSpins();
  const { number, multiplier } = resultOf(spins);
  assert.is(multiplier, 2 ** (spins.length - 1));
  assert.is((await bet(play, st, { number, stake: 200 })).success, true);
  clock = st.round!.bettingEndsAt;
  const after = await state(play);
  assert.is(after.round!.multiplier, multiplier);
  assert.is(after.round!.endedAt, st.round!.bettingEndsAt + spins.length * 5000, 'one spin time per spin');
  assert.is(balanceCents(s.db!, m.id), 100_000 - 200 + 200 * number * multiplier + 200);
});

test('a retried bet stakes once; refusals: stake bounds, a number off the wheel, a number twice, the balance, closed betting', async () => {
  const m = member(1500);
  const play = await open(m.token);
  const st = await nextBetting(play);
  const k = key();
  const a = await bet(play, st, { number: 1, stake: 1000, requestKey: k });
  const b = await bet(play, st, { number: 1, stake: 1000, requestKey: k });
  assert.is(a.success && b.success, true);
  assert.equal((b.value as { bet: WheelBet }).bet, (a.value as { bet: WheelBet }).bet, 'the same bet answered');
  assert.is(balanceCents(s.db!, m.id), 500);
  const min = wheelGame().minBet;
  assert.is((await bet(play, st, { number: 2, stake: min - 1 })).code, 'BAD_STAKE');
  assert.is((await bet(play, st, { number: 3, stake: 100 })).code, 'BAD_BODY');
  assert.is((await bet(play, st, { number: 1, stake: 100 })).code, 'SLOT_TAKEN', 'one bet a number');
  assert.is((await bet(play, st, { number: 2, stake: 1000 })).code, 'INSUFFICIENT_BALANCE');
  assert.is((await bet(play, st, { number: 2, stake: 100 })).success, true);
  assert.is((await bet(play, st, { number: 5, stake: 100 })).code, 'SLOT_TAKEN', 'two bets a round');
  clock = st.round!.bettingEndsAt;
  assert.is((await bet(play, st, { number: 5, stake: 100 })).code, 'BETTING_CLOSED');
  // The retry after betting closed still answers the bet it made, settled by now.
  const late = await bet(play, st, { number: 1, stake: 1000, requestKey: k });
  assert.is((late.value as { bet: WheelBet }).bet.state === 'OPEN', false);
  const ledger = s
    .db!.prepare("SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND kind = 'game_bet'")
    .get(m.id) as { n: number };
  assert.is(ledger.n, 2, 'one stake row a bet');
});

test('responsible gaming: a self-excluded member’s game ends; the play key of another family is refused', async () => {
  const m = member();
  const play = await open(m.token);
  await post('/wps/member/responsible/exclude', { period: '24h' }, m.token);
  assert.is((await call('/wps/demo/gameshow/state', { play })).code, 'PLAY_EXPIRED');
});

test('SPEC §7 game records: a wheel bet is an order, pending until betting closes, then settled with its win', async () => {
  const m = member();
  const play = await open(m.token);
  const st = await roundWhere(play, (sp) => sp.length === 1);
  const number = resultOf(comingSpins()).number;
  const placed = (await bet(play, st, { number, stake: 1000 })).value as { bet: WheelBet };
  const detail = async () =>
    (
      (await json(
        await fetch(`${s.url}/lgw/orders/detail?orderId=${placed.bet.orderId}`, {
          headers: { Authorization: `Bearer ${m.token}` },
        }),
      )) as { value: OrderDetail }
    ).value;
  assert.is((await detail()).order.status, 'PENDING');
  clock = st.round!.bettingEndsAt;
  await state(play);
  const d = await detail();
  assert.is(d.order.status, 'SETTLED');
  assert.is(d.order.winAmount, 1000 * number + 1000);
  assert.match(d.subOrders[0]!.content, new RegExp(`GAMESHOW round ${st.round!.roundId} on ${number}`));
});

test('restart while bets are open: the round is void, its seed revealed, every stake refunded once', async () => {
  const dir = tempDir();
  const first = await start({ dataDir: dir });
  useTestClock(first);
  const m = member(100_000, 0, first);
  const play = await open(m.token, first);
  const st = await nextBetting(play, first);
  const five = await bet(play, st, { number: 5, stake: 3000 }, first);
  assert.is(five.success, true, `${five.status} ${five.message} ${first.logs.slice(-5).join('\n')}`);
  assert.is((await bet(play, st, { number: 40, stake: 1000 }, first)).success, true);
  assert.is(balanceCents(first.db!, m.id), 96_000);
  await first.close();

  const second = await start({ dataDir: dir });
  const round = second
    .db!.prepare('SELECT state, server_seed AS seed, outcome FROM rounds WHERE id = ?')
    .get(Number(st.round!.roundId)) as { state: string; seed: string | null; outcome: number | null };
  assert.is(round.state, 'VOID');
  assert.is(sha256Hex(round.seed!), st.round!.seedHash, 'a void round reveals its seed');
  assert.equal(decodeSpins(round.outcome!), wheelSpinsOf(round.seed!, st.round!.clientSeed, st.round!.nonce));
  assert.is(balanceCents(second.db!, m.id), 100_000, 'both stakes refunded');
  await second.close();
  const third = await start({ dataDir: dir });
  assert.is(balanceCents(third.db!, m.id), 100_000, 'a second restart refunds nothing again');
  await third.close();
  cleanup(dir);
});

test('RTP: each number’s exact return, and a million rounds drawn as the server draws them agree with it', () => {
  // Exactly, by rational sums: (2/54)^r · count/54 (count/52 after the last respin) · (n·2^r + 1).
  assert.is(RETURN_PERCENTS[1], '90.23');
  assert.is(RETURN_PERCENTS[40], '81.92');
  const N = 1_000_000;
  const paid = new Map<number, number>(NUMBERS.map((x) => [x, 0]));
  const client = 'c0ffee';
  const seed = randomBytes(32).toString('hex');
  for (let i = 1; i <= N; i++) {
    const r = resultOf(spinsOf(outcomeHmac(seed, client, i), sha256Hex));
    paid.set(r.number, paid.get(r.number)! + r.number * r.multiplier + 1);
  }
  for (const x of NUMBERS) {
    const mean = paid.get(x)! / N;
    const p = returnOf(x);
    // The return of one bet on x is at most (x·8 + 1) times a win: four standard deviations bound.
    const sd = Math.sqrt((p * (x * 8 + 1)) / N);
    assert.ok(Math.abs(mean - p) < 4 * sd, `${x}: ${mean} against ${p} (sd ${sd})`);
  }
});

test.run();
