// The Brazil jurisdiction profile end to end ("jurisdiction": "BR" in the site config), in a
// 360x740 phone in Portuguese and Urdu: registration asks CPF, full name, birth date, mobile,
// e-mail and address, and the new player's loss and time limits; refuses a wrong CPF, a minor,
// missing limits and a CPF that already has an account with their messages while keeping what was
// typed, shows the risks-of-betting statement, and lands logged in with the limits set (the limits
// page shows them); home's footer says who runs the site. Screenshots go to test-results/ (not committed).
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, logIn, test, withoutPopups } from './fixtures.ts';
import { BR_SITE, captchaAnswer, field, newCpf } from './brazil.ts';
import { createMemberWithPassword } from '../setup/accounts-members.ts';
import { insertIdentity } from '../../server/db/identities.ts';
import { formatMoney } from '../../src/lib/format.ts';

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;

let n = 0;
const unique = () => `${Date.now() % 100000}${++n}`;

/** Scrolls home until its lazy footer is in, as a player would. */
async function footerOf(page: Page) {
  const footer = page.locator('footer.hf');
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 800);
        return footer.count();
      },
      // The footer's chunk loads once it nears the screen; a busy machine takes a while.
      { timeout: 45_000 },
    )
    .toBe(1);
  return footer;
}

test.describe('Brazil profile', () => {
  test.use({ siteOverrides: BR_SITE });

  test('Brazil sign-up: wrong CPF, a minor and a taken CPF refused with their messages, typed values kept; then logged in, footer names the operator (PT)', async ({
    page,
    site,
  }) => {
    test.slow(); // three refusals, a registration and home's lazy footer
    await withoutPopups(page);
    const id = unique();
    // Someone already registered with this CPF.
    const takenCpf = newCpf();
    const ownCpf = newCpf();
    const taken = await createMemberWithPassword(site.server.db!, { userName: `cpfowner${id}`, password: 'secret12' });
    insertIdentity(site.server.db!, {
      memberId: taken.id,
      cpf: takenCpf.replace(/\D/g, ''),
      fullName: 'Outra Pessoa',
      birthDate: '1980-01-01',
      address: 'Rua B, 2',
    });
    const mobile = `119${String(Date.now()).slice(-8)}`;
    await page.goto('/m/register');
    await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
    await field(page, 'Nome de usuário').fill(`maria${id}`);
    await field(page, 'Senha').fill('senha123');
    await field(page, 'Confirmar senha').fill('senha123');
    await field(page, 'CPF').fill('529.982.247-24');
    await field(page, 'Nome completo').fill('Maria da Silva');
    await field(page, 'Data de nascimento').fill('15/03/1990');
    await field(page, 'Número de celular').fill(mobile);
    await field(page, 'E-mail').fill(`maria${id}@example.com.br`);
    await field(page, 'Endereço').fill('Rua das Flores, 12, Recife/PE');
    await expect(page.locator('.captcha-img img')).toBeVisible();
    await field(page, 'Código da imagem').fill(captchaAnswer(site));
    // The risks of betting, before the button, with the way to responsible-gaming help.
    const risk = page.getByRole('region', { name: 'Apostar envolve riscos' });
    await expect(risk).toContainText('você pode perder todo o valor apostado');
    await expect(risk.getByRole('link', { name: 'Jogo responsável: ajuda e limites' })).toHaveAttribute(
      'href',
      '/m/help#responsible',
    );
    const submit = page.getByRole('button', { name: 'Cadastrar', exact: true }).last();
    // Before the button in reading order (the button may stick to the screen's foot while scrolling).
    const before = await risk.evaluate(
      (el, button) => !!(el.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await submit.elementHandle(),
    );
    expect(before).toBe(true);
    await page.getByText('Tenho 18 anos ou mais').click();

    // A CPF whose check digit is wrong.
    await submit.click();
    await expect(page.getByText('CPF inválido: confira os 11 dígitos')).toBeVisible();
    await expect(field(page, 'CPF')).toBeFocused();
    await expect(field(page, 'CPF')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: 'test-results/br-signup-register-pt.png', fullPage: true });

    // A minor: 18 tomorrow.
    await field(page, 'CPF').fill(takenCpf);
    const now = new Date(Date.now() - 3 * 3_600_000);
    const minor = `${String(now.getUTCDate()).padStart(2, '0')}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${now.getUTCFullYear() - 17}`;
    await field(page, 'Data de nascimento').fill(minor);
    await submit.click();
    await expect(page.getByText('É preciso ter 18 anos ou mais para se cadastrar')).toBeVisible();
    await expect(field(page, 'Data de nascimento')).toBeFocused();
    // An impossible date.
    await field(page, 'Data de nascimento').fill('31/02/1990');
    await submit.click();
    await expect(page.getByText('Digite a data de nascimento correta')).toBeVisible();

    // The limits every new player sets: none chosen yet, the first is asked.
    await field(page, 'Data de nascimento').fill('15/03/1990');
    const limits = page.getByRole('region', { name: 'Seus limites de jogo' });
    await expect(limits).toContainText('todo novo jogador define um limite de perda e ao menos um limite de tempo');
    await submit.click();
    await expect(page.getByText('Escolha o período do limite de perda.')).toBeVisible();
    await expect(field(page, 'Período do limite de perda')).toBeFocused();
    await field(page, 'Período do limite de perda').selectOption({ label: 'Limite de perda semanal' });
    await limits.getByRole('button', { name: '200,00' }).click();
    await expect(field(page, 'Quanto você aceita perder no período')).toHaveValue('200,00');
    await submit.click();
    await expect(page.getByText('Defina um limite de tempo por sessão ou por dia (ou os dois).')).toBeVisible();
    await expect(field(page, 'Limite de tempo por sessão')).toBeFocused();
    await field(page, 'Limite de tempo por sessão').selectOption({ label: '60 min' });
    await field(page, 'Limite de tempo por dia').selectOption({ label: '180 min' });
    await limits.screenshot({ path: 'test-results/br-signup-limits-pt.png' });

    // An adult whose CPF already has an account: the server says so under the CPF.
    // A refusal from the server spends the captcha: the form shows a new picture.
    const spent = await page.locator('.captcha-img img').getAttribute('src');
    await submit.click();
    await expect(page.getByText('Este CPF já tem uma conta')).toBeVisible();
    // Every refusal kept what was typed (only the spent captcha goes).
    await expect(field(page, 'Nome de usuário')).toHaveValue(`maria${id}`);
    await expect(field(page, 'Senha')).toHaveValue('senha123');
    await expect(field(page, 'CPF')).toHaveValue(takenCpf);
    await expect(field(page, 'Nome completo')).toHaveValue('Maria da Silva');
    await expect(field(page, 'Data de nascimento')).toHaveValue('15/03/1990');
    // The number field writes a Brazilian mobile as it is dialled.
    await expect(field(page, 'Número de celular')).toHaveValue(
      `(${mobile.slice(0, 2)}) ${mobile.slice(2, 7)}-${mobile.slice(7)}`,
    );
    await expect(field(page, 'E-mail')).toHaveValue(`maria${id}@example.com.br`);
    await expect(field(page, 'Endereço')).toHaveValue('Rua das Flores, 12, Recife/PE');
    await expect(field(page, 'Código da imagem')).toHaveValue('');
    await expect(field(page, 'Período do limite de perda')).toHaveValue('week');
    await expect(field(page, 'Quanto você aceita perder no período')).toHaveValue('200,00');
    await expect(field(page, 'Limite de tempo por sessão')).toHaveValue('60');
    await expect(field(page, 'Limite de tempo por dia')).toHaveValue('180');

    // Her own CPF: registered and logged in.
    await field(page, 'CPF').fill(ownCpf);
    await expect(page.locator('.captcha-img img')).not.toHaveAttribute('src', spent!);
    await field(page, 'Código da imagem').fill(captchaAnswer(site));
    await submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const offer = page.getByRole('dialog', { name: 'Conta criada! Faça seu primeiro depósito' });
    await offer.getByRole('button', { name: 'Agora não' }).click();
    await expect(page.getByRole('button', { name: 'Depositar' }).first()).toBeVisible();
    const row = site.server
      .db!.prepare(
        'SELECT i.cpf, i.full_name AS name, i.birth_date AS born, i.identity_status AS status FROM member_identities i JOIN members m ON m.id = i.member_id WHERE m.user_name = ?',
      )
      .get(`maria${id}`);
    expect(row).toEqual({
      cpf: ownCpf.replace(/\D/g, ''),
      name: 'Maria da Silva',
      born: '1990-03-15',
      status: 'unverified',
    });

    // The limits she set are hers from the start: the limits page shows them.
    await page.goto('/m/member/responsible');
    await expect(page.getByTestId('loss-week')).toContainText(money(20_000));
    await expect(page.getByTestId('loss-day')).toContainText('Sem limite');
    await expect(page.getByTestId('time-session')).toContainText('60 min');
    await expect(page.getByTestId('time-day')).toContainText('180 min');
    await expect(page.getByTestId('loss-pending-week')).toHaveCount(0);

    // Who runs the site, in the footer.
    await page.goto('/m/home');
    const footer = await footerOf(page);
    const who = footer.getByRole('region', { name: 'Quem opera este site' });
    await who.scrollIntoViewIfNeeded();
    await expect(who).toContainText('Operado por Aurora Jogos Ltda.');
    await expect(who).toContainText('CNPJ 11.222.333/0001-81');
    await expect(who).toContainText('Autorização SPA/MF 123/2025');
    await expect(who.getByRole('link', { name: 'Ajuda para jogo responsável: 0800 123 4567' })).toHaveAttribute(
      'href',
      'tel:08001234567',
    );
    await expect(who).toContainText('18+ Proibido para menores de 18 anos');
    await who.screenshot({ path: 'test-results/br-signup-footer-pt.png' });
  });

  test('a member whose identity the operator refused reads the status and the reason in the settings (PT, EN, UR)', async ({
    page,
    site,
  }) => {
    await withoutPopups(page);
    const me = await logIn(page, site);
    insertIdentity(site.server.db!, {
      memberId: me.memberId,
      cpf: newCpf().replace(/\D/g, ''),
      fullName: 'Maria da Silva',
      birthDate: '1990-03-15',
      address: 'Rua das Flores, 12, Recife/PE',
    });
    await page.goto('/m/member/home?view=settings');
    const box = page.getByRole('region', { name: 'Verificação de identidade' });
    await expect(box).toContainText('Sua identidade (CPF) ainda não foi verificada.');
    // The operator's decision, as the CLI sends it.
    const admin = readFileSync(join(site.dataDir, 'operator-token'), 'utf8').trim();
    const reason = 'O CPF não corresponde ao nome informado';
    const r = await fetch(`${site.url}/wps/admin/member/identity`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Admin-Token': admin },
      body: JSON.stringify({ user: me.userName, status: 'refused', reason }),
    });
    expect(r.status).toBe(200);
    await page.reload();
    await expect(box).toContainText('Não foi possível aceitar sua identidade (CPF).');
    await expect(box).toContainText(`Motivo: ${reason}`);
    for (const [lang, title, text, why] of [
      ['en', 'Identity check', 'Your identity (CPF) could not be accepted.', 'Reason: '],
      ['ur', 'شناخت کی تصدیق', 'آپ کی شناخت (CPF) قبول نہیں کی جا سکی۔', 'وجہ: '],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      await page.reload();
      const shown = page.getByRole('region', { name: title });
      await expect(shown).toContainText(text);
      await expect(shown).toContainText(`${why}${reason}`);
    }
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page
      .getByRole('region', { name: 'شناخت کی تصدیق' })
      .screenshot({ path: 'test-results/br-identity-refused-ur.png' });
  });

  test('Brazil sign-up and footer in Urdu: right to left, every text translated, screenshots saved', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ur'));
    await withoutPopups(page);
    await page.goto('/m/register');
    await expect(page.getByRole('heading', { name: 'اپنا اکاؤنٹ بنائیں' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(field(page, 'پورا نام')).toBeVisible();
    await expect(field(page, 'تاریخ پیدائش')).toBeVisible();
    await expect(page.getByRole('region', { name: 'شرط لگانے میں خطرہ ہے' })).toBeVisible();
    const limits = page.getByRole('region', { name: 'آپ کی کھیل کی حدیں' });
    await expect(field(page, 'نقصان کی حد کی مدت')).toBeVisible();
    await expect(field(page, 'فی سیشن وقت کی حد')).toBeVisible();
    await expect(limits).toContainText('کم از کم ایک وقت کی حد');
    await field(page, 'نقصان کی حد کی مدت').selectOption({ label: 'ماہانہ نقصان کی حد' });
    await field(page, 'فی دن وقت کی حد').selectOption({ label: '120 منٹ' });
    await limits.screenshot({ path: 'test-results/br-signup-limits-ur.png' });
    await field(page, 'CPF').fill('123');
    await field(page, 'پورا نام').click();
    await expect(page.getByText('CPF غلط ہے: 11 ہندسے دوبارہ دیکھیں')).toBeVisible();
    await page.screenshot({ path: 'test-results/br-signup-register-ur.png', fullPage: true });
    await page.goto('/m/home');
    const footer = await footerOf(page);
    const who = footer.getByRole('region', { name: 'یہ سائٹ کون چلاتا ہے' });
    await who.scrollIntoViewIfNeeded();
    await expect(who).toContainText('CNPJ 11.222.333/0001-81');
    await expect(who).toContainText('چلانے والا: Aurora Jogos Ltda.');
    await who.screenshot({ path: 'test-results/br-signup-footer-ur.png' });
  });
});

test('default profile: the register form asks no CPF, shows no risk statement; the footer names no operator', async ({
  page,
}) => {
  await withoutPopups(page);
  await page.goto('/m/register');
  await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
  await expect(field(page, 'Nome de usuário')).toBeVisible();
  await expect(page.locator('.captcha-img img')).toBeVisible();
  for (const label of ['CPF', 'Nome completo', 'Data de nascimento', 'Endereço'])
    await expect(field(page, label)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Apostar envolve riscos' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Seus limites de jogo' })).toHaveCount(0);
  await expect(field(page, 'Período do limite de perda')).toHaveCount(0);
  await page.goto('/m/home');
  const footer = await footerOf(page);
  await expect(footer.locator('.hf-copy')).toBeVisible();
  await expect(footer.getByRole('region', { name: 'Quem opera este site' })).toHaveCount(0);
});
