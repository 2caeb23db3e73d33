// The live roulette page's calls (server/demo, server/rounds/roulette.ts), authorised by the play
// key in the body as the crash game's are. One call places one spot's stake; `requestKey` makes
// it safe to retry.
import type { RouletteBet, RouletteState } from '../types';

export interface RouletteContract {
  rouletteState: { access: 'public'; params: { play: string }; value: RouletteState };
  rouletteBet: {
    access: 'public';
    params: { play: string; roundId: string; spot: number; stake: number; requestKey: string };
    value: { bet: RouletteBet; balance: number };
  };
}
