// The bingo page's calls (server/demo, server/rounds/bingo.ts), authorised by the play key in the
// body as the crash game's are. `requestKey` makes a card's purchase safe to retry, and decides
// the card's numbers.
import type { BingoCard, BingoState } from '../types';

export interface BingoContract {
  bingoState: { access: 'public'; params: { play: string }; value: BingoState };
  bingoBuy: {
    access: 'public';
    params: { play: string; roundId: string; slot: number; stake: number; requestKey: string };
    value: { card: BingoCard; balance: number };
  };
}
