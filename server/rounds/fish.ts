// Fish shooting (docs/games.md "Fish shooting"): each shot is one round of the round engine with
// one bet, on a seed chain of the player's own for this game (family FISH:<member>:<game>, a nonce
// per shot). A per-player chain, not the shared table's: shots of different players interleave
// freely, and the hash shown before shot n is the seed revealed after shot n − 1, so the page knows
// the next shot's hash without a call of its own (autofire included). A shot is decided, staked,
// settled and revealed in one immediate transaction: a stop can never leave one half-played, and
// the chain's next hash, fixed in the database, is the same after a restart.
import type { FishNext, FishShot } from '../../src/api/types.ts';
import { falls, fishFamily, isFishFamily, winOf } from '../../src/rules/fish.ts';
import type { Db } from '../db/open.ts';
import { stakeRefusal } from '../db/bonus.ts';
import { perDb } from '../db/statements.ts';
import { outcomeHmac } from './fair.ts';
import {
  type BetRow,
  betById,
  type ChainSeeds,
  loseBet,
  nextRound,
  openRound,
  payBet,
  placeBet,
  revealRound,
  type RoundRow,
  roundById,
  seedOf,
  startRound,
} from './store.ts';

/** Shots per chain: a new chain (and client seed) follows a used-up one. */
export const FISH_CHAIN_LENGTH = 10_000;

const stmts = perDb((db) => ({
  byKey: db.prepare<[number, string], { id: number; roundId: number }>(
    'SELECT id, round_id AS roundId FROM round_bets WHERE member_id = ? AND request_key = ?',
  ),
  recent: db.prepare<[string, number], { id: number }>(
    `SELECT b.id FROM round_bets b JOIN rounds r ON r.id = b.round_id WHERE r.family = ? ORDER BY b.id DESC LIMIT ?`,
  ),
}));

/** A settled shot for players' eyes (its seed is revealed: it was decided when fired). */
function shotView(round: RoundRow, bet: BetRow): FishShot {
  return {
    roundId: String(round.id),
    orderId: String(bet.orderId),
    stake: bet.stake,
    target: round.outcome ?? 0,
    fell: bet.state === 'WON',
    win: bet.win,
    proof: {
      roundId: String(round.id),
      nonce: round.nonce,
      seedHash: round.seedHash,
      clientSeed: round.clientSeed,
      serverSeed: round.serverSeed ?? '',
    },
  };
}

const viewOfBet = (db: Db, betId: number): FishShot | null => {
  const bet = betById(db, betId);
  const round = bet ? roundById(db, bet.roundId) : null;
  return bet && round && isFishFamily(round.family) && round.serverSeed ? shotView(round, bet) : null;
};

/** A fish shot's record, or null for any other order's bet. */
export const fishRecordOf = (db: Db, betId: number): FishShot | null => viewOfBet(db, betId);

export type ShotAnswer =
  | { ok: true; shot: FishShot; repeated: boolean }
  | { ok: false; reason: 'BALANCE' }
  | { ok: false; reason: 'MAX_STAKE'; maxStake: number };

export class FishTable {
  private seeds: ChainSeeds | undefined;

  constructor(readonly db: Db) {}

  /**
   * Hands the seeds of the next chain to a test (undefined: random again), so it can fire shots
   * whose outcomes it has chosen. Never used by the server itself.
   */
  useSeeds(seeds: ChainSeeds | undefined): void {
    this.seeds = seeds;
  }

  /** The next shot's number, seed hash and client seed (the chain is made now if needed). */
  next(memberId: number, nodeId: string): FishNext {
    return nextRound(this.db, fishFamily(memberId, nodeId), FISH_CHAIN_LENGTH, Date.now(), this.seeds);
  }

  /** The last `limit` shots of this member in this game, newest first. */
  recent(memberId: number, nodeId: string, limit = 10): FishShot[] {
    return stmts(this.db)
      .recent.all(fishFamily(memberId, nodeId), limit)
      .map((r) => viewOfBet(this.db, r.id))
      .filter((v): v is FishShot => v !== null);
  }

  /** The shot a request key fired, if any. */
  shotWith(memberId: number, requestKey: string): FishShot | null {
    const b = stmts(this.db).byKey.get(memberId, requestKey);
    return b ? viewOfBet(this.db, b.id) : null;
  }

  /**
   * Fires a shot in one immediate transaction: its round on the player's chain, the stake's order
   * and ledger row, the outcome, the win (under its own ledger key) and the seed revealed. A
   * request key already used answers the shot it fired.
   */
  shoot(d: { memberId: number; nodeId: string; stake: number; target: number; requestKey: string }): ShotAnswer {
    const db = this.db;
    const now = Date.now();
    return db
      .transaction((): ShotAnswer => {
        const same = this.shotWith(d.memberId, d.requestKey);
        if (same) return { ok: true, shot: same, repeated: true };
        const no = stakeRefusal(db, d.memberId, d.stake);
        if (no)
          return no.refused === 'MAX_STAKE'
            ? { ok: false, reason: 'MAX_STAKE', maxStake: no.maxStake }
            : { ok: false, reason: 'BALANCE' };
        const family = fishFamily(d.memberId, d.nodeId);
        const round = openRound(db, family, FISH_CHAIN_LENGTH, now, now, this.seeds);
        startRound(db, round.id);
        const placed = placeBet(
          db,
          {
            roundId: round.id,
            memberId: d.memberId,
            nodeId: d.nodeId,
            slot: 1,
            stake: d.stake,
            autoCashOut: null,
            requestKey: d.requestKey,
            content: `FISH ${d.target}x`,
          },
          now,
        );
        // The balance and the key were checked above, in this transaction.
        if (!('bet' in placed) || placed.repeated) throw new Error('fish shot: the stake was refused after its checks');
        const seed = seedOf(db, round);
        const fell = falls(outcomeHmac(seed, round.clientSeed, round.nonce), d.target);
        if (fell) payBet(db, placed.bet, d.target * 100, winOf(d.stake, d.target, true), now);
        else loseBet(db, placed.bet, now);
        revealRound(db, round.id, 'ENDED', seed, d.target, now);
        return { ok: true, shot: viewOfBet(db, placed.bet.id)!, repeated: false };
      })
      .immediate();
  }
}

const tables = new WeakMap<Db, FishTable>();

/** The fish table of this database: one per server. It keeps no state a restart would lose. */
export function fishTableOf(db: Db): FishTable {
  let t = tables.get(db);
  if (!t) tables.set(db, (t = new FishTable(db)));
  return t;
}
