// The live baccarat page's calls (server/demo, server/rounds/baccarat.ts), authorised by the play
// key in the body as the crash game's are. `requestKey` makes a bet safe to retry.
import type { BaccaratBet, BaccaratStakes, BaccaratState } from '../types';

export interface BaccaratContract {
  baccaratState: { access: 'public'; params: { play: string }; value: BaccaratState };
  baccaratBet: {
    access: 'public';
    params: { play: string; roundId: string; stakes: BaccaratStakes; requestKey: string };
    value: { bet: BaccaratBet; balance: number };
  };
}
