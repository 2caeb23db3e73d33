// Account journeys in a 360x740 phone: a visitor sent to log in (the 'please log in' toast,
// SPEC §6, §8) lands where they were going once logged in, the game or the reward centre, not
// home; and free play turned into a real account starts clean, without a reload.
import type { Page } from '@playwright/test';
import { createMemberWithPassword } from '../setup/accounts-members.ts';
import { expect, test, withoutPopups, type Site } from './fixtures.ts';

/** Every toast text shown, so a 2 s toast is caught however slow the machine is. */
const recordToasts = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const found = node.classList.contains('toast') ? [node] : [...node.querySelectorAll<HTMLElement>('.toast')];
          for (const el of found) seen.push(el.textContent ?? '');
        }
    }).observe(document, { childList: true, subtree: true });
  });
const toastsShown = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);

async function logInHere(page: Page, site: Site) {
  const { userName } = await createMemberWithPassword(site.server.db!, { password: 'volta123' });
  await page.getByLabel('Usuário', { exact: true }).fill(userName);
  await page.getByLabel('Senha', { exact: true }).fill('volta123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
}

test('SPEC §4/§6/§8 a visitor tapping a game is asked to log in and then lands on that game', async ({
  page,
  site,
}) => {
  await recordToasts(page);
  await withoutPopups(page);
  await page.goto('/m/home');
  const tile = page.locator('.gt-open').first();
  await tile.click();
  await expect(page).toHaveURL(/\/m\/login\?from=%2Fm%2FlaunchGame%3F/);
  await expect.poll(() => toastsShown(page)).toContain('Por favor, faça login');
  const from = new URL(page.url()).searchParams.get('from')!;
  await logInHere(page, site);
  await expect(page).toHaveURL((url) => url.pathname + url.search === from);
  await expect(page.locator('iframe')).toBeVisible();
});

test('SPEC §6/§8 a visitor tapping the reward centre logs in and lands on the reward centre', async ({
  page,
  site,
}) => {
  await recordToasts(page);
  await withoutPopups(page);
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Recompensas' }).click();
  await expect(page).toHaveURL(/\/m\/login\?from=%2Fm%2FrewardCenter$/);
  await expect.poll(() => toastsShown(page)).toContain('Por favor, faça login');
  await logInHere(page, site);
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  await expect(page.locator('header.hdr h1')).toHaveText('Central de recompensas');
});

test('SPEC §4/§6 free play, then registering: the new account has its own name and balance, no trial left, no reload', async ({
  page,
  site,
}) => {
  test.slow(); // free play, a confirmation, the registration form, the side menu twice
  await withoutPopups(page);
  await page.goto('/m/trail');
  await page.getByRole('button', { name: 'Começar a jogar grátis' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const balance = page.locator('.hdr-bal [data-testid="balance"]');
  await expect(balance).toContainText('1.000,00');
  const trialName = (await page.evaluate(() => localStorage.getItem('trialName')))!;
  expect(trialName).toMatch(/^trial\d+$/);
  await page.locator('header.hdr').getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.locator('.side-name')).toHaveText(trialName);
  await menu.getByRole('button', { name: 'Fechar' }).click();

  // The page is never reloaded: a marker set now must still be there at the end.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cadastrar agora' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
  const name = `limpa${Date.now() % 100000}`;
  await page.getByLabel('Nome de usuário', { exact: true }).fill(name);
  await page.getByLabel('Senha', { exact: true }).fill('senha123');
  await page.getByLabel('Confirmar senha', { exact: true }).fill('senha123');
  await expect(page.locator('.captcha-img img')).toBeVisible();
  const answer = (
    site.server.db!.prepare('SELECT answer FROM captchas ORDER BY rowid DESC LIMIT 1').get() as { answer: string }
  ).answer;
  await page.getByLabel('Código da imagem', { exact: true }).fill(answer);
  await page.getByText('Tenho 18 anos ou mais').click();
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).last().click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await expect(balance).toContainText('0,00');
  await expect(balance).not.toContainText('1.000,00');
  await page.locator('header.hdr').getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu.locator('.side-name')).toHaveText(name);
  await expect(menu.locator('.balance-amount, [data-testid="balance"]').first()).not.toContainText('1.000,00');
  await expect(page.getByText(trialName)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('trialName'))).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
