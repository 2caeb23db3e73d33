// Start-up path: the opening page is loaded before the first render.
// The page component for a route. A page whose chunk has loaded before the first render
// is used as it is; any other loads through React.lazy under the route's Suspense.
// Why: the start-up route's page used to suspend the first render too, and React holds a
// suspended boundary's content back for 300 ms after its fallback showed (it batches
// reveals), so home's banner, the largest paint, waited ~370 ms with every answer already
// in (issue 8: LCP). main.tsx loads the route's page beside the dictionary and the status.
import { lazy, type ComponentType } from 'react';
import type { RouteDef } from './routes';

const ready = new Map<RouteDef['load'], ComponentType>();
const chosen = new Map<RouteDef['load'], ComponentType>();

/** Loads a route's page ahead of rendering; a failure leaves it to the lazy path (and its error boundary). */
export function preloadPage(route: RouteDef): Promise<void> {
  return route.load().then(
    (m) => {
      ready.set(route.load, m.default);
    },
    () => undefined,
  );
}

/** One stable component per page, so a page is never remounted by switching how it loaded. */
export function pageFor(route: RouteDef): ComponentType {
  let page = chosen.get(route.load);
  if (!page) chosen.set(route.load, (page = ready.get(route.load) ?? lazy(route.load)));
  return page;
}
