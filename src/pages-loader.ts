// Start-up path: the opening page is loaded before the first render.
// The page component of a route (routes.ts): its group's lazy chunk, the export the table
// names, and for a 'real' or 'agent' route the guard (ui/RouteGuard, loaded with the page).
// A page whose chunk has loaded before the first render is used as it is; any other loads
// through React.lazy under the route's Suspense. Why: the start-up route's page used to
// suspend the first render too, and React holds a suspended boundary's content back for
// 300 ms after its fallback showed (it batches reveals), so home's banner, the largest paint,
// waited ~370 ms with every answer already in (LCP). main.tsx loads the route's page beside
// the dictionary and the status.
import { lazy, type ComponentType } from 'react';
import type { PageGroup, RouteDef } from './routes';

export type PageModule = { default: ComponentType };

/** One chunk per group: the build preloads a group's chunks on the group's own paths. */
const GROUPS: Record<PageGroup, () => Promise<object>> = {
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
  return Promise.all([GROUPS[route.page](), guard]).then(([m, g]) => {
    const page = (m as Record<string, ComponentType>)[route.view]!;
    return {
      default: g ? g.guarded(page, route, route.visitor && (m as Record<string, ComponentType>)[route.visitor]) : page,
    };
  });
}

/** The page cache over a loader; the loader is a parameter so a test can make it fail. */
export function pageCache(load: (route: RouteDef) => Promise<PageModule>) {
  const ready = new Map<RouteDef, ComponentType>();
  const chosen = new Map<RouteDef, ComponentType>();
  return {
    /** Loads a route's page ahead of rendering; a failure leaves it to the lazy path (and its error boundary). */
    preloadPage: (route: RouteDef): Promise<void> =>
      load(route).then(
        (m) => {
          ready.set(route, m.default);
        },
        () => undefined,
      ),
    /** One stable component per route, so a page is never remounted by switching how it loaded. */
    pageFor(route: RouteDef): ComponentType {
      let page = chosen.get(route);
      if (!page) chosen.set(route, (page = ready.get(route) ?? lazy(() => load(route))));
      return page;
    },
  };
}

export const { preloadPage, pageFor } = pageCache(loadRoute);
