// Live baccarat over real HTTP (SPEC §4 game launch, §7 game records): which tables open it, the
// shared round on the server's clock (BaccaratTable.useClock), coups chosen by the test's seeds
// (useSeeds) and paid as the rules say, the provably fair proof, retried bets that stake once,
// the refusals, the records, a restart while bets are open, and the returns by simulation.
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BaccaratState, Game, OrderDetail } from '../../src/api/types.ts';
import { RETURN_PERCENT, type Winner } from '../../src/rules/baccarat.ts';
import { balanceCents, revokeSession } from '../../server/db/members.ts';
import { generateGames } from '../../server/db/seed-data/games.ts';
import { type BaccaratTable, baccaratTableOf, coupOf } from '../../server/rounds/baccarat.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';
import { callJson, fundedMember, postJson } from '../setup/game-suite.ts';
import { claimCappedBonus } from '../setup/bonus-cap.ts';

type Server = Awaited<ReturnType<typeof start>>;
let s: Server;
let clock = Date.parse('2026-03-01T12:00:00Z');
const CLIENT = 'baccarat-test-client';

/** What the next coups must be (consumed in order); any coup when empty. */
let wanted: { winner: Winner; playerPair?: boolean }[] = [];
/** A seed whose coup is the next one wanted: each round's chain is one seed, the test's. */
function seeds() {
  const want = wanted.shift();
  for (let i = 0; ; i++) {
    const secret = createHash('sha256').update(`seed-${clock}-${i}`).digest('hex');
    const c = coupOf(secret, CLIENT, 1);
    if (!want || (c.winner === want.winner && (want.playerPair === undefined || c.playerPair === want.playerPair)))
      return { secret, clientSeed: CLIENT };
  }
}

function useTestTable(server: Server): BaccaratTable {
  // Chips from R$ 1,00 at every live table, so the stakes below suit each of them.
  server.db!.prepare(`UPDATE games SET min_bet_cents = 100 WHERE game_type = 'LIVE'`).run();
  const t = baccaratTableOf(server.db!);
  t.useClock({ now: () => clock });
  t.useSeeds(seeds);
  return t;
}

test.before(async () => {
  s = await start();
  useTestTable(s);
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

const member = (cents = 100_000, server = s) => fundedMember(server, 'bacc', cents);
const post = (path: string, body: unknown, token?: string, server = s) => postJson(server, path, body, token);
const call = (path: string, body: unknown, server = s) => callJson(server, path, body);

type GameRow = Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'minBet'> & { name: string };
const liveGame = (like: string, server = s) =>
  server
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet, game_name AS name
       FROM games WHERE game_type = 'LIVE' AND game_name LIKE ? ORDER BY sort LIMIT 1`,
    )
    .get(like) as GameRow;

async function launch(token: string, game: GameRow, server = s) {
  const { nodeId, gameId, vassalage } = game;
  const r = await json(
    await post('/wps/game/launchGame', { nodeId, gameId, vassalage, language: 'pt' }, token, server),
  );
  assert.is(r.success, true, r.message);
  return r.value as { url: string; rtp: number };
}

async function open(token: string, server = s): Promise<string> {
  const { url } = await launch(token, liveGame('%Baccarat%', server), server);
  assert.match(url, /^\/demo\/baccarat\?ticket=/);
  const html = await (await fetch(`${server.url}${url}`)).text();
  return html.match(/name="play" content="([^"]+)"/)![1]!;
}

const state = async (play: string, server = s) =>
  (await call('/wps/demo/baccarat/state', { play }, server)).value as BaccaratState;

let keys = 0;
const key = () => `bacc-key-${++keys}-${Date.now()}`;
const stakes = (o: Partial<Record<'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR', number>>) => ({
  PLAYER: 0,
  BANKER: 0,
  TIE: 0,
  PLAYER_PAIR: 0,
  BANKER_PAIR: 0,
  ...o,
});

/** The next round open for bets, its coup the next one wanted. */
async function nextBetting(play: string, server = s): Promise<BaccaratState> {
  for (let i = 0; i < 6; i++) {
    const st = await state(play, server);
    if (st.round?.state === 'BETTING' && clock < st.round.bettingEndsAt) return st;
    clock = st.round?.state === 'BETTING' ? st.round.bettingEndsAt : (st.round?.endedAt ?? clock) + 8_001;
  }
  throw new Error('no betting phase came');
}

const bet = (play: string, st: BaccaratState, o: Parameters<typeof stakes>[0], requestKey = key(), server = s) =>
  call('/wps/demo/baccarat/bet', { play, roundId: st.round!.roundId, stakes: stakes(o), requestKey }, server);

/** Lets the round deal: the state just after its betting closed. */
async function dealt(play: string, st: BaccaratState): Promise<BaccaratState> {
  clock = st.round!.bettingEndsAt + 1;
  return state(play);
}

test('LIVE tables named Baccarat open the baccarat table; no Blackjack title is left; names stay unique', async () => {
  const m = member();
  const { url, rtp } = await launch(m.token, liveGame('%Baccarat%'));
  assert.match(url, /^\/demo\/baccarat\?ticket=/);
  assert.is(rtp, 98.94, 'the banker bet, the best return, before the game opens');
  const roulette = await launch(m.token, liveGame('%Roulette%'));
  assert.not.match(roulette.url, /\/demo\/baccarat/);
  const names = s.db!.prepare(`SELECT game_name AS n FROM games`).all() as { n: string }[];
  assert.is(names.filter((x) => x.n.includes('Blackjack')).length, 0);
  assert.is(new Set(names.map((x) => x.n)).size, names.length);
  const before = generateGames(undefined, { baccaratNames: false });
  const renamed = generateGames().filter((g, i) => g.gameName !== before[i]!.gameName);
  assert.ok(renamed.length > 0);
  for (const g of renamed) assert.match(g.gameName, /Baccarat/);
  // A baccarat ticket opened at another game's page is refused.
  const again = await launch(m.token, liveGame('%Baccarat%'));
  const wrong = await fetch(`${s.url}${again.url.replace('/demo/baccarat', '/demo/slot')}`);
  assert.is(wrong.status, 410);
});

test('a player bet won pays 1:1, its pair 11:1; the proof checks; the record shows it', async () => {
  const m = member();
  const play = await open(m.token);
  wanted = [{ winner: 'PLAYER', playerPair: true }];
  const st = await nextBetting(play);
  assert.is(st.round!.serverSeed, null, 'the seed stays secret while bets are taken');
  assert.is(st.round!.coup, null);
  const r = await bet(play, st, { PLAYER: 1000, PLAYER_PAIR: 500, TIE: 200 });
  assert.is(r.status, 200, r.message);
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1700);
  const after = await dealt(play, st);
  const round = after.history[0]!;
  assert.is(round.roundId, st.round!.roundId);
  assert.is(round.coup!.winner, 'PLAYER');
  assert.ok(round.coup!.playerPair);
  assert.is(balanceCents(s.db!, m.id), 100_000 - 1700 + 2000 + 6000);
  assert.is(after.bet?.win, 8000);
  // The proof: the hash shown before is SHA-256 of the seed shown after; the coup follows from it.
  assert.is(createHash('sha256').update(round.serverSeed!).digest('hex'), st.round!.seedHash);
  assert.equal(coupOf(round.serverSeed!, round.clientSeed, round.nonce).player, round.coup!.player);
  const orderId = (after.bet ?? after.last)!.orderId;
  const rec = await json(
    await fetch(`${s.url}/lgw/orders/detail?orderId=${orderId}`, { headers: { Authorization: `Bearer ${m.token}` } }),
  );
  const d = rec.value as OrderDetail;
  assert.is(d.order.winAmount, 8000);
  assert.is(d.baccarat!.bet.stakes.PLAYER_PAIR, 500);
  assert.is(d.baccarat!.round.serverSeed, round.serverSeed);
});

test('banker wins pay 0.95:1 rounded down; a tie pays 8:1 and pushes player and banker; a loss pays nothing', async () => {
  const m = member();
  const play = await open(m.token);
  wanted = [{ winner: 'BANKER' }, { winner: 'TIE' }, { winner: 'BANKER' }];
  let st = await nextBetting(play);
  await bet(play, st, { BANKER: 150 });
  await dealt(play, st);
  assert.is(balanceCents(s.db!, m.id), 100_000 + 142);
  st = await nextBetting(play);
  await bet(play, st, { PLAYER: 1000, BANKER: 1000, TIE: 100 });
  await dealt(play, st);
  assert.is(balanceCents(s.db!, m.id), 100_000 + 142 + 800, 'both pushed, the tie paid 8 to 1');
  st = await nextBetting(play);
  await bet(play, st, { PLAYER: 1000 });
  const after = await dealt(play, st);
  assert.is(balanceCents(s.db!, m.id), 100_000 + 142 + 800 - 1000);
  assert.is((after.bet ?? after.last)!.state, 'LOST');
});

test('a retried bet stakes once; a second bet, a closed round and bad stakes are refused', async () => {
  const m = member(5_000);
  const play = await open(m.token);
  wanted = [];
  const st = await nextBetting(play);
  const k = key();
  const first = await bet(play, st, { BANKER: 1000 }, k);
  const retry = await bet(play, st, { BANKER: 1000 }, k);
  assert.is(first.status, 200);
  assert.is(retry.status, 200);
  assert.equal(retry.value, first.value);
  assert.is(balanceCents(s.db!, m.id), 4_000);
  assert.is((await bet(play, st, { PLAYER: 1000 })).code, 'SLOT_TAKEN');
  assert.is((await bet(play, st, { PLAYER: 99 })).code, 'BAD_STAKE', 'a spot under the game minimum');
  assert.is((await bet(play, st, {})).code, 'BAD_STAKE');
  clock = st.round!.bettingEndsAt;
  assert.is((await bet(play, st, { PLAYER: 1000 })).code, 'BETTING_CLOSED');
  // The retry after the deal still answers the bet it made and stakes nothing more.
  const late = await bet(play, st, { BANKER: 1000 }, k);
  assert.is(late.status, 200);
  const poor = member(500);
  const poorPlay = await open(poor.token);
  const next = await nextBetting(poorPlay);
  assert.is((await bet(poorPlay, next, { PLAYER: 1000 })).code, 'INSUFFICIENT_BALANCE');
});

test('self-exclusion or a logout ends the game at once', async () => {
  const m = member();
  const play = await open(m.token);
  const excluded = await post('/wps/member/responsible/exclude', { period: '24h' }, m.token);
  assert.is(excluded.status, 200, await excluded.text());
  assert.is((await call('/wps/demo/baccarat/state', { play })).code, 'PLAY_EXPIRED');
  const other = member();
  const play2 = await open(other.token);
  revokeSession(s.db!, other.token);
  assert.is(
    (
      await call('/wps/demo/baccarat/bet', {
        play: play2,
        roundId: '1',
        stakes: stakes({ PLAYER: 100 }),
        requestKey: key(),
      })
    ).code,
    'PLAY_EXPIRED',
  );
});

test('restart while bets are open: the round is void, stakes refunded once, its seed revealed', async () => {
  const dir = tempDir();
  const first = await start({ dataDir: dir });
  const t = useTestTable(first);
  const m = member(100_000, first);
  const play = await open(m.token, first);
  wanted = [];
  const st = await nextBetting(play, first);
  assert.is((await bet(play, st, { PLAYER: 1000, TIE: 100 }, key(), first)).status, 200);
  t.stop();
  await first.close();
  const second = await start({ dataDir: dir });
  assert.is(balanceCents(second.db!, m.id), 100_000, 'the stakes came back');
  const row = second
    .db!.prepare('SELECT state, server_seed AS seed FROM rounds WHERE id = ?')
    .get(Number(st.round!.roundId)) as {
    state: string;
    seed: string;
  };
  assert.is(row.state, 'VOID');
  assert.is(createHash('sha256').update(row.seed).digest('hex'), st.round!.seedHash);
  assert.ok(second.logs.some((l) => l.includes('ROUNDS baccarat voided=1 refunds=1')));
  await second.close();
  const third = await start({ dataDir: dir });
  assert.is(balanceCents(third.db!, m.id), 100_000, 'a second restart refunds nothing again');
  await third.close();
  cleanup(dir);
});

test('limits at the table: a bet over the bonus cap and one past the daily loss limit stake nothing', async () => {
  const capped = member(5_000);
  await claimCappedBonus(s, capped.token);
  const before = balanceCents(s.db!, capped.id);
  const play = await open(capped.token);
  wanted = [];
  const st = await nextBetting(play);
  // The cap holds for the bet's spots together (a banker bet with its pair side bet).
  const over = await bet(play, st, { BANKER: 800, BANKER_PAIR: 300 });
  assert.equal([over.code, over.value], ['BONUS_MAX_STAKE', { maxStake: 1000 }]);
  assert.is(balanceCents(s.db!, capped.id), before, 'a refused bet takes nothing');
  assert.is((await bet(play, st, { BANKER: 700, BANKER_PAIR: 300 })).status, 200, 'the cap itself is allowed');

  const limited = member(10_000);
  const set = await post('/wps/member/responsible/loss', { period: 'day', cents: 500 }, limited.token);
  assert.is(set.status, 200, await set.text());
  const lp = await open(limited.token);
  const lst = await nextBetting(lp);
  const past = await bet(lp, lst, { PLAYER: 1000 });
  assert.equal([past.status, past.code], [409, 'LOSS_LIMIT']);
  assert.is(balanceCents(s.db!, limited.id), 10_000);
});

test('the stated returns hold over 200 000 coups dealt as the server deals them', () => {
  const N = 200_000;
  let player = 0;
  let banker = 0;
  let tie = 0;
  let pairs = 0;
  for (let i = 0; i < N; i++) {
    const c = coupOf('f'.repeat(63) + (i % 10), `sim-${Math.floor(i / 10)}`, i);
    if (c.winner === 'PLAYER') player++;
    else if (c.winner === 'BANKER') banker++;
    else tie++;
    if (c.playerPair) pairs++;
  }
  // Each return's standard deviation over N coups, and four of them as the tolerance.
  const within = (got: number, want: string, sd: number) =>
    assert.ok(Math.abs(got * 100 - Number(want)) < 4 * sd * 100, `${(got * 100).toFixed(3)} % vs ${want} %`);
  within((banker * 1.95 + tie) / N, RETURN_PERCENT.BANKER, 0.93 / Math.sqrt(N));
  within((player * 2 + tie) / N, RETURN_PERCENT.PLAYER, 0.95 / Math.sqrt(N));
  within((tie * 9) / N, RETURN_PERCENT.TIE, 2.65 / Math.sqrt(N));
  within((pairs * 12) / N, RETURN_PERCENT.PLAYER_PAIR, 3.2 / Math.sqrt(N));
});

test.run();
