// Rounds and bets as players see them: the parts every shared table's views have in common, and
// the crash game's (src/api/types/crash.ts). A family's page state and its game records' proof use
// the same views, so a record shows exactly what the page showed.
import type { CrashBet, CrashRecord, CrashRound } from '../../src/api/types.ts';
import type { Db } from '../db/open.ts';
import { type BetRow, betOfOrder, type RoundRow, roundById } from './store.ts';

/** Over (ended, or void after a stop): the round's seed, and with it its outcome, may be shown. */
export const isOver = (r: Pick<RoundRow, 'state'>): boolean => r.state === 'ENDED' || r.state === 'VOID';

/** What every family's round view opens with: the round, its place in its chain with the proof's inputs, betting's close. */
export const roundHead = (r: RoundRow) => ({
  roundId: String(r.id),
  nonce: r.nonce,
  seedHash: r.seedHash,
  clientSeed: r.clientSeed,
  bettingEndsAt: r.bettingEndsAt,
});

/** A family's bet view: the bet's round and order, what the family shows of it (`own`), its stake, win and state. */
export const betWith = <Own extends object>(b: BetRow, own: Own) => ({
  roundId: String(b.roundId),
  orderId: String(b.orderId),
  ...own,
  stake: b.stake,
  win: b.win,
  state: b.state,
});

/**
 * A round bet's game record (SPEC §7) in its family's views: the bet and its round with the
 * proof, or null for an order that is not a bet of `family`.
 */
export function roundRecordOf<R>(
  db: Db,
  orderId: number,
  family: string,
  view: (round: RoundRow, bet: BetRow) => R,
): R | null {
  const bet = betOfOrder(db, orderId);
  const round = bet ? roundById(db, bet.roundId) : null;
  return bet && round && round.family === family ? view(round, bet) : null;
}

/** A crash round for players' eyes: the seed and the crash point only once the round is over. */
export function roundView(r: RoundRow): CrashRound {
  const over = isOver(r);
  return {
    ...roundHead(r),
    state: r.state,
    crashPoint: over ? r.outcome : null,
    serverSeed: over ? r.serverSeed : null,
    endedAt: over ? r.endedAt : null,
  };
}

export const betView = (b: BetRow): CrashBet => ({
  roundId: String(b.roundId),
  orderId: String(b.orderId),
  slot: b.slot,
  stake: b.stake,
  autoCashOut: b.autoCashOut,
  cashedOutAt: b.cashedOutAt,
  win: b.win,
  state: b.state,
});

/** A crash order's proof for its game record, or null for an order that is not a crash bet. */
export const crashRecordOf = (db: Db, orderId: number): CrashRecord | null =>
  // A video poker hand is a round bet too: its record is its own (video-poker.ts pokerRecordOf).
  roundRecordOf(db, orderId, 'CRASH', (round, bet) => ({ round: roundView(round), bet: betView(bet) }));
