// The game show money wheel's shared table: one wheel for every game show game of the
// catalogue, each round a betting phase with a countdown, then the spin (or spins: a "2x" or
// "7x" respins) the round's seed decided (src/rules/gameshow.ts), then a pause with the result.
//
// A round is settled the moment its betting closes: its seed is revealed with its spins, every
// bet is paid what its chips on the number that came won, or lost, and the page plays the spin it is shown; the next round opens when the
// spin and the pause are over. So the only unfinished round a stop can leave is one still
// taking bets: at start-up it is void and its stakes refunded (store.ts voidUnfinished).
//
// Like the crash table, it moves only when asked (a call, or its one timer), each step a pure
// function of the stored round and the clock, so a test drives it with its own clock (useClock).
import type { Db } from '../db/open.ts';
import { encodeSpins, resultOf, spinsOf, winOf } from '../../src/rules/gameshow.ts';
import type { Clock, Timers } from './crash.ts';
import { outcomeHmac, sha256Hex } from './fair.ts';
import {
  type BetRow,
  type ChainSeeds,
  latestRound,
  loseBet,
  openBetsOf,
  openRound,
  payBet,
  type RoundRow,
  revealRound,
  seedOf,
  voidUnfinished,
} from './store.ts';

export const GAMESHOW = 'GAMESHOW';

export interface WheelConfig {
  /** How long bets are taken (the page's countdown). */
  bettingMs: number;
  /** How long one spin of the wheel takes on the page. */
  spinMs: number;
  /** The pause after the last spin, the result on show, before the next round's betting opens. */
  pauseMs: number;
  chainLength: number;
  /** Rounds keep starting while some player asked within this time; then the wheel rests. */
  idleMs: number;
}

export const DEFAULT_WHEEL_CONFIG: WheelConfig = {
  bettingMs: 12_000,
  spinMs: 5000,
  pauseMs: 4000,
  chainLength: 10_000,
  idleMs: 60_000,
};

const PROCESS_TIMERS: Timers = {
  set: (fire, ms) => setTimeout(fire, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A round's spins from its seed: the rule the verify panel repeats. */
export const wheelSpinsOf = (seed: string, clientSeed: string, nonce: number): number[] =>
  spinsOf(outcomeHmac(seed, clientSeed, nonce), sha256Hex);

/**
 * A bet's chips, as stored with it (migration 035): JSON [[number, cents], …] in the picks column
 * live roulette added. A player places at most BETS_PER_ROUND bets a round (the round engine's
 * two slots), each with chips on any of the six numbers.
 */
export const chipsOf = (bet: Pick<BetRow, 'picks'>): { number: number; stake: number }[] =>
  (JSON.parse(bet.picks ?? '[]') as [number, number][]).map(([number, stake]) => ({ number, stake }));

/** What a bet's chips pay on a result (the stakes back included), each number's chips paid on their own. */
export const betWinOf = (bet: Pick<BetRow, 'picks'>, result: { number: number; multiplier: number }): number =>
  chipsOf(bet).reduce((sum, c) => sum + winOf(c.stake, c.number, result), 0);

export class MoneyWheel {
  private clock: Clock = { now: () => Date.now() };
  private timers: Timers | null = PROCESS_TIMERS;
  private timer: unknown = null;
  private lastAsked = Number.NEGATIVE_INFINITY;
  private stopped = false;
  private seeds: ChainSeeds | undefined;

  constructor(
    readonly db: Db,
    readonly config: WheelConfig,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  now(): number {
    return this.clock.now();
  }

  /** Start-up: voids a round a stop left taking bets and refunds its stakes, once. */
  recover(): void {
    const done = voidUnfinished(this.db, GAMESHOW, this.now(), (r, seed) =>
      encodeSpins(wheelSpinsOf(seed, r.clientSeed, r.nonce)),
    );
    if (done.rounds > 0) this.log(`WHEEL voided=${done.rounds} refunds=${done.refunds} (taking bets at the last stop)`);
  }

  /** Hands the wheel's clock (and its timer, when given) to a test. Never used by the server itself. */
  useClock(clock: Clock, timers: Timers | null = null): void {
    this.clearTimer();
    this.clock = clock;
    this.timers = timers;
  }

  /** Hands the next seed chains' secrets to a test, so it knows every round's outcome. Never used by the server. */
  useSeeds(seeds: ChainSeeds): void {
    this.seeds = seeds;
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

  /** When a settled round's last spin stops (ms since the epoch). */
  spinEndsAt(round: RoundRow): number {
    return round.endedAt ?? round.bettingEndsAt;
  }

  /** Moves the wheel to now: a round's settlement when its betting closes, the next round after the pause. */
  tick(): RoundRow | null {
    const now = this.now();
    let round = latestRound(this.db, GAMESHOW);
    for (let i = 0; i < 3; i++) {
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
      return openRound(this.db, GAMESHOW, this.config.chainLength, now + this.config.bettingMs, now, this.seeds);
    }
    if (now < round.bettingEndsAt) return round;
    return this.settle(round);
  }

  /** Betting is closed: the spins from the seed, every bet paid or lost, the seed revealed. */
  private settle(round: RoundRow): RoundRow {
    const seed = seedOf(this.db, round);
    const spins = wheelSpinsOf(seed, round.clientSeed, round.nonce);
    const result = resultOf(spins);
    const outcome = encodeSpins(spins);
    const endedAt = round.bettingEndsAt + spins.length * this.config.spinMs;
    for (const bet of openBetsOf(this.db, round.id)) {
      const win = betWinOf(bet, result);
      // The bet's multiplier (hundredths) is kept with a win, as a crash bet's cash-out is.
      if (win > 0) payBet(this.db, bet, result.multiplier * 100, win, round.bettingEndsAt);
      else loseBet(this.db, bet, round.bettingEndsAt);
    }
    revealRound(this.db, round.id, 'ENDED', seed, outcome, endedAt);
    return { ...round, state: 'ENDED', outcome, endedAt, serverSeed: seed };
  }

  private schedule(round: RoundRow | null, now: number): void {
    if (!this.timers || this.stopped) return;
    let at: number | null = null;
    if (round?.state === 'BETTING') at = round.bettingEndsAt;
    else if (now - this.lastAsked <= this.config.idleMs) at = (round?.endedAt ?? now) + this.config.pauseMs;
    this.clearTimer();
    if (at === null) return;
    this.timer = this.timers.set(() => this.tick(), Math.max(20, at - now + 5));
  }
}

const wheels = new WeakMap<Db, MoneyWheel>();

/** The wheel of this database: one per server, made at start-up (server/app.ts) or when first asked. */
export function moneyWheelOf(db: Db, config: WheelConfig = DEFAULT_WHEEL_CONFIG): MoneyWheel {
  let w = wheels.get(db);
  if (!w) wheels.set(db, (w = new MoneyWheel(db, config)));
  return w;
}

/** Start-up: the wheel, recovered from the last stop. */
export function startMoneyWheel(db: Db, log: (line: string) => void): MoneyWheel {
  const w = new MoneyWheel(db, DEFAULT_WHEEL_CONFIG, log);
  wheels.set(db, w);
  w.recover();
  return w;
}
