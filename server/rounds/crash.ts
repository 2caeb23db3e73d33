// The crash game's shared table: one round at a time for every crash game of the catalogue,
// each a betting phase, then a flight whose multiplier rises on the server's clock
// (src/rules/crash.ts) until the crash point the round's seed decided. Every decision is the
// server's, made on its own clock: a cash-out is paid at the multiplier of the moment the server
// handles it, or refused once that multiplier has reached the crash point; an auto cash-out is
// applied here whether or not the player is still connected.
//
// The table moves only when asked (a player's call, or the timer set for the next event), and
// every step is a pure function of the stored round and the clock, so a test can drive it with
// a clock of its own (useClock) and see exactly what a player would at that moment.
import type { Db } from '../db/open.ts';
import { crashPointOf, MAX_MULTIPLIER, MIN_CASH_OUT, multiplierAt, timeToReach, winOf } from '../../src/rules/crash.ts';
import { outcomeHmac } from './fair.ts';
import {
  type BetRow,
  latestRound,
  loseBet,
  memberBets,
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

export const CRASH = 'CRASH';

export interface CrashConfig {
  /** How long bets are taken before a round takes off. */
  bettingMs: number;
  /** The pause after a crash before the next round's betting opens. */
  pauseMs: number;
  /** Rounds per seed chain. */
  chainLength: number;
  /** Rounds keep starting while some player asked within this time; then the table rests. */
  idleMs: number;
}

export const DEFAULT_CRASH_CONFIG: CrashConfig = {
  bettingMs: 7000,
  pauseMs: 3000,
  chainLength: 10_000,
  idleMs: 60_000,
};

export interface Clock {
  now(): number;
}

/** Where the table sets its one timer: the process's, or a test's that fires it by hand. */
export interface Timers {
  set(fire: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const PROCESS_TIMERS: Timers = {
  set: (fire, ms) => setTimeout(fire, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A round's crash point (hundredths) from its seed: the rule every verify view repeats. */
export const crashOf = (seed: string, clientSeed: string, nonce: number): number =>
  crashPointOf(outcomeHmac(seed, clientSeed, nonce));

export type CashOutAnswer =
  | { ok: true; bet: BetRow }
  | { ok: false; reason: 'NO_BET' | 'NOT_RUNNING' | 'CRASHED'; crashPoint?: number };

export class CrashTable {
  private clock: Clock = { now: () => Date.now() };
  private timers: Timers | null = PROCESS_TIMERS;
  private timer: unknown = null;
  private lastAsked = Number.NEGATIVE_INFINITY;
  /** The running round's crash point, known to the server alone until the crash. */
  private secret: { roundId: number; crash: number } | null = null;
  private stopped = false;

  constructor(
    readonly db: Db,
    readonly config: CrashConfig,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  now(): number {
    return this.clock.now();
  }

  /** Start-up: voids what a stop left in flight (store.ts voidUnfinished says why), once. */
  recover(): void {
    const done = voidUnfinished(this.db, CRASH, this.now(), (r, seed) =>
      r.family === CRASH ? crashOf(seed, r.clientSeed, r.nonce) : null,
    );
    if (done.rounds > 0) this.log(`ROUNDS voided=${done.rounds} refunds=${done.refunds} (in flight at the last stop)`);
  }

  /**
   * Hands the table's clock to a test, and its timer too when `timers` is given (else no timer
   * runs and the table moves when the test's calls do). Never used by the server itself.
   */
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

  /** A player is watching: rounds keep coming for idleMs. */
  touch(): void {
    this.lastAsked = this.now();
  }

  /** The crash point of the round in play, for the round's own settlement and for tests that drive the clock. */
  crashPointOf(round: RoundRow): number {
    if (round.outcome !== null) return round.outcome;
    if (this.secret?.roundId !== round.id)
      this.secret = { roundId: round.id, crash: crashOf(seedOf(this.db, round), round.clientSeed, round.nonce) };
    return this.secret.crash;
  }

  /** When the round crashes (ms since the epoch). */
  crashTime(round: RoundRow): number {
    return round.bettingEndsAt + timeToReach(this.crashPointOf(round));
  }

  /** Moves the table to now: take-off, auto cash-outs due, the crash and its settlement, the next round. */
  tick(): RoundRow | null {
    const now = this.now();
    let round = latestRound(this.db, CRASH);
    // A few steps at most: a round can end and the next open in one call after a quiet spell.
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
      return openRound(this.db, CRASH, this.config.chainLength, now + this.config.bettingMs, now);
    }
    if (round.state === 'BETTING') {
      if (now < round.bettingEndsAt) return round;
      startRound(this.db, round.id);
      return { ...round, state: 'RUNNING' };
    }
    const crash = this.crashPointOf(round);
    const shown = multiplierAt(now - round.bettingEndsAt);
    this.applyAutoCashOuts(round, Math.min(shown, crash), now);
    if (shown < crash) return round;
    // Crashed: every bet still open has lost; the seed is revealed with the crash point.
    const endedAt = this.crashTime(round);
    for (const bet of openBetsOf(this.db, round.id)) loseBet(this.db, bet);
    revealRound(this.db, round.id, 'ENDED', seedOf(this.db, round), crash, endedAt);
    return { ...round, state: 'ENDED', outcome: crash, endedAt, serverSeed: seedOf(this.db, round) };
  }

  /** Pays every open bet whose auto cash-out the multiplier has reached: at its target, never more. */
  private applyAutoCashOuts(round: RoundRow, reached: number, now: number): void {
    for (const bet of openBetsOf(this.db, round.id)) {
      if (bet.autoCashOut !== null && bet.autoCashOut <= reached)
        payBet(this.db, bet, bet.autoCashOut, winOf(bet.stake, bet.autoCashOut), now);
    }
  }

  /** A player's cash-out, judged on the server's clock at this moment. */
  cashOut(memberId: number, roundId: number, slot: number): CashOutAnswer {
    const latest = this.tick();
    // The bet's own round, which a late request may find over and followed by the next one.
    const round = latest?.id === roundId ? latest : roundById(this.db, roundId);
    const bet = round ? betInSlot(this.db, round, memberId, slot) : null;
    if (!round || !bet) return { ok: false, reason: 'NO_BET' };
    // Already settled (an auto cash-out came first, or a retried request): the bet as it stands.
    if (bet.state === 'WON') return { ok: true, bet };
    if (round.state === 'ENDED' || bet.state === 'LOST')
      return { ok: false, reason: 'CRASHED', crashPoint: round.outcome ?? undefined };
    if (round.state !== 'RUNNING' || bet.state !== 'OPEN') return { ok: false, reason: 'NOT_RUNNING' };
    const now = this.now();
    const m = multiplierAt(now - round.bettingEndsAt);
    // tick() has just ended a round whose multiplier reached its crash point: m is below it here.
    payBet(this.db, bet, m, winOf(bet.stake, m), now);
    return { ok: true, bet: betInSlot(this.db, round, memberId, slot)! };
  }

  /** Sets the one timer for the table's next event; none when nobody is watching or a test holds the clock. */
  private schedule(round: RoundRow | null, now: number): void {
    if (!this.timers || this.stopped) return;
    let at: number | null = null;
    if (round?.state === 'BETTING') at = round.bettingEndsAt;
    else if (round?.state === 'RUNNING') at = this.crashTime(round);
    else if (now - this.lastAsked <= this.config.idleMs) at = (round?.endedAt ?? now) + this.config.pauseMs;
    this.clearTimer();
    if (at === null) return;
    this.timer = this.timers.set(() => this.tick(), Math.max(20, at - now + 5));
  }
}

function betInSlot(db: Db, round: RoundRow, memberId: number, slot: number): BetRow | null {
  return memberBets(db, round.id, memberId).find((b) => b.slot === slot) ?? null;
}

/** An auto cash-out a player may choose (hundredths), or null for none. */
export const validAutoCashOut = (v: number): boolean =>
  Number.isSafeInteger(v) && v >= MIN_CASH_OUT && v <= MAX_MULTIPLIER;

const tables = new WeakMap<Db, CrashTable>();

/** The table of this database: one per server, made at start-up (server/app.ts) or when first asked. */
export function crashTableOf(db: Db, config: CrashConfig = DEFAULT_CRASH_CONFIG): CrashTable {
  let t = tables.get(db);
  if (!t) tables.set(db, (t = new CrashTable(db, config)));
  return t;
}

/** Start-up: the table with the site's timing, recovered from the last stop. */
export function startCrashTable(db: Db, config: CrashConfig, log: (line: string) => void): CrashTable {
  const t = new CrashTable(db, config, log);
  tables.set(db, t);
  t.recover();
  return t;
}
