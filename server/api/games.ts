// The game catalogue: types, the game menu, vendors, the paged game list, hot games,
// lotteries, the winners board and the leaderboard (SPEC §7 Games).
import { HttpError } from '../http/envelope.ts';
import { listGames, listGameTypes, listVendors } from '../db/games.ts';
import { gameMenu, hotGames, lotteryGames, lotteryMenu, ranking, winnersBoard } from '../db/catalogue.ts';
import type { Handlers } from './context.ts';
import * as p from './params.ts';
import { familiesNamed, gamesConfig } from './games-config.ts';

/** SPEC §9: the winners board shows 20; a caller may ask for fewer, never for the whole table. */
export const WINNERS_MAX = 50;

function oneOf<T extends string>(q: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const v = q.get(name);
  if (v === null || v === '') return undefined;
  if (!(allowed as readonly string[]).includes(v))
    throw new HttpError(400, 'BAD_PARAM', `${name} must be one of ${allowed.join(', ')}`);
  return v as T;
}

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
  gameTypes: ({ db, query }) => listGameTypes(db, p.language(query)),
  // Vendor names differ by language for the few that are words (SPEC §7: refetched on language change).
  vendors: ({ db, query }) => listVendors(db, { gameType: p.code(query, 'gameType'), language: p.language(query) }),
  // Game names are brands and not translated, but the language is still part of the call: refuse a bad one.
  // merchant, minLine, platform and clientType are read and checked: one merchant, no pay-line data.
  gameList: ({ db, query, site }) => {
    p.language(query);
    p.code(query, 'merchant');
    p.int(query, 'minLine', { min: 0, max: 1024, def: 0 });
    oneOf(query, 'platform', ['html5']);
    oneOf(query, 'clientType', ['2']);
    return listGames(db, {
      gameType: p.code(query, 'gameType'),
      gameCategory: p.code(query, 'gameCategory'),
      vassalage: p.code(query, 'vassalage'),
      gameName: p.text(query, 'gameName'),
      nameFamilies: familiesNamed(gamesConfig(site), p.text(query, 'gameName') ?? ''),
      gameClassify: p.code(query, 'gameClassify'),
      isNew: p.bool(query, 'isNew'),
      minBetCents: p.cents(query, 'minBet'),
      pageNo: p.int(query, 'pageNo', { min: 1, max: 100_000, def: 1 }),
      pageSize: p.int(query, 'pageSize', { min: 1, max: 100, def: 20 }),
    });
  },
  vendorGameTypes: ({ db, query }) => (p.language(query), { content: gameMenu(db) }),
  // isPlatform 2 is the platform-wide list (SPEC §7); 1 (the merchant's own) is the same list here.
  hotGames: ({ db, query }) => (p.language(query), oneOf(query, 'isPlatform', ['1', '2']), { list: hotGames(db) }),
  winners: ({ db, query }) => {
    p.language(query);
    oneOf(query, 'gameCategory', ['ALL']);
    return { list: winnersBoard(db, p.int(query, 'limitNum', { min: 1, max: WINNERS_MAX, def: 20 })) };
  },
  ranking: ({ db, query }) => (
    p.language(query), ranking(db, p.int(query, 'limitNum', { min: 1, max: WINNERS_MAX, def: 20 }))
  ),
  lotteryList: ({ db, query }) => (p.language(query), lotteryGames(db, p.code(query, 'vassalage'))),
  lotteryMenu: ({ db, query }) => lotteryMenu(db, p.language(query)),
};
