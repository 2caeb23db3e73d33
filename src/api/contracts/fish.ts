// The fish shooting page's calls (server/demo, server/rounds/fish.ts), authorised by the play key
// in the body as the crash game's are. `requestKey` makes a shot safe to retry.
import type { FishNext, FishShot, FishState } from '../types';

export interface FishContract {
  fishState: { access: 'public'; params: { play: string }; value: FishState };
  fishShot: {
    access: 'public';
    params: { play: string; stake: number; target: number; requestKey: string };
    value: { shot: FishShot; next: FishNext; balance: number };
  };
}
