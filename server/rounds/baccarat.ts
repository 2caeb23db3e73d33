// Live baccarat's shared table (docs/games.md "Live baccarat"): one punto banco coup at a time for
// every baccarat game of the catalogue. Each round is a betting phase, then the deal: the coup
// follows from the round's seed alone (an 8-deck shoe shuffled from its hashes, the tableau of
// src/rules/baccarat.ts), so it was fixed before the first chip went down, and every bet is
// settled in the same step, the seed revealed. Its schedule is the shared tables' (table.ts): a
// test drives it with a clock of its own (useClock) and chooses coups with seeds of its own (useSeeds).
import { createHmac } from 'node:crypto';
import type { BaccaratBet, BaccaratRecord, BaccaratRound, BaccaratStakes } from '../../src/api/types.ts';
import { type Coup, deal, packCoup, shoeTop, SPOTS, totalReturn, unpackCoup } from '../../src/rules/baccarat.ts';
import type { Db } from '../db/open.ts';
import { perDb } from '../db/statements.ts';
import { type Log, SharedTable, tablesPerDb } from './table.ts';
import { betWith, isOver, roundHead, roundRecordOf } from './views.ts';
import {
  type BetRow,
  type ChainSeeds,
  loseBet,
  openBetsOf,
  payBet,
  placeBet,
  type PlaceRefusal,
  type RoundRow,
  revealRound,
  seedOf,
} from './store.ts';

export const BACCARAT = 'BACCARAT';

export interface BaccaratConfig {
  /** How long chips are taken before the deal. */
  bettingMs: number;
  /** How long the coup is shown before the next round's betting opens. */
  showMs: number;
  chainLength: number;
  /** Rounds keep coming while some player asked within this time; then the table rests. */
  idleMs: number;
}

export const DEFAULT_BACCARAT_CONFIG: BaccaratConfig = {
  bettingMs: 15_000,
  showMs: 8_000,
  chainLength: 10_000,
  idleMs: 60_000,
};

/**
 * A round's coup from its seed, as every verify view repeats it: card k of the shuffle draws
 * HMAC-SHA256(key = seed, message = "<client seed>:<nonce>:<k>"), k = 0 … 5.
 */
export const coupOf = (seed: string, clientSeed: string, nonce: number): Coup =>
  deal(shoeTop((k) => createHmac('sha256', seed).update(`${clientSeed}:${nonce}:${k}`, 'utf8').digest('hex')));

const stmts = perDb((db) => ({
  add: db.prepare<[number, number, number, number, number, number]>(
    `INSERT INTO baccarat_bets (bet_id, player_cents, banker_cents, tie_cents, player_pair_cents, banker_pair_cents)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ),
  stakes: db.prepare<[number], BaccaratStakes>(
    `SELECT player_cents AS PLAYER, banker_cents AS BANKER, tie_cents AS TIE, player_pair_cents AS PLAYER_PAIR,
       banker_pair_cents AS BANKER_PAIR FROM baccarat_bets WHERE bet_id = ?`,
  ),
}));

const NO_STAKES: BaccaratStakes = { PLAYER: 0, BANKER: 0, TIE: 0, PLAYER_PAIR: 0, BANKER_PAIR: 0 };
export const stakesOf = (db: Db, betId: number): BaccaratStakes => stmts(db).stakes.get(betId) ?? NO_STAKES;

/** A round for players' eyes: the seed and the coup only once it is over. */
export function baccaratRoundView(r: RoundRow): BaccaratRound {
  const over = isOver(r) && r.serverSeed !== null;
  return {
    ...roundHead(r),
    state: r.state,
    serverSeed: over ? r.serverSeed : null,
    coup: over ? coupOf(r.serverSeed!, r.clientSeed, r.nonce) : null,
    endedAt: over ? r.endedAt : null,
  };
}

export const baccaratBetView = (db: Db, b: BetRow): BaccaratBet => betWith(b, { stakes: { ...stakesOf(db, b.id) } });

/** A baccarat order's record: its bet and its round with the proof; null for any other order. */
export const baccaratRecordOf = (db: Db, orderId: number): BaccaratRecord | null =>
  roundRecordOf(db, orderId, BACCARAT, (round, bet) => ({
    round: baccaratRoundView(round),
    bet: baccaratBetView(db, bet),
  }));

export type BetAnswer = { bet: BetRow } | { refused: PlaceRefusal | 'CLOSED'; maxStake?: number };

export class BaccaratTable extends SharedTable<BaccaratConfig> {
  protected readonly family = BACCARAT;

  protected restMs(): number {
    return this.config.showMs;
  }

  /**
   * Start-up: a round a stop left betting is void and its stakes refunded (store.ts
   * voidUnfinished); its seed is revealed with the coup it would have dealt, so it still verifies.
   */
  recover(): void {
    this.voidInFlight((r, seed) => packCoup(coupOf(seed, r.clientSeed, r.nonce)), 'ROUNDS baccarat', 'open');
  }

  /**
   * Test hook: every round a chain of one drawn by `seeds` (its secret is the round's seed), so a
   * test chooses each coup. Takes hold when the table's current chain is used up (a fresh table's).
   */
  override useSeeds(seeds: ChainSeeds | undefined): void {
    super.useSeeds(seeds, 1);
  }

  /** Betting has closed: the deal, every open bet settled by the coup, then the seed revealed. Each step writes once. */
  protected override closeBetting(round: RoundRow): RoundRow {
    const seed = seedOf(this.db, round);
    const coup = coupOf(seed, round.clientSeed, round.nonce);
    const at = round.bettingEndsAt;
    for (const bet of openBetsOf(this.db, round.id)) {
      const win = totalReturn(stakesOf(this.db, bet.id), coup);
      if (win > 0) payBet(this.db, bet, Math.round((win * 100) / bet.stake), win, at);
      else loseBet(this.db, bet, at);
    }
    revealRound(this.db, round.id, 'ENDED', seed, packCoup(coup), at);
    return { ...round, state: 'ENDED', serverSeed: seed, outcome: packCoup(coup), endedAt: at };
  }

  /** Places a player's chips on the round in betting: one bet a round, its stake their sum. */
  bet(
    b: { memberId: number; nodeId: string; roundId: number; stakes: BaccaratStakes; requestKey: string },
    round: RoundRow,
  ): BetAnswer {
    if (round.id !== b.roundId || round.state !== 'BETTING' || this.now() >= round.bettingEndsAt)
      return { refused: 'CLOSED' };
    const stake = SPOTS.reduce((t, s) => t + b.stakes[s], 0);
    const spots = SPOTS.filter((s) => b.stakes[s] > 0)
      .map((s) => `${s} ${b.stakes[s]}`)
      .join(', ');
    return this.db.transaction((): BetAnswer => {
      const r = placeBet(
        this.db,
        {
          roundId: round.id,
          memberId: b.memberId,
          nodeId: b.nodeId,
          slot: 1,
          stake,
          autoCashOut: null,
          requestKey: b.requestKey,
          content: `BACCARAT round ${round.id}: ${spots}`,
        },
        this.now(),
      );
      if ('refused' in r) return r;
      if (!r.repeated) {
        const s = b.stakes;
        stmts(this.db).add.run(r.bet.id, s.PLAYER, s.BANKER, s.TIE, s.PLAYER_PAIR, s.BANKER_PAIR);
      }
      return { bet: r.bet };
    })();
  }
}

/** The winner and pairs of an ended round, from its stored outcome (the bead road). */
export const resultOf = (r: RoundRow) => (r.outcome === null ? null : unpackCoup(r.outcome));

const tables = tablesPerDb((db, config: BaccaratConfig, log) => new BaccaratTable(db, config, log));

/** The table of this database: made at start-up (server/app.ts) or when first asked. */
export const baccaratTableOf = (db: Db, config: BaccaratConfig = DEFAULT_BACCARAT_CONFIG): BaccaratTable =>
  tables.of(db, config);

/** Start-up: the table, recovered from the last stop. */
export const startBaccaratTable = (db: Db, log: Log, config: BaccaratConfig = DEFAULT_BACCARAT_CONFIG): BaccaratTable =>
  tables.start(db, config, log);
