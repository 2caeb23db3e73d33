// Start-up path: home's view is chosen from the query before its first render.
// Home page decisions (SPEC §2.3, §4 Home modes): which view the query asks for, which
// banners the carousel shows, where a notice opens. What only the lazy parts of home
// need (footer, winners board) is in home-footer.ts, out of the first view.
import type { Banner } from '../api/types';
import { PATHS } from '../routes';

export type HomeView = { mode: 'all' } | { mode: 'list'; menu: string } | { mode: 'filter'; text: string };

/** SPEC §2.3 menu, in order: Lobby shows everything; the others list one category. */
export const HOME_MENU = ['LOBBY', 'CRASH', 'NEW', 'LIVE', 'GAMESHOW', 'SPORTS'] as const;
export type HomeMenu = (typeof HOME_MENU)[number];

/** SPEC §5: game search text is trimmed; blank text is no search. */
export function searchText(raw: string): string | null {
  const text = raw.trim();
  return text === '' ? null : text;
}

/** SPEC §2.1: pageType=list with gameType shows one category; pageType=filter with gameName a search. */
export function homeView(search: string): HomeView {
  const q = new URLSearchParams(search);
  const type = (q.get('pageType') ?? '').toLowerCase();
  const menu = (q.get('gameType') ?? '').toUpperCase();
  if (type === 'list' && (HOME_MENU as readonly string[]).includes(menu) && menu !== 'LOBBY')
    return { mode: 'list', menu };
  const text = searchText(q.get('gameName') ?? '');
  if (type === 'filter' && text !== null) return { mode: 'filter', text };
  return { mode: 'all' };
}

/** The query for a view (without '?'); the lobby has none. */
export function homeQuery(view: HomeView): string {
  if (view.mode === 'list') return new URLSearchParams({ pageType: 'list', gameType: view.menu }).toString();
  if (view.mode === 'filter') return new URLSearchParams({ pageType: 'filter', gameName: view.text }).toString();
  return '';
}

/** The game-list parameters a home menu entry lists (New is every type's new games). */
export function menuListParams(menu: string): { gameType?: string; isNew?: boolean } {
  return menu === 'NEW' ? { isNew: true } : { gameType: menu };
}

/** SPEC §2.3: only m_home and m_live banners; m_live only with the live-model feature. */
export function carouselBanners(banners: readonly Banner[], liveModelOn: boolean): Banner[] {
  return banners.filter((b) => b.groupName === 'm_home' || (b.groupName === 'm_live' && liveModelOn));
}

/** SPEC §2.3: the carousel auto-rotates every 5000 ms, and only with more than one banner. */
export const BANNER_INTERVAL_MS = 5000;
export const autoRotates = (count: number): boolean => count > 1;

/** SPEC §2.3: tapping a notice opens /m/notice with its index as the query. */
export const noticeHref = (index: number): string => `${PATHS.notice}?${index}`;
