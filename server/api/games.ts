// The game catalogue: types, the game menu, vendors, the paged game list, hot games,
// lotteries, the winners board and the leaderboard (SPEC §7 Games).
import { parseAmount } from '../../src/rules/wallet.ts';
import { listGames, listGameTypes, listVendors } from '../db/games.ts';
import { gameMenu, hotGames, lotteryGames, lotteryMenu, ranking, winnersBoard } from '../db/catalogue.ts';
import type { Handlers } from './context.ts';
import { keptAnswer } from '../http/envelope.ts';
import { familiesNamed, gamesConfig } from './games-config.ts';

/** SPEC §9: the winners board shows 20; a caller may ask for fewer, never for the whole table. */
export const WINNERS_MAX = 50;

export const gameHandlers: Handlers<
  | 'gameTypes'
  | 'vendors'
  | 'gameList'
  | 'vendorGameTypes'
  | 'hotGames'
  | 'winners'
  | 'ranking'
  | 'lotteryList'
  | 'lotteryMenu'
> = {
  gameTypes: ({ db, params }) => listGameTypes(db, params.language),
  // Vendor names differ by language for the few that are words (SPEC §7: refetched on language change).
  vendors: ({ db, params }) => listVendors(db, { gameType: params.gameType, language: params.language }),
  // Game names are shown (and searched) in the asked language where the game has one (crash
  // and sportsbook tiles), else as their base name; merchant, minLine, platform and clientType
  // are read and checked by the call's parser: one merchant, no pay-line data.
  // The page is kept until the catalogue changes (listGames), and its encoded answer with it.
  gameList: ({ db, params, site }) =>
    keptAnswer(
      listGames(db, {
        language: params.language,
        gameType: params.gameType,
        gameCategory: params.gameCategory,
        vassalage: params.vassalage,
        gameName: params.gameName || undefined,
        nameFamilies: familiesNamed(gamesConfig(site), params.gameName ?? ''),
        gameClassify: params.gameClassify,
        isNew: params.isNew,
        minBetCents:
          params.minBet === undefined || params.minBet === 'all'
            ? undefined
            : (parseAmount(params.minBet) ?? undefined),
        pageNo: params.pageNo,
        pageSize: params.pageSize,
      }),
    ),
  vendorGameTypes: ({ db }) => ({ content: gameMenu(db) }),
  // isPlatform 2 is the platform-wide list (SPEC §7); 1 (the merchant's own) is the same list here.
  hotGames: ({ db, params }) => ({ list: hotGames(db, params.language) }),
  winners: ({ db, params }) => ({ list: winnersBoard(db, params.limitNum, params.language) }),
  ranking: ({ db, params }) => ranking(db, params.limitNum ?? 20, params.language),
  lotteryList: ({ db, params }) => lotteryGames(db, params.vassalage, params.language),
  lotteryMenu: ({ db, params }) => lotteryMenu(db, params.language),
};
