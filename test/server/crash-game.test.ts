// The crash game over real HTTP (SPEC §4 game launch, §7 game records): the round engine's
// provably fair proof, bets and cash-outs judged on the server's clock, retried requests that
// pay once, auto cash-outs with nobody connected, limits, and a restart in mid-round. The
// table's clock is the test's (CrashTable.useClock), so no step races the machine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CrashBet, CrashState, Game, OrderDetail } from '../../src/api/types.ts';
import { crashPointOf, multiplierAt, timeToReach } from '../../src/rules/crash.ts';
import { balanceCents, revokeSession } from '../../server/db/members.ts';
import { outcomeHmac, sha256Hex } from '../../server/rounds/fair.ts';
import { type CrashTable, crashTableOf } from '../../server/rounds/crash.ts';
import { latestRound } from '../../server/rounds/store.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';
import { callJson, fundedMember, postJson } from '../setup/game-suite.ts';

type Server = Awaited<ReturnType<typeof start>>;
let s: Server;
let table: CrashTable;
let clock = Date.parse('2026-03-01T12:00:00Z');

function useTestClock(server: Server): CrashTable {
  const t = crashTableOf(server.db!);
  t.useClock({ now: () => clock });
  return t;
}

test.before(async () => {
  s = await start();
  table = useTestClock(s);
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

const member = (cents = 100_000, type = 0, server = s) => fundedMember(server, 'crash', cents, type);
const post = (path: string, body: unknown, token?: string, server = s) => postJson(server, path, body, token);
const call = (path: string, body: unknown, server = s) => callJson(server, path, body);

const crashGame = (server = s) =>
  server
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet FROM games WHERE game_type = 'CRASH' ORDER BY sort LIMIT 1`,
    )
    .get() as Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'minBet'>;

/** Launches a crash game as the app does and opens its page; answers the page's play key. */
async function open(token: string, server = s): Promise<string> {
  const launch = await json(
    await post('/wps/game/launchGame', { ...crashGame(server), language: 'pt' }, token, server),
  );
  assert.is(launch.success, true, launch.message);
  const url = (launch.value as { url: string }).url;
  assert.match(url, /^\/demo\/crash\?ticket=/);
  const html = await (await fetch(`${server.url}${url}`)).text();
  return html.match(/name="play" content="([^"]+)"/)![1]!;
}

const state = async (play: string, server = s) =>
  (await call('/wps/demo/crash/state', { play }, server)).value as CrashState;

let keys = 0;
const key = () => `test-key-${++keys}-${Date.now()}`;

/** Moves the table's clock to the next round's betting phase (ending whatever round is on). */
async function nextBetting(play: string, server = s): Promise<CrashState> {
  for (let i = 0; i < 10; i++) {
    const st = await state(play, server);
    if (st.phase === 'BETTING') return st;
    const round = latestRound(server.db!, 'CRASH')!;
    clock =
      st.phase === 'RUNNING'
        ? crashTableOf(server.db!).crashTime(round) + 1
        : Math.max(clock + 1, (round.endedAt ?? clock) + 3001);
  }
  throw new Error('no betting phase came');
}

/** The next round whose crash point (the server's secret until it crashes) is at least `atLeast`. */
async function roundReaching(play: string, atLeast: number): Promise<{ st: CrashState; crash: number }> {
  for (let i = 0; i < 200; i++) {
    const st = await nextBetting(play);
    const crash = table.crashPointOf(latestRound(s.db!, 'CRASH')!);
    if (crash >= atLeast) return { st, crash };
    clock = st.round!.bettingEndsAt + timeToReach(crash) + 1;
  }
  throw new Error(`no round reached ${atLeast}`);
}

const bet = (play: string, st: CrashState, o: { slot?: number; stake?: number; auto?: number; requestKey?: string }) =>
  call('/wps/demo/crash/bet', {
    play,
    roundId: st.round!.roundId,
    slot: o.slot ?? 1,
    stake: o.stake ?? 1000,
    requestKey: o.requestKey ?? key(),
    ...(o.auto ? { autoCashOut: o.auto } : {}),
  });

const ledgerRows = (memberId: number) =>
  s.db!.prepare('SELECT kind, amount_cents AS cents FROM ledger WHERE member_id = ? ORDER BY id').all(memberId) as {
    kind: string;
    cents: number;
  }[];

test('SPEC §4 a crash tile launches the crash page with its own CSP; its ticket never opens the slot', async () => {
  const m = member();
  const launch = await json(await post('/wps/game/launchGame', { ...crashGame(), language: 'ur' }, m.token));
  const url = (launch.value as { url: string }).url;
  assert.match(url, /^\/demo\/crash\?ticket=/);
  const slotUrl = url.replace('/demo/crash', '/demo/slot');
  assert.is((await fetch(`${s.url}${slotUrl}`)).status, 410, 'a crash ticket does not open the slot');
  const again = await json(await post('/wps/game/launchGame', { ...crashGame(), language: 'ur' }, m.token));
  const res = await fetch(`${s.url}${(again.value as { url: string }).url}`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  const html = await res.text();
  assert.match(html, /<html lang="ur" dir="rtl">/);
  assert.match(html, /src="\/demo\/crash\.js"/);
  assert.match(html, /data-rtp="97"/);
  const play = html.match(/name="play" content="([^"]+)"/)![1]!;
  const spin = await call('/wps/demo/spin', { play, stake: crashGame().minBet });
  assert.is(spin.status, 400, 'the slot call refuses a crash game');
});

test('provably fair: the hash shown before a round is SHA-256 of the seed revealed after it, and the seed recomputes the crash point', async () => {
  const m = member();
  const play = await open(m.token);
  // A round that takes off (one in 25 crashes at once, never running).
  const before = (await roundReaching(play, 101)).st;
  assert.is(before.round!.serverSeed, null, 'the seed stays secret while bets are taken');
  assert.is(before.round!.crashPoint, null);
  const shownHash = before.round!.seedHash;
  clock = before.round!.bettingEndsAt + 1;
  const running = await state(play);
  assert.is(running.phase, 'RUNNING');
  assert.is(running.round!.serverSeed, null, 'nor while it flies');
  const after = await nextBetting(play);
  const ended = after.history.find((r) => r.roundId === before.round!.roundId)!;
  assert.is(ended.state, 'ENDED');
  assert.is(ended.seedHash, shownHash);
  assert.is(sha256Hex(ended.serverSeed!), shownHash);
  assert.is(crashPointOf(outcomeHmac(ended.serverSeed!, ended.clientSeed, ended.nonce)), ended.crashPoint);
  // The chain: the next round's hash is this round's seed, so no later seed can be swapped.
  assert.is(after.round!.seedHash, ended.serverSeed);
  assert.is(after.round!.nonce, ended.nonce + 1);
  assert.ok(after.history.length >= 1);
});

test('a cash-out before the crash pays stake × the multiplier at the server’s moment; a late one is refused', async () => {
  const m = member();
  const play = await open(m.token);
  const { st } = await roundReaching(play, 150);
  const placed = await bet(play, st, { stake: 1000 });
  assert.is(placed.success, true, placed.message);
  assert.is(balanceCents(s.db!, m.id), 99_000);
  const at = timeToReach(140);
  clock = st.round!.bettingEndsAt + at;
  const out = await call('/wps/demo/crash/cashout', { play, roundId: st.round!.roundId, slot: 1 });
  assert.is(out.success, true, out.message);
  const paid = (out.value as { bet: CrashBet }).bet;
  assert.is(paid.cashedOutAt, multiplierAt(at));
  assert.is(paid.win, 1400);
  assert.is(balanceCents(s.db!, m.id), 99_000 + 1400);
  const board = s.db!.prepare('SELECT win_cents AS win FROM winners WHERE member_id = ?').all(m.id);
  assert.equal(board, [{ win: 1400 }], "a real member's win is on the winners board");
  // A second bet in the same round left to the crash: the cash-out after it is refused.
  const two = await roundReaching(play, 101);
  await bet(play, two.st, { stake: 500 });
  clock = table.crashTime(latestRound(s.db!, 'CRASH')!) + 50;
  const late = await call('/wps/demo/crash/cashout', { play, roundId: two.st.round!.roundId, slot: 1 });
  assert.is(late.status, 409);
  assert.is(late.code, 'ROUND_CRASHED');
  assert.is((late.value as { crashPoint: number }).crashPoint, two.crash);
  assert.is(balanceCents(s.db!, m.id), 99_000 + 1400 - 500, 'the late request moved no money');
  // Later still, with the next round already taking bets, the answer is the same.
  const next = await nextBetting(play);
  assert.is.not(next.round!.roundId, two.st.round!.roundId);
  const later = await call('/wps/demo/crash/cashout', { play, roundId: two.st.round!.roundId, slot: 1 });
  assert.equal([later.status, later.code], [409, 'ROUND_CRASHED']);
});

test('retried requests never pay twice: the same request key places one bet, a repeated cash-out pays once', async () => {
  const m = member();
  const play = await open(m.token);
  const { st } = await roundReaching(play, 130);
  const requestKey = key();
  const first = await bet(play, st, { stake: 2000, requestKey });
  const again = await bet(play, st, { stake: 2000, requestKey });
  assert.is(again.success, true);
  assert.equal((again.value as { bet: CrashBet }).bet, (first.value as { bet: CrashBet }).bet);
  assert.is(balanceCents(s.db!, m.id), 98_000, 'one stake');
  clock = st.round!.bettingEndsAt + timeToReach(120);
  const body = { play, roundId: st.round!.roundId, slot: 1 };
  const [a, b] = await Promise.all([call('/wps/demo/crash/cashout', body), call('/wps/demo/crash/cashout', body)]);
  assert.is(a.success && b.success, true);
  assert.equal((a.value as { bet: CrashBet }).bet, (b.value as { bet: CrashBet }).bet);
  assert.equal(
    ledgerRows(m.id).filter((r) => r.kind.startsWith('game_')),
    [
      { kind: 'game_bet', cents: -2000 },
      { kind: 'game_win', cents: 2400 },
    ],
  );
  // The retried placement, after the round has gone on, still answers the same bet.
  const late = await bet(play, st, { stake: 2000, requestKey });
  assert.is(late.success, true);
  assert.is((late.value as { bet: CrashBet }).bet.state, 'WON');
});

test('auto cash-out is the server’s: paid at its target with nobody connected, and shown on return', async () => {
  const m = member();
  const play = await open(m.token);
  const { st } = await roundReaching(play, 180);
  await bet(play, st, { slot: 1, stake: 1000, auto: 175 });
  await bet(play, st, { slot: 2, stake: 1000 });
  // The page goes away; the table's own timer ticks at the crash.
  clock = table.crashTime(latestRound(s.db!, 'CRASH')!) + 10;
  table.tick();
  assert.is(balanceCents(s.db!, m.id), 100_000 - 2000 + 1750);
  const back = await state(play);
  const result = back.settled.concat(back.bets).filter((b) => b.roundId === st.round!.roundId);
  const one = result.find((b) => b.slot === 1)!;
  const two = result.find((b) => b.slot === 2)!;
  assert.equal([one.state, one.cashedOutAt, one.win], ['WON', 175, 1750]);
  assert.equal([two.state, two.win], ['LOST', 0]);
});

test('the table ends a round on its own timer at the crash time: the auto cash-out paid, the other bet lost, with no call at all', async () => {
  const m = member();
  const play = await open(m.token);
  const { st, crash } = await roundReaching(play, 150);
  // The table's timer, fired here by hand at the moment it was set for.
  const timer: { fire: (() => void) | null; at: number } = { fire: null, at: 0 };
  table.useClock(
    { now: () => clock },
    {
      set: (fire, ms) => Object.assign(timer, { fire, at: clock + ms }),
      clear: () => Object.assign(timer, { fire: null }),
    },
  );
  try {
    await bet(play, st, { slot: 1, stake: 1000, auto: 140 });
    await bet(play, st, { slot: 2, stake: 1000 });
    // The page goes away: from here only the timer moves the table.
    const round = latestRound(s.db!, 'CRASH')!;
    assert.ok(
      timer.fire && timer.at >= round.bettingEndsAt && timer.at < round.bettingEndsAt + 100,
      'set for take-off',
    );
    clock = timer.at;
    timer.fire!();
    assert.is(latestRound(s.db!, 'CRASH')!.state, 'RUNNING');
    const crashAt = table.crashTime(round);
    assert.ok(timer.at >= crashAt && timer.at < crashAt + 100, 'set for the crash');
    clock = timer.at;
    timer.fire!();
    const ended = latestRound(s.db!, 'CRASH')!;
    assert.equal([ended.id, ended.state, ended.outcome], [round.id, 'ENDED', crash]);
    assert.is(balanceCents(s.db!, m.id), 100_000 - 2000 + 1400);
  } finally {
    table.useClock({ now: () => clock });
  }
});

test('an auto cash-out above the crash point loses; two bets a round at most', async () => {
  const m = member();
  const play = await open(m.token);
  const { st, crash } = await roundReaching(play, 101);
  await bet(play, st, { slot: 1, stake: 1000, auto: crash + 1 });
  const third = await call('/wps/demo/crash/bet', {
    play,
    roundId: st.round!.roundId,
    slot: 3,
    stake: 1000,
    requestKey: key(),
  });
  assert.is(third.status, 400);
  const taken = await bet(play, st, { slot: 1, stake: 1000 });
  assert.is(taken.code, 'SLOT_TAKEN');
  clock = table.crashTime(latestRound(s.db!, 'CRASH')!) + 10;
  table.tick();
  assert.is(balanceCents(s.db!, m.id), 99_000);
});

test('limits as in the slot: stakes within the game’s bounds, the balance, bets only while betting is open', async () => {
  const m = member(1500);
  const play = await open(m.token);
  const st = await nextBetting(play);
  const min = crashGame().minBet;
  assert.is((await bet(play, st, { stake: min - 1 })).code, 'BAD_STAKE');
  assert.is((await bet(play, st, { stake: 100_001 })).code, 'BAD_STAKE');
  assert.is((await bet(play, st, { stake: 1000, auto: 100 })).code, 'BAD_BODY', 'an auto cash-out under 1.01×');
  assert.is((await bet(play, st, { stake: 2000 })).code, 'INSUFFICIENT_BALANCE');
  assert.is(balanceCents(s.db!, m.id), 1500, 'nothing staked by the refusals');
  clock = st.round!.bettingEndsAt;
  const closed = await bet(play, st, { stake: 1000 });
  assert.is(closed.code, 'BETTING_CLOSED');
});

test('responsible gaming: self-exclusion ends the game at once; a logout ends it too', async () => {
  const m = member();
  const play = await open(m.token);
  const excluded = await post('/wps/member/responsible/exclude', { period: '24h' }, m.token);
  assert.is(excluded.status, 200, await excluded.text());
  const st = await call('/wps/demo/crash/state', { play });
  assert.is(st.status, 401);
  assert.is(st.code, 'PLAY_EXPIRED');
  const other = member();
  const play2 = await open(other.token);
  revokeSession(s.db!, other.token);
  assert.is((await call('/wps/demo/crash/state', { play: play2 })).code, 'PLAY_EXPIRED');
});

test('SPEC §4 free play: a trial account bets with its demo money, the page says so', async () => {
  const m = member(50_000, 4);
  const launch = await json(await post('/wps/game/launchGame', { ...crashGame(), language: 'en' }, m.token));
  const html = await (await fetch(`${s.url}${(launch.value as { url: string }).url}`)).text();
  assert.match(html, /data-trial="1"/);
  const play = html.match(/name="play" content="([^"]+)"/)![1]!;
  const { st } = await roundReaching(play, 300);
  assert.is((await bet(play, st, { stake: 1000, auto: 250 })).success, true);
  assert.is(balanceCents(s.db!, m.id), 49_000);
  clock = table.crashTime(latestRound(s.db!, 'CRASH')!) + 10;
  table.tick();
  assert.is(balanceCents(s.db!, m.id), 49_000 + 2500, 'the demo money won');
  // Demo money never reaches a public figure: no winners-board row for the trial account.
  const rows = s.db!.prepare('SELECT COUNT(*) AS n FROM winners WHERE member_id = ?').get(m.id) as { n: number };
  assert.is(rows.n, 0);
});

test('SPEC §7 game records: a crash bet shows its round, its outcome and its proof; it cannot be cancelled', async () => {
  const m = member();
  const play = await open(m.token);
  const { st } = await roundReaching(play, 120);
  const placed = (await bet(play, st, { stake: 1000, auto: 110 })).value as { bet: CrashBet };
  const pending = await post(
    '/lgw/orders/suborders/cancel',
    { orderId: placed.bet.orderId, subOrderIds: ['1'] },
    m.token,
  );
  const detailWhile = (await json(
    await fetch(`${s.url}/lgw/orders/detail?orderId=${placed.bet.orderId}`, {
      headers: { Authorization: `Bearer ${m.token}` },
    }),
  )) as { value: OrderDetail };
  const sub = detailWhile.value.subOrders[0]!.subOrderId;
  const cancel = await json(
    await post('/lgw/orders/suborders/cancel', { orderId: placed.bet.orderId, subOrderIds: [sub] }, m.token),
  );
  assert.is((cancel.value as { cancelled: number }).cancelled, 0, 'a round bet is settled by its round, not cancelled');
  assert.ok(pending.status < 500);
  assert.is(detailWhile.value.crash!.round.serverSeed, null, 'no seed in the record before the round ends');
  clock = table.crashTime(latestRound(s.db!, 'CRASH')!) + 10;
  table.tick();
  const detail = (await json(
    await fetch(`${s.url}/lgw/orders/detail?orderId=${placed.bet.orderId}`, {
      headers: { Authorization: `Bearer ${m.token}` },
    }),
  )) as { value: OrderDetail };
  const proof = detail.value.crash!;
  assert.is(detail.value.order.status, 'SETTLED');
  assert.is(detail.value.order.winAmount, 1100);
  assert.equal([proof.bet.state, proof.bet.cashedOutAt], ['WON', 110]);
  assert.is(sha256Hex(proof.round.serverSeed!), proof.round.seedHash);
  assert.is(
    crashPointOf(outcomeHmac(proof.round.serverSeed!, proof.round.clientSeed, proof.round.nonce)),
    proof.round.crashPoint,
  );
});

test('restart in mid-round: the round is void, open stakes are refunded once, a cash-out already paid stays paid', async () => {
  const dir = tempDir();
  const first = await start({ dataDir: dir });
  const t1 = useTestClock(first);
  const m = member(100_000, 0, first);
  const play = await open(m.token, first);
  let st = await nextBetting(play, first);
  // A round reaching 1.30× at least, so one bet can be cashed out before the stop.
  for (let i = 0; t1.crashPointOf(latestRound(first.db!, 'CRASH')!) < 130; i++) {
    clock = t1.crashTime(latestRound(first.db!, 'CRASH')!) + 1;
    st = await nextBetting(play, first);
    assert.ok(i < 200);
  }
  const placed = await call(
    '/wps/demo/crash/bet',
    { play, roundId: st.round!.roundId, slot: 2, stake: 3000, requestKey: key() },
    first,
  );
  assert.is(placed.success, true, placed.message);
  const one = await call(
    '/wps/demo/crash/bet',
    { play, roundId: st.round!.roundId, slot: 1, stake: 1000, requestKey: key() },
    first,
  );
  assert.is(one.success, true, one.message);
  clock = st.round!.bettingEndsAt + timeToReach(120);
  const out = await call('/wps/demo/crash/cashout', { play, roundId: st.round!.roundId, slot: 1 }, first);
  assert.is(out.success, true, out.message);
  assert.is(balanceCents(first.db!, m.id), 100_000 - 4000 + 1200);
  await first.close();

  const second = await start({ dataDir: dir });
  const round = second
    .db!.prepare('SELECT state, server_seed, outcome FROM rounds WHERE id = ?')
    .get(Number(st.round!.roundId)) as {
    state: string;
    server_seed: string | null;
    outcome: number | null;
  };
  assert.is(round.state, 'VOID');
  assert.ok(round.server_seed, 'a void round reveals its seed too');
  assert.is(balanceCents(second.db!, m.id), 100_000 - 1000 + 1200, 'the open 30.00 stake refunded, the win kept');
  // The page, opened again, shows no crash for the void round while the next one is prepared.
  const again = await open(m.token, second);
  const after = (await call('/wps/demo/crash/state', { play: again }, second)).value as CrashState;
  assert.is(after.phase, 'IDLE');
  assert.is(after.multiplier, 100);
  assert.equal(
    after.bets.map((b) => [b.slot, b.state]),
    [
      [1, 'WON'],
      [2, 'VOID'],
    ],
    'what happened to both bets, for the page to say',
  );
  await second.close();
  const third = await start({ dataDir: dir });
  assert.is(balanceCents(third.db!, m.id), 100_000 - 1000 + 1200, 'a second restart refunds nothing again');
  await third.close();
  cleanup(dir);
});

test('search: the family words find every crash game ("aviãozinho", "crash"); an operator’s words replace them', async () => {
  const crashCount = (s.db!.prepare("SELECT COUNT(*) AS n FROM games WHERE game_type = 'CRASH'").get() as { n: number })
    .n;
  for (const word of ['aviãozinho', 'AVIAO', 'crash']) {
    const page = await json(
      await fetch(`${s.url}/wps/game/list?gameName=${encodeURIComponent(word)}&pageNo=1&pageSize=100&language=pt`),
    );
    const games = (page.value as { games: Game[] }).games;
    assert.ok(games.filter((g) => g.gameType === 'CRASH').length === crashCount, `${word} finds every crash game`);
  }
  // Two letters are too few to mean a family ("av" is in many words): only names match them.
  const short = await json(await fetch(`${s.url}/wps/game/list?gameName=av&pageNo=1&pageSize=100&language=pt`));
  const shortGames = (short.value as { games: Game[] }).games;
  assert.ok(
    shortGames.every((g) => /av/i.test(g.gameName)),
    'only names with "av"',
  );
  const other = await start({ overrides: { search: { familyWords: { CRASH: ['foguete'] } } } });
  const find = async (word: string) =>
    (
      (
        await json(
          await fetch(
            `${other.url}/wps/game/list?gameName=${encodeURIComponent(word)}&pageNo=1&pageSize=100&language=pt`,
          ),
        )
      ).value as { games: Game[] }
    ).games.filter((g) => g.gameType === 'CRASH').length;
  assert.is(await find('foguete'), crashCount);
  assert.is(await find('aviãozinho'), 0);
  await other.close();
  cleanup(other.dataDir);
});

test.run();
