// Responsible gaming end to end in a 360x740 phone (the help centre's promise, kept): a daily
// deposit limit refusing a deposit with the clear message, lowering at once and raising
// shown as pending; a 24-hour pause that signs the member out and refuses the next login
// with when it ends; the screens saved in PT and UR under test-results/screens/.
import type { Page } from '@playwright/test';
import { createMemberWithPassword } from '../setup/accounts-members.ts';
import { expect, logIn, test, withoutPopups } from './fixtures.ts';
import { watchPage } from './settled.ts';

const rgPage = (page: Page) => page.getByRole('region', { name: 'Jogo responsável' });
const limitRow = (page: Page, period: string) => page.getByTestId(`limit-${period}`);

async function setLimit(page: Page, period: string, amount: string) {
  await page.getByLabel('Período', { exact: true }).selectOption({ label: period });
  await page.getByLabel('Novo limite', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Salvar limite' }).click();
}

/** The whole page in one picture: a phone as tall as the page (a full-page capture repeats the fixed header). */
async function screen(page: Page, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 360, height });
  await page.screenshot({ path: `test-results/screens/${name}.png` });
  await page.setViewportSize({ width: 360, height: 740 });
}

async function deposit(page: Page, amount: string) {
  await page.goto('/m/voucherCenter');
  await page.getByLabel('Valor', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Depositar agora' }).click();
}

test('responsible gaming: a daily limit refuses a deposit over it; lowering applies at once, raising shows pending', async ({
  page,
  site,
}) => {
  test.slow(); // two screens back and forth, four saves
  await logIn(page, site);
  await withoutPopups(page);
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Jogo responsável' }).click();
  await expect(page).toHaveURL(/\/m\/member\/responsible$/);
  await expect(rgPage(page).getByRole('heading', { name: 'Limites de depósito' })).toBeVisible();
  await expect(limitRow(page, 'day')).toContainText('Sem limite');

  await setLimit(page, 'Limite diário', '50');
  await expect(page.getByText('Limite salvo: vale a partir de agora.')).toBeVisible();
  await expect(limitRow(page, 'day')).toContainText('R$ 50,00');

  await deposit(page, '60');
  // The refusal says what the window still allows (the whole R$ 50,00: nothing deposited yet).
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Este depósito passa do seu limite diário: nas últimas 24 horas você ainda pode depositar R$ 50,00.',
    }),
  ).toBeVisible();
  await deposit(page, '20');
  await expect(page.getByTestId('deposit-order')).toBeVisible();

  await page.goto('/m/member/responsible');
  await expect(limitRow(page, 'day')).toContainText('Depositado nas últimas 24 horas: R$ 20,00');
  await setLimit(page, 'Limite diário', '30');
  await expect(limitRow(page, 'day')).toContainText('R$ 30,00');
  await expect(page.getByTestId('pending-day')).toHaveCount(0);

  await setLimit(page, 'Limite diário', '100');
  await expect(page.getByText(/Pedido salvo: o novo limite vale a partir de \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await expect(limitRow(page, 'day')).toContainText('R$ 30,00');
  await expect(page.getByTestId('pending-day')).toContainText(
    /Aumento pedido, vale a partir de \d\d\/\d\d\/\d{4}.*R\$ 100,00/,
  );
  await screen(page, 'responsible-limits-pt');

  // The raise waits: R$ 20 already deposited, R$ 15 more is over the R$ 30 still in force.
  await deposit(page, '15');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Este depósito passa do seu limite diário: nas últimas 24 horas você ainda pode depositar R$ 10,00.',
    }),
  ).toBeVisible();
});

test('responsible gaming: a 24-hour pause signs the member out and the next login is refused with when it ends', async ({
  page,
  site,
}) => {
  const { userName } = await createMemberWithPassword(site.server.db!, { password: 'pausa123' });
  await withoutPopups(page);
  await page.goto('/m/login');
  await page.getByLabel('Usuário', { exact: true }).fill(userName);
  await page.getByLabel('Senha', { exact: true }).fill('pausa123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/member/responsible');
  await page.getByLabel('Duração', { exact: true }).selectOption({ label: '24 horas' });
  await page.getByRole('button', { name: 'Fazer uma pausa' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Pausa de 24 horas?' });
  await expect(dialog).toContainText('não poderá entrar de novo até');
  await expect(dialog).toContainText('não pode ser cancelada');
  await page.screenshot({ path: 'test-results/screens/responsible-pause-confirm-pt.png' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText(/Pausa iniciada\. Você poderá entrar de novo a partir de/)).toBeVisible();
  await expect(page.locator('header.hdr').getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();

  await page.goto('/m/login');
  await page.getByLabel('Usuário', { exact: true }).fill(userName);
  await page.getByLabel('Senha', { exact: true }).fill('pausa123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sua conta está em autoexclusão' })).toBeVisible();
  await expect(page.getByTestId('exclusion-end')).toContainText(
    /Você poderá entrar de novo a partir de \d\d\/\d\d\/\d{4}/,
  );
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('responsible gaming: the reality check reminds of the time played and the result; leaving logs out', async ({
  page,
  site,
}) => {
  await logIn(page, site);
  await withoutPopups(page);
  await page.clock.install();
  await page.goto('/m/member/responsible');
  await page.getByLabel('Lembrar', { exact: true }).selectOption({ label: 'A cada 15 minutos' });
  await page.getByRole('button', { name: 'Salvar lembrete' }).click();
  await expect(page.getByText('Lembrete salvo')).toBeVisible();
  // The interval is read at the session's start; jumping the clock with calls in flight would time them out.
  const settings = page.waitForResponse((r) => r.url().endsWith('/wps/member/responsible'));
  await page.goto('/m/home');
  await settings;
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(14 * 60_000);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.runFor(60_000);
  const reminder = page.getByRole('alertdialog', { name: 'Lembrete de tempo de jogo' });
  await expect(reminder).toContainText('Você está jogando há 15 minutos.');
  await expect(reminder).toContainText('Nesta sessão seu resultado está zerado');
  await reminder.getByRole('button', { name: 'Continuar jogando' }).click();
  await expect(reminder).toHaveCount(0);
  await page.clock.runFor(15 * 60_000);
  await expect(reminder).toContainText('Você está jogando há 30 minutos.');
  await reminder.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page.locator('header.hdr').getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

for (const lang of ['pt', 'ur'] as const) {
  test(`responsible gaming: the member centre's section in ${lang.toUpperCase()}, screenshots saved`, async ({
    page,
    site,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('language', l), lang);
    await logIn(page, site);
    await withoutPopups(page);
    const watch = await watchPage(page);
    await page.goto('/m/member/responsible');
    await watch.settled();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
    await expect(page.locator('[data-testid^="limit-"]')).toHaveCount(3);
    await expect(page.locator('.rg-limit')).toHaveCount(3 + 3 + 2); // deposit, loss and time limits
    const heading = lang === 'ur' ? 'ذمہ دارانہ گیمنگ' : 'Jogo responsável';
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    // Nothing spills sideways at 360 px, in either direction.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screen(page, `responsible-${lang}`);
    await page.getByRole('button', { name: lang === 'ur' ? 'وقفہ لیں' : 'Fazer uma pausa' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.screenshot({ path: `test-results/screens/responsible-pause-${lang}.png` });
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: lang === 'ur' ? 'منسوخ کریں' : 'Cancelar' })
      .click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}
