// The crash game page's calls (server/demo, server/rounds/crash.ts), authorised by the play key
// in the body as the demo slot's are. `requestKey` makes a placement safe to retry.
import type { CrashBet, CrashState } from '../types';

export interface CrashContract {
  crashState: { access: 'public'; params: { play: string }; value: CrashState };
  crashBet: {
    access: 'public';
    params: { play: string; roundId: string; slot: number; stake: number; autoCashOut?: number; requestKey: string };
    value: { bet: CrashBet; balance: number };
  };
  crashCashOut: {
    access: 'public';
    params: { play: string; roundId: string; slot: number };
    value: { bet: CrashBet; balance: number };
  };
}
