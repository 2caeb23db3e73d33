// The video poker page's calls (server/demo, server/rounds/video-poker.ts), authorised by the play
// key in the body as the crash game's are. `requestKey` makes a deal safe to retry; a draw is
// safe to retry as it is (a hand is drawn once).
import type { PokerHand, PokerState } from '../types';

export interface PokerContract {
  pokerState: { access: 'public'; params: { play: string }; value: PokerState };
  pokerDeal: {
    access: 'public';
    params: { play: string; stake: number; requestKey: string };
    value: { hand: PokerHand; balance: number };
  };
  pokerDraw: {
    access: 'public';
    params: { play: string; roundId: string; held: number[] };
    value: { hand: PokerHand; balance: number };
  };
}
