// A bingo card as players see it, on the bingo page and in the game records (SPEC §7): the card's
// numbers follow from its key, so the record shows exactly the card the page showed.
import type { BingoCard, BingoRecord } from '../../src/api/types.ts';
import { BALLS_CALLED, PRIZES, prizesOf, prizeWin } from '../../src/rules/bingo.ts';
import type { Db } from '../db/open.ts';
import { BINGO, ballsOf, cardOfKey } from './bingo.ts';
import type { BetRow } from './store.ts';
import { betWith, roundRecordOf, roundView } from './views.ts';

export const cardView = (b: BetRow): BingoCard =>
  betWith(b, {
    slot: b.slot,
    numbers: cardOfKey(b.requestKey),
    prizes: PRIZES.slice(0, b.cashedOutAt ?? 0),
    requestKey: b.requestKey,
  });

/**
 * A bingo order's record: its card, the round with its proof, and the prizes paid with their
 * amounts. The balls (and the ball each prize landed on) only once the round has ended: until
 * then the calling order is the server's secret, as the seed is. Null for any other order.
 */
export const bingoRecordOf = (db: Db, orderId: number): BingoRecord | null =>
  roundRecordOf(db, orderId, BINGO, (round, bet) => {
    const card = cardView(bet);
    const balls =
      round.state === 'ENDED' && round.serverSeed
        ? ballsOf(round.serverSeed, round.clientSeed, round.nonce).slice(0, BALLS_CALLED)
        : [];
    const landed = prizesOf(card.numbers, balls);
    return {
      round: roundView(round),
      card,
      balls,
      prizes: PRIZES.slice(0, bet.cashedOutAt ?? 0).map((prize, i) => ({
        prize,
        ball: landed[i]?.ball ?? null,
        win: prizeWin(bet.stake, prize),
      })),
    };
  });
