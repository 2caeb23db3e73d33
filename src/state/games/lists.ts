// Paged game lists (SPEC §2.4, §4 paging, §7 game list, favourite list, hot): each a fetcher
// for a paged list (state/paged.ts), so the grid pages show them with usePagedList.
import { call } from '../../api/client';
import * as catalogueApi from '../../api/calls/catalogue';
import * as gamesApi from '../../api/calls/games';
import type { Game, GamePage, Language } from '../../api/types';
import { PAGE_SIZE } from '../../rules/filters';
import { menuListParams, type HomeView } from '../../rules/home';
import { listScope } from '../../rules/game-list-scope';
import { language } from '../i18n';
import { merchantOf } from '../session';
import type { PageAnswer, PageFetcher } from '../paged';

/** A game's identity in a list (a page that repeats one shows it once). */
export const gameKey = (g: Game): string => g.nodeId;

export const gamePage = (r: GamePage): PageAnswer<Game> => ({
  items: r.games,
  pageNo: r.pageNum,
  totalPages: r.totalPages,
  total: r.total,
});

/** One vendor's games of a type (/m/gameList), 20 a page. */
export const vendorGamePages =
  (gameType: string, vassalage: string, lang: Language): PageFetcher<Game> =>
  async (pageNo, signal) =>
    gamePage(
      await call(
        catalogueApi.gameList,
        {
          language: lang,
          pageNo,
          pageSize: PAGE_SIZE.home,
          gameType: gameType || undefined,
          vassalage: vassalage || undefined,
          platform: 'html5',
          clientType: 2,
          ...listScope(merchantOf()),
        },
        { signal },
      ),
    );

/** SPEC §3: the hot response is one list, shown as a single page. */
export const hotPages =
  (lang: Language): PageFetcher<Game> =>
  async (_pageNo, signal) => {
    const items = (await call(catalogueApi.hotGames, { isPlatform: 2, language: lang, platform: 'html5' }, { signal }))
      .list;
    return { items, pageNo: 1, totalPages: items.length ? 1 : 0, total: items.length };
  };

/** The member's favourites of a game type (all types when absent), `pageSize` a page (SPEC §9: 24 in the lobby). */
export const favouritePages =
  (lang: Language, gameType?: string, pageSize: number = PAGE_SIZE.favLobby): PageFetcher<Game> =>
  async (pageNo, signal) => {
    const r = await call(
      gamesApi.favouriteList,
      { ...(gameType === undefined ? {} : { gameType }), pageNo, pageSize, language: lang },
      { signal },
    );
    return { items: r.content, pageNo: r.pageNum, totalPages: r.totalPages, total: r.total };
  };

/** Home's list and filter modes (SPEC §4): one category or the search results, 20 a page, in the current language. */
export const homeGridPages =
  (view: Exclude<HomeView, { mode: 'all' }>): PageFetcher<Game> =>
  async (pageNo, signal) =>
    gamePage(
      await call(
        catalogueApi.gameList,
        {
          language: language.value,
          pageNo,
          pageSize: PAGE_SIZE.home,
          platform: 'html5',
          clientType: 2,
          ...listScope(merchantOf()),
          ...(view.mode === 'list' ? menuListParams(view.menu) : { gameName: view.text }),
        },
        { signal },
      ),
    );
