// The route table of SPEC §2.1 as data. Each page group is its own lazy chunk; a path
// not in the table falls back to home. Titles and chrome come from rules/chrome.ts.
import type { ComponentType } from 'react';
import type { Feature } from './rules/access';

export type PageModule = { default: ComponentType };
/** The page group: its folder under src/pages, one lazy chunk. The build preloads a group's chunks on its own paths. */
export type PageGroup = 'home' | 'games' | 'auth' | 'messages' | 'help' | 'promo' | 'wallet' | 'agent';
export interface RouteDef {
  paths: readonly string[];
  page: PageGroup;
  load: () => Promise<PageModule>;
  session?: boolean;
}

const home = () => import('./pages/home/index');
const games = () => import('./pages/games/index');
const auth = () => import('./pages/auth/index');
const messages = () => import('./pages/messages/index');
const help = () => import('./pages/help/index');
const promo = () => import('./pages/promo/index');
const wallet = () => import('./pages/wallet/index');
const agent = () => import('./pages/agent/index');

/** A page that some member types may not open (SPEC §5, §6): the guard loads with the page. */
const guard = (load: () => Promise<PageModule>, feature: Feature) => () =>
  Promise.all([load(), import('./pages/auth/guard')]).then(([page, g]) => ({
    default: g.guarded(page.default, feature),
  }));
const inbox = guard(messages, 'inbox');
const deposit = guard(wallet, 'deposit');
/** Withdrawing is money too: the same real-account rule as deposit (SPEC §5, §6). */
const withdrawal = guard(wallet, 'deposit');

export const ROUTES: readonly RouteDef[] = [
  { paths: ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'], page: 'home', load: home },
  {
    paths: ['/m/login', '/m/register', '/m/register.html', '/m/forget', '/m/changePsw', '/m/trail'],
    page: 'auth',
    load: auth,
  },
  { paths: ['/m/help', '/m/helpDetail'], page: 'help', load: help },
  { paths: ['/m/feedback'], page: 'messages', load: messages, session: true },
  { paths: ['/m/notice', '/m/message'], page: 'messages', load: messages },
  { paths: ['/m/webEmail'], page: 'messages', load: inbox, session: true },
  {
    paths: ['/m/activity', '/m/activityDetail', '/m/activity/signIn', '/m/rewardCenter', '/m/inviteFriends', '/m/app'],
    page: 'promo',
    load: promo,
  },
  {
    paths: [
      '/m/providers',
      '/m/gameLobbyCenter',
      '/m/gameList',
      '/m/gameCenter',
      '/m/slotsCenter',
      '/m/game',
      '/m/hot',
      '/m/lottery',
      '/m/startLottery',
      '/m/launchGame',
      '/m/leaderBoard',
    ],
    page: 'games',
    load: games,
  },
  { paths: ['/m/fav', '/m/gameRecord'], page: 'games', load: games, session: true },
  { paths: ['/m/voucherCenter'], page: 'wallet', load: deposit, session: true },
  { paths: ['/m/withdraw'], page: 'wallet', load: withdrawal, session: true },
  { paths: ['/m/member/home', '/m/member/benefits'], page: 'wallet', load: wallet, session: true },
  {
    paths: [
      '/m/agentRegister',
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
    ],
    page: 'agent',
    load: agent,
  },
];

/**
 * Visitor pages whose first element is a heading (`section.auth > h2.auth-title`): index.html's
 * boot shell draws it, in the player's language, where the page will draw it, so the page's
 * largest text paints before the app has arrived (build.mjs, issue 8: LCP on /m/login).
 * The dictionary key is the one the page's heading shows.
 */
export const BOOT_HEADINGS: Readonly<Record<string, string>> = {
  '/m/login': 'auth.login.heading',
  '/m/register': 'auth.register.heading',
  '/m/register.html': 'auth.register.heading',
  '/m/forget': 'auth.forget.heading',
};

const byPath = new Map<string, RouteDef>();
for (const r of ROUTES) for (const p of r.paths) byPath.set(p, r);
const HOME = ROUTES[0]!;

/** The route for a path; unknown paths (and a trailing slash on known ones) resolve sensibly. */
export function resolveRoute(path: string): { route: RouteDef; path: string } {
  const exact = byPath.get(path);
  if (exact) return { route: exact, path };
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const found = byPath.get(trimmed);
  return found ? { route: found, path: trimmed } : { route: HOME, path: '/m/home' };
}

export const ALL_PATHS: readonly string[] = ROUTES.flatMap((r) => r.paths);
