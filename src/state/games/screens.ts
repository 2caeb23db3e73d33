// One-screen game data (SPEC §7 Games): the member's recent games and lotteries, the lottery
// menu and list, the leaderboard, a game type's vendors, a launch. Factories, not shared
// instances: each view asks for its own (useResource), so two grids never share an answer.
import { call } from '../../api/client';
import * as catalogueApi from '../../api/calls/catalogue';
import * as gamesApi from '../../api/calls/games';
import type { LaunchParams } from '../../api/endpoints';
import type { Language } from '../../api/types';
import { takeEarlyLaunch } from '../launch';
import { resource } from '../resource';

export const recentGames = () =>
  resource((signal, language: Language) => call(gamesApi.recentGames, { language }, { signal }));

export const recentLottery = () =>
  resource((signal, language: Language) => call(gamesApi.recentLottery, { language }, { signal }));

export const lotteryMenu = () =>
  resource((signal, language: Language) => call(gamesApi.lotteryMenu, { language }, { signal }));

/** One vendor's lotteries ('' for all). */
export const lotteryGames = () =>
  resource((signal, language: Language, vassalage: string) =>
    call(gamesApi.lotteryList, { language, vassalage: vassalage || undefined }, { signal }),
  );

/** SPEC §9: the board shows 20 players. */
export const leaderboard = () =>
  resource((signal, language: Language) => call(gamesApi.ranking, { language, limitNum: 20 }, { signal }));

/** A game type's vendors (the lobby's vendor strip). */
export const typeVendors = () =>
  resource((signal, language: Language, gameType: string) =>
    call(catalogueApi.vendors, { language, gameType }, { signal }),
  );

/** A launch asks once: a retry would spend a second single-use ticket. The tap's own call, when it started one (state/launch.ts), is taken instead. */
export const gameLaunch = () =>
  resource(
    (signal, params: LaunchParams) =>
      takeEarlyLaunch(params) ?? call(gamesApi.launchGame, params, { signal, retries: 0 }),
  );
