// Start-up path: the first render's header and footer are chosen by path here.
// Page chrome by path (SPEC §2.1, §2.2): header title, logo, back button, footer menu,
// download button, decided from the route table's facts (routes.ts). Paths are pathnames
// ('/m/login'); comparison is case-sensitive.

import type { DownloadLink, ResourceType } from '../api/types.ts';
import { HOME_ROUTE, PATHS, routeAt, type BackTarget, type RouteDef } from '../routes.ts';

export type { BackTarget };

/**
 * Drops a query or hash and trailing slashes, so '/m/login/' and '/m/login?x=1' match
 * '/m/login'. A listed path is kept as it is: '/' and '/m/' are both home paths.
 */
export function normalizePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  if (routeAt(bare)) return bare;
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route a path shows, or undefined for a path the table does not know. */
const routeOf = (path: string): RouteDef | undefined => routeAt(normalizePath(path));

export function isHomePath(path: string): boolean {
  return routeOf(path) === HOME_ROUTE;
}

/** The title key; home paths and unknown paths (which fall back to home, SPEC §2.1) get the home title. */
export function titleKey(path: string): string {
  return (routeOf(path) ?? HOME_ROUTE).title;
}

export interface HeaderChrome {
  titleKey: string;
  /** The raw gameCategory query value; the view shows that category's name and icon. */
  categoryTitle: string | null;
  showLogo: boolean;
  back: BackTarget;
}

/**
 * Why /m/changePsw is open (SPEC §2.1 "first login or expired password", §2.7): 'first' and
 * 'expired' must not be skipped, so every other route leads back to it (app.tsx); null is a
 * member who chose to change it (from the settings) and may go back.
 */
export type PasswordChange = 'first' | 'expired' | null;

export function passwordChange(s: { mustChangePassword?: boolean; passwordExpired?: boolean } | null): PasswordChange {
  return s?.mustChangePassword ? (s.passwordExpired ? 'expired' : 'first') : null;
}

const isPasswordPage = (route: RouteDef | undefined) => route?.view === 'ChangePassword';

/**
 * `query` is a raw search string such as '?gameCategory=PG&x=1', with or without '?'.
 * `pw`: why the password page is open; the table's entry is the forced first-login one.
 */
export function headerChrome(path: string, query: string, pw: PasswordChange = 'first'): HeaderChrome {
  const route = routeOf(path);
  // An empty gameCategory= is treated as absent: there is no category to name.
  const category = new URLSearchParams(query).get('gameCategory');
  const chosen = isPasswordPage(route) && pw !== 'first';
  return {
    titleKey: chosen ? (pw ? 'title.passwordExpired' : 'title.changePassword') : (route ?? HOME_ROUTE).title,
    categoryTitle: category === null || category === '' ? null : category,
    // SPEC §2.2: home paths show the logo; every other path a back button (the table says which).
    showLogo: route === HOME_ROUTE,
    back: chosen && !pw ? 'history' : (route?.back ?? 'history'),
  };
}

/** SPEC §2.1, §2.7: the path a member must be sent to first, or null (a forced password change). */
export function forcedPath(path: string, pw: PasswordChange): string | null {
  return pw && !isPasswordPage(routeOf(path)) ? PATHS.changePassword : null;
}

/** SPEC §2.2: the footer menu shows unless the path's route hides it. */
export function showFooterMenu(path: string): boolean {
  return routeOf(path)?.footer !== false;
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
