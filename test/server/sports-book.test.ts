// The demo sportsbook over real HTTP (SPEC §4 game launch and grouping, §7 game records): odds
// that move with the live score, placements at the odds the player saw (a change answered with
// the new odds), suspended markets refused, retried placements and cash-outs paid once, singles
// and multiples settled won, lost or void on schedule, a restart in mid-event, the limits, and
// the provably fair proof. The book's clock is the test's (SportsBook.useClock).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OrderDetail, SportsBet, SportsEvent, SportsState } from '../../src/api/types.ts';
import { BOUT_BLOW, BOUT_STEPS, cashOutValue, oddsOf, potentialReturn, resultOf } from '../../src/rules/sports.ts';
import { balanceCents } from '../../server/db/members.ts';
import { sha256Hex } from '../../server/rounds/fair.ts';
import { scheduledEvent } from '../../server/rounds/sports-schedule.ts';
import { type EventRow, type SportsBook, sportsBookOf, timelineFromSeed } from '../../server/rounds/sportsbook.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';
import { callJson, fundedMember, postJson } from '../setup/game-suite.ts';

type Server = Awaited<ReturnType<typeof start>>;
let s: Server;
let book: SportsBook;
let clock = Math.floor(Date.now() / 60_000) * 60_000;

function useTestClock(server: Server): SportsBook {
  const b = sportsBookOf(server.db!);
  b.useClock({ now: () => clock });
  return b;
}

test.before(async () => {
  s = await start();
  book = useTestClock(s);
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

const member = (cents = 100_000, server = s) => fundedMember(server, 'sports', cents);
const post = (path: string, body: unknown, token?: string, server = s) => postJson(server, path, body, token);
const call = (path: string, body: unknown, server = s) => callJson(server, path, body);

/** A tile of the sportsbook's category (SPORTS, ESPORTS or COCKFIGHT vendors): what the catalogue opens. */
const sportsGame = (account = 'SPORTS', server = s) =>
  server
    .db!.prepare(
      `SELECT g.node_id AS nodeId, g.game_id AS gameId, g.vassalage FROM games g JOIN vendors v ON v.vassalage = g.vassalage
       WHERE g.game_type = 'SPORTS' AND v.account_type_name = ? ORDER BY g.sort LIMIT 1`,
    )
    .get(account) as { nodeId: string; gameId: string; vassalage: string };

async function open(token: string, server = s, account = 'SPORTS', language = 'pt'): Promise<string> {
  const launch = await json(
    await post('/wps/game/launchGame', { ...sportsGame(account, server), language }, token, server),
  );
  assert.is(launch.success, true, launch.message);
  const url = (launch.value as { url: string }).url;
  assert.match(url, /^\/demo\/sports\?ticket=/);
  const page = await fetch(`${server.url}${url}`);
  assert.is(page.status, 200);
  const html = await page.text();
  return html.match(/name="play" content="([^"]+)"/)![1]!;
}

const state = async (play: string, sport = 'football', server = s) => {
  const r = await call('/wps/demo/sports/state', { play, sport }, server);
  assert.is(r.success, true, r.message);
  return r.value as SportsState;
};

let keys = 0;
const key = () => `sports-key-${++keys}-${Date.now()}`;

const oddsIn = (e: SportsEvent, market: string, pick: string) =>
  e.markets.find((m) => m.market === market)!.picks.find((p) => p.pick === pick)!.odds;

const bet = (play: string, stake: number, selections: unknown[], requestKey = key(), server = s) =>
  call('/wps/demo/sports/bet', { play, stake, requestKey, selections }, server);

/**
 * A live football event with no score change in the next `quietMs`, its markets open: the
 * clock moves on in half-minute steps until one is found.
 */
/** A live football event with no goal in the next `quietMs`, its markets priced throughout, and `also` true of it. */
/**
 * Whether a live event stays quiet for the next `quietMs` at the test's clock: no goal or card
 * near, every market priced now and still at the end of the spell (a near-certain pick, such as
 * under late in a goalless match, has no odds and suspends a cash-out on it), well before the end.
 */
function quietNow(e: EventRow, quietMs: number): boolean {
  if (e.kickoff > clock) return false;
  const t = book.timeline(e);
  const f0 = (clock - e.kickoff) / (e.endsAt - e.kickoff);
  const f1 = (clock + quietMs - e.kickoff) / (e.endsAt - e.kickoff);
  const recent = t.marks.some((m) => m.at > f0 - 0.02 && m.at <= f1);
  const priced = (at: number) => book.prices(e, at).every((m) => m.picks.every((p) => p.odds !== null));
  return !recent && f1 < 0.9 && priced(clock) && priced(clock + quietMs);
}

/**
 * A live football event quiet for `quietMs` (quietNow), moving the test's clock on until one is.
 * `also`: what must hold too at that moment, such as another event found before staying quiet.
 */
function quietLiveFootball(quietMs = 30_000, also: (e: EventRow) => boolean = () => true): EventRow {
  return quietLiveFootballs(1, quietMs, also)[0]!;
}

/** `count` live football events quiet for `quietMs` at one moment of the test's clock. */
function quietLiveFootballs(count: number, quietMs: number, also: (e: EventRow) => boolean = () => true): EventRow[] {
  for (let step = 0; step < 120; step++, clock += 30_000) {
    const quiet = book.listed('football').filter((e) => quietNow(e, quietMs) && also(e));
    if (quiet.length >= count) return quiet.slice(0, count);
  }
  throw new Error(`no ${count} quiet live football events at once`);
}

test('the sports, esports and cockfight tiles open the sportsbook, with its demo CSP; a slot ticket does not open it', async () => {
  const m = member();
  for (const account of ['SPORTS', 'ESPORTS', 'COCKFIGHT']) {
    const launch = await json(await post('/wps/game/launchGame', { ...sportsGame(account), language: 'pt' }, m.token));
    const url = (launch.value as { url: string }).url;
    assert.match(url, /^\/demo\/sports\?ticket=/, account);
    const wrong = await fetch(`${s.url}${url.replace('/demo/sports', '/demo/slot')}`);
    assert.is(wrong.status, 410, 'a sportsbook ticket never opens the slot');
  }
  const play = await open(m.token);
  const st = await state(play);
  assert.ok(
    st.events.some((e) => e.phase === 'LIVE'),
    'some football is live',
  );
  assert.ok(
    st.events.some((e) => e.phase === 'PRE' && e.kickoff > clock),
    'next kick-offs are listed',
  );
  for (const sport of ['basketball', 'tennis', 'esports', 'cockfight']) {
    const other = await state(play, sport);
    assert.ok(other.events.length > 0, sport);
    assert.ok(other.events.every((e) => e.sport === sport));
  }
  const bad = await call('/wps/demo/sports/state', { play, sport: 'curling' });
  assert.is(bad.status, 400);
});

test('SPEC §2.3 search: "futebol" (and "فٹبال", "sabong") lists the sportsbook tiles, esports and cockfight ones too', async () => {
  const count = (s.db!.prepare("SELECT COUNT(*) AS n FROM games WHERE game_type = 'SPORTS'").get() as { n: number }).n;
  for (const word of ['futebol', 'FUTEB', 'فٹبال', 'sabong']) {
    const page = await json(
      await fetch(`${s.url}/wps/game/list?gameName=${encodeURIComponent(word)}&pageNo=1&pageSize=100&language=pt`),
    );
    const games = (page.value as { games: { gameType: string }[] }).games;
    assert.is(games.filter((g) => g.gameType === 'SPORTS').length, count, `${word} finds every sportsbook tile`);
  }
});

test('live odds move with the clock; a placement at odds that moved is answered with the new odds, then placed at them', async () => {
  const m = member(100_000);
  const play = await open(m.token);
  // A match whose home odds a minute and a half of play moves (a long shot's may round the same).
  const homeOdds = (e: EventRow, at: number) => book.priceOf(e, '1X2', 'H', at)?.odds;
  const e = quietLiveFootball(120_000, (x) => homeOdds(x, clock) !== homeOdds(x, clock + 90_000));
  let st = await state(play);
  const seen = oddsIn(st.events.find((x) => x.eventId === String(e.id))!, '1X2', 'H')!;
  assert.ok(seen > 100);
  clock += 90_000;
  st = await state(play);
  const now = oddsIn(st.events.find((x) => x.eventId === String(e.id))!, '1X2', 'H')!;
  assert.is.not(now, seen, 'ninety seconds of a live match move its odds');
  const sel = { eventId: String(e.id), market: '1X2', pick: 'H', odds: seen };
  const changed = await bet(play, 1000, [sel]);
  assert.is(changed.status, 409);
  assert.is(changed.code, 'ODDS_CHANGED');
  const answered = (changed.value as { selections: { odds: number }[] }).selections[0]!.odds;
  assert.is(answered, now);
  assert.is(balanceCents(s.db!, m.id), 100_000, 'nothing staked on a refusal');
  const placed = await bet(play, 1000, [{ ...sel, odds: answered }]);
  assert.is(placed.success, true, placed.message);
  const b = (placed.value as { bet: SportsBet }).bet;
  assert.is(b.selections[0]!.odds, now);
  assert.is(b.potential, potentialReturn(1000, [now]));
  assert.is(balanceCents(s.db!, m.id), 99_000);
});

test('a market rests for ten seconds after a score change: shown suspended, a bet on it refused', async () => {
  const m = member(100_000);
  const play = await open(m.token);
  // The next score change of a live football event with no other change near it (a second one
  // inside the rest would keep the market suspended past the check that it opens).
  let found: { e: EventRow; at: number } | null = null;
  for (const e of book.listed('football')) {
    const span = e.endsAt - e.kickoff;
    const times = book.timeline(e).marks.map((x) => ({ at: e.kickoff + Math.ceil(x.at * span), f: x.at }));
    // Alone from 6 s before it (the score just before is one less) to 15 s after, and with a
    // market the book prices once the rest is over (late in a match every pick can be too sure).
    const mk = times.find(
      (x, i) =>
        x.at > clock + 6000 &&
        times.every((y, j) => j === i || y.at < x.at - 6000 || y.at > x.at + 15_000) &&
        book.prices(e, x.at + 11_000).some((m) => m.picks.some((p) => p.odds !== null)),
    );
    if (mk) {
      found = { e, at: mk.at };
      break;
    }
  }
  assert.ok(found, 'a score change ahead');
  const { e, at } = found!;
  clock = at - 5000;
  let st = await state(play);
  const before = st.events.find((x) => x.eventId === String(e.id))!;
  const seen = oddsIn(before, '1X2', 'D');
  clock = at + 2000;
  st = await state(play);
  const during = st.events.find((x) => x.eventId === String(e.id))!;
  assert.ok(
    during.markets.every((mk) => mk.suspended),
    'every market is suspended just after the score changed',
  );
  assert.is(during.homeScore + during.awayScore, before.homeScore + before.awayScore + 1);
  const refused = await bet(play, 1000, [{ eventId: String(e.id), market: '1X2', pick: 'D', odds: seen ?? 200 }]);
  assert.is(refused.status, 409);
  assert.is(refused.code, 'MARKET_SUSPENDED');
  assert.is(balanceCents(s.db!, m.id), 100_000);
  clock = at + 11_000;
  st = await state(play);
  assert.ok(
    st.events.find((x) => x.eventId === String(e.id))!.markets.some((mk) => !mk.suspended),
    'open again',
  );
});

test('a live cockfight: its odds move with the bout, a blow rests its market (shown suspended, a bet refused), then it opens again', async () => {
  const m = member(100_000);
  const play = await open(m.token, s, 'COCKFIGHT');
  const blowAt = (bout: readonly number[], i: number) => Math.abs(bout[i]! - (i === 0 ? 0 : bout[i - 1]!)) >= BOUT_BLOW;
  const homeOdds = (e: EventRow, at: number) => book.priceOf(e, '1X2', 'H', at)?.odds;
  // A bout yet to start whose first blow ends step k (4 … 15), with quiet steps after it, and
  // whose home odds move between its second step and the one before the blow.
  let found: { e: EventRow; step: number; blow: number } | null = null;
  for (let tries = 0; tries < 40 && !found; tries++) {
    for (const e of book.listed('cockfight')) {
      if (e.kickoff <= clock || found) continue;
      const bout = book.timeline(e).bout!;
      const first = bout.findIndex((_, i) => blowAt(bout, i));
      const step = (e.endsAt - e.kickoff) / BOUT_STEPS;
      const k = first + 1;
      if (k < 4 || k > 15 || blowAt(bout, k) || blowAt(bout, k + 1)) continue;
      if (homeOdds(e, e.kickoff + 1.5 * step) === homeOdds(e, e.kickoff + (k - 0.5) * step)) continue;
      found = { e, step, blow: e.kickoff + k * step };
    }
    if (!found) clock += 180_000;
  }
  assert.ok(found, 'a bout with a blow ahead');
  const { e, step, blow } = found!;
  const live = async () => (await state(play, 'cockfight')).events.find((x) => x.eventId === String(e.id))!;
  clock = e.kickoff - 1000;
  const pre = oddsIn(await live(), '1X2', 'H');
  clock = e.kickoff + 1.5 * step;
  const early = oddsIn(await live(), '1X2', 'H');
  clock = blow - 0.5 * step;
  const later = await live();
  assert.is(later.phase, 'LIVE');
  assert.ok(early !== null && oddsIn(later, '1X2', 'H') !== null);
  assert.is.not(oddsIn(later, '1X2', 'H'), early, 'the home odds moved during the bout');
  assert.ok(pre !== null);
  clock = blow + 2000;
  const resting = await live();
  assert.ok(
    resting.markets.every((mk) => mk.suspended),
    'the market is suspended just after a blow',
  );
  const refused = await bet(play, 1000, [{ eventId: String(e.id), market: '1X2', pick: 'H', odds: early ?? 200 }]);
  assert.is(refused.status, 409);
  assert.is(refused.code, 'MARKET_SUSPENDED');
  assert.is(balanceCents(s.db!, m.id), 100_000);
  clock = blow + 11_000;
  assert.ok(
    (await live()).markets.some((mk) => !mk.suspended),
    'open again ten seconds after the blow',
  );
});

test('the roosters are words: each language names them in its own (the clubs and players are names, the same in all)', async () => {
  const m = member();
  const sides = async (language: string, sport: string, account: string) => {
    const st = await state(await open(m.token, s, account, language), sport);
    return st.events.flatMap((x) => [x.home, x.away]);
  };
  const [pt, en, ur] = await Promise.all(['pt', 'en', 'ur'].map((l) => sides(l, 'cockfight', 'COCKFIGHT')));
  assert.ok(pt!.length > 0 && pt!.every((n) => n.startsWith('Galo')), pt!.join());
  assert.ok(
    en!.every((n) => n.endsWith(' Rooster')),
    en!.join(),
  );
  assert.ok(
    ur!.every((n) => n.endsWith('مرغا')),
    ur!.join(),
  );
  const clubs = await Promise.all(['pt', 'ur'].map((l) => sides(l, 'football', 'SPORTS')));
  assert.equal(clubs[0], clubs[1]);
});

test('a retried placement answers the bet it made and stakes once; a multiple takes one selection per event', async () => {
  const m = member(100_000);
  const play = await open(m.token);
  const st = await state(play);
  const pre = st.events.filter((e) => e.phase === 'PRE');
  const a = pre[0]!;
  const b = pre[1]!;
  const sels = [
    { eventId: a.eventId, market: 'OU', pick: 'O', odds: oddsIn(a, 'OU', 'O')! },
    { eventId: b.eventId, market: 'BTTS', pick: 'Y', odds: oddsIn(b, 'BTTS', 'Y')! },
  ];
  const k = key();
  const first = await bet(play, 2000, sels, k);
  assert.is(first.success, true, first.message);
  const again = await bet(play, 2000, sels, k);
  assert.is(again.success, true);
  assert.is((again.value as { bet: SportsBet }).bet.betId, (first.value as { bet: SportsBet }).bet.betId);
  assert.is(balanceCents(s.db!, m.id), 98_000, 'staked once');
  const twice = await bet(play, 1000, [
    sels[0],
    { ...sels[0], market: '1X2', pick: 'H', odds: oddsIn(a, '1X2', 'H')! },
  ]);
  assert.is(twice.code, 'SAME_EVENT');
});

test('limits: a stake over the maximum, a short balance and a self-excluded member are refused with nothing staked', async () => {
  const m = member(500);
  const play = await open(m.token);
  const st = await state(play);
  const e = st.events.find((x) => x.phase === 'PRE')!;
  const sel = { eventId: e.eventId, market: '1X2', pick: 'H', odds: oddsIn(e, '1X2', 'H')! };
  const over = await bet(play, 100_001, [sel]);
  assert.is(over.status, 400);
  assert.is(over.code, 'BAD_STAKE');
  const short = await bet(play, 1000, [sel]);
  assert.is(short.code, 'INSUFFICIENT_BALANCE');
  const ex = await post('/wps/member/responsible/exclude', { period: '24h' }, m.token);
  assert.is(ex.status, 200, await ex.text());
  const excluded = await bet(play, 100, [sel]);
  assert.is(excluded.code, 'PLAY_EXPIRED', 'self-exclusion ends the game at once');
  assert.is(balanceCents(s.db!, m.id), 500);
});

test('events settle on schedule: a single won is paid once, a multiple with a losing leg is lost, the record says so in words', async () => {
  const m = member(100_000);
  const play = await open(m.token);
  // Both quiet at one moment: a search for the second alone would move the clock past the first's quiet spell.
  const [e1, e2] = quietLiveFootballs(2, 20_000) as [EventRow, EventRow];
  const st = await state(play);
  const v1 = st.events.find((x) => x.eventId === String(e1.id))!;
  const v2 = st.events.find((x) => x.eventId === String(e2.id))!;
  const t1 = book.timeline(e1);
  const t2 = book.timeline(e2);
  // The pick that wins e1 and one that loses e2, decided by their seeds.
  const winner = t1.home > t1.away ? 'H' : t1.home < t1.away ? 'A' : 'D';
  const loser = t2.home > t2.away ? 'A' : 'H';
  const single = await bet(play, 1000, [
    { eventId: v1.eventId, market: '1X2', pick: winner, odds: oddsIn(v1, '1X2', winner)! },
  ]);
  assert.is(single.success, true, single.message);
  const multiple = await bet(play, 500, [
    { eventId: v1.eventId, market: '1X2', pick: winner, odds: oddsIn(v1, '1X2', winner)! },
    { eventId: v2.eventId, market: '1X2', pick: loser, odds: oddsIn(v2, '1X2', loser)! },
  ]);
  assert.is(multiple.success, true, multiple.message);
  const s1 = (single.value as { bet: SportsBet }).bet;
  const mu = (multiple.value as { bet: SportsBet }).bet;
  assert.is(balanceCents(s.db!, m.id), 98_500);
  // Its events settle a sports bet: the records' cancel takes nothing back.
  const sub = s.db!.prepare('SELECT id FROM sub_orders WHERE order_id = ?').get(Number(s1.orderId)) as { id: number };
  const cancel = await post(
    '/lgw/orders/suborders/cancel',
    { orderId: s1.orderId, subOrderIds: [String(sub.id)] },
    m.token,
  );
  assert.is(cancel.status, 200);
  assert.is(balanceCents(s.db!, m.id), 98_500, 'no refund from the records');
  clock = Math.max(e1.endsAt, e2.endsAt) + 1;
  book.tick();
  book.tick();
  const won = potentialReturn(1000, [s1.selections[0]!.odds]);
  assert.is(balanceCents(s.db!, m.id), 98_500 + won, 'the single paid once, the multiple nothing');
  const after = await state(play);
  assert.is(after.bets.find((b) => b.betId === s1.betId)!.state, 'WON');
  assert.is(after.bets.find((b) => b.betId === mu.betId)!.state, 'LOST');
  const res = after.results.find((r) => r.eventId === v1.eventId)!;
  assert.is(`${res.homeScore}-${res.awayScore}`, `${t1.home}-${t1.away}`);
  const d = (await fetch(`${s.url}/lgw/orders/detail?orderId=${mu.orderId}`, {
    headers: { Authorization: `Bearer ${m.token}` },
  }).then((r) => r.json())) as { value: OrderDetail };
  const words = d.value.subOrders[0]!.content;
  assert.match(words, /^Múltipla · perdida/);
  assert.match(words, new RegExp(`${v1.home} x ${v1.away} · Resultado final: .* @ \\d+,\\d\\d \\(ganhou\\)`));
  assert.match(words, /\(perdeu\)/);
});

test('cash-out pays the value shown once; a moved value is answered; a repeat answers the bet as paid', async () => {
  const m = member(100_000);
  const play = await open(m.token);
  const e = quietLiveFootball(60_000);
  let st = await state(play);
  const v = st.events.find((x) => x.eventId === String(e.id))!;
  const placed = await bet(play, 2000, [{ eventId: v.eventId, market: 'OU', pick: 'U', odds: oddsIn(v, 'OU', 'U')! }]);
  assert.is(placed.success, true, placed.message);
  const betId = (placed.value as { bet: SportsBet }).bet.betId;
  clock += 20_000;
  st = await state(play);
  const offered = st.bets.find((b) => b.betId === betId)!.cashOut!;
  const p = book.priceOf(e, 'OU', 'U')!;
  assert.is(offered, cashOutValue(2000, [{ odds: oddsIn(v, 'OU', 'U')!, result: 'OPEN', win: p.win, push: p.push }]));
  const moved = await call('/wps/demo/sports/cashout', { play, betId, value: offered + 7 });
  assert.is(moved.code, 'CASHOUT_CHANGED');
  assert.is((moved.value as { value: number }).value, offered);
  const out = await call('/wps/demo/sports/cashout', { play, betId, value: offered });
  assert.is(out.success, true, out.message);
  const again = await call('/wps/demo/sports/cashout', { play, betId, value: offered });
  assert.is(again.success, true);
  assert.is(balanceCents(s.db!, m.id), 98_000 + offered, 'paid once');
  clock = e.endsAt + 1;
  book.tick();
  assert.is(balanceCents(s.db!, m.id), 98_000 + offered, 'the event settling pays a cashed-out bet nothing more');
});

test('provably fair: the hash shown before kick-off is SHA-256 of the seed revealed after; the seed gives the final score', async () => {
  const m = member();
  const play = await open(m.token);
  const before = (await state(play)).events.find((e) => e.phase === 'LIVE')!;
  assert.is(before.serverSeed, null, 'the seed stays secret while the event is played');
  const row = book.eventById(Number(before.eventId))!;
  clock = row.endsAt + 1;
  const after = (await state(play)).results.find((e) => e.eventId === before.eventId)!;
  assert.is(after.seedHash, before.seedHash);
  assert.is(sha256Hex(after.serverSeed!), before.seedHash);
  const t = timelineFromSeed(scheduledEvent('football', row.slot), after.serverSeed!, after.clientSeed, after.nonce);
  assert.is(`${t.home}-${t.away}`, `${after.homeScore}-${after.awayScore}`);
  // The odds rule: fair odds less the margin, rounded down.
  assert.is(oddsOf(0.5, 0), 188);
});

test('a handicap that lands exactly is void: a single is refunded once', async () => {
  const m = member(100_000);
  const play = await open(m.token);
  // A pre-match football event whose seed makes the home side win by exactly the handicap.
  let target: EventRow | null = null;
  for (let slot = Math.floor(clock / 240_000) + 2; slot < Math.floor(clock / 240_000) + 200 && !target; slot++) {
    const e = book.eventOf(scheduledEvent('football', slot));
    const t = book.timeline(e);
    const line = scheduledEvent('football', slot).model.a >= scheduledEvent('football', slot).model.b ? -1 : 1;
    if (resultOf('AH', line, 'H', t.home, t.away) === 'VOID') target = e;
  }
  assert.ok(target, 'an event with a push');
  const price = book.priceOf(target!, 'AH', 'H')!;
  const placed = await bet(play, 1500, [{ eventId: String(target!.id), market: 'AH', pick: 'H', odds: price.odds! }]);
  assert.is(placed.success, true, placed.message);
  clock = target!.endsAt + 1;
  book.tick();
  book.tick();
  assert.is(balanceCents(s.db!, m.id), 100_000, 'refunded once');
  const b = book.betById(Number((placed.value as { bet: SportsBet }).bet.betId))!;
  assert.is(b.state, 'VOID');
});

test('restart in mid-event: the event goes on, settles on schedule after the restart, and pays once', async () => {
  const dir = tempDir();
  const first = await start({ dataDir: dir });
  const b1 = useTestClock(first);
  const m = member(100_000, first);
  const play = await open(m.token, first);
  // A live event whose over/under is still open (the clock moves on in half-minute steps until one is).
  let v: SportsEvent | undefined;
  for (let i = 0; i < 60 && !v; i++, clock += 30_000)
    v = (await state(play, 'football', first)).events.find(
      (e) => e.phase === 'LIVE' && e.markets.find((mk) => mk.market === 'OU')!.picks.every((p) => p.odds),
    );
  assert.ok(v);
  clock -= 30_000;
  const e = b1.eventById(Number(v.eventId))!;
  const t = b1.timeline(e);
  const pick = t.home + t.away > 2.5 ? 'O' : 'U';
  const placed = await bet(
    play,
    1000,
    [{ eventId: v.eventId, market: 'OU', pick, odds: oddsIn(v, 'OU', pick)! }],
    key(),
    first,
  );
  assert.is(placed.success, true, placed.message);
  const odds = (placed.value as { bet: SportsBet }).bet.selections[0]!.odds;
  await first.close();
  clock = e.endsAt + 60_000;
  const second = await start({ dataDir: dir });
  const b2 = useTestClock(second);
  b2.tick();
  b2.tick();
  assert.is(balanceCents(second.db!, m.id), 99_000 + potentialReturn(1000, [odds]));
  await second.close();
  const third = await start({ dataDir: dir });
  useTestClock(third).tick();
  assert.is(
    balanceCents(third.db!, m.id),
    99_000 + potentialReturn(1000, [odds]),
    'a second restart pays nothing more',
  );
  await third.close();
  cleanup(dir);
});

test.run();
