// Loss limits and time limits over real HTTP (responsible gaming): every stake path (slot,
// lottery, crash, sportsbook) refuses a stake that would take the period's net loss past the
// limit, and any stake while a time limit pauses play, leaving the balance as it was; lowering
// applies at once and raising waits 24 hours; the periods are calendar ones in Brasília time;
// the alert state comes before the limit. Time is moved by dating rows, as the passing of
// minutes would; the crash table runs on the test's clock.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Game, LossLimitView, PlayLimitsView, SportsState, TimeLimitView } from '../../src/api/types.ts';
import { formatOfGame } from '../../src/rules/lottery.ts';
import { periodStart, SESSION_PAUSE_MS } from '../../src/rules/play-limits.ts';
import { sha256 } from '../../server/db/accounts.ts';
import { balanceCents, createMember, createSession } from '../../server/db/members.ts';
import { crashTableOf } from '../../server/rounds/crash.ts';
import { latestRound } from '../../server/rounds/store.ts';
import { apiCall } from '../setup/api.ts';
import { api } from '../setup/operator.ts';
import { cleanup, start } from '../setup/server.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MemberSummary } from '../../src/api/types.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('loss and time limits', {} as { s: Server });
let clock = Date.now();
t.before(async (ctx) => {
  ctx.s = await start();
  crashTableOf(ctx.s.db!).useClock({ now: () => clock });
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
let n = 0;
let keys = 0;
const key = () => `limits-key-${++keys}-${Date.now()}`;

function member(s: Server, cents = 100_000) {
  const id = createMember(s.db!, { userName: `limits${++n}x${Date.now() % 100000}`, passwordHash: 'x', type: 0 });
  s.db!.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`).run(
    id,
    cents,
    new Date(Date.now() - 40 * DAY).toISOString(),
  );
  return { id, token: createSession(s.db!, id) };
}

/** A game round's result as a ledger row (negative: lost), `ago` ms in the past. */
const played = (s: Server, id: number, cents: number, ago = 0, kind = cents < 0 ? 'game_bet' : 'game_win') =>
  s
    .db!.prepare('INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, ?, ?, ?)')
    .run(id, kind, cents, new Date(Date.now() - ago).toISOString());

const setLoss = (s: Server, token: string, period: string, cents: number | null) =>
  apiCall(s, 'POST', '/wps/member/responsible/loss', { token, body: { period, cents } });
const setTime = (s: Server, token: string, kind: string, minutes: number | null) =>
  apiCall(s, 'POST', '/wps/member/responsible/time', { token, body: { kind, minutes } });
const limits = async (s: Server, token: string) =>
  (await apiCall(s, 'GET', '/wps/member/responsible/play', { token })).value as PlayLimitsView;
const lossOf = async (s: Server, token: string, period: string) =>
  (await limits(s, token)).loss.find((l) => l.period === period)!;
const timeOf = async (s: Server, token: string, kind: string) =>
  (await limits(s, token)).time.find((l) => l.kind === kind)!;
/** Moves the member's login session `ms` into the past. */
const ageSession = (s: Server, token: string, ms: number) =>
  s
    .db!.prepare('UPDATE sessions SET created_at = ? WHERE token = ?')
    .run(new Date(Date.now() - ms).toISOString(), sha256(token));

type GameRow = Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'minBet'> & { gameName: string };
const gameOf = (s: Server, where: string) =>
  s
    .db!.prepare(
      `SELECT node_id AS nodeId, game_id AS gameId, vassalage, min_bet_cents AS minBet, game_name AS gameName FROM games WHERE ${where} ORDER BY min_bet_cents, sort`,
    )
    .all() as GameRow[];

/** Launches the game as the app does and opens its page: answers the page's play key. */
async function open(s: Server, token: string, g: GameRow): Promise<string> {
  const launch = await apiCall(s, 'POST', '/wps/game/launchGame', {
    token,
    body: { nodeId: g.nodeId, gameId: g.gameId, vassalage: g.vassalage, language: 'en' },
  });
  assert.ok(launch.success, launch.message);
  const html = await (await fetch(`${s.url}${(launch.value as { url: string }).url}`)).text();
  return html.match(/name="play" content="([^"]+)"/)![1]!;
}

const slot = (s: Server) => gameOf(s, "game_type = 'RNG'")[0]!;
const spin = (s: Server, play: string, stake: number) =>
  apiCall(s, 'POST', '/wps/demo/spin', { body: { play, stake } });

t(
  'responsible gaming: a slot stake that would pass the daily loss limit is refused, one up to it is taken',
  async ({ s }) => {
    const m = member(s);
    const g = slot(s);
    const set = await setLoss(s, m.token, 'day', 1_000);
    assert.ok(set.success, set.message);
    assert.is((set.value as LossLimitView).limitCents, 1_000, 'lowering from none applies at once');
    played(s, m.id, -(1_000 - g.minBet));
    const play = await open(s, m.token, g);
    const before = balanceCents(s.db!, m.id);
    const over = await spin(s, play, g.minBet + 1);
    assert.equal([over.status, over.code], [409, 'LOSS_LIMIT']);
    assert.match(over.message, /day loss limit of 10\.00; it resets at /, 'the message names the limit and its reset');
    const v = over.value as { period: string; limitCents: number; lostCents: number; resetsAt: string };
    assert.equal([v.period, v.limitCents, v.lostCents], ['day', 1_000, 1_000 - g.minBet]);
    assert.is(Date.parse(v.resetsAt), periodStart('day', Date.now()) + DAY, 'resets at the next midnight in Brasília');
    assert.is(balanceCents(s.db!, m.id), before, 'the refused stake moved no money');
    const exact = await spin(s, play, g.minBet);
    assert.ok(exact.success, `a stake exactly up to the limit is taken: ${exact.message}`);
  },
);

t('responsible gaming: a win brings the net loss down, so the player may stake again', async ({ s }) => {
  const m = member(s);
  const g = slot(s);
  await setLoss(s, m.token, 'week', 1_000);
  played(s, m.id, -1_000);
  const play = await open(s, m.token, g);
  assert.is((await spin(s, play, g.minBet)).code, 'LOSS_LIMIT', 'the week is used up');
  played(s, m.id, g.minBet);
  assert.ok((await spin(s, play, g.minBet)).success, 'a win paid gives room for a stake of its size');
  assert.ok((await lossOf(s, m.token, 'week')).lostCents <= 1_000, 'the limits call counts the net loss');
});

t(
  'responsible gaming: the lottery, crash, sportsbook and video poker refuse a stake over the loss limit too, balance untouched',
  async ({ s }) => {
    const m = member(s);
    await setLoss(s, m.token, 'month', 5_000);
    played(s, m.id, -5_000);
    const before = balanceCents(s.db!, m.id);

    const quina = gameOf(s, "game_type = 'LOTTERY'").find((x) => formatOfGame(x.gameName).id === 'quina')!;
    const lottery = await open(s, m.token, quina);
    const ticket = await apiCall(s, 'POST', '/wps/demo/lottery/bet', {
      body: { play: lottery, numbers: [1, 2, 3, 4, 5], stake: quina.minBet },
    });
    assert.is(ticket.code, 'LOSS_LIMIT', 'a lottery ticket');
    assert.is((ticket.value as { period: string }).period, 'month');

    const crashGame = gameOf(s, "game_type = 'CRASH'")[0]!;
    const crash = await open(s, m.token, crashGame);
    let round = null;
    for (let i = 0; i < 20 && !round; i++) {
      const st = (await apiCall(s, 'POST', '/wps/demo/crash/state', { body: { play: crash } })).value as {
        phase: string;
        round: { roundId: string } | null;
      };
      if (st.phase === 'BETTING') round = st.round;
      else {
        const r = latestRound(s.db!, 'CRASH')!;
        clock = st.phase === 'RUNNING' ? crashTableOf(s.db!).crashTime(r) + 1 : (r.endedAt ?? clock) + 3_001;
      }
    }
    assert.ok(round, 'a betting phase came');
    const crashBet = await apiCall(s, 'POST', '/wps/demo/crash/bet', {
      body: { play: crash, roundId: round!.roundId, slot: 1, stake: crashGame.minBet, requestKey: key() },
    });
    assert.is(crashBet.code, 'LOSS_LIMIT', 'a crash bet');

    const sportsGame = gameOf(s, "game_type = 'SPORTS'")[0]!;
    const sports = await open(s, m.token, sportsGame);
    const st = (await apiCall(s, 'POST', '/wps/demo/sports/state', { body: { play: sports, sport: 'football' } }))
      .value as SportsState;
    const e = st.events.find((x) => x.markets.some((mk) => mk.picks.some((p) => p.odds !== null)))!;
    const market = e.markets.find((mk) => mk.picks.some((p) => p.odds !== null))!;
    const pick = market.picks.find((p) => p.odds !== null)!;
    const sportsBet = await apiCall(s, 'POST', '/wps/demo/sports/bet', {
      body: {
        play: sports,
        stake: Math.max(sportsGame.minBet, 100),
        requestKey: key(),
        selections: [{ eventId: e.eventId, market: market.market, pick: pick.pick, odds: pick.odds }],
      },
    });
    assert.is(sportsBet.code, 'LOSS_LIMIT', 'a sports bet, counted when placed');

    const pokerGame = gameOf(s, "game_type = 'POKER'")[0]!;
    const poker = await open(s, m.token, pokerGame);
    const deal = await apiCall(s, 'POST', '/wps/demo/poker/deal', {
      body: { play: poker, stake: pokerGame.minBet, requestKey: key() },
    });
    assert.is(deal.code, 'LOSS_LIMIT', 'a video poker deal');
    assert.is(balanceCents(s.db!, m.id), before, 'no refused stake moved money');
  },
);

t('responsible gaming: raising or removing a loss limit waits 24 hours; lowering applies at once', async ({ s }) => {
  const m = member(s);
  await setLoss(s, m.token, 'day', 2_000);
  const raised = (await setLoss(s, m.token, 'day', 5_000)).value as LossLimitView;
  assert.is(raised.limitCents, 2_000, 'the raise does not apply yet');
  assert.is(raised.pending?.cents, 5_000);
  const wait = Date.parse(raised.pending!.from) - Date.now();
  assert.ok(wait > DAY - MIN && wait <= DAY, `the raise waits 24 hours (${wait} ms)`);
  played(s, m.id, -2_000);
  const g = slot(s);
  const play = await open(s, m.token, g);
  assert.is((await spin(s, play, g.minBet)).code, 'LOSS_LIMIT', 'the old limit holds while the raise waits');
  s.db!.prepare("UPDATE play_limits SET pending_from = pending_from - ? WHERE member_id = ? AND kind = 'loss_day'").run(
    DAY,
    m.id,
  );
  assert.is((await lossOf(s, m.token, 'day')).limitCents, 5_000, 'after 24 hours the raise applies');
  assert.ok((await spin(s, play, g.minBet)).success);
  const lowered = (await setLoss(s, m.token, 'day', 1_000)).value as LossLimitView;
  assert.equal([lowered.limitCents, lowered.pending], [1_000, null], 'lowering applies at once');
  const removed = (await setLoss(s, m.token, 'day', null)).value as LossLimitView;
  assert.equal([removed.limitCents, removed.pending?.cents], [1_000, null], 'removing waits like a raise');
  const bad = await setLoss(s, m.token, 'day', 0);
  assert.equal([bad.status, bad.code], [400, 'BAD_BODY']);
});

t('responsible gaming: the loss counts from midnight, Monday and the 1st in Brasília time', async ({ s }) => {
  const m = member(s);
  const now = Date.now();
  const dayStart = periodStart('day', now);
  s.db!.prepare('INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, ?, ?, ?)').run(
    m.id,
    'game_bet',
    -700,
    new Date(dayStart - 1).toISOString(),
  );
  s.db!.prepare('INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, ?, ?, ?)').run(
    m.id,
    'game_bet',
    -300,
    new Date(dayStart).toISOString(),
  );
  await setLoss(s, m.token, 'day', 1_000);
  await setLoss(s, m.token, 'month', 100_000);
  const day = await lossOf(s, m.token, 'day');
  assert.is(day.lostCents, 300, "yesterday's last millisecond does not count today; midnight does");
  const monthStart = periodStart('month', now);
  const month = await lossOf(s, m.token, 'month');
  assert.is(month.lostCents, dayStart - 1 >= monthStart ? 1_000 : 300, 'the month counts from the 1st');
  assert.is(Date.parse(day.resetsAt), dayStart + DAY);
});

t('responsible gaming: the loss alert comes at 80 % of the limit, not before', async ({ s }) => {
  const m = member(s);
  await setLoss(s, m.token, 'day', 10_000);
  played(s, m.id, -7_999);
  const below = await lossOf(s, m.token, 'day');
  assert.equal([below.lostCents, below.alert, below.reached], [7_999, false, false]);
  played(s, m.id, -1);
  assert.is((await lossOf(s, m.token, 'day')).alert, true, 'exactly 80 %');
});

t('responsible gaming: at the session time limit stakes pause for 30 minutes, a new login too', async ({ s }) => {
  const m = member(s);
  const g = slot(s);
  const set = await setTime(s, m.token, 'session', 60);
  assert.equal([(set.value as TimeLimitView).limitMinutes, (set.value as TimeLimitView).kind], [60, 'session']);
  ageSession(s, m.token, 49 * MIN);
  assert.is((await timeOf(s, m.token, 'session')).alert, false, '11 minutes before: no alert yet');
  ageSession(s, m.token, 50 * MIN);
  const near = await timeOf(s, m.token, 'session');
  assert.equal([near.usedMinutes, near.alert, near.reached], [50, true, false], '10 minutes before: the alert');
  const play = await open(s, m.token, g);
  assert.ok((await spin(s, play, g.minBet)).success, 'play goes on before the limit');
  ageSession(s, m.token, 60 * MIN + 5_000);
  const before = balanceCents(s.db!, m.id);
  const paused = await spin(s, play, g.minBet);
  assert.equal([paused.status, paused.code], [409, 'TIME_LIMIT']);
  assert.match(paused.message, /session time limit is reached; play can go on after /);
  const v = paused.value as { kind: string; limitMinutes: number; until: string };
  assert.equal([v.kind, v.limitMinutes], ['session', 60]);
  const until = Date.parse(v.until);
  assert.ok(Math.abs(until - (Date.now() - 5_000 + SESSION_PAUSE_MS)) < 2_000, 'the pause lasts 30 minutes');
  assert.is(balanceCents(s.db!, m.id), before);
  const state = await limits(s, m.token);
  assert.equal(state.pause, { kind: 'session', until: v.until }, 'the limits call says play is paused');
  const again = createSession(s.db!, m.id);
  const play2 = await open(s, again, g);
  assert.is((await spin(s, play2, g.minBet)).code, 'TIME_LIMIT', 'logging in again does not end the pause');
  s.db!.prepare('UPDATE play_pauses SET until = ? WHERE member_id = ?').run(Date.now() - 1, m.id);
  assert.ok((await spin(s, play2, g.minBet)).success, 'after the pause a new session plays');
  assert.is((await timeOf(s, again, 'session')).usedMinutes, 0, 'its clock starts at the end of the pause');
});

t(
  'responsible gaming: the daily time limit counts active play from the stakes and pauses until midnight',
  async ({ s }) => {
    const m = member(s);
    const g = slot(s);
    const now = Date.now();
    const from = Math.max(periodStart('day', now), now - 9 * MIN);
    // A stake a minute for the last 9 minutes (fewer just after midnight): 9 minutes of play.
    for (let at = from; at <= now - MIN; at += MIN) played(s, m.id, -1, now - at);
    await setTime(s, m.token, 'day', 30);
    const used = (await timeOf(s, m.token, 'day')).usedMinutes;
    assert.is(used, Math.round((now - from) / MIN), 'a minute from each stake to the next, and from the last to now');
    await setTime(s, m.token, 'day', used);
    const play = await open(s, m.token, g);
    const r = await spin(s, play, g.minBet);
    assert.is(r.code, 'TIME_LIMIT', 'the day is used up');
    const v = r.value as { kind: string; until: string };
    assert.equal([v.kind, Date.parse(v.until)], ['day', periodStart('day', now) + DAY], 'until the day resets');
    assert.is((await timeOf(s, m.token, 'day')).reached, true);
    const bad = await setTime(s, m.token, 'day', 1_441);
    assert.equal([bad.status, bad.code], [400, 'BAD_BODY']);
    assert.equal((await setTime(s, m.token, 'session', 0)).code, 'BAD_BODY', 'a minute at least');
    assert.ok((await setTime(s, m.token, 'session', 1_440)).success, 'a whole day at most');
    assert.ok((await setTime(s, m.token, 'session', 1)).success);
  },
);

t("responsible gaming: the operator's member view shows the limits, their use and a raise waiting", async ({ s }) => {
  const m = member(s);
  await setLoss(s, m.token, 'day', 2_000);
  await setLoss(s, m.token, 'day', 3_000);
  await setTime(s, m.token, 'day', 90);
  played(s, m.id, -500);
  const admin = readFileSync(join(s.dataDir, 'operator-token'), 'utf8').trim();
  const name = s.db!.prepare<[number], { user_name: string }>('SELECT user_name FROM members WHERE id = ?').get(m.id)!;
  const shown = await api(s.url, 'GET', `/wps/admin/member?user=${name.user_name}`, { admin });
  assert.ok(shown.success, shown.message);
  const limits = (shown.value as MemberSummary).limits;
  const day = limits.loss.find((l) => l.period === 'day')!;
  assert.equal([day.limitCents, day.lostCents, day.pending?.cents], [2_000, 500, 3_000]);
  assert.is(limits.time.find((x) => x.kind === 'day')!.limitMinutes, 90);
  assert.equal(
    limits.deposit.map((l) => l.period),
    ['day', 'week', 'month'],
  );
});

t.run();
