// The money wheel's rounds and bets as players see them (src/api/domain/gameshow.ts).
import type { WheelBet, WheelRound } from '../../src/api/types.ts';
import { decodeSpins, resultOf } from '../../src/rules/gameshow.ts';
import type { BetRow, RoundRow } from './store.ts';
import { numberOfBet } from './gameshow.ts';

/** A round for players' eyes: the seed and the spins once betting has closed (or it was void). */
export function wheelRoundView(r: RoundRow): WheelRound {
  const over = (r.state === 'ENDED' || r.state === 'VOID') && r.outcome !== null;
  const spins = over ? decodeSpins(r.outcome!) : null;
  const result = spins ? resultOf(spins) : null;
  return {
    roundId: String(r.id),
    nonce: r.nonce,
    seedHash: r.seedHash,
    clientSeed: r.clientSeed,
    bettingEndsAt: r.bettingEndsAt,
    state: r.state,
    spins,
    number: result?.number ?? null,
    multiplier: result?.multiplier ?? null,
    serverSeed: over ? r.serverSeed : null,
    endedAt: over ? r.endedAt : null,
  };
}

export const wheelBetView = (b: BetRow): WheelBet => ({
  roundId: String(b.roundId),
  orderId: String(b.orderId),
  number: numberOfBet(b),
  stake: b.stake,
  win: b.win,
  state: b.state,
});
