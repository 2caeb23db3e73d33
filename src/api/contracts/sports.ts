// The sportsbook page's calls (server/demo, server/rounds/sportsbook.ts), authorised by the play
// key in the body as the crash game's are. `requestKey` makes a placement safe to retry; a
// placement carries the odds the player saw, a cash-out the value the player saw.
import type { SportsBet, SportsState } from '../types';

export interface SportsContract {
  sportsState: { access: 'public'; params: { play: string; sport?: string }; value: SportsState };
  sportsBet: {
    access: 'public';
    params: {
      play: string;
      stake: number;
      requestKey: string;
      selections: { eventId: string; market: string; pick: string; odds: number }[];
    };
    value: { bet: SportsBet; balance: number };
  };
  sportsCashOut: {
    access: 'public';
    params: { play: string; betId: string; value: number };
    value: { bet: SportsBet; balance: number };
  };
}
