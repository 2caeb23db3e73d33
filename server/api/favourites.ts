// A member's favourites and recently played games (SPEC §4 Favourites, §7).
import { HttpError } from '../http/envelope.ts';
import { getGame } from '../db/games.ts';
import { addFavourite, favouriteIds, favouritePage, recentGames, removeFavourite } from '../db/favourites.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';

/** The game a favourite call names; the vendor must match, so a stale client cannot mix games up. */
function namedGame(ctx: ApiContext, from: Record<string, unknown> | URLSearchParams): string {
  const read = (k: string) => (from instanceof URLSearchParams ? from.get(k) : from[k]);
  const nodeId = read('nodeId');
  const vassalage = read('vassalage');
  if (typeof nodeId !== 'string' || !/^[\w-]{1,32}$/.test(nodeId))
    throw new HttpError(400, 'BAD_PARAM', 'nodeId is required');
  const game = getGame(ctx.db, nodeId);
  if (!game || (typeof vassalage === 'string' && vassalage !== '' && vassalage !== game.vassalage)) {
    throw new HttpError(404, 'GAME_NOT_FOUND', 'No such game');
  }
  return nodeId;
}

export const favouriteHandlers: Handlers<
  'favouriteIds' | 'favouriteList' | 'addFavourite' | 'removeFavourite' | 'recentGames'
> = {
  favouriteIds: (ctx) => favouriteIds(ctx.db, ctx.member.memberId),
  favouriteList: (ctx) => {
    const s = ctx.member;
    p.language(ctx.query);
    return favouritePage(ctx.db, s.memberId, {
      gameType: p.code(ctx.query, 'gameType'),
      pageNo: p.int(ctx.query, 'pageNo', { min: 1, max: 100_000, def: 1 }),
      pageSize: p.int(ctx.query, 'pageSize', { min: 1, max: 100, def: 24 }),
    });
  },
  addFavourite: (ctx) => {
    const s = ctx.member;
    addFavourite(ctx.db, s.memberId, namedGame(ctx, p.object(ctx.body)));
    return null;
  },
  removeFavourite: (ctx) => {
    const s = ctx.member;
    // DELETE carries its parameters in the query (src/api/client.ts).
    removeFavourite(ctx.db, s.memberId, namedGame(ctx, ctx.body === undefined ? ctx.query : p.object(ctx.body)));
    return null;
  },
  recentGames: (ctx) => {
    const s = ctx.member;
    p.language(ctx.query);
    return recentGames(ctx.db, s.memberId);
  },
};
