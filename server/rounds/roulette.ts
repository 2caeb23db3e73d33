// The live roulette table: one European wheel for every roulette game of the catalogue, its
// rounds on a schedule shared by every player: bets while betting is open, then the spin, then
// the pocket and the payouts, then a pause. The pocket is the round's outcome hash read by
// src/rules/roulette.ts pocketOf, decided by the seed chain before the round opened.
//
// As the crash table, it moves only when asked (a player's call, or its one timer), and each step
// is a function of the stored round and the clock, so a test drives it with a clock of its own.
import type { RouletteBet, RoulettePick, RouletteRecord, RouletteRound } from '../../src/api/types.ts';
import type { Db } from '../db/open.ts';
import { payoutOf, pocketOf } from '../../src/rules/roulette.ts';
import type { Clock, Timers } from './crash.ts';
import { outcomeHmac } from './fair.ts';
import {
  type BetRow,
  betOfOrder,
  latestRound,
  loseBet,
  openBetsOf,
  openRound,
  payBet,
  type RoundRow,
  revealRound,
  roundById,
  seedOf,
  startRound,
  voidUnfinished,
} from './store.ts';

export const ROULETTE = 'ROULETTE';

export interface RouletteConfig {
  /** How long bets are taken. */
  bettingMs: number;
  /** The wheel's spin: the pocket is shown when it ends. */
  spinMs: number;
  /** The result on the table before the next round's betting opens. */
  pauseMs: number;
  chainLength: number;
  /** Rounds keep starting while some player asked within this time. */
  idleMs: number;
}

export const DEFAULT_ROULETTE_CONFIG: RouletteConfig = {
  bettingMs: 15_000,
  spinMs: 6000,
  pauseMs: 4000,
  chainLength: 10_000,
  idleMs: 60_000,
};

/** A roulette bet's chips, as stored with it (migration 033). */
export const picksOf = (bet: Pick<BetRow, 'picks'>): RoulettePick[] =>
  (JSON.parse(bet.picks ?? '[]') as [number, number][]).map(([spot, stake]) => ({ spot, stake }));

/** A round's pocket from its seed: the rule every verify view repeats. */
export const pocketFrom = (seed: string, clientSeed: string, nonce: number): number =>
  pocketOf(outcomeHmac(seed, clientSeed, nonce));

const PROCESS_TIMERS: Timers = {
  set: (fire, ms) => setTimeout(fire, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export class RouletteTable {
  private clock: Clock = { now: () => Date.now() };
  private timers: Timers | null = PROCESS_TIMERS;
  private timer: unknown = null;
  private lastAsked = Number.NEGATIVE_INFINITY;
  private stopped = false;

  constructor(
    readonly db: Db,
    readonly config: RouletteConfig,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  now(): number {
    return this.clock.now();
  }

  /** Start-up: a round left betting or spinning by a stop is void and its stakes refunded (store.ts voidUnfinished). */
  recover(): void {
    const done = voidUnfinished(this.db, ROULETTE, this.now(), (r, seed) => pocketFrom(seed, r.clientSeed, r.nonce));
    if (done.rounds > 0)
      this.log(`ROULETTE voided=${done.rounds} refunds=${done.refunds} (in flight at the last stop)`);
  }

  /** Hands the table's clock (and optionally its timer) to a test. Never used by the server itself. */
  useClock(clock: Clock, timers: Timers | null = null): void {
    this.clearTimer();
    this.clock = clock;
    this.timers = timers;
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers?.clear(this.timer);
    this.timer = null;
  }

  touch(): void {
    this.lastAsked = this.now();
  }

  /** When the wheel stops and the round is paid. */
  resultAt(round: Pick<RoundRow, 'bettingEndsAt'>): number {
    return round.bettingEndsAt + this.config.spinMs;
  }

  /** The pocket of a round, known to the server from the start (tests choose rounds by it). */
  pocketOf(round: RoundRow): number {
    return round.outcome ?? pocketFrom(seedOf(this.db, round), round.clientSeed, round.nonce);
  }

  tick(): RoundRow | null {
    const now = this.now();
    let round = latestRound(this.db, ROULETTE);
    for (let i = 0; i < 4; i++) {
      const next = this.step(round, now);
      if (next === round) break;
      round = next;
    }
    this.schedule(round, now);
    return round;
  }

  private step(round: RoundRow | null, now: number): RoundRow | null {
    if (!round || round.state === 'ENDED' || round.state === 'VOID') {
      const watched = now - this.lastAsked <= this.config.idleMs;
      const rested = !round || now >= (round.endedAt ?? 0) + this.config.pauseMs;
      if (!watched || !rested) return round;
      return openRound(this.db, ROULETTE, this.config.chainLength, now + this.config.bettingMs, now);
    }
    if (round.state === 'BETTING') {
      if (now < round.bettingEndsAt) return round;
      startRound(this.db, round.id);
      return { ...round, state: 'RUNNING' };
    }
    const endedAt = this.resultAt(round);
    if (now < endedAt) return round;
    // The wheel has stopped: every bet is paid or lost, then the seed is revealed with the pocket.
    const pocket = this.pocketOf(round);
    for (const bet of openBetsOf(this.db, round.id)) {
      const back = picksOf(bet).reduce((sum, c) => sum + payoutOf(c.spot, c.stake, pocket), 0);
      if (back > 0) payBet(this.db, bet, pocket, back, endedAt);
      else loseBet(this.db, bet, endedAt);
    }
    const seed = seedOf(this.db, round);
    revealRound(this.db, round.id, 'ENDED', seed, pocket, endedAt);
    return { ...round, state: 'ENDED', outcome: pocket, endedAt, serverSeed: seed };
  }

  private schedule(round: RoundRow | null, now: number): void {
    if (!this.timers || this.stopped) return;
    let at: number | null = null;
    if (round?.state === 'BETTING') at = round.bettingEndsAt;
    else if (round?.state === 'RUNNING') at = this.resultAt(round);
    else if (now - this.lastAsked <= this.config.idleMs) at = (round?.endedAt ?? now) + this.config.pauseMs;
    this.clearTimer();
    if (at === null) return;
    this.timer = this.timers.set(() => this.tick(), Math.max(20, at - now + 5));
  }
}

const tables = new WeakMap<Db, RouletteTable>();

/** The table of this database: made at start-up (server/app.ts) or when first asked. */
export function rouletteTableOf(db: Db, config: RouletteConfig = DEFAULT_ROULETTE_CONFIG): RouletteTable {
  let t = tables.get(db);
  if (!t) tables.set(db, (t = new RouletteTable(db, config)));
  return t;
}

/** Start-up: the table, recovered from the last stop. */
export function startRouletteTable(db: Db, log: (line: string) => void): RouletteTable {
  const t = new RouletteTable(db, DEFAULT_ROULETTE_CONFIG, log);
  tables.set(db, t);
  t.recover();
  return t;
}

/** A round for players' eyes: the seed and the pocket only once it is over. */
export function rouletteRoundView(r: RoundRow, table: RouletteTable): RouletteRound {
  const over = r.state === 'ENDED' || r.state === 'VOID';
  return {
    roundId: String(r.id),
    nonce: r.nonce,
    seedHash: r.seedHash,
    clientSeed: r.clientSeed,
    bettingEndsAt: r.bettingEndsAt,
    resultAt: table.resultAt(r),
    state: r.state,
    pocket: over ? r.outcome : null,
    serverSeed: over ? r.serverSeed : null,
  };
}

export const rouletteBetView = (b: BetRow): RouletteBet => ({
  roundId: String(b.roundId),
  orderId: String(b.orderId),
  picks: picksOf(b),
  stake: b.stake,
  win: b.win,
  state: b.state,
});

/** A roulette order's record (SPEC §7): its bet and its round with the proof, or null for another order. */
export function rouletteRecordOf(db: Db, orderId: number): RouletteRecord | null {
  const bet = betOfOrder(db, orderId);
  const round = bet ? roundById(db, bet.roundId) : null;
  return bet && round && round.family === ROULETTE
    ? { round: rouletteRoundView(round, rouletteTableOf(db)), bet: rouletteBetView(bet) }
    : null;
}
