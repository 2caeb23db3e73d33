import { getGame } from '../db/games.ts';
import { addFavourite, favouriteIds, favouritePage, recentGames, removeFavourite } from '../db/favourites.ts';
import type { ApiContext, Handlers } from './context.ts';
import { apiError } from '../http/errors.ts';

/** The game a favourite call names; the vendor must match, so a stale client cannot mix games up. */
function namedGame(ctx: ApiContext, named: { nodeId: string; vassalage: string }): string {
  const game = getGame(ctx.db, named.nodeId);
  if (!game || (named.vassalage !== '' && named.vassalage !== game.vassalage)) {
    throw apiError('GAME_NOT_FOUND');
  }
  return named.nodeId;
}

export const favouriteHandlers: Handlers<
  'favouriteIds' | 'favouriteList' | 'addFavourite' | 'removeFavourite' | 'recentGames'
> = {
  favouriteIds: (ctx) => favouriteIds(ctx.db, ctx.member.memberId),
  favouriteList: (ctx) =>
    favouritePage(ctx.db, ctx.member.memberId, {
      gameType: ctx.params.gameType,
      pageNo: ctx.params.pageNo,
      pageSize: ctx.params.pageSize,
      language: ctx.params.language,
    }),
  addFavourite: (ctx) => {
    addFavourite(ctx.db, ctx.member.memberId, namedGame(ctx, ctx.params));
    return null;
  },
  // DELETE carries its parameters in the query (src/api/client.ts); the dispatcher reads a body too.
  removeFavourite: (ctx) => {
    removeFavourite(ctx.db, ctx.member.memberId, namedGame(ctx, ctx.params));
    return null;
  },
  recentGames: (ctx) => recentGames(ctx.db, ctx.member.memberId, undefined, ctx.params.language),
};
