// The live roulette table: one European wheel for every roulette game of the catalogue, its
// rounds on a schedule shared by every player: bets while betting is open, then the spin, then
// the pocket and the payouts, then a pause. The pocket is the round's outcome hash read by
// src/rules/roulette.ts pocketOf, decided by the seed chain before the round opened.
//
// Its schedule is the shared tables' (table.ts): it moves only when asked, each step a function of
// the stored round and the clock, so a test drives it with a clock of its own.
import type { RouletteBet, RoulettePick, RouletteRecord, RouletteRound } from '../../src/api/types.ts';
import type { Db } from '../db/open.ts';
import { payoutOf, pocketOf } from '../../src/rules/roulette.ts';
import { outcomeHmac } from './fair.ts';
import { type Log, SharedTable, tablesPerDb } from './table.ts';
import { betWith, isOver, roundHead, roundRecordOf } from './views.ts';
import { type BetRow, loseBet, openBetsOf, payBet, type RoundRow, revealRound, seedOf } from './store.ts';

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

export class RouletteTable extends SharedTable<RouletteConfig> {
  protected readonly family = ROULETTE;

  protected restMs(): number {
    return this.config.pauseMs;
  }

  /** Start-up: a round left betting or spinning by a stop is void and its stakes refunded (store.ts voidUnfinished). */
  recover(): void {
    this.voidInFlight((r, seed) => pocketFrom(seed, r.clientSeed, r.nonce), 'ROULETTE', 'in flight');
  }

  /** When the wheel stops and the round is paid. */
  resultAt(round: Pick<RoundRow, 'bettingEndsAt'>): number {
    return round.bettingEndsAt + this.config.spinMs;
  }

  /** The pocket of a round, known to the server from the start (tests choose rounds by it). */
  pocketOf(round: RoundRow): number {
    return round.outcome ?? pocketFrom(seedOf(this.db, round), round.clientSeed, round.nonce);
  }

  /** The spin: when the wheel stops, every bet is paid or lost. */
  protected override play(round: RoundRow, now: number): RoundRow {
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

  /** The spin's next event: the wheel stops. */
  protected override nextEventAt(round: RoundRow): number {
    return this.resultAt(round);
  }
}

const tables = tablesPerDb((db, config: RouletteConfig, log) => new RouletteTable(db, config, log));

/** The table of this database: made at start-up (server/app.ts) or when first asked. */
export const rouletteTableOf = (db: Db, config: RouletteConfig = DEFAULT_ROULETTE_CONFIG): RouletteTable =>
  tables.of(db, config);

/** Start-up: the table, recovered from the last stop. */
export const startRouletteTable = (db: Db, log: Log): RouletteTable => tables.start(db, DEFAULT_ROULETTE_CONFIG, log);

/** A round for players' eyes: the seed and the pocket only once it is over. */
export function rouletteRoundView(r: RoundRow, table: RouletteTable): RouletteRound {
  const over = isOver(r);
  return {
    ...roundHead(r),
    resultAt: table.resultAt(r),
    state: r.state,
    pocket: over ? r.outcome : null,
    serverSeed: over ? r.serverSeed : null,
  };
}

export const rouletteBetView = (b: BetRow): RouletteBet => betWith(b, { picks: picksOf(b) });

/** A roulette order's record (SPEC §7): its bet and its round with the proof, or null for another order. */
export const rouletteRecordOf = (db: Db, orderId: number): RouletteRecord | null =>
  roundRecordOf(db, orderId, ROULETTE, (round, bet) => ({
    round: rouletteRoundView(round, rouletteTableOf(db)),
    bet: rouletteBetView(bet),
  }));
