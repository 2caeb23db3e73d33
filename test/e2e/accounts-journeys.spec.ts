// Account journeys in a 360x740 phone: a visitor sent to log in (the 'please log in' toast,
// SPEC §6, §8) lands where they were going once logged in, the game or the reward centre, not
// home; free play turned into a real account starts clean, without a reload; an account held
// back by failed logins is unlocked with the security answer; an expired password is changed first.
import type { Page } from '@playwright/test';
import { hashPassword } from '../../server/api/password-hash.ts';
import { setSecurityQuestion } from '../../server/db/member-settings.ts';
import { normalizeAnswer } from '../../src/rules/member-settings.ts';
import { createMemberWithPassword } from '../setup/accounts-members.ts';
import { expect, startSite, test, withoutPopups, type Site } from './fixtures.ts';

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
  // The new player is offered the first deposit; not now.
  await page
    .getByRole('dialog', { name: 'Conta criada! Faça seu primeiro depósito' })
    .getByRole('button', { name: 'Agora não' })
    .click();

  await expect(balance).toContainText('0,00');
  await expect(balance).not.toContainText('1.000,00');
  await page.locator('header.hdr').getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu.locator('.side-name')).toHaveText(name);
  await expect(menu.locator('.balance-amount, [data-testid="balance"]').first()).not.toContainText('1.000,00');
  await expect(page.getByText(trialName)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('trialName'))).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('an account held back by failed logins: the refusal offers the unlock page; the security answer lets this device in', async ({
  page,
}) => {
  const site = await startSite({ accountSecurity: { captchaAfterFailures: 0, lockAfterFailures: 2, lockMinutes: 15 } });
  try {
    const db = site.server.db!;
    const { id, userName } = await createMemberWithPassword(db, { password: 'certa123' });
    setSecurityQuestion(db, id, 'pet', await hashPassword(normalizeAnswer('Rex')));
    await withoutPopups(page);
    await page.goto(`${site.url}/m/login`);
    for (let i = 0; i < 2; i++) {
      await page.getByLabel('Usuário', { exact: true }).fill(userName);
      await page.getByLabel('Senha', { exact: true }).fill('errada99');
      await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
      await expect(page.getByRole('alert').filter({ hasText: /./ })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Desbloquear com a resposta de segurança' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/unlock\\?u=${userName}$`));
    await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue(userName);
    await page.getByLabel('Resposta de segurança', { exact: true }).fill('  rex ');
    await page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByText('Conta liberada. Entre de novo.')).toBeVisible();
    await page.getByLabel('Usuário', { exact: true }).fill(userName);
    await page.getByLabel('Senha', { exact: true }).fill('certa123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
    await expect(page).toHaveURL(/\/m\/home$/);
  } finally {
    await site.close();
  }
});

test('SPEC §2.1 an expired password: the login leads to "Senha expirada", which cannot be skipped', async ({
  page,
}) => {
  const site = await startSite({ accountSecurity: { passwordMaxAgeDays: 90 } });
  try {
    const db = site.server.db!;
    const { id, userName } = await createMemberWithPassword(db, { password: 'antiga12' });
    db.prepare('UPDATE members SET password_changed_at = ? WHERE id = ?').run(
      new Date(Date.now() - 100 * 86_400_000).toISOString(),
      id,
    );
    await withoutPopups(page);
    await page.goto(`${site.url}/m/login?from=%2Fm%2FrewardCenter`);
    await page.getByLabel('Usuário', { exact: true }).fill(userName);
    await page.getByLabel('Senha', { exact: true }).fill('antiga12');
    await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.locator('header.hdr h1')).toHaveText('Senha expirada');
    await expect(page.getByText('Sua senha expirou.')).toBeVisible();
    await expect(page.locator('header.hdr').getByRole('button', { name: 'Voltar' })).toHaveCount(0);
    await page.evaluate(() => {
      history.pushState(null, '', '/m/voucherCenter');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await page.getByLabel('Nova senha', { exact: true }).fill('nova4567');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('nova4567');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  } finally {
    await site.close();
  }
});
