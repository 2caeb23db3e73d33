// The game list centre's grid (SPEC §2.4: 9 a page, favourites 24): the page a lobby state asks
// for, and the first page index.html's script may already have read (boot/lobby-first-page.ts) or, for
// a member, the page's opening call (openLobby), which the grid then shows from its first render.
import { bootLobbyPage, lobbyFirstParams, lobbyListParams } from '../../boot/lobby-first-page';
import { call } from '../../api/client';
import * as catalogueApi from '../../api/calls/catalogue';
import type { GameListParams } from '../../api/endpoints';
import type { Game, GamePage, Language } from '../../api/types';
import type { lobbyCall } from '../../rules/filters';
import type { PageAnswer, PageFetcher } from '../paged';
import { favouritePages, gamePage } from './lists';
import { merchantOf } from '../session';

export type LobbyRequest = ReturnType<typeof lobbyCall>;

/** Page 1 as a member's opening call asks it (openLobby); `page` once answered (null: it failed). */
interface Opened {
  key: string;
  answer: Promise<GamePage | null>;
  page: GamePage | null | undefined;
}
let opened: Opened | null = null;
const keyOf = (params: GameListParams) => JSON.stringify(params);

/** The opening call for these parameters, taken once: the grid shows it or waits for it, never asks again. */
function takeOpened(params: GameListParams, answered: boolean): Opened | null {
  if (opened?.key !== keyOf(params) || (answered && !opened.page)) return null;
  const o = opened;
  opened = null;
  return o;
}

export const lobbyPages = (request: LobbyRequest, lang: Language): PageFetcher<Game> =>
  request.call === 'favouriteList'
    ? favouritePages(lang, request.params.gameType)
    : async (pageNo, signal) => {
        const params = lobbyListParams(request.params, lang, pageNo, merchantOf());
        // Page 1 still on its way from the opening call (slower than the first render's wait).
        const first = pageNo === 1 ? await takeOpened(params, false)?.answer : null;
        return gamePage(first ?? (await call(catalogueApi.gameList, params, { signal })));
      };

/**
 * A member's visit that opens on the game list centre: page 1 of the grid its URL asks for, asked
 * before the first render (src/pages-loader.ts), so that render draws the grid and its pictures
 * start at once (the largest paint) instead of after a loading state and the page's own call.
 * index.html's script has usually asked it already, with the token (src/boot/inline.ts): the call
 * then takes that response (boot/prefetched.ts) instead of asking again. A visitor's page, without
 * the token, is left as the body the script read (bootLobbyPage).
 */
export function openLobby(search: string, lang: Language): Promise<unknown> {
  const params = lobbyFirstParams(search, lang, merchantOf());
  if (!params) return Promise.resolve();
  // A failure is the page's to show: it asks again itself, and shows that one's message.
  const o: Opened = {
    key: keyOf(params),
    answer: call(catalogueApi.gameList, params).catch(() => null),
    page: undefined,
  };
  opened = o;
  return o.answer.then((page) => {
    o.page = page;
  });
}

/** Page 1 as the opening call or the boot script read it, taken once; null when neither has it for this request. */
export function lobbyFirstPage(request: LobbyRequest, lang: Language): PageAnswer<Game> | null {
  if (request.call !== 'gameList') return null;
  const params = lobbyListParams(request.params, lang, 1, merchantOf());
  const opened = takeOpened(params, true)?.page;
  // Taken whether or not the opening call has the page: the body the script read must not stay
  // for a later visit to show.
  const boot = bootLobbyPage(params);
  const first = opened ?? boot;
  return first && gamePage(first);
}
