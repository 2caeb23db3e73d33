// The game catalogue: types, vendors and the paged game list.
import { listGames, listGameTypes, listVendors } from '../db/games.ts';
import type { Handlers } from './context.ts';
import * as p from './params.ts';

export const gameHandlers: Handlers<'gameTypes' | 'vendors' | 'gameList'> = {
  gameTypes: ({ db, query }) => listGameTypes(db, p.language(query)),
  vendors: ({ db, query }) => listVendors(db, { gameType: p.code(query, 'gameType') }),
  // Game names are brands and not translated, but the language is still part of the call: refuse a bad one.
  gameList: ({ db, query }) => (p.language(query), listGames(db, {
    gameType: p.code(query, 'gameType'),
    vassalage: p.code(query, 'vassalage'),
    gameName: p.text(query, 'gameName'),
    gameClassify: p.code(query, 'gameClassify'),
    isNew: p.bool(query, 'isNew'),
    minBetCents: p.cents(query, 'minBet'),
    pageNo: p.int(query, 'pageNo', { min: 1, max: 100_000, def: 1 }),
    pageSize: p.int(query, 'pageSize', { min: 1, max: 100, def: 20 }),
  })),
};
