// The start-up route's page is loaded before the first render and then used as it is (no
// Suspense round, whose reveal React holds back 300 ms: LCP); other pages stay lazy.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ComponentType } from 'react';
import { pageCache, type PageModule } from '../../src/pages-loader';
import { PATHS, resolveRoute, ROUTES, type RouteDef } from '../../src/routes';

const Page: ComponentType = () => null;
const isLazy = (c: unknown) =>
  typeof c === 'object' && c !== null && String((c as { $$typeof?: symbol }).$$typeof) === 'Symbol(react.lazy)';
/** A page cache whose loader answers `load` for every route, counting its calls. */
function cache(load: () => Promise<PageModule>) {
  const counted = { loads: 0 };
  const c = pageCache((_r: RouteDef) => {
    counted.loads++;
    return load();
  });
  return Object.assign(c, counted);
}
const route = ROUTES[1]!;

test('a preloaded page is its own component, the same one every render', async () => {
  const c = cache(async () => ({ default: Page }));
  await c.preloadPage(route);
  assert.is(c.pageFor(route), Page);
  assert.is(c.pageFor(route), c.pageFor(route));
});

test('a page that was not preloaded loads lazily, and keeps that component once it has loaded', async () => {
  let loads = 0;
  const c = cache(async () => {
    loads++;
    return { default: Page };
  });
  const first = c.pageFor(route);
  assert.ok(isLazy(first), 'a lazy component');
  assert.is(loads, 0, 'nothing loads until React renders it');
  await c.preloadPage(route);
  assert.is(c.pageFor(route), first, 'switching to the loaded module now would remount the open page');
});

test('a page whose chunk fails to load is left to the lazy path (and its error boundary), not thrown at start-up', async () => {
  const c = cache(() => Promise.reject(new Error('offline')));
  await c.preloadPage(route);
  assert.ok(isLazy(c.pageFor(route)));
});

test('SPEC §2.1 a route draws the export of its group that the table names; a guarded one is wrapped in its guard', async () => {
  const { preloadPage, pageFor } = await import('../../src/pages-loader');
  const help = await import('../../src/pages/help/index');
  const [helpRoute, detailRoute] = [PATHS.help, PATHS.helpDetail].map((p) => resolveRoute(p).route);
  await preloadPage(helpRoute!);
  await preloadPage(detailRoute!);
  assert.is(pageFor(helpRoute!), help.Help);
  assert.is(pageFor(detailRoute!), help.HelpDetail);
  const inbox = resolveRoute(PATHS.inbox).route;
  await preloadPage(inbox);
  assert.is((pageFor(inbox) as { displayName?: string }).displayName, 'Guarded(Inbox)');
});

test.run();
