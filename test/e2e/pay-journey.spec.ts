// A new player's money journey on a 360x740 phone, as a player of a well-run Brazilian site
// would try it: free play, sign up, pay in by PIX (code and QR on the page), see the credit
// arrive without a tap, play a round, read the transactions, cash out to a PIX key after a
// confirmation step, and see the payout. The operator acts over its HTTP API with the token
// the server wrote. Screens of the PIX order and the transactions, in PT and UR, are saved to
// test-results/screens/.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { listGames } from '../../server/db/games.ts';
import { pixCrcValid } from '../setup/pix-reader.ts';
import { expect, type Site, test, withoutPopups } from './fixtures.ts';

const SCREENS = 'test-results/screens';

async function operator(site: Site, action: string, body: Record<string, number>): Promise<void> {
  const token = readFileSync(join(site.dataDir, 'operator-token'), 'utf8').trim();
  const res = await fetch(`${site.url}/wps/admin/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': token },
    body: JSON.stringify(body),
  });
  expect(res.status, `operator ${action}`).toBe(200);
}

const headerBalance = (page: Page) => page.locator('.hdr-bal [data-testid="balance"]');
const captchaAnswer = (site: Site) =>
  (site.server.db!.prepare('SELECT answer FROM captchas ORDER BY rowid DESC LIMIT 1').get() as { answer: string })
    .answer;

/** axe's serious and critical findings on the page as it is (no frame on these screens: legacy mode). */
async function violations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** The phone's screen as the player sees it from the top (a full-page shot repeats the fixed header mid-page). */
async function screens(page: Page, name: string, ready: (p: Page) => Promise<void>): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/${name}-pt.png` });
  await page.evaluate(() => localStorage.setItem('language', 'ur'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await ready(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/${name}-ur.png` });
  await page.evaluate(() => localStorage.setItem('language', 'pt'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /^pt/);
}

test('SPEC §7 journey: free play → sign up → PIX deposit (code, QR) → credit by itself within 5 s → a slot round → named transactions → PIX-key withdrawal with confirmation → paid', async ({
  page,
  site,
}) => {
  test.setTimeout(120_000); // a dozen screens and two operator decisions on a shared two-core machine
  await withoutPopups(page);
  // The page's timers on a clock that flows on its own; the test runs it ahead only for the slot's
  // rounds and the payout's poll, never while the credit is timed.
  await page.clock.install();
  await page.goto('/m/trail');
  await page.getByRole('button', { name: 'Começar a jogar grátis' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // Sign up.
  const name = `pix${Date.now() % 100000}`;
  await page.goto('/m/register');
  await page.getByLabel('Nome de usuário', { exact: true }).fill(name);
  await page.getByLabel('Senha', { exact: true }).fill('senha123');
  await page.getByLabel('Confirmar senha', { exact: true }).fill('senha123');
  await expect(page.locator('.captcha-img img')).toBeVisible();
  await page.getByLabel('Código da imagem', { exact: true }).fill(captchaAnswer(site));
  await page.getByText('Tenho 18 anos ou mais').click();
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).last().click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(headerBalance(page)).toContainText('0,00');

  // Pay in by PIX with the welcome bonus, from the offer a new player sees at once; the form
  // says the bonus before sending.
  await page
    .getByRole('dialog', { name: 'Conta criada! Faça seu primeiro depósito' })
    .getByRole('button', { name: 'Depositar agora' })
    .click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await page.getByLabel('PIX', { exact: true }).check();
  await page.getByRole('group', { name: 'Valores rápidos' }).getByRole('button', { name: '50,00' }).click();
  await page.getByLabel('Promoção', { exact: true }).selectOption({ label: 'Bônus de boas-vindas' });
  await expect(page.getByTestId('bonus-preview')).toHaveText('Você receberá R$ 50,00 de bônus');
  await page.getByRole('button', { name: 'Depositar agora' }).click();
  const order = page.getByTestId('deposit-order');
  await expect(order.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=\d+$/);
  await expect(order.getByRole('img', { name: 'QR code do pagamento PIX' })).toBeVisible();
  const code = await order.getByLabel('PIX copia e cola').inputValue();
  expect(pixCrcValid(code), 'a BR Code with a valid CRC').toBe(true);
  expect(code).toContain('540550.00'); // field 54: the amount
  await expect(order.getByTestId('pix-left')).toHaveText(/^O código expira em (29|30):\d\d$/);
  await expect(order.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  expect(await violations(page), 'the payment screen passes axe').toEqual([]);
  await screens(page, 'deposit-pix', (p) => expect(p.getByTestId('pix-qr')).toBeVisible());

  // The operator approves; the page and the header show the credit without a tap, within 5 s.
  const id = Number(await order.getByTestId('deposit-id').textContent());
  await operator(site, 'deposit/approve', { depositId: id });
  const approvedAt = Date.now();
  await expect(order.getByTestId('deposit-status')).toHaveText('Aprovado', { timeout: 5000 });
  await expect(headerBalance(page)).toContainText('100,00', { timeout: 5000 });
  expect(Date.now() - approvedAt, 'credit shown within 5 s of the approval').toBeLessThanOrEqual(5000);
  await expect(order.getByRole('heading', { name: 'Depósito creditado' })).toBeVisible();

  // Slot rounds until one loses (a loss must write no R$ 0,00 line).
  const game = listGames(site.server.db!, { gameType: 'RNG', gameCategory: 'RNG', pageNo: 1, pageSize: 1 }).games[0]!;
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
  await page.locator('.gt-open', { hasText: game.gameName }).first().click();
  const frame = page.frameLocator('iframe.gframe-frame');
  await expect(frame.getByTestId('demo-balance')).toBeVisible();
  for (let i = 0; i < 20; i++) {
    await frame.getByRole('button', { name: 'Girar' }).click();
    // The round's reels and count run on the page's clock, run ahead until the round is over.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(250);
          return frame.locator('#app').getAttribute('data-ready');
        },
        { intervals: [20] },
      )
      .not.toBeNull();
    await expect(frame.getByRole('button', { name: 'Girar' })).toBeEnabled();
    const lost = site.server
      .db!.prepare(
        'SELECT COUNT(*) AS n FROM orders o JOIN members m ON m.id = o.member_id WHERE m.user_name = ? AND o.win_cents = 0',
      )
      .get(name) as { n: number };
    if (lost.n > 0) break;
  }
  await page.getByRole('button', { name: 'Fechar o jogo' }).click();

  // Transactions name each row, with the game; no R$ 0,00 line; signs before the currency.
  await page.goto('/m/member/transactions');
  await expect(page.getByRole('heading', { name: 'Transações', level: 2 })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Transações' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'Depósito' })).toContainText('+R$ 50,00');
  await expect(rows.filter({ hasText: /^Bônus/ })).toContainText('+R$ 50,00');
  await expect(rows.filter({ hasText: `Aposta · ${game.gameName}` }).first()).toContainText('\u2212R$ ');
  await expect(rows.filter({ hasText: 'R$ 0,00' })).toHaveCount(0);
  await screens(page, 'transactions', (p) => expect(p.locator('.wallet-record').first()).toBeVisible());

  // Cash out to a PIX key: payment password, the key, then a confirmation step.
  await page.goto('/m/withdraw');
  await page.getByLabel('Nova senha de pagamento').fill('123456');
  await page.getByLabel('Confirme a senha de pagamento').fill('123456');
  await page.getByRole('button', { name: 'Salvar senha de pagamento' }).click();
  await page.getByLabel('Tipo de chave').selectOption('CPF');
  await page.getByLabel('Chave PIX', { exact: true }).fill('529.982.247-24');
  await page.getByLabel('Titular da conta').fill('Ana Souza');
  await page.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Esta não é uma chave PIX válida deste tipo')).toBeVisible();
  await page.getByLabel('Chave PIX', { exact: true }).fill('529.982.247-25');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Contas para saque' })).toContainText('PIX · CPF ***.982.247-**');
  await page.getByLabel('Valor', { exact: true }).fill('20');
  await page.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByTestId('withdraw-confirm');
  await expect(confirm).toContainText('R$ 20,00');
  await expect(confirm).toContainText('PIX · CPF ***.982.247-**');
  await expect(confirm).toContainText('Processado em até 24 horas');
  expect(await violations(page), 'the confirmation step passes axe').toEqual([]);
  const before = await headerBalance(page).textContent();
  await confirm.getByRole('button', { name: 'Confirmar saque' }).click();
  // The welcome bonus is still being wagered: the player is told what withdrawing now forfeits.
  const ask = page.getByRole('alertdialog', { name: 'Perder o seu bônus?' });
  await expect(ask).toContainText('Sacar R$ 20,00 agora faz perder o seu bônus de R$ ');
  await ask.getByRole('button', { name: 'Sacar e perder o bônus' }).click();
  await expect(page.getByText('Saque solicitado')).toBeVisible();
  await expect(headerBalance(page)).not.toHaveText(before!);

  // The operator pays it out; the records show it paid without a reload.
  await page.getByRole('link', { name: 'Histórico de saques' }).click();
  const record = page.getByRole('list', { name: 'Histórico de saques' }).getByRole('listitem').first();
  await expect(record.locator('[data-status]')).toHaveText('Em processamento');
  const w = site.server
    .db!.prepare('SELECT w.id FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE m.user_name = ?')
    .get(name) as { id: number };
  await operator(site, 'withdraw/payout', { withdrawalId: w.id });
  await page.clock.runFor(5000); // the pending-money poll's next tick at the latest
  await expect(record.locator('[data-status]')).toHaveText('Pago', { timeout: 6000 });
});
