// The live roulette page's calls (server/demo, server/rounds/roulette.ts), authorised by the play
// key in the body as the crash game's are. One call places the chips on the felt (two placements a round at most); `requestKey` makes
// it safe to retry.
import type { RouletteBet, RoulettePick, RouletteState } from '../types';

export interface RouletteContract {
  rouletteState: { access: 'public'; params: { play: string }; value: RouletteState };
  rouletteBet: {
    access: 'public';
    params: { play: string; roundId: string; picks: RoulettePick[]; requestKey: string };
    value: { bet: RouletteBet; balance: number };
  };
}
