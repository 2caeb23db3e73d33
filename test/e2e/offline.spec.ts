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
