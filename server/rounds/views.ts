// Rounds and bets as players see them (src/api/types/crash.ts): the crash page's state and the
// game records' proof use the same views, so a record shows exactly what the page showed.
import type { CrashBet, CrashRecord, CrashRound } from '../../src/api/types.ts';
import type { Db } from '../db/open.ts';
import { type BetRow, betOfOrder, type RoundRow, roundById } from './store.ts';

/** A round for players' eyes: the seed and the outcome only once the round is over. */
export function roundView(r: RoundRow): CrashRound {
  const over = r.state === 'ENDED' || r.state === 'VOID';
  return {
    roundId: String(r.id),
    nonce: r.nonce,
    seedHash: r.seedHash,
    clientSeed: r.clientSeed,
    bettingEndsAt: r.bettingEndsAt,
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

/** A crash order's proof for its game record, or null for an order that is not a round bet. */
export function crashRecordOf(db: Db, orderId: number): CrashRecord | null {
  const bet = betOfOrder(db, orderId);
  const round = bet ? roundById(db, bet.roundId) : null;
  // A video poker hand is a round bet too: its record is its own (video-poker.ts pokerRecordOf).
  return bet && round && round.family === 'CRASH' ? { round: roundView(round), bet: betView(bet) } : null;
}
