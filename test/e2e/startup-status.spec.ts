// SPEC §4 Start-up, §8: a first visit (no cached status) whose status call never answers
// shows the retry page within 10 s, instead of a bare boot shell for half a minute.
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test('first visit, the status call never answers: the retry page is up within 10 s, and its retry opens home', async ({
  page,
}) => {
  let hang = true;
  await page.route('**/wps/system/status*', async (route) => {
    if (!hang) return route.continue();
    // Never answered: neither the inline script's request nor the app's tries.
  });
  // The tries' deadlines are the page's timers, on a clock the test runs ahead a step at a time
  // instead of waiting them out, but only while the page waits on nothing but its timers and the
  // hanging call (a chunk or the dictionary still loading takes its real time). The 10 s are then
  // the real time until the page began plus the page's own time until the retry page showed.
  const loading = new Set<Request>();
  page.on('request', (r) => {
    if (!r.url().includes('/wps/system/status')) loading.add(r);
  });
  page.on('requestfinished', (r) => loading.delete(r));
  page.on('requestfailed', (r) => loading.delete(r));
  await page.clock.install();
  const started = Date.now();
  await page.goto('/m/home', { waitUntil: 'commit' });
  const begun = Date.now() - started;
  await page.waitForLoadState();
  const retry = page.locator('.status-card').getByRole('button', { name: 'Tentar novamente' });
  await expect
    .poll(
      async () => {
        if (await retry.isVisible()) return true;
        if (loading.size === 0) await page.clock.runFor(250);
        return false;
      },
      { timeout: 10_000, intervals: [20] },
    )
    .toBe(true);
  const shownAfter = begun + (await page.evaluate(() => performance.now()));
  expect(shownAfter, `retry page after ${shownAfter} ms`).toBeLessThan(10_000);
  console.log(`  retry page after ${Math.round(shownAfter)} ms (the page's own time from its start)`);
  hang = false;
  await retry.click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 15_000 });
});
