// Help and support reachable by taps (SPEC §2.9, §2.10, §2.11): the home footer's help titles,
// the side menu and the member centre all open the help centre; the help reads in Urdu too.
import type { Locator, Page } from '@playwright/test';
import { expect, logIn, test, withoutPopups } from './fixtures.ts';
import { watchPage } from './settled.ts';

/**
 * Scrolls home to its end until the footer's help titles are in: the footer joins when the player
 * scrolls near it (its chunk, then the help call), and the page grows as rows join on the way.
 */
async function scrollToFooter(page: Page, titles: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return titles.count();
      },
      // A step every 100 ms, as a player keeps scrolling (not the default's growing pauses). The
      // footer comes last of home's lazy parts (its chunk, then the help call, retried on a
      // failure): a loaded CI machine takes many seconds over it.
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(1);
}

test('SPEC §2.11 the home footer lists the help titles; a title opens its topic (terms, responsible gaming)', async ({
  page,
}) => {
  await withoutPopups(page);
  await page.goto('/m/home');
  const titles = page.getByRole('navigation', { name: 'Tópicos de ajuda' });
  await scrollToFooter(page, titles);
  await expect(titles.getByRole('link', { name: 'Termos de uso' })).toBeVisible();
  await titles.getByRole('link', { name: 'Jogo responsável' }).click();
  await expect(page).toHaveURL(/\/m\/help\?i=3$/);
  await expect(page.locator('.help-content, main')).toContainText('Jogo responsável');
  await expect(page.locator('main')).toContainText('Diminuir um limite vale na hora');
});

test('SPEC §2.11/§8 when the help titles cannot be had, the footer still links the help centre, where they load once the server answers', async ({
  page,
}) => {
  await withoutPopups(page);
  let failing = true;
  await page.route('**/wps/system/help?**', (route) =>
    failing ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
  );
  await page.goto('/m/home');
  const titles = page.getByRole('navigation', { name: 'Tópicos de ajuda' });
  await scrollToFooter(page, titles);
  // After the reads' retries, one link in place of the titles.
  await expect(titles.getByRole('link')).toHaveText(['Central de ajuda']);
  failing = false;
  await titles.getByRole('link', { name: 'Central de ajuda' }).click();
  await expect(page).toHaveURL(/\/m\/help$/);
  await expect(page.locator('main')).toContainText('Jogo responsável');
});

test('SPEC §2.9 the side menu opens the help centre and the feedback form', async ({ page, site }) => {
  await logIn(page, site);
  await withoutPopups(page);
  await page.goto('/m/home');
  await page.locator('header.hdr').getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Central de ajuda' }).click();
  await expect(page).toHaveURL(/\/m\/help$/);
  await expect(page.locator('header.hdr h1')).toHaveText('Central de ajuda');
  await page.locator('header.hdr').getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Enviar opinião' }).click();
  await expect(page).toHaveURL(/\/m\/feedback$/);
});

test('the member centre opens responsible gaming, the help centre and the feedback form', async ({ page, site }) => {
  await logIn(page, site);
  await withoutPopups(page);
  await page.goto('/m/member/home');
  const shortcuts = page.getByRole('navigation', { name: 'Atalhos' });
  await shortcuts.getByRole('link', { name: 'Central de ajuda' }).click();
  await expect(page).toHaveURL(/\/m\/help$/);
  await page.goBack();
  await shortcuts.getByRole('link', { name: 'Enviar opinião' }).click();
  await expect(page).toHaveURL(/\/m\/feedback$/);
  await page.goBack();
  await shortcuts.getByRole('link', { name: 'Jogo responsável' }).click();
  await expect(page).toHaveURL(/\/m\/member\/responsible$/);
});

test('SPEC §2.11 the help centre reads in Urdu, right to left, with the app’s own button names', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ur'));
  await withoutPopups(page);
  const watch = await watchPage(page);
  await page.goto('/m/help#register');
  await watch.settled();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main')).toContainText('رجسٹر کیسے کریں');
  await expect(page.locator('main')).toContainText('سائن اپ');
  await page.screenshot({ path: 'test-results/screens/help-ur.png' });
});
