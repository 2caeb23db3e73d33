// issue 8: the start-up route's page is loaded before the first render and then used as it
// is (no Suspense round, whose reveal React holds back 300 ms); other pages stay lazy.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ComponentType } from 'react';
import { pageFor, preloadPage } from '../../src/pages-loader';
import type { PageModule, RouteDef } from '../../src/routes';

const route = (load: () => Promise<PageModule>): RouteDef => ({ paths: ['/x'], page: 'home', load });
const Page: ComponentType = () => null;
const isLazy = (c: unknown) =>
  typeof c === 'object' && c !== null && String((c as { $$typeof?: symbol }).$$typeof) === 'Symbol(react.lazy)';

test('a preloaded page is its own component, the same one every render', async () => {
  const r = route(async () => ({ default: Page }));
  await preloadPage(r);
  assert.is(pageFor(r), Page);
  assert.is(pageFor(r), pageFor(r));
});

test('a page that was not preloaded loads lazily, and keeps that component once it has loaded', async () => {
  let loads = 0;
  const r = route(async () => {
    loads++;
    return { default: Page };
  });
  const first = pageFor(r);
  assert.ok(isLazy(first), 'a lazy component');
  assert.is(loads, 0, 'nothing loads until React renders it');
  await preloadPage(r);
  assert.is(pageFor(r), first, 'switching to the loaded module now would remount the open page');
});

test('a page whose chunk fails to load is left to the lazy path (and its error boundary), not thrown at start-up', async () => {
  const r = route(() => Promise.reject(new Error('offline')));
  await preloadPage(r);
  assert.ok(isLazy(pageFor(r)));
});

test.run();
