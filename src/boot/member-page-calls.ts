// A member's pages whose largest paint waits on one call: index.html's inline script starts it
// with the session's token while the entry script downloads (src/boot/inline.ts), and the app's
// own call of the same URL takes the response (boot/prefetched.ts). The build evaluates this module
// (scripts/build/app-code.ts), so each URL is the one the app's call builds; nothing here ships.
import { PATHS } from '../routes';
import { depositSettings, memberProfile } from '../api/calls/wallet';
import { query } from '../api/query';

/** By path, the calls the page's first render waits on, in a language. */
export const memberPageCalls = (language: string): Record<string, string[]> => ({
  // The member centre shows its profile block and shortcuts once the profile is in (state/member/profile.ts).
  [PATHS.member]: [memberProfile.path + query({})],
  // The deposit form draws its methods from the settings (state/money/deposit.ts).
  [PATHS.deposit]: [depositSettings.path + query({ language })],
});
