// A Brazil site ("jurisdiction": "BR") end to end in a 360x740 phone, the player's whole journey:
// she signs up with a CPF and birth date (a wrong CPF and an under-18 date refused with their
// messages) and sets the loss and time limits every new player sets; the deposit page offers PIX
// alone, a deposit paid from someone else's CPF is refused with the reason on the order and the
// balance unchanged, one paid from her own CPF is credited; a withdrawal goes to the PIX key of her
// own CPF while another key is refused, its payout promised within 120 minutes; and playing, she
// reaches her loss limit and the game pauses her stakes. Home's footer advertises
// PIX alone (every mark in the default profile), and a member whose identity was refused reads
// why on the money pages instead of their forms. The operator approves over
// its HTTP API with the payer's CPF, as a PIX credit notice names it. Screenshots of the deposit
// page in PT and UR go to test-results/ (not committed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { insertIdentity } from '../../server/db/identities.ts';
import { listGames } from '../../server/db/games.ts';
import { balanceCents } from '../../server/db/members.ts';
import { paidSpinSeeds, useSeeds } from '../../server/db/slot.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { expect, logIn, type Site, test, withoutPopups } from './fixtures.ts';
import { BR_SITE, captchaAnswer, field, newCpf } from './brazil.ts';

const headerBalance = (page: Page) => page.locator('.hdr-bal [data-testid="balance"]');

/** The payment marks home's lazy footer advertises, once it is in (scrolled to, as a player would). */
async function footerMarks(page: Page): Promise<string[]> {
  const marks = page.getByRole('list', { name: 'Formas de pagamento' });
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 800);
        return marks.count();
      },
      { timeout: 45_000 },
    )
    .toBe(1);
  return marks.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
}

/** The operator's approval of an order, with the payer's CPF the PIX notice names. */
async function approve(site: Site, depositId: number, payerCpf: string) {
  const token = readFileSync(join(site.dataDir, 'operator-token'), 'utf8').trim();
  const res = await fetch(`${site.url}/wps/admin/deposit/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': token },
    body: JSON.stringify({ depositId, payerCpf }),
  });
  expect(res.status, 'operator deposit/approve').toBe(200);
}

/** A PIX order of R$ 50,00 from the deposit page; its id. */
async function pixOrder(page: Page): Promise<number> {
  await page.getByRole('group', { name: 'Valores rápidos' }).getByRole('button', { name: '50,00' }).click();
  await page.getByRole('button', { name: 'Depositar agora' }).click();
  const order = page.getByTestId('deposit-order');
  await expect(order.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible();
  return Number(await order.getByTestId('deposit-id').textContent());
}

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;

test.describe('Brazil profile: money from and to the own CPF', () => {
  test.use({ siteOverrides: BR_SITE });
  // Paid spins that start no free spins: every spin of the journey is one stake.
  test.beforeEach(() => useSeeds(paidSpinSeeds));
  test.afterEach(() => useSeeds(null));

  test('the Brazil journey: sign up with a CPF and limits; PIX only; a third party’s payment refused, the own one credited; withdraw only to the own CPF key; play to the loss limit', async ({
    page,
    site,
  }) => {
    test.slow(); // a registration, two operator decisions and a withdrawal on a shared machine
    await withoutPopups(page);
    const id = `${Date.now() % 100000}`;
    const cpf = newCpf();
    await page.goto('/m/register');
    await field(page, 'Nome de usuário').fill(`pix${id}`);
    await field(page, 'Senha').fill('senha123');
    await field(page, 'Confirmar senha').fill('senha123');
    await field(page, 'CPF').fill(cpf);
    await field(page, 'Nome completo').fill('Ana Souza');
    await field(page, 'Data de nascimento').fill('15/03/1990');
    await field(page, 'Número de celular').fill(`219${String(Date.now()).slice(-8)}`);
    await field(page, 'E-mail').fill(`ana${id}@example.com.br`);
    await field(page, 'Endereço').fill('Rua das Flores, 12, Recife/PE');
    await expect(page.locator('.captcha-img img')).toBeVisible();
    await field(page, 'Código da imagem').fill(captchaAnswer(site));
    await page.getByText('Tenho 18 anos ou mais').click();
    const submit = page.getByRole('button', { name: 'Cadastrar', exact: true }).last();
    // A CPF whose check digit is wrong, then a birth date 17 years ago: each refused with its message.
    await field(page, 'CPF').fill('529.982.247-24');
    await submit.click();
    await expect(page.getByText('CPF inválido: confira os 11 dígitos')).toBeVisible();
    await field(page, 'CPF').fill(cpf);
    const today = new Date(Date.now() - 3 * 3_600_000);
    await field(page, 'Data de nascimento').fill(
      `${String(today.getUTCDate()).padStart(2, '0')}/${String(today.getUTCMonth() + 1).padStart(2, '0')}/${today.getUTCFullYear() - 17}`,
    );
    await submit.click();
    await expect(page.getByText('É preciso ter 18 anos ou mais para se cadastrar')).toBeVisible();
    await field(page, 'Data de nascimento').fill('15/03/1990');
    // Her limits: a daily loss limit a cent over one stake of the slot she will play, and an hour a session.
    const game = listGames(site.server.db!, { gameType: 'RNG', gameCategory: 'RNG', pageNo: 1, pageSize: 1 }).games[0]!;
    const stake = Math.ceil(game.minBet / 20) * 20;
    const limit = stake + 1;
    await field(page, 'Período do limite de perda').selectOption({ label: 'Limite de perda diário' });
    await field(page, 'Quanto você aceita perder no período').fill(formatMoney(limit, 'pt'));
    await field(page, 'Limite de tempo por sessão').selectOption({ label: '60 min' });
    await submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page
      .getByRole('dialog', { name: 'Conta criada! Faça seu primeiro depósito' })
      .getByRole('button', { name: 'Depositar agora' })
      .click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);

    // PIX alone: no card, online banking or manual transfer, though the site configures them.
    const methods = page.getByRole('radio');
    await expect(methods).toHaveCount(1);
    await expect(field(page, 'PIX')).toBeChecked();
    await expect(page.getByText('Cartão ou carteira digital')).toHaveCount(0);
    await expect(page.getByText('Transferência manual')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'test-results/br-payments-deposit-pt.png', fullPage: true });

    // Paid from someone else's CPF: refused, with the reason, and nothing credited.
    const first = await pixOrder(page);
    await approve(site, first, newCpf());
    const order = page.getByTestId('deposit-order');
    await expect(order.getByRole('heading', { name: 'Depósito recusado' })).toBeVisible({ timeout: 6000 });
    await expect(order.getByTestId('deposit-refusal')).toHaveText(
      'O pagamento veio de um CPF que não é o seu; o valor será devolvido à conta de origem. Deposite a partir de uma conta no seu próprio CPF.',
    );
    await expect(headerBalance(page)).toContainText('0,00');
    await page.goto('/m/voucherCenter?tab=records');
    const record = page.getByRole('list', { name: 'Histórico de depósitos' }).getByRole('listitem').first();
    await expect(record.getByTestId('deposit-refusal')).toContainText('O pagamento veio de um CPF que não é o seu');

    // Paid from the own CPF: credited.
    await page.goto('/m/voucherCenter');
    const second = await pixOrder(page);
    await approve(site, second, cpf);
    await expect(order.getByRole('heading', { name: 'Depósito creditado' })).toBeVisible({ timeout: 6000 });
    await expect(headerBalance(page)).toContainText('50,00', { timeout: 6000 });

    // Withdraw: the own CPF is the key, filled in; another one is refused.
    await page.goto('/m/withdraw');
    await page.getByLabel('Nova senha de pagamento').fill('123456');
    await page.getByLabel('Confirme a senha de pagamento').fill('123456');
    await page.getByRole('button', { name: 'Salvar senha de pagamento' }).click();
    await expect(page.getByText('os saques vão somente para a chave PIX que é o seu próprio CPF')).toBeVisible();
    await expect(page.getByLabel('Tipo de chave')).toHaveCount(0);
    const key = field(page, 'Chave PIX (seu CPF)');
    await expect(key).toHaveValue(cpf);
    await key.fill(newCpf());
    await page.getByLabel('Titular da conta').fill('Ana Souza');
    await page.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Saques só vão para a chave PIX que é o seu próprio CPF.')).toBeVisible();
    await key.fill(cpf);
    await page.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const masked = `PIX · CPF ***.${cpf.slice(4, 7)}.${cpf.slice(8, 11)}-**`;
    await expect(page.getByRole('list', { name: 'Contas para saque' })).toContainText(masked);
    await page.getByLabel('Valor', { exact: true }).fill('20');
    await page.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const confirm = page.getByTestId('withdraw-confirm');
    await expect(confirm).toContainText(masked);
    await expect(confirm).toContainText('Pago em até 120 minutos');
    await confirm.getByRole('button', { name: 'Confirmar saque' }).click();
    await expect(page.getByText('Saque solicitado')).toBeVisible();
    await expect(headerBalance(page)).toContainText('30,00');

    // Her limits are on from the first stake: she plays until the next stake would pass her
    // daily loss limit, and the game refuses it, saying why, with her balance untouched.
    await page.goto('/m/member/responsible');
    await expect(page.getByTestId('loss-day')).toContainText(`${money(0)} de ${money(limit)} perdidos hoje`);
    await expect(page.getByTestId('time-session')).toContainText('60 min');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
    await page.locator('.gt-open', { hasText: game.gameName }).first().click();
    const frame = page.frameLocator('iframe.gframe-frame');
    await expect(frame.getByTestId('total-bet')).toHaveText(money(stake));
    const memberId = (
      site.server.db!.prepare('SELECT id FROM members WHERE user_name = ?').get(`pix${id}`) as { id: number }
    ).id;
    const spin = frame.locator('#spin');
    const result = frame.locator('.result');
    let refused = false;
    for (let i = 0; i < 40 && !refused; i++) {
      const before = balanceCents(site.server.db!, memberId);
      await expect(spin).toBeEnabled();
      await spin.click();
      await expect(result).not.toHaveText('');
      await expect(spin).toBeEnabled();
      if ((await result.getAttribute('class'))?.includes('failed')) {
        refused = true;
        await expect(result).toContainText(`Aposta recusada: passaria do seu limite de perda de ${money(limit)}`);
        expect(balanceCents(site.server.db!, memberId), 'the refused stake moved no money').toBe(before);
      }
    }
    expect(refused, 'the loss limit paused her stakes within 40 spins').toBe(true);
  });

  test('home footer advertises PIX alone', async ({ page }) => {
    await withoutPopups(page);
    await page.goto('/m/home');
    expect(await footerMarks(page)).toEqual(['PIX']);
  });

  test('the deposit page in Urdu: right to left, PIX alone', async ({ page, site }) => {
    const m = await logIn(page, site);
    insertIdentity(site.server.db!, {
      memberId: m.memberId,
      cpf: newCpf().replace(/\D/g, ''),
      fullName: 'Ana Souza',
      birthDate: '1990-03-15',
      address: 'Rua A, 1',
    });
    await page.addInitScript(() => localStorage.setItem('language', 'ur'));
    await withoutPopups(page);
    await page.goto('/m/voucherCenter');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel('پکس (PIX)', { exact: true })).toBeChecked();
    await expect(page.getByRole('radio')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/br-payments-deposit-ur.png', fullPage: true });
  });

  test('a refused identity: the deposit and withdraw pages say why, with no form', async ({ page, site }) => {
    const m = await logIn(page, site);
    insertIdentity(site.server.db!, {
      memberId: m.memberId,
      cpf: newCpf().replace(/\D/g, ''),
      fullName: 'Ana Souza',
      birthDate: '1990-03-15',
      address: 'Rua A, 1',
    });
    site.server
      .db!.prepare("UPDATE member_identities SET identity_status = 'refused' WHERE member_id = ?")
      .run(m.memberId);
    await withoutPopups(page);
    const why = 'Sua identidade não foi confirmada: depósitos e saques estão bloqueados. Fale com o suporte.';
    await page.goto('/m/voucherCenter');
    await expect(page.getByText(why)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Depositar agora' })).toHaveCount(0);
    await page.goto('/m/withdraw');
    await expect(page.getByText(why)).toBeVisible();
    await expect(page.getByLabel('Nova senha de pagamento')).toHaveCount(0);
  });
});

test('default profile: home footer advertises every payment mark, as before', async ({ page }) => {
  await withoutPopups(page);
  await page.goto('/m/home');
  expect(await footerMarks(page)).toEqual(['PIX', 'Boleto', 'Visa', 'Mastercard', 'USDT']);
});
