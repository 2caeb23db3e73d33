// The game show money wheel's shared table: one wheel for every game show game of the
// catalogue, each round a betting phase with a countdown, then the spin (or spins: a "2x" or
// "7x" respins) the round's seed decided (src/rules/gameshow.ts), then a pause with the result.
//
// A round is settled the moment its betting closes: its seed is revealed with its spins, every
// bet is paid what its chips on the number that came won, or lost, and the page plays the spin
// it is shown; the next round opens when the spin and the pause are over. So the only unfinished round a stop can leave is one still
// taking bets: at start-up it is void and its stakes refunded (store.ts voidUnfinished).
//
// Its schedule is every shared table's (table.ts): it moves only when asked (a call, or its one
// timer), each step a pure function of the stored round and the clock, so a test drives it with
// its own clock (useClock).
import type { Db } from '../db/open.ts';
import { encodeSpins, resultOf, spinsOf, winOf } from '../../src/rules/gameshow.ts';
import { outcomeHmac, sha256Hex } from './fair.ts';
import { type BetRow, loseBet, openBetsOf, payBet, type RoundRow, revealRound, seedOf } from './store.ts';
import { type Log, SharedTable, tablesPerDb } from './table.ts';

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

export class MoneyWheel extends SharedTable<WheelConfig> {
  protected readonly family = GAMESHOW;

  protected restMs(): number {
    return this.config.pauseMs;
  }

  /** Start-up: voids a round a stop left taking bets and refunds its stakes, once. */
  recover(): void {
    this.voidInFlight((r, seed) => encodeSpins(wheelSpinsOf(seed, r.clientSeed, r.nonce)), 'WHEEL', 'taking bets');
  }

  /** When a settled round's last spin stops (ms since the epoch). */
  spinEndsAt(round: RoundRow): number {
    return round.endedAt ?? round.bettingEndsAt;
  }

  /** Betting is closed: the spins from the seed, every bet paid or lost, the seed revealed. */
  protected override closeBetting(round: RoundRow): RoundRow {
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
}

const wheels = tablesPerDb((db, config: WheelConfig, log?: Log) => new MoneyWheel(db, config, log));

/** The wheel of this database: one per server, made at start-up (server/app.ts) or when first asked. */
export const moneyWheelOf = (db: Db, config: WheelConfig = DEFAULT_WHEEL_CONFIG): MoneyWheel => wheels.of(db, config);

/** Start-up: the wheel, recovered from the last stop. */
export const startMoneyWheel = (db: Db, log: Log): MoneyWheel => wheels.start(db, DEFAULT_WHEEL_CONFIG, log);
