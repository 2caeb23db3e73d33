// The game show money wheel's page calls (server/demo, server/rounds/gameshow.ts), authorised by
// the play key in the body as the crash game's are. `requestKey` makes a bet safe to retry.
import type { WheelBet, WheelState } from '../types';

export interface GameshowContract {
  gameshowState: { access: 'public'; params: { play: string }; value: WheelState };
  gameshowBet: {
    access: 'public';
    params: { play: string; roundId: string; chips: { number: number; stake: number }[]; requestKey: string };
    value: { bet: WheelBet; balance: number };
  };
}
