// SPEC §2.1, §4 Start-up: the pipe from SQLite to pixels in a phone-sized Chromium.
import { expect, test } from './fixtures.ts';
import { listGames } from '../../server/db/games.ts';

test('SPEC §2.3 home shows game names from the server at 360x740', async ({ page, site }) => {
  const slots = listGames(site.server.db!, { gameType: 'RNG', pageNo: 1, pageSize: 3 }).games;
  await page.goto('/m/home');
  for (const g of slots) await expect(page.getByText(g.gameName, { exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
  await page.screenshot({ path: 'test-results/home-360x740.png' });
});

test('SPEC §2.1 an unknown path falls back to home', async ({ page }) => {
  await page.goto('/m/does-not-exist');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
});

test('SPEC §4 start-up: language from local storage key "language"', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
