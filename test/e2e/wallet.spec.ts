// Deposit, operator approval, withdraw, records, member centre and VIP in a phone-sized
// Chromium. Texts are the Portuguese dictionary (the site default).
import type { Page } from '@playwright/test';
import { demoGatewaySite } from '../setup/demo-site.ts';
import { expect, logIn, navigate, startSite, test, type Site } from './fixtures.ts';

const ADMIN = 'e2e-admin-token';

/** The operator's side (X-Admin-Token): deposit/approve, withdraw/payout, withdraw/reject. */
async function admin(site: Site, action: string, body: Record<string, number>): Promise<void> {
  const res = await fetch(`${site.url}/wps/admin/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': ADMIN },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}
const approve = (site: Site, depositId: number) => admin(site, 'deposit/approve', { depositId });
const headerBalance = (page: Page) => page.locator('.hdr-bal [data-testid="balance"]');

test('SPEC §7 deposit with a bonus → operator approval → balance in the header → withdraw with payment password → operator reject and payout → records and report', async ({
  page,
}) => {
  test.slow(); // eight screens and four operator decisions: past 30 s on a busy two-core machine
  // A demonstration site: the online-banking method is offered only where the demo gateway runs.
  // Its welcome bonus pays cash (no wagering terms): this journey is about moving money; a bonus
  // that must be wagered first has its own (bonus.spec.ts).
  const site = await startSite(
    demoGatewaySite({ wallet: { adminToken: ADMIN }, bonus: { promotionTerms: { 1: null } } }),
  );
  try {
    const m = await logIn(page, site);
    // The page's timers on a clock the test can run ahead: the pending-money poll's next tick.
    await page.clock.install();
    await page.goto(`${site.url}/m/voucherCenter`);
    await page.getByLabel('Internet banking').check();
    // A bank method needs a bank; a too-small amount is refused inline; nothing typed is lost.
    await page.getByLabel('Valor', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Depositar agora' }).click();
    await expect(page.getByText('O valor está abaixo do mínimo')).toBeVisible();
    await expect(page.getByText('Escolha um banco').last()).toBeVisible();
    await page.getByLabel('Banco', { exact: true }).selectOption('ITAU');
    await page.getByRole('group', { name: 'Valores rápidos' }).getByRole('button', { name: '200,00' }).click();
    // The preset and the field read the same, in the player's format.
    await expect(page.getByLabel('Valor', { exact: true })).toHaveValue('200,00');
    await page.getByLabel('Promoção', { exact: true }).selectOption({ label: 'Bônus de boas-vindas' });
    // The form states the bonus before sending: 100 % of R$ 200.
    await expect(page.getByTestId('bonus-preview')).toHaveText('Você receberá R$ 200,00 de bônus');
    await page.getByRole('button', { name: 'Depositar agora' }).click();
    const order = page.getByTestId('deposit-order');
    await expect(order.getByTestId('deposit-status')).toHaveText('Pendente');
    await expect(order.getByRole('link', { name: 'Pagar agora' })).toHaveAttribute('href', /^\/pay\/gateway\//);
    const id = Number(await page.getByTestId('deposit-id').textContent());
    expect(id).toBeGreaterThan(0);
    await expect(page.locator('.hdr-bal [data-testid="balance"]')).toContainText('0,00');

    await approve(site, id);
    // No tap: the pending-money poll shows the credit, here and in the header, at its next tick
    // at the latest (5 s on the page's clock, run at once).
    await page.clock.runFor(5000);
    await expect(order.getByTestId('deposit-status')).toHaveText('Aprovado', { timeout: 8000 });
    await expect(headerBalance(page)).toContainText('400,00'); // 200,00 and the 200,00 welcome bonus

    await page.goto(`${site.url}/m/withdraw`);
    // First a payment password, then a bank card, then the withdrawal.
    await page.getByLabel('Nova senha de pagamento').fill('123456');
    await page.getByLabel('Confirme a senha de pagamento').fill('123456');
    await page.getByRole('button', { name: 'Salvar senha de pagamento' }).click();
    await page.getByLabel('Receber por').selectOption('BANK');
    await page.getByLabel('Agência').fill('0001');
    await page.getByLabel('Conta com dígito').fill('12345678');
    await page.getByLabel('Titular da conta').fill('Ana Souza');
    // A new payout destination takes the payment password; a conta without its digit is refused inline.
    await page.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Digite a conta com o dígito: 1234567-8')).toBeVisible();
    await page.getByLabel('Conta com dígito').fill('1234567-8');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Contas para saque' })).toContainText(
      'Banco do Brasil · Ag. 0001 · **** 5678',
    );
    const withdraw = async (amount: string, password: string) => {
      await page.getByLabel('Valor', { exact: true }).fill(amount);
      await page.getByLabel('Senha de pagamento', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('button', { name: 'Confirmar saque' }).click();
    };
    await withdraw('80', '000000');
    await expect(page.getByRole('alert').filter({ hasText: 'Senha de pagamento incorreta.' })).toBeVisible();
    await expect(page.getByLabel('Valor', { exact: true })).toHaveValue('80');
    await withdraw('80', '123456');
    await expect(headerBalance(page)).toContainText('320,00');
    await withdraw('30', '123456');
    await expect(headerBalance(page)).toContainText('290,00');

    await page.getByRole('link', { name: 'Histórico de saques' }).click();
    const records = page.getByRole('list', { name: 'Histórico de saques' }).getByRole('listitem');
    await expect(records).toHaveCount(2);
    await expect(records.nth(1)).toContainText('80,00');
    await expect(records.nth(1)).toContainText('Em processamento');
    // The operator rejects the 80,00 (it returns to the balance) and pays the 30,00 out.
    const [w80, w30] = (
      site.server.db!.prepare('SELECT id FROM withdrawals WHERE member_id = ? ORDER BY id').all(m.memberId) as {
        id: number;
      }[]
    ).map((r) => r.id);
    await admin(site, 'withdraw/reject', { withdrawalId: w80! });
    await admin(site, 'withdraw/payout', { withdrawalId: w30! });
    // The poll shows the returned 80,00 without a tap, at its next tick at the latest.
    await page.clock.runFor(5000);
    await expect(headerBalance(page)).toContainText('370,00', { timeout: 8000 });
    await page.reload();
    await expect(records.nth(0)).toContainText('30,00');
    await expect(records.nth(0).locator('[data-status]')).toHaveText('Pago');
    await expect(records.nth(1).locator('[data-status]')).toHaveText('Recusado');
    await expect(records.nth(1)).toContainText('Valor devolvido ao saldo');
    const report = page.getByTestId('withdraw-report');
    await expect(report.locator('[data-status="rejected"] dd')).toContainText('80,00');
    await expect(report.locator('[data-status="paid"] dd')).toContainText('30,00');
    await expect(report.locator('[data-status="processing"] dd')).toContainText('0,00');
    const sum = site.server
      .db!.prepare('SELECT SUM(amount_cents) AS c FROM ledger WHERE member_id = ?')
      .get(m.memberId) as { c: number };
    expect(sum.c).toBe(37_000);
    await page.goto(`${site.url}/m/member/transactions`);
    await page.getByRole('group', { name: 'Tipo de transação' }).getByRole('button', { name: 'Depósito' }).click();
    const rows = page.getByRole('list', { name: 'Transações' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('200,00');
    await page.goto(`${site.url}/m/voucherCenter?tab=records`);
    await expect(page.getByRole('list', { name: 'Histórico de depósitos' })).toContainText('Aprovado');
    await expect(page.getByTestId('deposit-bonus')).toContainText('200,00');
    // SPEC §2.13: the same number in the header, the side menu and the member centre.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.locator('.side-menu [data-testid="balance"]')).toContainText('370,00');
    await page.keyboard.press('Escape');
    await page.goto(`${site.url}/m/member/home`);
    await expect(page.locator('.member-balance [data-testid="balance"]')).toContainText('370,00');
    await expect(headerBalance(page)).toContainText('370,00');
    // Hidden in one place is hidden everywhere, and stays hidden after a reload.
    await page.locator('.member-balance').getByRole('button', { name: 'Ocultar saldo' }).click();
    await expect(headerBalance(page)).toHaveText('R$ ****');
    await page.reload();
    await expect(page.locator('.member-balance [data-testid="balance"]')).toHaveText('R$ ****');
    await expect(headerBalance(page)).toHaveText('R$ ****');
    await page.locator('.member-balance').getByRole('button', { name: 'Mostrar saldo' }).click();
    await expect(headerBalance(page)).toContainText('370,00');
  } finally {
    await site.close();
  }
});

test('SPEC §7 deposit on the shipped config: PIX and manual transfer only, no card or online banking (no demo gateway)', async ({
  page,
  site,
}) => {
  await logIn(page, site);
  await page.goto('/m/voucherCenter');
  await expect(page.getByLabel('PIX', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Transferência manual')).toBeVisible();
  await expect(page.getByLabel('Cartão ou carteira digital')).toHaveCount(0);
  await expect(page.getByLabel('Internet banking')).toHaveCount(0);
});

test.describe('a demonstration site (the demo gateway on purpose)', () => {
  test.use({ siteOverrides: demoGatewaySite() });
  test('SPEC §7 deposit by card gateway: the order opens the payment page; paying there returns to the order, credited', async ({
    page,
    site,
  }) => {
    await logIn(page, site);
    await page.goto('/m/voucherCenter');
    await page.getByLabel('Cartão ou carteira digital').check();
    await page.getByLabel('Valor', { exact: true }).fill('35');
    await page.getByRole('button', { name: 'Depositar agora' }).click();
    await expect(page.getByRole('link', { name: 'Pagar agora' })).toBeVisible();
    // Left unpaid, the order is found again from the records.
    await page.getByRole('link', { name: 'Histórico de depósitos' }).click();
    await page.getByRole('link', { name: 'Ver como pagar' }).click();
    await page.getByRole('link', { name: 'Pagar agora' }).click();
    await expect(page).toHaveURL(/\/pay\/gateway\//);
    await expect(page.getByText('R$ 35,00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pagar R$ 35,00' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter\?order=\d+$/);
    await expect(page.getByTestId('deposit-order').getByRole('heading', { name: 'Depósito creditado' })).toBeVisible();
    await expect(headerBalance(page)).toContainText('35,00');
  });
});

test('SPEC §5 deposit and withdraw are refused for a non-real type with the SPEC text', async ({ page, site }) => {
  await logIn(page, site, 3);
  // The refusal is a toast of 3 s: watched for from before the page loads, in the page, so a
  // loaded machine's slow round trips cannot look only after it has gone.
  const refused = page.getByText('Entre com uma conta real para usar esta função').waitFor({ timeout: 20_000 });
  await page.goto('/m/withdraw');
  await refused;
  await expect(page).toHaveURL(/\/m\/home$/);
});

for (const [flag, template] of [
  ['0', 'base'],
  ['1', 'new'],
] as const) {
  test(`SPEC §4 member centre, ${template} template (mem_cen '${flag}'): profile, VIP label, balance, shortcuts; settings save`, async ({
    page,
  }) => {
    const site = await startSite({ templates: { mem_cen: flag, dep_func: flag } });
    try {
      await logIn(page, site);
      await page.goto(`${site.url}/m/member/home`);
      await expect(page.locator(`.member[data-template="${template}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toContainText('Nick');
      await expect(page.getByTestId('vip-label')).toContainText('Bronze');
      await expect(page.locator('.member-balance [data-testid="balance"]')).toContainText('0,00');
      const nav = page.getByRole('navigation', { name: 'Atalhos' });
      for (const name of ['Depositar', 'Sacar', 'Histórico', 'Recompensas', 'Mensagens', 'Configurações']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await nav.getByRole('link', { name: 'Configurações' }).click();
      await page.getByLabel('E-mail').fill('bad');
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect(page.getByText('Erro no formato do e-mail')).toBeVisible();
      await page.getByLabel('E-mail').fill('ana@example.com');
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await expect(page.getByText('Alteração salva')).toBeVisible();
      await page.getByRole('link', { name: 'Voltar', exact: true }).click();
      await nav.getByRole('link', { name: 'Depositar' }).click();
      await expect(page.locator(`.wallet-form[data-template="${template}"]`)).toBeVisible();
    } finally {
      await site.close();
    }
  });
}

test('SPEC §2.1/§6 VIP benefits only with VIP on; otherwise the member centre', async ({ page, site }) => {
  await logIn(page, site);
  await page.goto('/m/member/benefits');
  await expect(page.getByTestId('vip-level')).toHaveCount(3);
  await expect(page.locator('.vip-level-on')).toContainText('Bronze');
  // How far the next level is, in words and as a bar (nothing deposited yet: at the start).
  const progress = page.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-label', /^Faltam R\$ [\d.,]+ em depósitos para o nível \S+/);
  await expect(progress).toHaveAttribute('value', '0');
  const off = await startSite({ whitelabel: { VIP: false } });
  try {
    const page2 = await page.context().newPage();
    await logIn(page2, off);
    await page2.goto(`${off.url}/m/member/benefits`);
    await expect(page2).toHaveURL(/\/m\/member\/home$/);
    await expect(page2.getByRole('link', { name: 'Benefícios VIP' })).toHaveCount(0);
  } finally {
    await off.close();
  }
});

test('SPEC §7 member settings end to end: head icon in the member centre and side menu; security question; payment password reset keeps what was typed when refused; check', async ({
  page,
  site,
}) => {
  await logIn(page, site);
  await page.goto('/m/member/home?view=settings');
  await page.getByRole('radio', { name: 'Folha' }).check();
  await page.getByRole('button', { name: 'Salvar imagem' }).click();
  await expect(page.getByText('Alteração salva')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar', exact: true }).click();
  await expect(page.getByTestId('member-avatar').locator('[data-icon]')).toHaveAttribute('data-icon', 'leaf');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.locator('.side-name [data-icon]')).toHaveAttribute('data-icon', 'leaf');
  await page.keyboard.press('Escape');

  await page.goto('/m/member/home?view=settings');
  const question = page.getByRole('form', { name: 'Pergunta de segurança' });
  await question.getByLabel('Pergunta', { exact: true }).selectOption({ label: 'Em que cidade você nasceu?' });
  await question.getByLabel('Resposta', { exact: true }).fill('R');
  await question.getByRole('button', { name: 'Salvar pergunta' }).click();
  await expect(question.getByText('Resposta: 2 a 40 caracteres')).toBeVisible();
  await question.getByLabel('Resposta', { exact: true }).fill('Recife');
  await question.getByRole('button', { name: 'Salvar pergunta' }).click();
  await expect(question.getByTestId('question-set')).toContainText('Em que cidade você nasceu?');

  const setPass = page.getByRole('form', { name: 'Senha de pagamento' });
  await setPass.getByLabel('Nova senha de pagamento').fill('123456');
  await setPass.getByLabel('Confirme a senha de pagamento').fill('123456');
  await setPass.getByRole('button', { name: 'Salvar senha de pagamento' }).click();
  const reset = page.getByRole('form', { name: 'Redefinir senha de pagamento' });
  await expect(reset).toContainText('Em que cidade você nasceu?');
  await reset.getByLabel('Resposta', { exact: true }).fill('Olinda');
  await reset.getByLabel('Nova senha de pagamento').fill('654321');
  await reset.getByLabel('Confirme a senha de pagamento').fill('654321');
  await reset.getByRole('button', { name: 'Redefinir senha de pagamento' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Resposta de segurança incorreta.');
  await expect(reset.getByLabel('Resposta', { exact: true })).toHaveValue('Olinda');
  await expect(reset.getByLabel('Nova senha de pagamento')).toHaveValue('654321');
  await reset.getByLabel('Resposta', { exact: true }).fill('  RECIFE ');
  await reset.getByRole('button', { name: 'Redefinir senha de pagamento' }).click();
  await expect(page.getByText('Senha de pagamento redefinida')).toBeVisible();
  await expect(reset.getByLabel('Resposta', { exact: true })).toHaveValue('');

  const check = page.getByRole('form', { name: 'Verificar senha de pagamento' });
  await check.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
  await check.getByRole('button', { name: 'Verificar senha de pagamento' }).click();
  await expect(check.getByTestId('pay-check')).toHaveText('A senha de pagamento não confere.');
  await check.getByLabel('Senha de pagamento', { exact: true }).fill('654321');
  await check.getByRole('button', { name: 'Verificar senha de pagamento' }).click();
  await expect(check.getByTestId('pay-check')).toHaveText('A senha de pagamento está correta.');
});

/** Elements of the page body whose box reaches past the 360 px screen (horizontal scrollers excluded: they scroll on purpose). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= 360.5) return false;
        for (let p = el.parentElement; p; p = p.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return false;
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}px`),
  );

test('SPEC §2.1/§9 every wallet and member-centre route renders its screen (no placeholder) and fits 360 px in PT and EN', async ({
  page,
}) => {
  test.setTimeout(90_000); // 16 screens on a shared 2-core machine
  // The Friday bonus pays cash here (no wagering terms), so the whole deposit can be withdrawn.
  const site = await startSite({
    wallet: { adminToken: ADMIN },
    templates: { mem_cen: '1', dep_func: '1' },
    bonus: { promotionTerms: { 3: null } },
  });
  try {
    const m = await logIn(page, site);
    const api = (path: string, body: unknown) =>
      fetch(`${site.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${m.token}` },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ value: { id: number } & unknown[] }>);
    const dep = await api('/wps/deposit/request', {
      methodId: 'pix-fast',
      amount: 4_999_999,
      promoId: 3,
      idempotencyKey: 'e2e-fit-1',
    });
    await approve(site, dep.value.id);
    await api('/wps/member/paymentPassword', { newPassword: '123456' });
    const card = await api('/wps/member/bankCards', {
      kind: 'BANK',
      bankCode: 'BB',
      branch: '0001',
      accountNo: '123456789012-3',
      accountType: 'CHECKING',
      holderName: 'Maria Aparecida dos Santos Oliveira',
      paymentPassword: '123456',
    });
    const w = await api('/wps/transaction/withdraw', {
      cardId: (card.value[0] as { id: number }).id,
      amount: 4_999_999,
      paymentPassword: '123456',
      idempotencyKey: 'e2e-fit-2',
    });
    await admin(site, 'withdraw/reject', {
      withdrawalId: (w.value as unknown as { record: { id: number } }).record.id,
    });
    const routes = [
      ['/m/voucherCenter', '.wallet-form'],
      ['/m/voucherCenter?tab=records', '.wallet-record'],
      ['/m/withdraw', '.wallet-cards'],
      ['/m/withdraw?tab=records', '[data-testid="withdraw-report"]'],
      ['/m/member/transactions', '.wallet-record'],
      ['/m/member/home', '.member-grid'],
      ['/m/member/home?view=settings', '.head-icons'],
      ['/m/member/home?view=wallet', '[data-testid="bonus-box"]'],
      ['/m/member/benefits', '.vip-level'],
    ] as const;
    await page.goto(`${site.url}/m/home`);
    for (const lang of ['pt', 'en']) {
      // A visit in each language, then each screen opened inside the app, as its menus do.
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      await page.goto(`${site.url}${routes[0][0]}`);
      for (const [path, content] of routes) {
        await navigate(page, path);
        await expect(page).toHaveURL(`${site.url}${path}`);
        await expect(page.locator(`main ${content}`).first(), `${lang} ${path}`).toBeVisible();
        await expect(page.locator('main h2').first(), `${lang} ${path} has its heading`).not.toBeEmpty();
        expect(await overflowing(page), `${lang} ${path}`).toEqual([]);
      }
    }
  } finally {
    await site.close();
  }
});
