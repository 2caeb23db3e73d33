// Video poker, Jacks or Better, over real HTTP (SPEC §4 game launch, §7 game records): a POKER tile
// opens /demo/poker; a deal takes the stake through the ledger, a draw settles it and pays the win,
// each once however often it is retried; the hand's deck is the one its seed decides (the proof);
// a draw without a deal, another member's hand and another game's key are refused; a hand dealt
// before a restart is drawn after it; and 200 000 hands drawn as the server draws them, held by the
// simple strategy, return what that strategy is stated to return. The seeds of the hands a test
// needs are picked by PokerDealer.useSeeds, found by trying seeds with the rules themselves.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OrderDetail, PokerHand, PokerState } from '../../src/api/types.ts';
import {
  cardCode,
  drawOf,
  dealOf,
  type HandRank,
  heldPositions,
  payOf,
  rankHand,
  SIMPLE_STRATEGY_RETURN_PERCENT,
} from '../../src/rules/video-poker.ts';
import { simpleHold } from '../../src/rules/video-poker-strategy.ts';
import { listGames } from '../../server/db/games.ts';
import { balanceCents } from '../../server/db/members.ts';
import { MIGRATIONS, VIDEO_POKER_VERSION } from '../../server/db/migrations/index.ts';
import { closeDatabase, DB_FILE, openDatabase } from '../../server/db/open.ts';
import { seedIfEmpty, seedWithSchema } from '../../server/db/seed.ts';
import { generateGames } from '../../server/db/seed-data/games.ts';
import { sha256Hex } from '../../server/rounds/fair.ts';
import { handUniforms, pokerDealerOf } from '../../server/rounds/video-poker.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';
import { callJson, firstGameOf, fundedMember, openGame, postJson } from '../setup/game-suite.ts';

type Server = Awaited<ReturnType<typeof start>>;
let s: Server;

test.before(async () => {
  s = await start();
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

const member = (cents = 100_000, server = s) => fundedMember(server, 'poker', cents);
const post = (path: string, body: unknown, token?: string, server = s) => postJson(server, path, body, token);
const call = (path: string, body: unknown, server = s) => callJson(server, path, body);

const gameOf = (type: string, server = s) => firstGameOf(server, type);
const open = (token: string, type = 'POKER', server = s) => openGame(server, token, type);

let keys = 0;
const key = () => `poker-key-${++keys}-${Date.now()}`;
const deal = (play: string, stake: number, requestKey = key(), server = s) =>
  call('/wps/demo/poker/deal', { play, stake, requestKey }, server);
const draw = (play: string, roundId: string, held: number[], server = s) =>
  call('/wps/demo/poker/draw', { play, roundId, held }, server);

const CLIENT = 'test-client-seed';
/** Each search starts from its own secrets, so two searches for the same outcome find two chains. */
let searches = 0;
/** A seed whose hand, held by the simple strategy, ends as `want` says; the hand comes with it. */
function seedWhere(want: (final: HandRank) => boolean): { secret: string; held: number[]; final: HandRank } {
  searches++;
  for (let i = 0; i < 100_000; i++) {
    const secret = sha256Hex(`poker-test-${searches}-${i}`);
    const u = handUniforms(secret, CLIENT, 1);
    const held = simpleHold(dealOf(u));
    const final = rankHand(drawOf(u, held));
    if (want(final)) return { secret, held: heldPositions(held), final };
  }
  throw new Error('no such seed');
}
/** The next hand dealt will be the one this seed decides. */
const nextSeed = (secret: string, server = s) =>
  pokerDealerOf(server.db!).useSeeds(() => ({ secret, clientSeed: CLIENT }));

const ledger = (memberId: number) =>
  s.db!.prepare('SELECT kind, amount_cents AS cents FROM ledger WHERE member_id = ? ORDER BY id').all(memberId) as {
    kind: string;
    cents: number;
  }[];

test("a POKER tile opens /demo/poker with the game's return on the page; its ticket opens no other page", async () => {
  const m = member();
  const { html, url } = await open(m.token);
  assert.match(url, /^\/demo\/poker\?ticket=/);
  assert.match(html, /src="\/demo\/poker\.js"/);
  assert.match(html, /data-rtp="99\.54"/);
  assert.match(html, new RegExp(`data-rtp-simple="${SIMPLE_STRATEGY_RETURN_PERCENT}"`));
  const again = await json(await post('/wps/game/launchGame', { ...gameOf('POKER'), language: 'pt' }, m.token));
  const ticket = (again.value as { url: string }).url.split('ticket=')[1];
  assert.is((await fetch(`${s.url}/demo/slot?ticket=${ticket}`)).status, 410);
});

test('a winning hand: the deal takes the stake, the draw pays stake × the table once, the seed proves the deck', async () => {
  const m = member(100_000);
  const { play } = await open(m.token);
  const want = seedWhere((r) => payOf(r) >= 2);
  nextSeed(want.secret);
  const dealt = await deal(play, 500);
  assert.is(dealt.success, true, dealt.message);
  const hand = (dealt.value as { hand: PokerHand; balance: number }).hand;
  assert.is((dealt.value as { balance: number }).balance, 100_000 - 500);
  assert.is(hand.state, 'OPEN');
  assert.equal(hand.dealt, dealOf(handUniforms(want.secret, CLIENT, 1)).map(cardCode));
  assert.is(hand.proof.serverSeed, null, 'the seed stays secret until the draw');
  assert.is(hand.proof.seedHash, sha256Hex(want.secret), 'the seed is committed at the deal');
  assert.is(hand.final, null);

  const drawn = await draw(play, hand.roundId, want.held);
  assert.is(drawn.success, true, drawn.message);
  const after = (drawn.value as { hand: PokerHand; balance: number }).hand;
  const win = 500 * payOf(want.final);
  assert.is(after.rank, want.final);
  assert.is(after.state, 'WON');
  assert.is(after.win, win);
  assert.equal(after.held, want.held);
  assert.is(after.proof.serverSeed, want.secret, 'the seed is revealed after the draw');
  assert.equal(
    after.final,
    drawOf(
      handUniforms(want.secret, CLIENT, 1),
      want.held.reduce((a, p) => a | (1 << p), 0),
    ).map(cardCode),
  );
  assert.is((drawn.value as { balance: number }).balance, 100_000 - 500 + win);
  assert.equal(
    ledger(m.id).filter((r) => r.kind !== 'deposit'),
    [
      { kind: 'game_bet', cents: -500 },
      { kind: 'game_win', cents: win },
    ],
  );

  // The game record: the order settled with its win, the hand readable, not cancellable.
  const detail = (await json(
    await fetch(`${s.url}/lgw/orders/detail?orderId=${after.orderId}`, {
      headers: { Authorization: `Bearer ${m.token}` },
    }),
  )) as { value: OrderDetail };
  assert.is(detail.value.order.status, 'SETTLED');
  assert.is(detail.value.order.winAmount, win);
  assert.equal(detail.value.poker!.dealt, hand.dealt);
  assert.equal(detail.value.poker!.final, after.final);
  assert.is(detail.value.poker!.rank, want.final);
  assert.is(detail.value.crash, undefined, 'a poker hand is not shown as a crash round');
  const sub = detail.value.subOrders[0]!.subOrderId;
  const cancel = await json(
    await post('/lgw/orders/suborders/cancel', { orderId: after.orderId, subOrderIds: [sub] }, m.token),
  );
  assert.is((cancel.value as { cancelled: number }).cancelled, 0, 'a hand is settled by its draw, not cancelled');
});

test('a losing hand settles with nothing paid; the page shows it as the last hand', async () => {
  const m = member(10_000);
  const { play } = await open(m.token);
  const want = seedWhere((r) => r === 'NOTHING');
  nextSeed(want.secret);
  const hand = ((await deal(play, 100)).value as { hand: PokerHand }).hand;
  const drawn = await draw(play, hand.roundId, want.held);
  const after = (drawn.value as { hand: PokerHand }).hand;
  assert.is(after.state, 'LOST');
  assert.is(after.win, 0);
  assert.is(balanceCents(s.db!, m.id), 10_000 - 100);
  const st = (await call('/wps/demo/poker/state', { play })).value as PokerState;
  assert.is(st.hand, null);
  assert.is(st.last!.roundId, hand.roundId);
  assert.is(st.balance, 10_000 - 100);
});

test('retries: the same deal key answers the same hand and stakes once; a second draw answers the first', async () => {
  const m = member(10_000);
  const { play } = await open(m.token);
  const want = seedWhere((r) => payOf(r) >= 1);
  nextSeed(want.secret);
  const k = key();
  const first = (await deal(play, 200, k)).value as { hand: PokerHand };
  const second = await deal(play, 200, k);
  assert.is(second.success, true, second.message);
  assert.equal((second.value as { hand: PokerHand }).hand, first.hand);
  assert.is(balanceCents(s.db!, m.id), 10_000 - 200, 'staked once');
  // A new deal while the hand waits for its draw is refused.
  const other = await deal(play, 200);
  assert.is(other.status, 409);
  assert.is(other.code, 'HAND_OPEN');
  const d1 = (await draw(play, first.hand.roundId, want.held)).value as { hand: PokerHand };
  const d2 = await draw(play, first.hand.roundId, [0, 1, 2, 3, 4]);
  assert.is(d2.success, true);
  assert.equal((d2.value as { hand: PokerHand }).hand, d1.hand, 'the hand as it was drawn, whatever is held now');
  assert.is(balanceCents(s.db!, m.id), 10_000 - 200 + 200 * payOf(want.final), 'paid once');
  assert.is(ledger(m.id).filter((r) => r.kind === 'game_win').length, 1);
  // And a retried deal after the draw still answers its own hand, not a new one.
  const late = (await deal(play, 200, k)).value as { hand: PokerHand };
  assert.is(late.hand.roundId, first.hand.roundId);
  assert.is(ledger(m.id).filter((r) => r.kind === 'game_bet').length, 1);
});

test("refusals: a draw without a deal, another member's hand, a repeated position, a stake out of range or unfunded", async () => {
  const m = member(1000);
  const { play } = await open(m.token);
  const none = await draw(play, '999999', [0]);
  assert.is(none.status, 404);
  assert.is(none.code, 'NO_HAND');
  const hand = ((await deal(play, 100)).value as { hand: PokerHand }).hand;
  const intruder = member();
  const theirs = await open(intruder.token);
  const stolen = await draw(theirs.play, hand.roundId, []);
  assert.is(stolen.code, 'NO_HAND', "another member's hand is not theirs to draw");
  assert.is((await draw(play, hand.roundId, [1, 1])).code, 'BAD_BODY');
  assert.is((await draw(play, hand.roundId, [5])).code, 'BAD_BODY');
  assert.is((await draw(play, hand.roundId, [])).success, true);
  assert.is((await deal(play, 10)).code, 'BAD_STAKE', 'under the game minimum');
  assert.is((await deal(play, 100_001)).code, 'BAD_STAKE', 'over the largest stake');
  const poor = member(0);
  const poorPlay = await open(poor.token);
  const broke = await deal(poorPlay.play, 100);
  assert.is(broke.code, 'INSUFFICIENT_BALANCE');
  assert.is(balanceCents(s.db!, poor.id), 0);
});

test('wrong game: a crash key cannot deal, a poker key cannot spin the slot or bet on crash', async () => {
  const m = member();
  const crash = await open(m.token, 'CRASH');
  const refused = await deal(crash.play, 100);
  assert.is(refused.code, 'WRONG_GAME');
  assert.is((await call('/wps/demo/poker/state', { play: crash.play })).code, 'WRONG_GAME');
  const poker = await open(m.token);
  assert.is((await call('/wps/demo/spin', { play: poker.play, stake: 100 })).code, 'WRONG_GAME');
  assert.is((await call('/wps/demo/crash/state', { play: poker.play })).code, 'WRONG_GAME');
  assert.is(balanceCents(s.db!, m.id), 100_000);
});

test('self-exclusion ends the game: the play key no longer deals', async () => {
  const m = member();
  const { play } = await open(m.token);
  const excluded = await post('/wps/member/responsible/exclude', { period: '24h' }, m.token);
  assert.is(excluded.status, 200, await excluded.text());
  assert.is((await deal(play, 100)).code, 'PLAY_EXPIRED');
});

test('restart mid-hand: the hand dealt before the stop is shown again and drawn after it, paid once', async () => {
  const dir = tempDir();
  const first = await start({ dataDir: dir });
  const m = member(10_000, first);
  const { play } = await open(m.token, 'POKER', first);
  const want = seedWhere((r) => payOf(r) >= 2);
  nextSeed(want.secret, first);
  const hand = ((await deal(play, 300, key(), first)).value as { hand: PokerHand }).hand;
  await first.close();

  const second = await start({ dataDir: dir });
  try {
    assert.is(balanceCents(second.db!, m.id), 10_000 - 300, 'the stake stays taken: nothing is voided');
    const reopened = await open(m.token, 'POKER', second);
    const st = (await call('/wps/demo/poker/state', { play: reopened.play }, second)).value as PokerState;
    assert.ok(st.hand, 'the open hand comes back');
    assert.equal(st.hand!.dealt, hand.dealt);
    assert.is(st.hand!.proof.serverSeed, null);
    const drawn = await draw(reopened.play, hand.roundId, want.held, second);
    assert.is(drawn.success, true, drawn.message);
    assert.is((drawn.value as { hand: PokerHand }).hand.rank, want.final);
    assert.is(balanceCents(second.db!, m.id), 10_000 - 300 + 300 * payOf(want.final));
  } finally {
    await second.close();
    cleanup(dir);
  }
});

test("the POKER tiles are named for the game they play, in PT, EN and UR; an older site's are renamed, an operator's name kept", () => {
  const names = listGames(s.db!, { gameType: 'POKER', pageNo: 1, pageSize: 100, language: 'en' }).games;
  assert.is(names.length, 27);
  assert.ok(
    names.every((g) => g.gameName.startsWith('Jacks or Better')),
    names.map((g) => g.gameName).join(),
  );
  const pt = listGames(s.db!, { gameType: 'POKER', pageNo: 1, pageSize: 100, language: 'pt' }).games;
  assert.ok(pt.every((g) => g.gameName.startsWith('Valete ou Melhor')));
  const ur = listGames(s.db!, { gameType: 'POKER', pageNo: 1, pageSize: 100, language: 'ur' }).games;
  assert.ok(ur.every((g) => g.gameName.startsWith('جیکس یا بہتر')));
  // The other games are the seed's as before: the names drawn for POKER are still drawn.
  const before = generateGames(undefined, { pokerNames: false });
  const after = generateGames();
  assert.equal(
    after.filter((g) => g.gameType !== 'POKER'),
    before.filter((g) => g.gameType !== 'POKER'),
  );

  const dir = tempDir();
  try {
    const old = new Database(path.join(dir, DB_FILE));
    const version = VIDEO_POKER_VERSION - 1;
    old.transaction(() => {
      for (let v = 0; v < version; v++) {
        old.exec(MIGRATIONS[v]!);
        seedWithSchema(old, v + 1);
      }
      old.pragma(`user_version = ${version}`);
    })();
    seedIfEmpty(old);
    // The site as it was: its POKER games with the names drawn for them, one renamed by its operator.
    const rename = old.prepare('UPDATE games SET game_name = ? WHERE node_id = ?');
    for (const g of before.filter((x) => x.gameType === 'POKER')) rename.run(g.gameName, g.nodeId);
    const [mine, theirs] = before.filter((g) => g.gameType === 'POKER');
    rename.run('Pôquer da Casa', mine!.nodeId);
    old.prepare("DELETE FROM game_names WHERE node_id IN (SELECT node_id FROM games WHERE game_type = 'POKER')").run();
    old.close();
    const db = openDatabase(dir);
    const nameOf = (nodeId: string, language: string) =>
      listGames(db, { gameType: 'POKER', pageNo: 1, pageSize: 100, language }).games.find((g) => g.nodeId === nodeId)
        ?.gameName;
    const renamed = after.find((g) => g.nodeId === theirs!.nodeId)!;
    assert.is(nameOf(theirs!.nodeId, 'en'), renamed.gameName);
    assert.match(nameOf(theirs!.nodeId, 'ur')!, /^جیکس یا بہتر/);
    assert.is(nameOf(mine!.nodeId, 'pt'), 'Pôquer da Casa', "the operator's name is kept");
    closeDatabase(db);
  } finally {
    cleanup(dir);
  }
});

/**
 * The share of hands ending in each rank with the simple strategy, measured over 30 million hands
 * (the figure SIMPLE_STRATEGY_RETURN_PERCENT comes from).
 */
const LONG_RUN: Record<HandRank, number> = {
  ROYAL_FLUSH: 0.0000244,
  STRAIGHT_FLUSH: 0.0001125,
  FOUR_OF_A_KIND: 0.0023615,
  FULL_HOUSE: 0.0115329,
  FLUSH: 0.0111057,
  STRAIGHT: 0.0106381,
  THREE_OF_A_KIND: 0.0744653,
  TWO_PAIR: 0.1295801,
  JACKS_OR_BETTER: 0.2143447,
  NOTHING: 0.5458348,
};

test('return to player: 200 000 hands drawn as the server draws them, held by the simple strategy, in under 10 s', () => {
  const N = 200_000;
  // A fresh seed and client seed per hand, as every deal's chain of one has: 40 random bytes each.
  const random = randomBytes(40 * N);
  const started = Date.now();
  const cpu = process.cpuUsage();
  const counts = Object.fromEntries(Object.keys(LONG_RUN).map((r) => [r, 0])) as Record<HandRank, number>;
  let paid = 0;
  let squares = 0;
  for (let i = 0; i < N; i++) {
    const seed = random.toString('hex', 40 * i, 40 * i + 32);
    const client = random.toString('hex', 40 * i + 32, 40 * i + 40);
    const u = handUniforms(seed, client, 1);
    const rank = rankHand(drawOf(u, simpleHold(dealOf(u))));
    counts[rank]++;
    paid += payOf(rank);
    squares += payOf(rank) ** 2;
  }
  const used = process.cpuUsage(cpu);
  // Processor time: the machine's other work does not count against the game's own.
  const ms = (used.user + used.system) / 1000;
  const mean = paid / N;
  const se = Math.sqrt((squares / N - mean * mean) / N);
  const rtp = mean * 100;
  console.log(
    `video poker: ${N} hands in ${ms.toFixed(0)} ms of processor time (${Date.now() - started} ms on the clock), return ${rtp.toFixed(2)} % ± ${(se * 100).toFixed(2)} (1 sd)`,
  );
  assert.ok(ms < 10_000, `${ms} ms`);
  // Within four standard errors of the stated figure (about ±3 points: the royal's 800 is most of the spread).
  assert.ok(Math.abs(rtp - SIMPLE_STRATEGY_RETURN_PERCENT) < 4 * se * 100, `${rtp} %`);
  // Each hand's frequency within four binomial standard deviations of the long run: this catches a
  // rank paid wrongly or dealt too often long before the return alone would.
  for (const [rank, p] of Object.entries(LONG_RUN) as [HandRank, number][]) {
    const sd = Math.sqrt(N * p * (1 - p));
    assert.ok(Math.abs(counts[rank] - N * p) < 4 * sd + 1, `${rank}: ${counts[rank]} against ${(N * p).toFixed(0)}`);
  }
});

test.run();
