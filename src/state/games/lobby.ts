// The game list centre's grid (SPEC §2.4: 9 a page, favourites 24): the page a lobby state asks
// for, and the first page index.html's script may already have read (api/boot-lobby.ts), which
// the grid then shows from its first render.
import { bootLobbyPage, lobbyListParams } from '../../api/boot-lobby';
import { call } from '../../api/client';
import * as catalogueApi from '../../api/calls/catalogue';
import type { Game, Language } from '../../api/types';
import type { lobbyCall } from '../../rules/filters';
import type { PageAnswer, PageFetcher } from '../paged';
import { favouritePages, gamePage } from './lists';

export type LobbyRequest = ReturnType<typeof lobbyCall>;

export const lobbyPages = (request: LobbyRequest, lang: Language): PageFetcher<Game> =>
  request.call === 'favouriteList'
    ? favouritePages(lang, request.params.gameType)
    : async (pageNo, signal) =>
        gamePage(await call(catalogueApi.gameList, lobbyListParams(request.params, lang, pageNo), { signal }));

/** Page 1 as the boot script read it, taken once; null when it read none for this request. */
export function lobbyFirstPage(request: LobbyRequest, lang: Language): PageAnswer<Game> | null {
  if (request.call !== 'gameList') return null;
  const first = bootLobbyPage(lobbyListParams(request.params, lang, 1));
  return first && gamePage(first);
}
