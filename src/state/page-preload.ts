// Start-up path: the page loader registers itself here as the app starts (a few bytes).
// How a route's page is loaded ahead of a visit. The page loader (src/pages-loader.ts) sits
// above state and the views: it registers itself here when it loads, so state/launch can start
// the chunk of the page a tap will open without importing up a layer.
import type { RouteDef } from '../routes';

let preloader: (route: RouteDef) => void = () => undefined;

/** Called once by the page loader. */
export function setPagePreloader(load: (route: RouteDef) => void): void {
  preloader = load;
}

/** Starts loading the page of `route` (no effect before the page loader is in, as in unit tests). */
export function preloadRoutePage(route: RouteDef): void {
  preloader(route);
}
