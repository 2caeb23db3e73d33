// The money wheel's rounds and bets as players see them (src/api/domain/gameshow.ts), and a wheel
// bet's game record (SPEC §7).
import type { GameshowRecord, WheelBet, WheelRound } from '../../src/api/types.ts';
import { decodeSpins, resultOf, WHEEL, winOf } from '../../src/rules/gameshow.ts';
import type { Db } from '../db/open.ts';
import type { BetRow, RoundRow } from './store.ts';
import { chipsOf, GAMESHOW } from './gameshow.ts';
import { betWith, isOver, roundHead, roundRecordOf } from './views.ts';

/** A round for players' eyes: the seed and the spins once betting has closed (or it was void). */
export function wheelRoundView(r: RoundRow): WheelRound {
  const over = isOver(r) && r.outcome !== null;
  const spins = over ? decodeSpins(r.outcome!) : null;
  const result = spins ? resultOf(spins) : null;
  return {
    ...roundHead(r),
    state: r.state,
    spins,
    number: result?.number ?? null,
    multiplier: result?.multiplier ?? null,
    serverSeed: over ? r.serverSeed : null,
    endedAt: over ? r.endedAt : null,
  };
}

/**
 * A bet with each number's chips; once it is settled, each with what it paid, from the round's
 * spins (a void round's chips paid nothing: the stake came back as a refund).
 */
export function wheelBetView(b: BetRow, round: Pick<RoundRow, 'outcome'> | null): WheelBet {
  const settled = (b.state === 'WON' || b.state === 'LOST') && round?.outcome != null;
  const result = settled ? resultOf(decodeSpins(round.outcome!)) : null;
  return betWith(b, {
    chips: chipsOf(b).map((c) => ({ ...c, win: result ? winOf(c.stake, c.number, result) : 0 })),
  });
}

/** A wheel order's record: its bet, its round with the proof and the segments landed on; null for another order. */
export const gameshowRecordOf = (db: Db, orderId: number): GameshowRecord | null =>
  roundRecordOf(db, orderId, GAMESHOW, (round, bet) => {
    const view = wheelRoundView(round);
    return { round: view, bet: wheelBetView(bet, round), segments: view.spins?.map((i) => WHEEL[i]!) ?? null };
  });
