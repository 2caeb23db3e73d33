// Start-up path: the opening page is loaded before the first render.
// The page component of a route (routes.ts): its group's lazy chunk, the export the table
// names, and for a 'real' or 'agent' route the guard (ui/RouteGuard, loaded with the page).
// A page whose chunk has loaded before the first render is used as it is; any other loads
// through React.lazy under the route's Suspense. Why: the start-up route's page used to
// suspend the first render too, and React holds a suspended boundary's content back for
// 300 ms after its fallback showed (it batches reveals), so home's banner, the largest paint,
// waited ~370 ms with every answer already in (LCP). main.tsx loads the route's page beside
// the dictionary and the status.
// A page whose largest paint waits on one call (the deposit form on its methods, the member
// centre on the profile) names that call in its group's `opening`: on a visit that opens there,
// the first render waits a little for it too, so the page paints whole in one go. Drawn as a
// spinner first, its content came a render and a paint later, after the session's own calls had
// started and taken their share of a slow line (member pages' LCP).
import { lazy, type ComponentType } from 'react';
import type { OpeningCall, PageGroup, PageViews, RouteDef } from './routes';
import { wholeDictionary } from './state/i18n';
import { setPagePreloader } from './state/page-preload';

/** `opening`: the call the page's first render waits on (its group's `opening`, by view). */
export type PageModule = { default: ComponentType; opening?: () => Promise<unknown> };

/** A page group's exports: the views routes.ts names for it, and the calls some of them open with. */
type PageGroupModule<G extends PageGroup> = Record<PageViews[G], ComponentType> & {
  opening?: Partial<Record<string, OpeningCall>>;
};

/**
 * How long the first render waits for the opening call once the page's chunk is in. The boot
 * script starts the deposit page's and the member centre's with the entry, so those are usually
 * in first; a slow one is not waited for longer than this, and the page shows its loading state.
 */
export const OPENING_CALL_WAIT_MS = 500;

/**
 * One chunk per group: the build preloads a group's chunks on the group's own paths. Typed by
 * PageViews: `tsc` fails here when a group does not export a view the route table names.
 */
const GROUPS: { [G in PageGroup]: () => Promise<PageGroupModule<G>> } = {
  home: () => import('./pages/home/index'),
  games: () => import('./pages/games/index'),
  auth: () => import('./pages/auth/index'),
  messages: () => import('./pages/messages/index'),
  help: () => import('./pages/help/index'),
  promo: () => import('./pages/promo/index'),
  member: () => import('./pages/member/index'),
  agent: () => import('./pages/agent/index'),
};

function loadRoute(route: RouteDef): Promise<PageModule> {
  const guard = (route.guard === 'real' || route.guard === 'agent') && import('./ui/RouteGuard');
  // Home may be running on its first-view slice of the dictionary; every other page renders with
  // the whole one (src/state/i18n.ts). A failed dictionary fails the page's load like its chunk.
  const texts = route.page === 'home' ? undefined : wholeDictionary();
  // One route's group and view: the union of groups is widened here, PageViews checked it above.
  const load = GROUPS[route.page] as () => Promise<PageGroupModule<PageGroup>>;
  return Promise.all([load(), guard, texts]).then(([m, g]) => {
    const views = m as Record<string, ComponentType>;
    const page = views[route.view]!;
    const visitor = route.visitor ? views[route.visitor] : undefined;
    const opening = m.opening?.[route.view];
    return {
      default: g ? g.guarded(page, route, visitor) : page,
      opening: opening && (() => opening(route) ?? Promise.resolve()),
    };
  });
}

/** The page cache over a loader; the loader is a parameter so a test can make it fail. */
export function pageCache(
  load: (route: RouteDef) => Promise<PageModule>,
  waitMs = (ms: number) => new Promise<void>((done) => setTimeout(done, ms)),
) {
  const ready = new Map<RouteDef, ComponentType>();
  const chosen = new Map<RouteDef, ComponentType>();
  /** Loads a route's page ahead of rendering; a failure leaves it to the lazy path (and its error boundary). */
  const preload = (route: RouteDef): Promise<PageModule | null> =>
    load(route).then(
      (m) => {
        ready.set(route, m.default);
        return m;
      },
      () => null,
    );
  return {
    preloadPage: (route: RouteDef): Promise<void> => preload(route).then(() => undefined),
    /**
     * The page a visit opens on: its chunk and, for a page that names one, its opening call,
     * waited for up to OPENING_CALL_WAIT_MS after the chunk (a failed call is the page's to show).
     */
    openPage: (route: RouteDef): Promise<void> =>
      preload(route).then(async (m) => {
        if (m?.opening) await Promise.race([m.opening().catch(() => undefined), waitMs(OPENING_CALL_WAIT_MS)]);
      }),
    /** One stable component per route, so a page is never remounted by switching how it loaded. */
    pageFor(route: RouteDef): ComponentType {
      let page = chosen.get(route);
      if (!page) chosen.set(route, (page = ready.get(route) ?? lazy(() => load(route))));
      return page;
    },
  };
}

export const { preloadPage, openPage, pageFor } = pageCache(loadRoute);

/**
 * An overlay that lives in a page group (the header balance's breakdown, in the member group):
 * loaded as a page is, with the whole dictionary, so neither its code nor its texts join home's
 * first view (scripts/build/first-view-keys.ts leaves out what only this module loads).
 */
export const loadOverlayView = <G extends PageGroup>(group: G, view: PageViews[G]): Promise<PageModule> =>
  Promise.all([GROUPS[group](), wholeDictionary()]).then(([m]) => ({ default: m[view] }));
// state/launch warms the page a tap on a game will open through this (state/page-preload.ts).
setPagePreloader((route) => void preloadPage(route));
