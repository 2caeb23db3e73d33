// Deposit, operator approval, withdraw, records, member centre and VIP in a phone-sized
// Chromium (issue 7). Texts are the Portuguese dictionary (the site default).
import { expect, logIn, startSite, test, type Site } from './fixtures.ts';

const ADMIN = 'e2e-admin-token';

async function approve(site: Site, depositId: number): Promise<void> {
  const res = await fetch(`${site.url}/wps/admin/deposit/approve`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Admin-Token': ADMIN }, body: JSON.stringify({ depositId }),
  });
  expect(res.status).toBe(200);
}

test('SPEC §7 deposit → operator approval → balance in the header → withdraw with payment password → records', async ({ page }) => {
  const site = await startSite({ wallet: { adminToken: ADMIN } });
  try {
    const m = await logIn(page, site);
    await page.goto(`${site.url}/m/voucherCenter`);
    await page.getByLabel('Online banking · Transferência bancária').check();
    // A bank method needs a bank; a too-small amount is refused inline; nothing typed is lost.
    await page.getByLabel('Valor', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Depositar agora' }).click();
    await expect(page.getByText('O valor está abaixo do mínimo')).toBeVisible();
    await expect(page.getByText('Escolha um banco').last()).toBeVisible();
    await page.getByLabel('Banco', { exact: true }).selectOption('ITAU');
    await page.getByRole('group', { name: 'Valores rápidos' }).getByRole('button', { name: '200,00' }).click();
    await expect(page.getByLabel('Valor', { exact: true })).toHaveValue('200.00');
    await page.getByRole('button', { name: 'Depositar agora' }).click();
    const pending = page.getByTestId('deposit-pending');
    await expect(pending).toContainText('Pendente');
    const id = Number(await page.getByTestId('deposit-id').textContent());
    expect(id).toBeGreaterThan(0);
    await expect(page.locator('.hdr-bal [data-testid="balance"]')).toContainText('0,00');

    await approve(site, id);
    await page.locator('.hdr-bal').getByRole('button', { name: 'Atualizar saldo' }).click();
    await expect(page.locator('.hdr-bal [data-testid="balance"]')).toContainText('200,00');

    await page.goto(`${site.url}/m/withdraw`);
    // First a payment password, then a bank card, then the withdrawal.
    await page.getByLabel('Nova senha de pagamento').fill('123456');
    await page.getByLabel('Confirme a senha de pagamento').fill('123456');
    await page.getByRole('button', { name: 'Salvar senha de pagamento' }).click();
    await page.getByLabel('Número da conta').fill('0012345678');
    await page.getByLabel('Titular da conta').fill('Ana Souza');
    await page.getByRole('button', { name: 'Salvar conta' }).click();
    await expect(page.getByRole('list', { name: 'Contas bancárias' })).toContainText('**** 5678');
    await page.getByLabel('Valor', { exact: true }).fill('80');
    await page.getByLabel('Senha de pagamento', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Sacar agora' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Senha de pagamento incorreta.' })).toBeVisible();
    await expect(page.getByLabel('Valor', { exact: true })).toHaveValue('80');
    await page.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Sacar agora' }).click();
    await expect(page.locator('.hdr-bal [data-testid="balance"]')).toContainText('120,00');
    const sum = site.server.db!.prepare('SELECT SUM(amount_cents) AS c FROM ledger WHERE member_id = ?').get(m.memberId) as { c: number };
    expect(sum.c).toBe(12_000);

    await page.getByRole('link', { name: 'Histórico de saques' }).click();
    await expect(page.getByRole('list', { name: 'Histórico de saques' })).toContainText('80,00');
    await expect(page.getByRole('list', { name: 'Histórico de saques' })).toContainText('Em processamento');
    await page.getByRole('link', { name: 'Transações' }).click();
    await page.getByRole('group', { name: 'Tipo de transação' }).getByRole('button', { name: 'Depósito' }).click();
    const rows = page.getByRole('list', { name: 'Transações' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('200,00');
    await page.goto(`${site.url}/m/voucherCenter?tab=records`);
    await expect(page.getByRole('list', { name: 'Histórico de depósitos' })).toContainText('Aprovado');
  } finally {
    await site.close();
  }
});

test('SPEC §5 deposit and withdraw are refused for a non-real type with the SPEC text', async ({ page, site }) => {
  await logIn(page, site, 3);
  await page.goto('/m/withdraw');
  await expect(page.getByText('Entre com uma conta real para usar esta função')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});

for (const [flag, template] of [['0', 'base'], ['1', 'new']] as const) {
  test(`SPEC §4 member centre, ${template} template (mem_cen '${flag}'): profile, VIP label, balance, shortcuts; settings save`, async ({ page }) => {
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

test('SPEC §7 agent: creates an affiliate link, a visitor registers through it and appears in the team with KPI; transfer and rebate', async ({ page, site }) => {
  const agent = await logIn(page, site, 1);
  site.server.db!.prepare("INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', 5000, 'e2e', ?)").run(agent.memberId, new Date().toISOString());
  await page.goto('/m/agentRegister?tab=links');
  await page.getByRole('button', { name: 'Criar link' }).click();
  const link = page.getByTestId('agent-link');
  await expect(link).toHaveCount(1);
  const code = (await link.locator('strong').textContent())!.trim();
  await expect(link).toContainText(`/m/register?code=${code}`);
  // A visitor registers through the link: the code fills the invitation field; the new player joins the team.
  const visitor = await page.context().browser()!.newPage({ viewport: { width: 360, height: 740 } });
  await visitor.goto(`${site.url}/m/register?code=${code}`);
  await expect(visitor.getByLabel('Código de convite')).toHaveValue(code);
  const friend = `friend${Date.now() % 100000}`;
  await visitor.getByLabel('Nome de usuário', { exact: true }).fill(friend);
  await visitor.getByLabel('Senha', { exact: true }).fill('senha123');
  await visitor.getByLabel('Confirmar senha', { exact: true }).fill('senha123');
  await expect(visitor.locator('.captcha-img img')).toBeVisible();
  await visitor.getByLabel('Código da imagem', { exact: true }).fill(
    (site.server.db!.prepare('SELECT answer FROM captchas ORDER BY rowid DESC LIMIT 1').get() as { answer: string }).answer);
  await visitor.getByText('Tenho 18 anos ou mais').click();
  await visitor.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(visitor).toHaveURL(/\/m\/home/);
  await visitor.close();
  // The agent opens a member account: it joins through the agent's link code.
  const name = `down${Date.now() % 100000}`;
  await page.getByRole('link', { name: 'Novo membro' }).click();
  await page.getByLabel('Nome de usuário').fill(name);
  await page.getByLabel('Senha', { exact: true }).fill('abc123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(`Conta ${name} criada`)).toBeVisible();
  const viaLink = site.server.db!.prepare('SELECT affiliate_code AS c FROM members WHERE user_name = ?').get(name) as { c: string };
  expect(viaLink.c).toBe(code);
  await page.getByRole('link', { name: 'Equipe' }).click();
  await expect(page.getByTestId('kpi-members')).toHaveText('2');
  await expect(page.getByRole('list', { name: 'Subordinados' })).toContainText(friend);
  const team = page.getByRole('list', { name: 'Subordinados' });
  await expect(team).toContainText(name);
  await team.getByRole('listitem').filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByLabel('Valor para cada membro').fill('20');
  await page.getByRole('button', { name: 'Transferir', exact: true }).click();
  await expect(page.getByText('Transferência feita')).toBeVisible();
  await expect(page.locator('.hdr-bal [data-testid="balance"]')).toContainText('30,00');
  // Rebate within the agent's own (3.00 % for a direct agent).
  await expect(page.getByTestId('own-rebate')).toContainText('3.00%');
  await page.getByLabel('Rebate (%)').fill('3.5');
  await page.getByRole('button', { name: 'Salvar rebate' }).click();
  await expect(page.getByText('O rebate de um membro não pode ser maior que o seu', { exact: true })).toBeVisible();
  await page.getByLabel('Rebate (%)').fill('2.5');
  await page.getByRole('button', { name: 'Salvar rebate' }).click();
  await expect(team).toContainText('rebate 2.50%');
});

test('SPEC §6 a non-agent opening /m/agentRegister is refused with the dictionary text', async ({ page, site }) => {
  await logIn(page, site, 0);
  await page.goto('/m/agentRegister');
  await expect(page.getByRole('alert').filter({ hasText: 'Não agentes não podem entrar' })).toBeVisible();
});

test('SPEC §4 contract request screen: the home prompt\'s target lets the member accept its pending request', async ({ page, site }) => {
  const m = await logIn(page, site, 1);
  site.server.db!.prepare("INSERT INTO contract_requests (member_id, kind, created_at) VALUES (?, 'dividend', ?)").run(m.memberId, new Date().toISOString());
  await page.goto('/m/member/agent/getDevidendContract');
  await expect(page.getByText('Há um pedido de contrato de dividendos aguardando sua resposta.')).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const row = site.server.db!.prepare('SELECT status FROM contract_requests WHERE member_id = ?').get(m.memberId) as { status: string };
  expect(row.status).toBe('accepted');
});
