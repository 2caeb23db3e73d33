// Bingo over real HTTP (SPEC §4 game launch, §7 game records): one 75-ball hall for every
// player, cards bought before the draw, the ball order from the round's provably fair hash, each
// prize paid once when it lands, retried purchases that charge once, the limits, a restart in
// the middle of the draw, and the return to player (exact, and by a simulation of the server's
// own draws). The hall's clock is the test's (BingoHall.useClock), so no step races the machine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BingoCard, BingoState, Game, OrderDetail } from '../../src/api/types.ts';
import {
  BALLS_CALLED,
  ballOrder,
  exactReturn,
  prizeChances,
  prizesOf,
  prizeWin,
  RETURN_TO_PLAYER_PERCENT,
} from '../../src/rules/bingo.ts';
import { balanceCents } from '../../server/db/members.ts';
import { newChainSecret, newClientSeed, outcomeHmac, sha256Hex } from '../../server/rounds/fair.ts';
import { type BingoHall, bingoHallOf, ballsOf, cardOfKey } from '../../server/rounds/bingo.ts';
import { latestRound, type RoundRow } from '../../server/rounds/store.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';
import { callJson, fundedMember, postJson } from '../setup/game-suite.ts';

type Server = Awaited<ReturnType<typeof start>>;
let s: Server;
let hall: BingoHall;
let clock = Date.parse('2026-03-01T12:00:00Z');

function useTestClock(server: Server): BingoHall {
  const h = bingoHallOf(server.db!);
  h.useClock({ now: () => clock });
  return h;
}

test.before(async () => {
  s = await start();
  hall = useTestClock(s);
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

const member = (cents = 100_000, server = s) => fundedMember(server, 'bingo', cents);
const post = (path: string, body: unknown, token?: string, server = s) => postJson(server, path, body, token);
const call = (path: string, body: unknown, server = s) => callJson(server, path, body);

const gameOf = (where: string, server = s) =>
  server
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet FROM games WHERE ${where} ORDER BY sort LIMIT 1`,
    )
    .get() as Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'minBet'>;
const bingoGame = (server = s) => gameOf(`game_type = 'BINGO'`, server);

/** Launches a game as the app does and opens its page; answers the page's play key. */
async function open(token: string, server = s, game = bingoGame(server)): Promise<string> {
  const launch = await json(await post('/wps/game/launchGame', { ...game, language: 'pt' }, token, server));
  assert.is(launch.success, true, launch.message);
  const url = (launch.value as { url: string }).url;
  assert.match(url, /^\/demo\/bingo\?ticket=/);
  const html = await (await fetch(`${server.url}${url}`)).text();
  return html.match(/name="play" content="([^"]+)"/)![1]!;
}

const state = async (play: string, server = s) =>
  (await call('/wps/demo/bingo/state', { play }, server)).value as BingoState;

/** Moves the clock on until the hall sells cards for a new round. */
async function nextBetting(play: string, server = s): Promise<BingoState> {
  for (let i = 0; i < 10; i++) {
    const st = await state(play, server);
    if (st.phase === 'BETTING') return st;
    const round = latestRound(server.db!, 'BINGO')!;
    const h = bingoHallOf(server.db!);
    clock = st.phase === 'RUNNING' ? h.endTime(round) : Math.max(clock + 1, (round.endedAt ?? clock) + 5001);
  }
  throw new Error('no sale came');
}

let keys = 0;
const key = () => `bingo-test-${++keys}-${Date.now()}`;

/** A request key whose card wins a line within the round's calls, or never wins anything (as asked). */
function keyFor(round: RoundRow, server: Server, wins: boolean): string {
  const called = bingoHallOf(server.db!).ballsOf(round).slice(0, BALLS_CALLED);
  for (let i = 0; i < 10_000; i++) {
    const k = key();
    const won = prizesOf(cardOfKey(k), called);
    if (wins ? won.length > 0 && won[0]!.ball < 40 : won.length === 0) return k;
  }
  throw new Error('no such card');
}

const buy = (
  play: string,
  st: BingoState,
  o: { slot?: number; stake?: number; requestKey?: string } = {},
  server = s,
) =>
  call(
    '/wps/demo/bingo/buy',
    {
      play,
      roundId: st.round!.roundId,
      slot: o.slot ?? 1,
      stake: o.stake ?? 1000,
      requestKey: o.requestKey ?? key(),
    },
    server,
  );

test('RTP: the stated figure is the exact return, and 100 000 cards on the server’s own draws agree', () => {
  const exact = exactReturn();
  assert.is(Math.round(exact * 10_000) / 100, RETURN_TO_PLAYER_PERCENT);
  assert.ok(exact >= 0.9 && exact <= 0.96, `within the 90-96 % target: ${exact}`);
  const p = prizeChances();
  const N = 100_000;
  const secret = newChainSecret();
  const client = newClientSeed();
  let paid = 0;
  let lines = 0;
  for (let i = 0; i < N; i++) {
    const called = ballsOf(sha256Hex(`${secret}:${i}`), client, i + 1).slice(0, BALLS_CALLED);
    const won = prizesOf(cardOfKey(`sim-${i}-${client}`), called);
    if (won.length) lines++;
    for (const w of won) paid += prizeWin(100, w.prize);
  }
  const rtp = paid / (100 * N);
  // The return per card has a standard deviation of about 0.84 card prices: 4 of them over N cards.
  const tolerance = (4 * 0.84) / Math.sqrt(N);
  assert.ok(Math.abs(rtp - exact) < tolerance, `simulated ${rtp} against ${exact} ± ${tolerance}`);
  const lineSd = Math.sqrt((p.LINE * (1 - p.LINE)) / N);
  assert.ok(Math.abs(lines / N - p.LINE) < 4 * lineSd, `one line on ${lines / N} of cards, ${p.LINE} exactly`);
});

test('a card bought before the draw: the hash shown, a line paid at its ball, the seed and the balls proved after', async () => {
  const m = member();
  const play = await open(m.token);
  const st = await nextBetting(play);
  assert.is(st.called.length, 0);
  assert.is(st.round!.serverSeed, null, 'the seed is secret before the draw');
  const round = latestRound(s.db!, 'BINGO')!;
  const winKey = keyFor(round, s, true);
  const loseKey = keyFor(round, s, false);
  const one = await buy(play, st, { slot: 1, stake: 1000, requestKey: winKey });
  assert.is(one.success, true, one.message);
  const two = await buy(play, st, { slot: 2, stake: 500, requestKey: loseKey });
  assert.is(two.success, true, two.message);
  const card = (one.value as { card: BingoCard }).card;
  assert.equal(card.numbers, cardOfKey(winKey), 'the card follows from its key');
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1500);
  const called = hall.ballsOf(round).slice(0, BALLS_CALLED);
  const won = prizesOf(card.numbers, called);
  // The ball before the line: nothing paid yet.
  clock = round.bettingEndsAt + (won[0]!.ball - 2) * hall.config.ballMs;
  let now = await state(play);
  assert.is(now.phase, 'RUNNING');
  assert.is(now.called.length, won[0]!.ball - 1);
  assert.equal(now.called, called.slice(0, won[0]!.ball - 1), 'the balls called are the hash’s order');
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1500);
  // The line's ball: paid at once, 1× the card's price.
  clock += hall.config.ballMs;
  now = await state(play);
  assert.equal(now.cards[0]!.prizes, ['LINE']);
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1500 + 1000);
  // The draw's end: every prize paid, once; the other card lost; the seed revealed.
  clock = hall.endTime(round);
  now = await state(play);
  const total = won.reduce((sum, w) => sum + prizeWin(1000, w.prize), 0);
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1500 + total);
  hall.tick();
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1500 + total, 'another step pays nothing again');
  const ended = (await state(play)).history.find((r) => r.roundId === String(round.id))!;
  assert.is(sha256Hex(ended.serverSeed!), ended.seedHash);
  assert.equal(ballOrder(outcomeHmac(ended.serverSeed!, ended.clientSeed, ended.nonce)).slice(0, 45), called);
  const mine = s
    .db!.prepare('SELECT slot, state, win_cents AS win FROM round_bets WHERE member_id = ? ORDER BY slot')
    .all(m.id);
  assert.equal(mine, [
    { slot: 1, state: 'WON', win: total },
    { slot: 2, state: 'LOST', win: 0 },
  ]);
  // SPEC §7: the card is a settled order in the member's records, with its win.
  const detail = (await json(
    await fetch(`${s.url}/lgw/orders/detail?orderId=${card.orderId}`, {
      headers: { Authorization: `Bearer ${m.token}` },
    }),
  )) as { value: OrderDetail };
  assert.is(detail.value.order.status, 'SETTLED');
  assert.is(detail.value.order.winAmount, total);
});

test('SPEC §7 a card’s record: running, no seed and no balls; ended, the card, the balls, each prize at its ball with its amount and the proof; nobody else reads it', async () => {
  const m = member();
  const other = member();
  const play = await open(m.token);
  const st = await nextBetting(play);
  const round = latestRound(s.db!, 'BINGO')!;
  const k = keyFor(round, s, true);
  const bought = await buy(play, st, { stake: 1000, requestKey: k });
  assert.is(bought.success, true, bought.message);
  const { orderId } = (bought.value as { card: BingoCard }).card;
  const detail = (token: string) =>
    fetch(`${s.url}/lgw/orders/detail?orderId=${orderId}`, { headers: { Authorization: `Bearer ${token}` } });
  const record = async () => ((await json(await detail(m.token))).value as OrderDetail).bingo!;
  clock = round.bettingEndsAt + hall.config.ballMs;
  await state(play);
  const running = await record();
  assert.is(running.round.state, 'RUNNING');
  assert.is(running.round.serverSeed, null, 'no seed before the round ends');
  assert.equal(running.balls, [], 'the calling order stays the server’s until the end');
  assert.equal(running.card.numbers, cardOfKey(k));
  clock = hall.endTime(round);
  await state(play);
  const ended = await record();
  const called = hall.ballsOf(round).slice(0, BALLS_CALLED);
  assert.equal(ended.card.numbers, cardOfKey(k), 'the card bought');
  assert.equal(ended.balls, called, 'the balls called, in order');
  const won = prizesOf(cardOfKey(k), called);
  assert.ok(won.length > 0);
  assert.equal(
    ended.prizes,
    won.map((w) => ({ prize: w.prize, ball: w.ball, win: prizeWin(1000, w.prize) })),
    'each pattern paid, at its ball, with its amount',
  );
  assert.is(ended.card.state, 'WON');
  assert.is(
    ended.prizes.reduce((sum, p) => sum + p.win, 0),
    ended.card.win,
    'the prizes add up to the card’s win',
  );
  // The proof: the seed matches the hash shown before, and the balls follow from it.
  assert.is(sha256Hex(ended.round.serverSeed!), ended.round.seedHash);
  assert.equal(
    ballOrder(outcomeHmac(ended.round.serverSeed!, ended.round.clientSeed, ended.round.nonce)).slice(0, BALLS_CALLED),
    ended.balls,
  );
  assert.is((await detail(other.token)).status, 404, 'another member cannot read it');
});

test('a retried purchase answers the same card and charges once; four cards at most; refusals stake nothing', async () => {
  const m = member(3000);
  const play = await open(m.token);
  const st = await nextBetting(play);
  const k = key();
  const first = await buy(play, st, { slot: 1, requestKey: k });
  const again = await buy(play, st, { slot: 1, requestKey: k });
  assert.is(again.success, true);
  assert.equal((again.value as { card: BingoCard }).card, (first.value as { card: BingoCard }).card);
  assert.is(balanceCents(s.db!, m.id), 2000);
  assert.is((await buy(play, st, { slot: 1 })).code, 'SLOT_TAKEN');
  assert.is((await buy(play, st, { slot: 5 })).code, 'BAD_BODY');
  assert.is((await buy(play, st, { slot: 2, stake: bingoGame().minBet - 1 })).code, 'BAD_STAKE');
  assert.is((await buy(play, st, { slot: 2, stake: 5000 })).code, 'INSUFFICIENT_BALANCE');
  assert.is(balanceCents(s.db!, m.id), 2000, 'nothing staked by the refusals');
  clock = st.round!.bettingEndsAt;
  assert.is((await buy(play, st, { slot: 2 })).code, 'BETTING_CLOSED');
  const late = await buy(play, st, { slot: 1, requestKey: k });
  assert.is(late.success, true, 'a retry after the sale closed still answers its card');
  assert.is(balanceCents(s.db!, m.id), 2000);
  // Self-exclusion ends the game at once.
  await post('/wps/member/responsible/exclude', { period: '24h' }, m.token);
  assert.is((await call('/wps/demo/bingo/state', { play })).code, 'PLAY_EXPIRED');
});

test('the BGS vendor’s games open the bingo hall; a crash ticket cannot play bingo', async () => {
  const m = member();
  const bgs = gameOf(`vassalage = 'BGS'`);
  const play = await open(m.token, s, bgs);
  assert.is((await state(play)).phase === 'IDLE', false);
  const crash = gameOf(`game_type = 'CRASH'`);
  const launch = await json(await post('/wps/game/launchGame', { ...crash, language: 'pt' }, m.token));
  const html = await (await fetch(`${s.url}${(launch.value as { url: string }).url}`)).text();
  const crashPlay = html.match(/name="play" content="([^"]+)"/)![1]!;
  assert.is((await call('/wps/demo/bingo/state', { play: crashPlay })).code, 'WRONG_GAME');
});

test('restart in the middle of the draw: the round resumes, prizes that landed meanwhile are paid once', async () => {
  const dir = tempDir();
  const first = await start({ dataDir: dir });
  useTestClock(first);
  const m = member(100_000, first);
  const play = await open(m.token, first);
  const st = await nextBetting(play, first);
  const round = latestRound(first.db!, 'BINGO')!;
  const k = keyFor(round, first, true);
  assert.is((await buy(play, st, { requestKey: k }, first)).success, true);
  clock = round.bettingEndsAt + 2 * bingoHallOf(first.db!).config.ballMs;
  assert.is((await state(play, first)).called.length, 3);
  await first.close();

  // The second server runs on the real clock: the draw is long over by then.
  const second = await start({ dataDir: dir });
  const row = second.db!.prepare('SELECT state FROM rounds WHERE id = ?').get(round.id) as { state: string };
  assert.is(row.state, 'ENDED');
  const won = prizesOf(cardOfKey(k), bingoHallOf(second.db!).ballsOf(round).slice(0, BALLS_CALLED));
  const total = won.reduce((sum, w) => sum + prizeWin(1000, w.prize), 0);
  assert.ok(total > 0);
  assert.is(balanceCents(second.db!, m.id), 100_000 - 1000 + total);
  await second.close();
  const third = await start({ dataDir: dir });
  assert.is(balanceCents(third.db!, m.id), 100_000 - 1000 + total, 'a second restart pays nothing again');
  await third.close();
  cleanup(dir);
});

test.run();
