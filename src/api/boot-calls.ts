// Calls index.html's inline script starts while the entry script downloads (issue 8: round
// trips before first paint), so their answers are in when the app first renders. build.mjs
// evaluates this module and writes each language's URL into the script; the client hands the
// response to the app's own call for the same URL (api/prefetch.ts), so nothing is asked twice.
import { lobbyCall, lobbyStart, NO_EXTRA_FILTER, PAGE_SIZE } from '../rules/filters';
import { announcementBanner, gameList } from './calls/catalogue';
import type { GameListParams } from './endpoints';
import type { Language } from './types';
import { query } from './query';

/** SPEC §7: on home the banner call asks for types B, PL and PU. */
export const HOME_BANNER_PARAMS = { types: 'B,PL,PU', platform: 'M' } as const;

/**
 * Home's banners and notices: the banner is the page's largest paint, and its picture cannot
 * start loading before this answer. Only for visitors: the script sends no session token.
 */
export const homeBannerUrl = (language: string): string => announcementBanner.path + query({ ...HOME_BANNER_PARAMS, language });

/** The paths the game list centre opens on (src/pages/games/index.tsx GAME_PAGES). */
export const LOBBY_PATHS: readonly string[] = ['/m/gameLobbyCenter', '/m/slotsCenter'];

/** What the game list centre asks for a page of its grid (SPEC §2.4: 9 a page). */
export function lobbyListParams(params: Omit<GameListParams, 'language' | 'pageNo' | 'pageSize'>, language: Language, pageNo: number): GameListParams {
  return { ...params, language, pageNo, pageSize: PAGE_SIZE.lobby, platform: 'html5', clientType: 2 };
}

/**
 * The game list centre's first page for the URL's query, as the page asks it: its pictures are
 * the page's largest paint and cannot start before this answer. null when the page opens on
 * favourites, a member's own list (the script sends no token).
 */
export function lobbyListUrl(search: string, language: Language): string | null {
  const start = lobbyStart(search);
  const request = lobbyCall(start.category, { tab: start.tab, vassalage: start.vassalage, ...NO_EXTRA_FILTER });
  return request.call === 'gameList' ? gameList.path + query(lobbyListParams(request.params, language, 1)) : null;
}
