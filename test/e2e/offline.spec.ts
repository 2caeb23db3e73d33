// The service worker makes a repeat visit transfer no JavaScript, and an offline
// reload shows the shell and the offline message instead of a blank page.
import { expect, test } from './fixtures.ts';

test('a repeat visit loads every script from the service worker, none from the network', async ({ page }) => {
  await page.goto('/m/home');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker controls pages loaded after it activated.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const fromNetwork: string[] = [];
  const fromWorker: string[] = [];
  page.on('response', (r) => {
    if (!r.url().endsWith('.js') || r.url().endsWith('/sw.js')) return;
    (r.fromServiceWorker() ? fromWorker : fromNetwork).push(r.url());
  });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  expect(fromNetwork, 'JavaScript fetched over the network on a repeat visit').toEqual([]);
  expect(fromWorker.length).toBeGreaterThan(0);
});

test('offline: the cached shell renders with the offline message, never a blank page; a file of the site opened in the tab before does not take its place', async ({
  page,
  context,
}) => {
  await page.goto('/m/home');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The last page opened is not one of the app's (a game's frame is not either).
  await page.goto('/icon.svg');
  await context.setOffline(true);
  await page.goto('/m/home');
  await expect(page.locator('header.hdr')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Sem conexão com a internet' })).toBeVisible();
  await context.setOffline(false);
});

test('a new deploy whose files keep their names costs the phone none of them: the new worker takes them from the cache of the one before', async ({
  page,
  context,
}) => {
  await page.goto('/m/home');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Home has loaded what it loads after its paint; a file of the site takes its place, so no
  // request of the app's own passes the worker while the next one installs.
  await page.waitForLoadState('networkidle');
  await page.goto('/icon.svg');
  // The next deploy: sw.js under another version (its own cache), every hashed file the same.
  await context.route('**/sw.js?*next=1', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace(/"aurora-[0-9a-f]{8}-"/, '"aurora-nextdeploy-"');
    await route.fulfill({ response: res, body });
  });
  // Any scripts, stylesheet or dictionary the new worker asked the network for would fail its install.
  const asked: string[] = [];
  await context.route(/\/(assets|i18n)\//, (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  const state = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.register(
      `/sw.js?build=${new URL(navigator.serviceWorker.controller!.scriptURL).searchParams.get('build')}&next=1`,
    );
    const next = reg.installing ?? reg.waiting;
    if (!next) return 'no new worker';
    const done = () => next.state === 'installed' || next.state === 'redundant' || next.state === 'activated';
    if (!done()) await new Promise<void>((r) => next.addEventListener('statechange', () => done() && r()));
    return next.state;
  });
  expect(asked, 'hashed files the new worker asked the network for').toEqual([]);
  expect(state).toBe('installed');
});
