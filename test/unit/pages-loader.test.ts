// The start-up route's page is loaded before the first render and then used as it is (no
// Suspense round, whose reveal React holds back 300 ms: LCP); other pages stay lazy.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ComponentType } from 'react';
import { OPENING_CALL_WAIT_MS, pageCache, type PageModule } from '../../src/pages-loader';
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

/** A promise and the function that settles it. */
function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const settled = (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => {
    done = true;
  });
  return async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return done;
  };
};

test('the page a visit opens on waits for its opening call (the form its largest paint needs), but never past the bound', async () => {
  const answer = deferred();
  const bound = deferred();
  const waited: number[] = [];
  const c = pageCache(
    async () => ({ default: Page, opening: () => answer.promise }),
    (ms) => {
      waited.push(ms);
      return bound.promise;
    },
  );
  const isOpen = settled(c.openPage(route));
  assert.is(await isOpen(), false, 'the first render waits while the call is out');
  answer.resolve();
  assert.is(await isOpen(), true, 'and goes ahead as soon as it is in');
  assert.equal(waited, [OPENING_CALL_WAIT_MS]);

  const slow = pageCache(
    async () => ({ default: Page, opening: () => new Promise(() => {}) }),
    () => bound.promise,
  );
  const slowOpen = settled(slow.openPage(route));
  assert.is(await slowOpen(), false);
  bound.resolve();
  assert.is(await slowOpen(), true, 'a call slower than the bound does not hold the page: it shows its loading state');
  assert.is(slow.pageFor(route), Page);
});

test('a failed opening call opens the page all the same (the page shows the error); a preload for later makes no call', async () => {
  const failed = pageCache(
    async () => ({ default: Page, opening: () => Promise.reject(new Error('offline')) }),
    () => new Promise(() => {}),
  );
  await failed.openPage(route);
  assert.is(failed.pageFor(route), Page);
  let calls = 0;
  const later = pageCache(async () => ({
    default: Page,
    opening: async () => {
      calls++;
    },
  }));
  await later.preloadPage(route);
  assert.is(calls, 0, 'a page loaded ahead of a tap asks nothing: the tap may never come');
});

test('SPEC §2.1 the deposit page and the member centre open with their call; a visitor, or a refused member, makes none', async () => {
  const member = await import('../../src/pages/member/index');
  const deposit = resolveRoute(PATHS.deposit).route;
  const centre = resolveRoute(PATHS.member).route;
  const { setSession } = await import('../../src/state/session');
  setSession(null);
  assert.is(member.opening.Deposit!(deposit), undefined);
  assert.is(member.opening.MemberCentre!(centre), undefined);
  // Type 3 is not a real account (SPEC §5): the deposit guard refuses it, so its call is never made.
  setSession({ token: 't', merchantCode: 'M', userName: 'u', type: 3, firstTimeLogin: false });
  assert.is(member.opening.Deposit!(deposit), undefined);
  setSession(null);
});

test.run();
