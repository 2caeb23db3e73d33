// Start-up path: the first render's header and footer are chosen by path here.
// Page chrome by path (SPEC §2.1, §2.2): header title, logo, back button, footer menu,
// download button. Paths are pathnames ('/m/login'); comparison is case-sensitive.

import type { DownloadLink, ResourceType } from '../api/types.ts';

/** Every path that shows the home page (SPEC §2.1). */
export const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;

/**
 * Drops a query or hash and trailing slashes, so '/m/login/' and '/m/login?x=1' match
 * '/m/login'. '/' and '/m/' are kept as they are: both are listed home paths.
 */
export function normalizePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  if (bare === '/' || bare === '/m/') return bare;
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const HOME_SET: ReadonlySet<string> = new Set(HOME_PATHS);

export function isHomePath(path: string): boolean {
  return HOME_SET.has(normalizePath(path));
}

/**
 * i18n title keys. The first group are the titles SPEC §2.2 names; the rest are the
 * other §2.1 routes, for which the spec gives no title, so the key is named after the
 * route's purpose in the §2.1 table.
 */
const TITLE_KEYS: Readonly<Record<string, string>> = {
  '/m/activity': 'title.promotion',
  '/m/home': 'title.home',
  '/m/login': 'title.login',
  '/m/register': 'title.signup',
  '/m/register.html': 'title.signup',
  '/m/trail': 'title.freeTrial',
  '/m/changePsw': 'title.firstPassword',
  '/m/notice': 'title.announcements',
  '/m/gameCenter': 'title.gameCenter',
  '/m/slotsCenter': 'title.rng',
  '/m/message': 'title.messages',
  '/m/help': 'title.help',
  '/m/helpDetail': 'title.help',
  '/m/feedback': 'title.feedback',
  '/m/providers': 'title.providers',
  '/m/hot': 'title.hot',
  '/m/fav': 'title.favorites',
  // Routes without a title in the spec.
  '/m/forget': 'title.forget',
  '/m/webEmail': 'title.inbox',
  '/m/activityDetail': 'title.promotionDetail',
  '/m/activity/signIn': 'title.signIn',
  '/m/gameLobbyCenter': 'title.gameLobby',
  '/m/gameList': 'title.gameList',
  '/m/game': 'title.game',
  '/m/lottery': 'title.lottery',
  '/m/startLottery': 'title.lottery',
  '/m/launchGame': 'title.launchGame',
  '/m/app': 'title.app',
  '/m/leaderBoard': 'title.leaderBoard',
  '/m/gameRecord': 'title.gameRecord',
  '/m/rewardCenter': 'title.rewardCenter',
  '/m/voucherCenter': 'title.deposit',
  '/m/withdraw': 'title.withdraw',
  '/m/inviteFriends': 'title.inviteFriends',
  '/m/agentRegister': 'title.agentRegister',
  '/m/member/home': 'title.member',
  '/m/member/benefits': 'title.benefits',
  '/m/member/agent/getSalaryContract': 'title.salaryContract',
  '/m/member/agent/getDevidendContract': 'title.dividendContract',
  '/m/member/agent/getHourContract': 'title.hourContract',
};

const HOME_TITLE = 'title.home';

/** Home paths and unknown paths (which fall back to home, SPEC §2.1) get the home title. */
export function titleKey(path: string): string {
  const p = normalizePath(path);
  // Object.hasOwn, not `in`: a path like '/constructor' must not hit Object.prototype.
  return Object.hasOwn(TITLE_KEYS, p) ? (TITLE_KEYS[p] ?? HOME_TITLE) : HOME_TITLE;
}

/** 'home' goes to /m/home; 'replaceHome' replaces the route with /m/home (SPEC §2.10);
 * 'history' goes one step back; 'none' hides the button. */
export type BackTarget = 'none' | 'home' | 'replaceHome' | 'history';

export interface HeaderChrome {
  titleKey: string;
  /** The raw gameCategory query value; the view shows that category's name and icon. */
  categoryTitle: string | null;
  showLogo: boolean;
  back: BackTarget;
}

/** Entry screens whose back button goes to /m/home rather than one step back (SPEC §2.2). */
const BACK_HOME: ReadonlySet<string> = new Set([
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/trail',
  '/m/activity',
  '/m/forget',
]);

/** `query` is a raw search string such as '?gameCategory=PG&x=1', with or without '?'. */
export function headerChrome(path: string, query: string): HeaderChrome {
  const p = normalizePath(path);
  const home = HOME_SET.has(p);
  let back: BackTarget = 'history';
  // The home page has nowhere to go back to; a forced first-login password change
  // must not be skipped with a back button (SPEC §2.2).
  if (home || p === '/m/changePsw') back = 'none';
  else if (BACK_HOME.has(p)) back = 'home';
  // SPEC §2.10: the message centre's back replaces it with home, so it leaves no history entry.
  else if (p === '/m/message') back = 'replaceHome';
  // An empty gameCategory= is treated as absent: there is no category to name.
  const category = new URLSearchParams(query).get('gameCategory');
  return {
    titleKey: titleKey(p),
    categoryTitle: category === null || category === '' ? null : category,
    showLogo: home,
    back,
  };
}

/** Paths without the bottom footer menu (SPEC §2.2). */
export const FOOTER_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/providers',
  '/m/gameList',
  '/m/hot',
  '/m/fav',
  '/m/lottery',
  '/m/forget',
  '/m/changePsw',
  '/m/app',
  '/m/notice',
  '/m/help',
  '/m/helpDetail',
  '/m/gameLobbyCenter',
] as const;

const FOOTER_HIDDEN_SET: ReadonlySet<string> = new Set(FOOTER_HIDDEN);

export function showFooterMenu(path: string): boolean {
  return !FOOTER_HIDDEN_SET.has(normalizePath(path));
}

/** Resource types that are app downloads (SPEC §3 Download link entries). */
export const APP_DOWNLOAD_TYPES: readonly ResourceType[] = ['IOS', 'Android', 'MOBILECONFIG'];

/** True when at least one app-download link has a non-blank URL. */
export function hasAppDownloadLink(links: readonly DownloadLink[]): boolean {
  return links.some((l) => APP_DOWNLOAD_TYPES.includes(l.resourceType) && l.url.trim() !== '');
}

/** SPEC §2.2: header download button on home pages, with APPWINDOW on and a link to offer. */
export function showDownloadButton(path: string, appWindowOn: boolean, links: readonly DownloadLink[]): boolean {
  return appWindowOn && isHomePath(path) && hasAppDownloadLink(links);
}
