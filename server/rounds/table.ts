// A shared table's schedule: one round at a time of one family for every player (crash, live
// roulette, live baccarat, bingo, the money wheel). Each round is a betting phase, then whatever
// the family plays (a flight, a spin, a deal, a draw), then a rest before the next round opens.
// The table moves only when asked (a player's call, or the one timer it sets for its next event),
// and every step is a function of the stored round and the clock, so a test drives it with a clock
// of its own (useClock) and chooses its rounds' outcomes with seeds of its own (useSeeds). Rounds
// keep coming while some player asked within `idleMs`; then the table rests until asked again.
//
// A base class rather than a scheduler the tables hold: the tables' callers and tests use the
// schedule's calls (tick, touch, useClock, useSeeds, stop, recover) on the table itself, so
// inheriting them keeps every caller as it was with no forwarding methods, and what a family adds
// is a few small overrides: when betting closes (closeBetting), a running round's progress (play)
// and when its next event is due (nextEventAt), the rest after a round (restMs), and its restart
// recovery (recover, usually voidInFlight with the family's outcome).
import type { Db } from '../db/open.ts';
import { type ChainSeeds, latestRound, openRound, type RoundRow, startRound, voidUnfinished } from './store.ts';

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

/** The timing every shared table has; each family adds its own phases. */
export interface TableTiming {
  /** How long bets are taken before the round plays. */
  bettingMs: number;
  /** Rounds per seed chain. */
  chainLength: number;
  /** Rounds keep starting while some player asked within this time; then the table rests. */
  idleMs: number;
}

export type Log = (line: string) => void;

export abstract class SharedTable<C extends TableTiming = TableTiming> {
  private clock: Clock = { now: () => Date.now() };
  private timers: Timers | null = PROCESS_TIMERS;
  private timer: unknown = null;
  private lastAsked = Number.NEGATIVE_INFINITY;
  private stopped = false;
  private seeds: ChainSeeds | undefined;
  private seededChainLength: number | null = null;

  constructor(
    readonly db: Db,
    readonly config: C,
    protected readonly log: Log = () => undefined,
  ) {}

  /** The family of the table's rounds (store.ts). */
  protected abstract readonly family: string;

  /** How long a round's result stays on show before the next round's betting opens. */
  protected abstract restMs(): number;

  /** Start-up: what a stop left unfinished is voided (voidInFlight) or resumed, once. */
  abstract recover(): void;

  now(): number {
    return this.clock.now();
  }

  /**
   * Test hook: the table's clock, and its timer too when `timers` is given (else no timer runs and
   * the table moves when the test's calls do). Never used by the server itself.
   */
  useClock(clock: Clock, timers: Timers | null = null): void {
    this.clearTimer();
    this.clock = clock;
    this.timers = timers;
  }

  /**
   * Test hook: new seed chains' secrets drawn by `seeds`, so a test knows every round's outcome;
   * `perChain` rounds to a chain (the config's when not given). Takes hold when the table's current
   * chain is used up (a fresh table's). Never used by the server itself.
   */
  useSeeds(seeds: ChainSeeds | undefined, perChain?: number): void {
    this.seeds = seeds;
    this.seededChainLength = seeds ? (perChain ?? null) : null;
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

  private watched(now: number): boolean {
    return now - this.lastAsked <= this.config.idleMs;
  }

  /** Moves the table to now: betting's close, the round's play and its end, the next round. */
  tick(): RoundRow | null {
    const now = this.now();
    let round = latestRound(this.db, this.family);
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
      const rested = !round || now >= (round.endedAt ?? 0) + this.restMs();
      if (!this.watched(now) || !rested) return round;
      const chainLength = this.seededChainLength ?? this.config.chainLength;
      return openRound(this.db, this.family, chainLength, now + this.config.bettingMs, now, this.seeds);
    }
    if (round.state === 'BETTING') return now < round.bettingEndsAt ? round : this.closeBetting(round);
    return this.play(round, now);
  }

  /**
   * Betting has closed: the round starts running (a flight, a spin, a draw). A table that settles
   * every bet the moment betting closes (baccarat's deal) ends the round here instead.
   */
  protected closeBetting(round: RoundRow): RoundRow {
    startRound(this.db, round.id);
    return { ...round, state: 'RUNNING' };
  }

  /** A running round moved to now: the same row while it plays on, the ended one when it is over. */
  protected play(round: RoundRow, _now: number): RoundRow {
    return round;
  }

  /** When a running round's next event is due (ms since the epoch); none for a table without running rounds. */
  protected nextEventAt(_round: RoundRow, _now: number): number | null {
    return null;
  }

  /** Sets the one timer for the table's next event; none when nobody is watching or a test holds the clock. */
  private schedule(round: RoundRow | null, now: number): void {
    if (!this.timers || this.stopped) return;
    let at: number | null = null;
    if (round?.state === 'BETTING') at = round.bettingEndsAt;
    else if (round?.state === 'RUNNING') at = this.nextEventAt(round, now);
    else if (this.watched(now)) at = (round?.endedAt ?? now) + this.restMs();
    this.clearTimer();
    if (at === null) return;
    this.timer = this.timers.set(() => this.tick(), Math.max(20, at - now + 5));
  }

  /**
   * Recovery for a family whose unfinished round cannot be finished fairly after a stop: it is void
   * and its open stakes refunded (store.ts voidUnfinished says why), its seed revealed with
   * `outcomeOf` so it still verifies. The log line reads `<label> voided=… refunds=… (<when> at the last stop)`.
   */
  protected voidInFlight(outcomeOf: (round: RoundRow, seed: string) => number | null, label: string, when: string) {
    const done = voidUnfinished(this.db, this.family, this.now(), outcomeOf);
    if (done.rounds > 0) this.log(`${label} voided=${done.rounds} refunds=${done.refunds} (${when} at the last stop)`);
  }
}

/**
 * One table per database: made at start-up (server/app.ts, recovered from the last stop) or, for
 * tests and tools, when first asked.
 */
export function tablesPerDb<C, T extends { recover(): void }>(make: (db: Db, config: C, log?: Log) => T) {
  const tables = new WeakMap<Db, T>();
  return {
    of(db: Db, config: C): T {
      let t = tables.get(db);
      if (!t) tables.set(db, (t = make(db, config)));
      return t;
    },
    start(db: Db, config: C, log?: Log): T {
      const t = make(db, config, log);
      tables.set(db, t);
      t.recover();
      return t;
    },
  };
}
