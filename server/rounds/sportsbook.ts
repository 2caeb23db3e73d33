// The demo sportsbook: events on the schedule (sports-schedule.ts), each a round of the round
// engine with a seed of its own, its final score and timeline decided by that seed
// (src/rules/sports.ts timelineOf); live scores and odds that follow the server's clock; bets
// placed at the odds the player saw; events settled on schedule, each bet paid once.
//
// Each event has its own seed (a chain of one): a chain shared by overlapping events would show,
// as the next event's hash, the seed of an event still being played.
//
// Every step is a function of the stored rows and the clock, so a test holds the clock
// (useClock) and sees exactly what a player would at that moment.
import type { SportsBet, SportsEvent, SportsMarket, SportsSelection } from '../../src/api/types.ts';
import {
  boutAt,
  cashOutValue,
  chances,
  finalScores,
  type MarketKind,
  marketsOf,
  oddsOf,
  type Outcome,
  type Pick,
  potentialReturn,
  resultOf,
  SPORTS,
  type Sport,
  scoreAt,
  type Timeline,
  timelineOf,
  uniformOf,
} from '../../src/rules/sports.ts';
import type { Db } from '../db/open.ts';
import { iso, perDb } from '../db/statements.ts';
import { outcomeHmac, sha256Hex } from './fair.ts';
import { SCHEDULE, type ScheduledEvent, scheduledEvent, sideName, slotsAround } from './sports-schedule.ts';
import { betWords } from './sports-words.ts';
import { openRound, revealRound, type RoundRow, roundById, seedOf } from './store.ts';
import { payWin, refundStake, settleStake, stakeRefusal, takeStake } from '../db/bonus.ts';

export const SPORTS_FAMILY = 'SPORTS';
/** Markets rest this long after a score change, as a bookmaker's would while it is checked. */
export const SUSPEND_AFTER_SCORE_MS = 10_000;

export interface EventRow {
  id: number;
  sport: Sport;
  slot: number;
  roundId: number;
  kickoff: number;
  endsAt: number;
  state: 'OPEN' | 'ENDED';
  homeScore: number | null;
  awayScore: number | null;
}

export interface BetRow {
  id: number;
  memberId: number;
  orderId: number;
  stake: number;
  state: SportsBet['state'];
  win: number;
  requestKey: string;
  language: string;
}

export interface SelectionRow {
  id: number;
  betId: number;
  eventId: number;
  market: MarketKind;
  line: number;
  pick: Pick;
  odds: number;
  result: SportsSelection['result'];
}

const EVENT = `SELECT id, sport, slot, round_id AS roundId, kickoff, ends_at AS endsAt, state,
  home_score AS homeScore, away_score AS awayScore FROM sports_events`;
const BET = `SELECT b.id, b.member_id AS memberId, b.order_id AS orderId, b.stake_cents AS stake, b.state,
  b.win_cents AS win, b.request_key AS requestKey, b.language FROM sports_bets b`;
const SEL = `SELECT id, bet_id AS betId, event_id AS eventId, market, line, pick, odds, result FROM sports_selections`;

const stmts = perDb((db) => ({
  eventBySlot: db.prepare<[string, number], EventRow>(`${EVENT} WHERE sport = ? AND slot = ?`),
  event: db.prepare<[number], EventRow>(`${EVENT} WHERE id = ?`),
  addEvent: db.prepare(
    `INSERT INTO sports_events (sport, slot, round_id, kickoff, ends_at, state) VALUES (?, ?, ?, ?, ?, 'OPEN')`,
  ),
  due: db.prepare<[number], EventRow>(`${EVENT} WHERE state = 'OPEN' AND ends_at <= ? ORDER BY ends_at, id`),
  ended: db.prepare<[string, number], EventRow>(
    `${EVENT} WHERE sport = ? AND state = 'ENDED' ORDER BY ends_at DESC, id DESC LIMIT ?`,
  ),
  endEvent: db.prepare<[number, number, number]>(
    `UPDATE sports_events SET state = 'ENDED', home_score = ?, away_score = ? WHERE id = ? AND state = 'OPEN'`,
  ),
  selectionsOfEvent: db.prepare<[number], SelectionRow>(`${SEL} WHERE event_id = ? AND result = 'OPEN'`),
  selectionsOfBet: db.prepare<[number], SelectionRow>(`${SEL} WHERE bet_id = ? ORDER BY id`),
  setResult: db.prepare<[string, number]>(`UPDATE sports_selections SET result = ? WHERE id = ? AND result = 'OPEN'`),
  bet: db.prepare<[number], BetRow>(`${BET} WHERE b.id = ?`),
  betByKey: db.prepare<[number, string], BetRow>(`${BET} WHERE b.member_id = ? AND b.request_key = ?`),
  betOfOrder: db.prepare<[number], BetRow>(`${BET} WHERE b.order_id = ?`),
  memberBets: db.prepare<[number, number], BetRow>(`${BET} WHERE b.member_id = ? ORDER BY b.id DESC LIMIT ?`),
  addBet: db.prepare(
    `INSERT INTO sports_bets (member_id, order_id, stake_cents, state, request_key, language, created_at) VALUES (?, ?, ?, 'OPEN', ?, ?, ?)`,
  ),
  addSelection: db.prepare(
    `INSERT INTO sports_selections (bet_id, event_id, market, line, pick, odds, result) VALUES (?, ?, ?, ?, ?, ?, 'OPEN')`,
  ),
  closeBet: db.prepare<[string, number, number, number]>(
    `UPDATE sports_bets SET state = ?, win_cents = ?, settled_at = ? WHERE id = ? AND state = 'OPEN'`,
  ),
  order: db.prepare(
    "INSERT INTO orders (member_id, node_id, bet_cents, win_cents, status, created_at) VALUES (?, ?, ?, 0, 'PENDING', ?)",
  ),
  subOrder: db.prepare(
    "INSERT INTO sub_orders (order_id, content, bet_cents, win_cents, status) VALUES (?, ?, ?, 0, 'PENDING')",
  ),
  closeOrder: db.prepare<[string, number, number]>('UPDATE orders SET status = ?, win_cents = ? WHERE id = ?'),
  closeSubs: db.prepare<[string, number, number]>('UPDATE sub_orders SET status = ?, win_cents = ? WHERE order_id = ?'),
  subContent: db.prepare<[string, number]>('UPDATE sub_orders SET content = ? WHERE order_id = ?'),
}));

export interface Clock {
  now(): number;
}

/** What a player sees of a pick at this moment. */
interface Priced {
  odds: number | null;
  win: number;
  push: number;
}

export type PlaceRefusal =
  | { refused: 'NO_EVENT' | 'NO_MARKET' | 'SAME_EVENT' }
  | { refused: 'SUSPENDED'; eventId: number }
  | { refused: 'ODDS_CHANGED'; selections: { eventId: number; market: string; pick: string; odds: number }[] }
  | { refused: 'BALANCE' }
  | { refused: 'MAX_STAKE'; maxStake: number };

export interface WantedSelection {
  eventId: number;
  market: string;
  pick: string;
  odds: number;
}

export class SportsBook {
  private clock: Clock = { now: () => Date.now() };
  private timer: NodeJS.Timeout | null = null;
  private timelines = new Map<number, Timeline>();

  constructor(
    readonly db: Db,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  now(): number {
    return this.clock.now();
  }

  /** Hands the book's clock to a test: the timer stops, and the book moves when the test's clock does (tick). */
  useClock(clock: Clock): void {
    this.clock = clock;
    this.stop();
  }

  /** Settles what is due every few seconds, whether or not anyone is watching. */
  run(): void {
    this.timer = setInterval(() => this.tick(), 5000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Settles every event whose end has come (after a stop too), and makes the listed events' rounds. */
  tick(): void {
    const now = this.now();
    let settled = 0;
    for (const e of stmts(this.db).due.all(now)) if (this.settle(e)) settled++;
    if (settled > 0) this.log(`SPORTS settled=${settled}`);
  }

  /** The stored event of a scheduled slot, made (with its round and seed) the first time it is listed. */
  eventOf(s: ScheduledEvent): EventRow {
    const q = stmts(this.db);
    const found = q.eventBySlot.get(s.sport, s.slot);
    if (found) return found;
    return this.db
      .transaction((): EventRow => {
        const again = q.eventBySlot.get(s.sport, s.slot);
        if (again) return again;
        const round = openRound(this.db, SPORTS_FAMILY, 1, s.endsAt, this.now());
        q.addEvent.run(s.sport, s.slot, round.id, s.kickoff, s.endsAt);
        return q.eventBySlot.get(s.sport, s.slot)!;
      })
      .immediate();
  }

  eventById(id: number): EventRow | null {
    return stmts(this.db).event.get(id) ?? null;
  }

  /** The events of a sport listed now: live first, then by kick-off. */
  listed(sport: Sport): EventRow[] {
    const now = this.now();
    return slotsAround(sport, now)
      .map((slot) => this.eventOf(scheduledEvent(sport, slot)))
      .filter((e) => e.endsAt > now);
  }

  endedEvents(sport: Sport, limit: number): EventRow[] {
    return stmts(this.db).ended.all(sport, limit);
  }

  round(e: EventRow): RoundRow {
    return roundById(this.db, e.roundId)!;
  }

  /** The event's timeline, decided by its seed: known to the server alone until the event ends. */
  timeline(e: EventRow): Timeline {
    let t = this.timelines.get(e.id);
    if (!t) {
      const r = this.round(e);
      t = timelineFromSeed(scheduledEvent(e.sport, e.slot), seedOf(this.db, r), r.clientSeed, r.nonce);
      this.timelines.set(e.id, t);
    }
    return t;
  }

  /** The score, the clock fraction and whether markets rest, at this moment. */
  liveOf(e: EventRow, now = this.now()) {
    if (e.state === 'ENDED' || now >= e.endsAt)
      return {
        phase: 'ENDED' as const,
        f: 1,
        home: e.homeScore ?? this.timeline(e).home,
        away: e.awayScore ?? this.timeline(e).away,
        resting: true,
      };
    if (now < e.kickoff) return { phase: 'PRE' as const, f: 0, home: 0, away: 0, resting: false };
    const f = (now - e.kickoff) / (e.endsAt - e.kickoff);
    const t = this.timeline(e);
    const s = scoreAt(t, f);
    const since = (at: number | null) => (at === null ? Number.POSITIVE_INFINITY : (f - at) * (e.endsAt - e.kickoff));
    // A cockfight has no score until its end: its balance moves the odds, and a blow rests its market.
    const bout = e.sport === 'cockfight' ? boutAt(t, f) : undefined;
    const resting = since(s.lastMark) < SUSPEND_AFTER_SCORE_MS || since(bout?.blow ?? null) < SUSPEND_AFTER_SCORE_MS;
    return { phase: 'LIVE' as const, f, home: s.home, away: s.away, resting, bout };
  }

  /** Every market's picks priced at this moment. */
  prices(e: EventRow, now = this.now()): { market: MarketKind; line: number; picks: (Priced & { pick: Pick })[] }[] {
    const live = this.liveOf(e, now);
    const model = scheduledEvent(e.sport, e.slot).model;
    const dist: Outcome[] =
      live.phase === 'ENDED'
        ? [{ home: live.home, away: live.away, p: 1 }]
        : finalScores(model, live.home, live.away, live.f, 'bout' in live ? live.bout : undefined);
    return marketsOf(model).map((m) => ({
      market: m.kind,
      line: m.line,
      picks: m.picks.map((pick) => {
        const c = chances(dist, m.kind, m.line, pick);
        const odds = live.phase === 'ENDED' || live.resting ? null : oddsOf(c.win, c.push);
        return { pick, odds, win: c.win, push: c.push };
      }),
    }));
  }

  priceOf(e: EventRow, market: string, pick: string, now = this.now()): (Priced & { line: number }) | null {
    const m = this.prices(e, now).find((x) => x.market === market);
    const p = m?.picks.find((x) => x.pick === pick);
    return m && p ? { ...p, line: m.line } : null;
  }

  /** The event as the page shows it; sides that are words (the roosters) in `language`. */
  eventView(e: EventRow, withMarkets = true, language = 'pt'): SportsEvent {
    const s = scheduledEvent(e.sport, e.slot);
    const now = this.now();
    const live = this.liveOf(e, now);
    const r = this.round(e);
    const over = e.state === 'ENDED';
    const minutes = SCHEDULE[e.sport].clockMinutes;
    const markets: SportsMarket[] = withMarkets
      ? this.prices(e, now).map((m) => ({
          market: m.market,
          line: m.line,
          suspended: m.picks.every((p) => p.odds === null),
          picks: m.picks.map((p) => ({ pick: p.pick, odds: p.odds })),
        }))
      : [];
    return {
      eventId: String(e.id),
      sport: e.sport,
      competition: s.competition,
      home: sideName(s.home, language),
      away: sideName(s.away, language),
      kickoff: e.kickoff,
      endsAt: e.endsAt,
      phase: live.phase,
      minute: minutes === null || live.phase !== 'LIVE' ? null : Math.floor(live.f * minutes) + 1,
      homeScore: live.home,
      awayScore: live.away,
      seedHash: r.seedHash,
      clientSeed: r.clientSeed,
      nonce: r.nonce,
      serverSeed: over ? r.serverSeed : null,
      model: { a: s.model.a, b: s.model.b },
      markets,
    };
  }

  /** Ends an event at its final score, reveals its seed, and settles every selection on it and the bets that completes. */
  settle(e: EventRow): boolean {
    const t = this.timeline(e);
    const q = stmts(this.db);
    const now = this.now();
    return this.db
      .transaction(() => {
        if (q.endEvent.run(t.home, t.away, e.id).changes !== 1) return false;
        const r = this.round(e);
        revealRound(this.db, r.id, 'ENDED', seedOf(this.db, r), t.home * 1000 + t.away, e.endsAt);
        const bets = new Set<number>();
        for (const sel of q.selectionsOfEvent.all(e.id)) {
          q.setResult.run(resultOf(sel.market, sel.line, sel.pick, t.home, t.away), sel.id);
          bets.add(sel.betId);
        }
        for (const id of bets) this.settleBet(q.bet.get(id)!, now);
        return true;
      })
      .immediate();
  }

  /** A bet whose selections are all decided (or one lost) is settled: lost, won, or void and refunded, once. */
  private settleBet(bet: BetRow, now: number): void {
    if (bet.state !== 'OPEN') return this.rewriteRecord(bet);
    const q = stmts(this.db);
    const sels = q.selectionsOfBet.all(bet.id);
    if (sels.some((s) => s.result === 'LOST')) {
      if (q.closeBet.run('LOST', 0, now, bet.id).changes === 1) {
        settleStake(this.db, bet.orderId, now);
        q.closeOrder.run('SETTLED', 0, bet.orderId);
        q.closeSubs.run('SETTLED', 0, bet.orderId);
      }
    } else if (sels.every((s) => s.result === 'VOID')) {
      if (q.closeBet.run('VOID', 0, now, bet.id).changes === 1) {
        // Back as it was taken; a void bet never counts for wagering.
        refundStake(
          this.db,
          {
            memberId: bet.memberId,
            orderId: bet.orderId,
            cents: bet.stake,
            kind: 'game_refund',
            ref: `order:${bet.orderId}`,
            key: `sports-bet:${bet.id}:refund`,
            whole: true,
          },
          now,
        );
        q.closeOrder.run('CANCELLED', 0, bet.orderId);
        q.closeSubs.run('CANCELLED', 0, bet.orderId);
      }
    } else if (sels.every((s) => s.result !== 'OPEN')) {
      const win = potentialReturn(
        bet.stake,
        sels.map((s) => (s.result === 'VOID' ? 100 : s.odds)),
      );
      if (q.closeBet.run('WON', win, now, bet.id).changes === 1) {
        payWin(
          this.db,
          {
            memberId: bet.memberId,
            orderId: bet.orderId,
            cents: win,
            kind: 'game_win',
            ref: `order:${bet.orderId}`,
            key: `sports-bet:${bet.id}:win`,
          },
          now,
        );
        settleStake(this.db, bet.orderId, now);
        q.closeOrder.run('SETTLED', win, bet.orderId);
        q.closeSubs.run('SETTLED', win, bet.orderId);
      }
    }
    this.rewriteRecord(q.bet.get(bet.id)!);
  }

  /** The game record's line, in the player's words, as the bet stands. */
  private rewriteRecord(bet: BetRow): void {
    stmts(this.db).subContent.run(betWords(this.betView(bet, bet.language), bet.language), bet.orderId);
  }

  /**
   * Places a bet in one immediate transaction (the order, the bet, its selections and the
   * stake's ledger row) at the odds the player saw; a request key already used answers the bet it made.
   */
  place(
    b: { memberId: number; nodeId: string; stake: number; requestKey: string; language: string },
    wanted: readonly WantedSelection[],
  ): { bet: BetRow; repeated: boolean } | PlaceRefusal {
    const q = stmts(this.db);
    const now = this.now();
    this.tick();
    return this.db
      .transaction(() => {
        const same = q.betByKey.get(b.memberId, b.requestKey);
        if (same) return { bet: same, repeated: true };
        if (new Set(wanted.map((w) => w.eventId)).size !== wanted.length) return { refused: 'SAME_EVENT' as const };
        const priced: { e: EventRow; w: WantedSelection; line: number; odds: number | null }[] = [];
        for (const w of wanted) {
          const e = this.eventById(w.eventId);
          if (e?.state !== 'OPEN' || now >= e.endsAt) return { refused: 'NO_EVENT' as const };
          const p = this.priceOf(e, w.market, w.pick, now);
          if (!p) return { refused: 'NO_MARKET' as const };
          priced.push({ e, w, line: p.line, odds: p.odds });
        }
        const suspended = priced.find((p) => p.odds === null);
        if (suspended) return { refused: 'SUSPENDED' as const, eventId: suspended.e.id };
        if (priced.some((p) => p.odds !== p.w.odds))
          return {
            refused: 'ODDS_CHANGED' as const,
            selections: priced.map((p) => ({ eventId: p.e.id, market: p.w.market, pick: p.w.pick, odds: p.odds! })),
          };
        const no = stakeRefusal(this.db, b.memberId, b.stake);
        if (no) return no;
        const at = iso(now);
        const orderId = Number(q.order.run(b.memberId, b.nodeId, b.stake, at).lastInsertRowid);
        q.subOrder.run(orderId, 'SPORTS', b.stake);
        const id = Number(q.addBet.run(b.memberId, orderId, b.stake, b.requestKey, b.language, at).lastInsertRowid);
        for (const p of priced) q.addSelection.run(id, p.e.id, p.w.market, p.line, p.w.pick, p.odds);
        // Cash first, then bonus; a requirement counts it only at or above its minimum odds (the whole bet's).
        takeStake(
          this.db,
          {
            memberId: b.memberId,
            orderId,
            amount: b.stake,
            kind: 'game_bet',
            ref: `order:${orderId}`,
            key: `sports-bet:${id}:stake`,
            gameType: SPORTS_FAMILY,
            odds: Math.round(priced.reduce((x, p) => x * (p.odds! / 100), 1) * 100),
          },
          now,
        );
        const bet = q.bet.get(id)!;
        this.rewriteRecord(bet);
        return { bet, repeated: false };
      })
      .immediate();
  }

  /** What the bet's cash-out pays now; null when not offered. */
  cashOutNow(bet: BetRow): number | null {
    if (bet.state !== 'OPEN') return null;
    const now = this.now();
    const parts: Parameters<typeof cashOutValue>[1][number][] = [];
    for (const s of stmts(this.db).selectionsOfBet.all(bet.id)) {
      if (s.result !== 'OPEN') {
        parts.push({ odds: s.odds, result: s.result, win: 0, push: 0 });
        continue;
      }
      const e = this.eventById(s.eventId)!;
      const p = this.priceOf(e, s.market, s.pick, now);
      // A suspended market suspends the cash-out: its price would be the one nobody may bet at.
      if (!p || p.odds === null) return null;
      parts.push({ odds: s.odds, result: 'OPEN', win: p.win, push: p.push });
    }
    return cashOutValue(bet.stake, parts);
  }

  /** Cashes an open bet out at `seen`, the value the player was shown; a repeated request answers the bet as paid. */
  cashOut(
    memberId: number,
    betId: number,
    seen: number,
  ):
    | { ok: true; bet: BetRow }
    | { ok: false; reason: 'NO_BET' | 'SETTLED' | 'SUSPENDED' }
    | { ok: false; reason: 'CHANGED'; value: number } {
    this.tick();
    const q = stmts(this.db);
    const now = this.now();
    return this.db
      .transaction(() => {
        const bet = q.bet.get(betId);
        if (!bet || bet.memberId !== memberId) return { ok: false as const, reason: 'NO_BET' as const };
        if (bet.state === 'CASHED') return { ok: true as const, bet };
        if (bet.state !== 'OPEN') return { ok: false as const, reason: 'SETTLED' as const };
        const value = this.cashOutNow(bet);
        if (value === null) return { ok: false as const, reason: 'SUSPENDED' as const };
        if (value !== seen) return { ok: false as const, reason: 'CHANGED' as const, value };
        q.closeBet.run('CASHED', value, now, bet.id);
        // Paid in the stake's proportion; a bet cashed out early counts nothing for wagering.
        payWin(
          this.db,
          {
            memberId: bet.memberId,
            orderId: bet.orderId,
            cents: value,
            kind: 'game_win',
            ref: `order:${bet.orderId}`,
            key: `sports-bet:${bet.id}:cashout`,
          },
          now,
        );
        settleStake(this.db, bet.orderId, now, false);
        q.closeOrder.run('SETTLED', value, bet.orderId);
        q.closeSubs.run('SETTLED', value, bet.orderId);
        const paid = q.bet.get(bet.id)!;
        this.rewriteRecord(paid);
        return { ok: true as const, bet: paid };
      })
      .immediate();
  }

  /** The bet as the page shows it; sides that are words in `language` (the bet's own by default). */
  betView(bet: BetRow, language = bet.language): SportsBet {
    const sels = stmts(this.db).selectionsOfBet.all(bet.id);
    return {
      betId: String(bet.id),
      orderId: String(bet.orderId),
      stake: bet.stake,
      state: bet.state,
      win: bet.win,
      potential: potentialReturn(
        bet.stake,
        sels.map((s) => (s.result === 'VOID' ? 100 : s.odds)),
      ),
      cashOut: this.cashOutNow(bet),
      selections: sels.map((s) => {
        const e = this.eventById(s.eventId)!;
        const sch = scheduledEvent(e.sport, e.slot);
        return {
          eventId: String(e.id),
          home: sideName(sch.home, language),
          away: sideName(sch.away, language),
          sport: e.sport,
          market: s.market,
          line: s.line,
          pick: s.pick,
          odds: s.odds,
          result: s.result,
        };
      }),
    };
  }

  /** Whether the member already placed a bet under this request key (a retry answers it). */
  placedWith(memberId: number, requestKey: string): boolean {
    return stmts(this.db).betByKey.get(memberId, requestKey) !== undefined;
  }

  memberBets(memberId: number, limit: number): BetRow[] {
    return stmts(this.db).memberBets.all(memberId, limit);
  }

  betById(id: number): BetRow | null {
    return stmts(this.db).bet.get(id) ?? null;
  }

  betOfOrder(orderId: number): BetRow | null {
    return stmts(this.db).betOfOrder.get(orderId) ?? null;
  }
}

/** The k-th uniform of an event's outcome hash (docs/games.md "Sportsbook"). */
export const uniformsOf =
  (hmac: string) =>
  (k: number): number =>
    uniformOf(sha256Hex(`${hmac}:${k}`));

export function timelineFromSeed(s: ScheduledEvent, seed: string, clientSeed: string, nonce: number): Timeline {
  return timelineOf(s.model, uniformsOf(outcomeHmac(seed, clientSeed, nonce)));
}

export const isSport = (v: unknown): v is Sport => typeof v === 'string' && (SPORTS as readonly string[]).includes(v);

const books = new WeakMap<Db, SportsBook>();

/** The book of this database: one per server, made at start-up (server/app.ts) or when first asked. */
export function sportsBookOf(db: Db): SportsBook {
  let b = books.get(db);
  if (!b) books.set(db, (b = new SportsBook(db)));
  return b;
}

/** Start-up: events that ended while the server was down are settled now; the timer settles the rest. */
export function startSportsBook(db: Db, log: (line: string) => void): SportsBook {
  const b = new SportsBook(db, log);
  books.set(db, b);
  b.tick();
  b.run();
  return b;
}
