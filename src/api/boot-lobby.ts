// The game list centre's first call, which index.html's inline script starts while the entry
// script downloads (build.mjs bundles this module into it; api/boot-calls.ts says how the app
// then takes the answer). Its own module because the lobby page imports it: in boot-calls.ts,
// which home imports, the lobby rules would join home's first view.
import { lobbyCall, lobbyStart, NO_EXTRA_FILTER, PAGE_SIZE } from '../rules/filters';
import { gameList } from './calls/catalogue';
import type { GameListParams } from './endpoints';
import { query } from './query';
import type { Language } from './types';

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
