// The game list centre's first call, which index.html's inline script starts while the entry
// script downloads (src/boot/inline.ts imports this module), and the answer the script read, which
// the page's first render takes (bootLobbyPage). Its own module because the lobby page imports it:
// in home-banner-call.ts, which home imports, the lobby rules would join home's first view.
import { lobbyCall, lobbyStart, NO_EXTRA_FILTER, PAGE_SIZE, showNameSearch } from '../rules/filters';
import { gameList } from '../api/calls/catalogue';
import { listScope } from '../rules/game-list-scope';
import type { GameListParams } from '../api/endpoints';
import { isObj } from '../api/guards';
import { takePrefetched } from './prefetched';
import { query } from '../api/query';
import type { GamePage, Language } from '../api/types';

/** The paths the game list centre opens on (src/pages/games/index.tsx GAME_PAGES). */
export const LOBBY_PATHS: readonly string[] = ['/m/gameLobbyCenter', '/m/slotsCenter'];

/**
 * What the game list centre asks for a page of its grid (SPEC §2.4: 9 a page; SPEC §7 merchant,
 * the logged-in account's, and minLine: rules/game-list-scope.ts).
 */
export function lobbyListParams(
  params: Omit<GameListParams, 'language' | 'pageNo' | 'pageSize'>,
  language: Language,
  pageNo: number,
  merchantCode?: string | null,
): GameListParams {
  return {
    ...params,
    language,
    pageNo,
    pageSize: PAGE_SIZE.lobby,
    platform: 'html5',
    clientType: 2,
    ...listScope(merchantCode),
  };
}

/** The URL a page of the grid is asked at: the key the script's response and body are left under. */
const listUrl = (params: GameListParams): string => gameList.path + query(params);

/**
 * The game list centre's first page for the URL's query, as the page asks it: its pictures are
 * the page's largest paint and cannot start before this answer. null when the page opens on
 * favourites, a member's own list, which the page asks itself.
 */
export function lobbyListUrl(search: string, language: Language, merchantCode?: string | null): string | null {
  const params = lobbyFirstParams(search, language, merchantCode);
  return params && listUrl(params);
}

/** What the game list centre asks for page 1 of the URL's query; null when it opens on favourites. */
export function lobbyFirstParams(
  search: string,
  language: Language,
  merchantCode?: string | null,
): GameListParams | null {
  const start = lobbyStart(search);
  const request = lobbyCall(start.category, { tab: start.tab, vassalage: start.vassalage, ...NO_EXTRA_FILTER });
  return request.call === 'gameList' ? lobbyListParams(request.params, language, 1, merchantCode) : null;
}

/**
 * How the boot shell lays the lobby out (index.html's data-boot, critical.css): LIVE and SPORTS
 * have a name search above the grid (SPEC §2.4), so their first row starts lower.
 */
export function lobbyBootLayout(search: string): 'lobby' | 'lobby-search' {
  return showNameSearch(lobbyStart(search).gameType) ? 'lobby-search' : 'lobby';
}

/** What index.html's script leaves on the page: each body it read, by URL (src/boot/inline.ts). */
const bootBodies = globalThis as { __bootBodies?: Record<string, unknown> };

/**
 * The first page the script read for these parameters, if it is a good answer: the page's first
 * render then draws the grid, over the row the boot shell drew, instead of a loading state and a
 * second render. Taken once, with the response it came from (the page's own call would read it
 * again); null otherwise, and the call takes the response as before (a failure gets its message).
 */
export function bootLobbyPage(params: GameListParams): GamePage | null {
  const url = listUrl(params);
  const bodies = bootBodies.__bootBodies;
  const body = bodies?.[url];
  if (!bodies || body === undefined) return null;
  delete bodies[url];
  if (!isObj(body) || body.success !== true || !gameList.shape(body.value)) return null;
  takePrefetched(url);
  return body.value;
}
