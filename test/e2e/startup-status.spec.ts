// SPEC §4 Start-up, §8: a first visit (no cached status) whose status call never answers
// shows the retry page within 10 s, instead of a bare boot shell for half a minute.
import { expect, test } from './fixtures.ts';

test('first visit, the status call never answers: the retry page is up within 10 s, and its retry opens home', async ({
  page,
}) => {
  let hang = true;
  await page.route('**/wps/system/status*', async (route) => {
    if (!hang) return route.continue();
    // Never answered: neither the inline script's request nor the app's tries.
  });
  const started = Date.now();
  await page.goto('/m/home', { waitUntil: 'commit' });
  const retry = page.locator('.status-card').getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeVisible({ timeout: 10_000 });
  const shownAfter = Date.now() - started;
  expect(shownAfter, `retry page after ${shownAfter} ms`).toBeLessThan(10_000);
  console.log(`  retry page after ${shownAfter} ms`);
  hang = false;
  await retry.click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 15_000 });
});
