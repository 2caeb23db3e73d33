// The live roulette table over real HTTP (SPEC §4 game launch, §7 game records): a LIVE game
// named Roulette opens its page; bets on the felt's spots staked through the ledger and paid
// when the wheel stops at the pocket the round's proof decides; retried bets that stake once;
// refusals; a restart in mid-round. The table's clock is the test's (RouletteTable.useClock).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Game, OrderDetail, RouletteBet, RouletteState } from '../../src/api/types.ts';
import { payoutOf, pocketOf, RED, SPLITS, splitCode } from '../../src/rules/roulette.ts';
import { balanceCents } from '../../server/db/members.ts';
import { outcomeHmac, sha256Hex } from '../../server/rounds/fair.ts';
import { ROULETTE, type RouletteTable, rouletteTableOf } from '../../server/rounds/roulette.ts';
import { latestRound } from '../../server/rounds/store.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';
import { callJson, fundedMember, postJson } from '../setup/game-suite.ts';
import { claimCappedBonus } from '../setup/bonus-cap.ts';

type Server = Awaited<ReturnType<typeof start>>;
let s: Server;
let table: RouletteTable;
let clock = Date.parse('2026-03-01T12:00:00Z');

const useTestClock = (server: Server): RouletteTable => {
  const t = rouletteTableOf(server.db!);
  t.useClock({ now: () => clock });
  return t;
};

test.before(async () => {
  s = await start();
  table = useTestClock(s);
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

const member = (cents = 100_000, server = s) => fundedMember(server, 'wheel', cents);
const post = (path: string, body: unknown, token?: string, server = s) => postJson(server, path, body, token);
const call = (path: string, body: unknown, server = s) => callJson(server, path, body);

const liveGame = (named: 'Roulette' | 'Baccarat', server = s) =>
  server
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet FROM games
       WHERE game_type = 'LIVE' AND game_name LIKE ? ORDER BY sort LIMIT 1`,
    )
    .get(`%${named}%`) as Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'minBet'>;

async function launch(token: string, language = 'pt', server = s): Promise<{ url: string; rtp: number }> {
  const r = await json(
    await post('/wps/game/launchGame', { ...liveGame('Roulette', server), language }, token, server),
  );
  assert.is(r.success, true, r.message);
  return r.value as { url: string; rtp: number };
}
async function open(token: string, server = s): Promise<string> {
  const { url } = await launch(token, 'pt', server);
  const html = await (await fetch(`${server.url}${url}`)).text();
  return html.match(/name="play" content="([^"]+)"/)![1]!;
}

const state = async (play: string, server = s) =>
  (await call('/wps/demo/roulette/state', { play }, server)).value as RouletteState;

let keys = 0;
const key = () => `wheel-key-${++keys}-${Date.now()}`;

/** Moves the clock to the next round's betting phase. */
async function nextBetting(play: string, server = s): Promise<RouletteState> {
  const t = rouletteTableOf(server.db!);
  for (let i = 0; i < 10; i++) {
    const st = await state(play, server);
    if (st.phase === 'BETTING') return st;
    const round = latestRound(server.db!, ROULETTE)!;
    clock = st.phase === 'RUNNING' ? t.resultAt(round) + 1 : Math.max(clock + 1, (round.endedAt ?? clock) + 4001);
  }
  throw new Error('no betting phase came');
}

const chips = (play: string, st: RouletteState, picks: [number, number][], requestKey = key(), server = s) =>
  call(
    '/wps/demo/roulette/bet',
    { play, roundId: st.round!.roundId, picks: picks.map(([spot, stake]) => ({ spot, stake })), requestKey },
    server,
  );
const bet = (play: string, st: RouletteState, spot: number, stake = 1000, requestKey = key(), server = s) =>
  chips(play, st, [[spot, stake]], requestKey, server);

const finish = (st: RouletteState) => {
  clock = st.round!.resultAt + 1;
  table.tick();
};

test('SPEC §4 a LIVE game named Roulette opens the roulette page at 97.30 %; Baccarat its own table; its ticket opens nothing else', async () => {
  const m = member();
  const { url, rtp } = await launch(m.token, 'ur');
  assert.match(url, /^\/demo\/roulette\?ticket=/);
  assert.is(rtp, 97.3);
  assert.is((await fetch(`${s.url}${url.replace('/demo/roulette', '/demo/slot')}`)).status, 410);
  const again = await launch(m.token, 'ur');
  const html = await (await fetch(`${s.url}${again.url}`)).text();
  assert.match(html, /<html lang="ur" dir="rtl">/);
  assert.match(html, /src="\/demo\/roulette\.js"/);
  assert.match(html, /data-rtp="97.30"/);
  // The splits the page offers are the server's, so it refuses just the pairs a bet would be refused for.
  const rules = html.match(/data-rules="([^"]+)"/)?.[1] ?? '';
  assert.equal(JSON.parse(rules.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))), {
    splits: SPLITS,
  });
  const b = await json(await post('/wps/game/launchGame', { ...liveGame('Baccarat'), language: 'pt' }, m.token));
  assert.match((b.value as { url: string }).url, /^\/demo\/baccarat\?/);
  const play = html.match(/name="play" content="([^"]+)"/)![1]!;
  assert.is((await call('/wps/demo/spin', { play, stake: 100 })).code, 'WRONG_GAME', 'the slot call refuses roulette');
});

test('a round: bets staked at once, paid when the wheel stops at the pocket its proof decides', async () => {
  const m = member();
  const play = await open(m.token);
  const st = await nextBetting(play);
  assert.is(st.round!.serverSeed, null, 'the seed stays secret while bets are taken');
  const spots = [17, RED, 202, splitCode(0, 1)];
  const placed = await chips(
    play,
    st,
    spots.slice(0, 3).map((spot) => [spot, 1000]),
  );
  assert.is(placed.success, true, placed.message);
  assert.is((await bet(play, st, spots[3]!)).success, true, 'a second placement in the round');
  assert.is(balanceCents(s.db!, m.id), 100_000 - 4000);
  assert.is((await bet(play, st, 9)).code, 'SLOT_TAKEN', 'two placements a round');
  clock = st.round!.bettingEndsAt;
  assert.is((await state(play)).phase, 'RUNNING');
  assert.is((await bet(play, st, 5)).code, 'BETTING_CLOSED');
  finish(st);
  const after = await state(play);
  const round = after.history.find((r) => r.roundId === st.round!.roundId)!;
  assert.is(sha256Hex(round.serverSeed!), st.round!.seedHash, 'the seed revealed matches the hash shown before');
  const pocket = pocketOf(outcomeHmac(round.serverSeed!, round.clientSeed, round.nonce));
  assert.is(round.pocket, pocket, 'the pocket is the proof’s');
  const back = spots.reduce((sum, spot) => sum + payoutOf(spot, 1000, pocket), 0);
  assert.is(balanceCents(s.db!, m.id), 100_000 - 4000 + back, 'every winning spot paid, the others lost');
});

test('a retried bet stakes once; the same spot twice is refused; limits and refusals', async () => {
  const m = member(1500);
  const play = await open(m.token);
  const st = await nextBetting(play);
  const k = key();
  const one = (await bet(play, st, 7, 1000, k)).value as { bet: RouletteBet };
  const two = (await bet(play, st, 7, 1000, k)).value as { bet: RouletteBet };
  assert.is(two.bet.orderId, one.bet.orderId);
  assert.is(balanceCents(s.db!, m.id), 500, 'staked once');
  assert.is((await bet(play, st, 8, 1000)).code, 'INSUFFICIENT_BALANCE');
  assert.is(
    (
      await chips(play, st, [
        [8, 100],
        [8, 100],
      ])
    ).code,
    'BAD_BODY',
    'a spot once a placement',
  );
  assert.is((await bet(play, st, 8, liveGame('Roulette').minBet - 1)).code, 'BAD_STAKE');
  assert.is((await bet(play, st, 8, 100_001)).code, 'BAD_STAKE');
  assert.is((await bet(play, st, splitCode(3, 4), 100)).code, 'BAD_BODY', 'not neighbours on the felt');
  assert.is((await bet(play, st, 204, 100)).code, 'BAD_BODY');
  finish(st);
  const again = (await bet(play, st, 7, 1000, k)).value as { bet: RouletteBet };
  assert.is(again.bet.orderId, one.bet.orderId, 'a retry after the round answers the same bet');
  assert.ok(again.bet.state === 'WON' || again.bet.state === 'LOST');
});

test('responsible gaming: self-exclusion ends the table at once', async () => {
  const m = member();
  const play = await open(m.token);
  const excluded = await post('/wps/member/responsible/exclude', { period: '24h' }, m.token);
  assert.is(excluded.status, 200, await excluded.text());
  assert.is((await call('/wps/demo/roulette/state', { play })).code, 'PLAY_EXPIRED');
});

test('SPEC §7 game records: a roulette bet reads its spot, the pocket and the proof', async () => {
  const m = member();
  const play = await open(m.token);
  const st = await nextBetting(play);
  const placed = (await bet(play, st, RED)).value as { bet: RouletteBet };
  const read = async () =>
    (
      (await json(
        await fetch(`${s.url}/lgw/orders/detail?orderId=${placed.bet.orderId}`, {
          headers: { Authorization: `Bearer ${m.token}` },
        }),
      )) as { value: OrderDetail }
    ).value;
  const before = await read();
  assert.is(before.roulette!.round.serverSeed, null);
  assert.is(before.order.status, 'PENDING');
  finish(st);
  const d = await read();
  const pocket = d.roulette!.round.pocket!;
  assert.is(d.order.status, 'SETTLED');
  assert.is(d.order.winAmount, payoutOf(RED, 1000, pocket));
  assert.equal(d.roulette!.bet.picks, [{ spot: RED, stake: 1000 }]);
  assert.is(
    pocketOf(outcomeHmac(d.roulette!.round.serverSeed!, d.roulette!.round.clientSeed, d.roulette!.round.nonce)),
    pocket,
  );
});

test('the return: 200 000 rounds drawn as the server draws them return 36/37 on red and on a number', () => {
  // Every spot returns exactly 36/37 over the 37 equally likely pockets (test/unit/rules/roulette.test.ts);
  // here the pockets of real seed chains are drawn, checking the mapping from the hash is even.
  let seed = sha256Hex('roulette-return');
  const counts = new Array<number>(37).fill(0);
  const N = 200_000;
  for (let i = 1; i <= N; i++) {
    if (i % 1000 === 1) seed = sha256Hex(seed);
    counts[pocketOf(outcomeHmac(seed, 'client', i))]!++;
  }
  const redBack = counts.reduce((sum, c, p) => sum + c * payoutOf(RED, 1, p), 0) / N;
  const straight = (counts[17]! * 36) / N;
  // Four standard deviations: red ≈ 0.0022, a number ≈ 0.0158 at 200 000 rounds.
  assert.ok(Math.abs(redBack - 36 / 37) < 0.009, `red returned ${redBack}`);
  assert.ok(Math.abs(straight - 36 / 37) < 0.065, `17 returned ${straight}`);
  const expected = N / 37;
  const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  assert.ok(chi < 80, `pockets even (χ² ${chi.toFixed(1)} on 36 degrees of freedom)`);
});

test('restart in mid-round: the round is void and every stake refunded once', async () => {
  const dir = tempDir();
  const first = await start({ dataDir: dir });
  useTestClock(first);
  const m = member(100_000, first);
  const play = await open(m.token, first);
  const st = await nextBetting(play, first);
  assert.is((await bet(play, st, 17, 1000, key(), first)).success, true);
  assert.is((await bet(play, st, RED, 2000, key(), first)).success, true);
  clock = st.round!.bettingEndsAt + 1;
  assert.is((await state(play, first)).phase, 'RUNNING');
  await first.close();
  const second = await start({ dataDir: dir });
  const round = second
    .db!.prepare('SELECT state, server_seed FROM rounds WHERE id = ?')
    .get(Number(st.round!.roundId)) as {
    state: string;
    server_seed: string | null;
  };
  assert.is(round.state, 'VOID');
  assert.ok(round.server_seed, 'a void round reveals its seed');
  assert.is(balanceCents(second.db!, m.id), 100_000, 'both stakes back');
  await second.close();
  const third = await start({ dataDir: dir });
  assert.is(balanceCents(third.db!, m.id), 100_000, 'a second restart refunds nothing again');
  await third.close();
  cleanup(dir);
});

test('limits at the table: a placement over the bonus cap and one past the daily loss limit stake nothing', async () => {
  const capped = member(5_000);
  await claimCappedBonus(s, capped.token);
  const before = balanceCents(s.db!, capped.id);
  const play = await open(capped.token);
  const st = await nextBetting(play);
  // The cap holds for the placement's chips together, not each spot alone.
  const over = await chips(play, st, [
    [RED, 600],
    [17, 500],
  ]);
  assert.equal([over.code, over.value], ['BONUS_MAX_STAKE', { maxStake: 1000 }]);
  assert.is(balanceCents(s.db!, capped.id), before, 'a refused placement takes nothing');
  const atCap = await bet(play, st, 17, 1000);
  assert.is(atCap.status, 200, 'the cap itself is allowed');

  const limited = member(10_000);
  const set = await post('/wps/member/responsible/loss', { period: 'day', cents: 500 }, limited.token);
  assert.is(set.status, 200, await set.text());
  const lp = await open(limited.token);
  const lst = await nextBetting(lp);
  const past = await bet(lp, lst, 17, 1000);
  assert.equal([past.status, past.code], [409, 'LOSS_LIMIT']);
  assert.is(balanceCents(s.db!, limited.id), 10_000);
  finish(st);
});

test.run();
