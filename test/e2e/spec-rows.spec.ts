// SPEC rows of the shell that a careful player notices: where an unknown address lands, and what
// a shared phone keeps after the back button.
import { expect, test, withoutPopups } from './fixtures.ts';

test('SPEC §2.1: a page path outside the app (/foo, /M/LOGIN) lands on home, not on a raw error', async ({ page }) => {
  await withoutPopups(page);
  for (const path of ['/foo', '/M/LOGIN']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('NOT_FOUND');
  }
});

test('SPEC §2.2: the back button that goes home clears the form values kept in session storage', async ({ page }) => {
  await withoutPopups(page);
  await page.goto('/m/register');
  await page.getByLabel('Nome de usuário', { exact: true }).fill('ana_shared_phone');
  // The form keeps what was typed for a return from the terms (SPEC §2.5)…
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('registerForm') ?? ''))
    .toContain('ana_shared_phone');
  // …but the header's back to home drops it: the next person does not find it.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto('/m/register');
  await expect(page.getByLabel('Nome de usuário', { exact: true })).toHaveValue('');
});
