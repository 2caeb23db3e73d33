// The agent programme in a phone-sized Chromium (SPEC §6, §7 Agent): links and
// team, transfers, rebate and quotas, salary and dividend contracts between two agents of one
// team, and another team kept apart. Texts are the Portuguese dictionary (the site default).
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { insertMember } from '../../server/db/accounts.ts';
import { createSession } from '../../server/db/members.ts';
import { placeBet } from '../setup/bets.ts';
import { expect, logIn, navigate, test, type Site } from './fixtures.ts';
import { watchPage } from './settled.ts';

/** A second phone logged in as `memberId` (its own context: its own storage and session). */
async function phone(browser: Browser, site: Site, memberId: number, userName: string, type: number): Promise<Page> {
  const ctx = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  const token = createSession(site.server.db!, memberId);
  await ctx.addInitScript(
    ([t, u, ty]) => {
      localStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({ token: t, merchantCode: 'AURORA', userName: u, type: ty, firstTimeLogin: false }),
      );
    },
    [token, userName, type] as const,
  );
  return ctx.newPage();
}
/** A member who joined through `code` (an agent's downline). */
function downline(site: Site, code: string, type = 0, prefix = 'dl'): { id: number; userName: string } {
  const userName = `${prefix}${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
  return {
    id: insertMember(site.server.db!, {
      userName,
      passwordHash: 'x',
      type,
      merchantCode: 'AURORA',
      affiliateCode: code,
    }),
    userName,
  };
}
const credit = (site: Site, id: number, cents: number, kind = 'deposit', at = new Date().toISOString()) =>
  site.server
    .db!.prepare('INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(id, kind, cents, 'e2e', at);
/** The contract as if approved `days` ago: the tests cannot wait for a day or a week to close. */
const backdate = (site: Site, memberId: number, kind: string, days: number) =>
  site.server
    .db!.prepare("UPDATE agent_contracts SET decided_at = ? WHERE member_id = ? AND kind = ? AND status = 'active'")
    .run(new Date(Date.now() - days * 86_400_000).toISOString(), memberId, kind);
async function linkCode(page: Page): Promise<string> {
  await page.goto('/m/agentRegister?tab=links');
  await page.getByRole('button', { name: 'Criar link' }).click();
  return (await page.getByTestId('agent-link').first().locator('strong').textContent())!.trim();
}
/** Nothing wider than the 360 px phone (SPEC §9 target devices). */
async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('SPEC §7 agent: creates an affiliate link, a visitor registers through it and appears in the team with KPI; transfer and rebate', async ({
  page,
  site,
}) => {
  const agent = await logIn(page, site, 1);
  site.server
    .db!.prepare(
      "INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', 5000, 'e2e', ?)",
    )
    .run(agent.memberId, new Date().toISOString());
  await page.goto('/m/agentRegister?tab=links');
  await page.getByRole('button', { name: 'Criar link' }).click();
  const link = page.getByTestId('agent-link');
  await expect(link).toHaveCount(1);
  const code = (await link.locator('strong').textContent())!.trim();
  await expect(link).toContainText(`/m/register?code=${code}`);
  // A visitor registers through the link: the code fills the invitation field; the new player joins the team.
  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 360, height: 740 } });
  await visitor.goto(`${site.url}/m/register?code=${code}`);
  await expect(visitor.getByLabel('Código de convite')).toHaveValue(code);
  const friend = `friend${Date.now() % 100000}`;
  await visitor.getByLabel('Nome de usuário', { exact: true }).fill(friend);
  await visitor.getByLabel('Senha', { exact: true }).fill('senha123');
  await visitor.getByLabel('Confirmar senha', { exact: true }).fill('senha123');
  await expect(visitor.locator('.captcha-img img')).toBeVisible();
  await visitor
    .getByLabel('Código da imagem', { exact: true })
    .fill(
      (site.server.db!.prepare('SELECT answer FROM captchas ORDER BY rowid DESC LIMIT 1').get() as { answer: string })
        .answer,
    );
  await visitor.getByText('Tenho 18 anos ou mais').click();
  await visitor.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(visitor).toHaveURL(/\/m\/home/);
  await visitor.close();
  // The agent opens a member account: it joins through the agent's link code.
  const name = `down${Date.now() % 100000}`;
  await page.getByRole('link', { name: 'Novo membro' }).click();
  await page.getByLabel('Nome de usuário').fill(name);
  await page.getByLabel('Senha', { exact: true }).fill('abc123');
  // The same captcha public registration asks (an agent's script opens no accounts in bulk).
  await expect(page.locator('.captcha-img img')).toBeVisible();
  await page
    .getByLabel('Código da imagem', { exact: true })
    .fill(
      (site.server.db!.prepare('SELECT answer FROM captchas ORDER BY rowid DESC LIMIT 1').get() as { answer: string })
        .answer,
    );
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(`Conta ${name} criada`)).toBeVisible();
  const viaLink = site.server.db!.prepare('SELECT affiliate_code AS c FROM members WHERE user_name = ?').get(name) as {
    c: string;
  };
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
  // Rebate within the agent's own (3.00 % for a direct agent) and its quotas (SPEC §7 rebate settings and quotas).
  await page.getByRole('link', { name: 'Rebate', exact: true }).click();
  await expect(page.getByTestId('own-rebate')).toContainText('3.00%');
  const quota = page.getByTestId('quota-row').first();
  await expect(quota).toContainText('2.50%');
  await expect(quota.getByTestId('quota-left')).toHaveText('2');
  await page.getByLabel('Membro').selectOption({ label: name });
  await page.getByLabel('Rebate (%)').fill('3.5');
  await page.getByRole('button', { name: 'Salvar rebate' }).click();
  await expect(page.getByText('O rebate de um membro não pode ser maior que o seu', { exact: true })).toBeVisible();
  await page.getByLabel('Rebate (%)').fill('2.5');
  await page.getByRole('button', { name: 'Salvar rebate' }).click();
  await expect(
    page.getByRole('list', { name: 'Subordinados' }).getByRole('listitem').filter({ hasText: name }),
  ).toContainText('rebate 2.50%');
  await expect(quota.getByTestId('quota-left')).toHaveText('1');
});

test('SPEC §6 a non-agent opening /m/agentRegister is refused with the dictionary text', async ({ page, site }) => {
  await logIn(page, site, 0);
  await page.goto('/m/agentRegister');
  await expect(page.getByRole('alert').filter({ hasText: 'Não agentes não podem entrar' })).toBeVisible();
});

test("SPEC §4 contract request screen: the home prompt's target lets the member accept its pending request", async ({
  page,
  site,
}) => {
  const m = await logIn(page, site, 1);
  site.server
    .db!.prepare("INSERT INTO contract_requests (member_id, kind, created_at) VALUES (?, 'dividend', ?)")
    .run(m.memberId, new Date().toISOString());
  await page.goto('/m/member/agent/getDevidendContract');
  await expect(page.getByText('Há um pedido de contrato de dividendos aguardando sua resposta.')).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const row = site.server.db!.prepare('SELECT status FROM contract_requests WHERE member_id = ?').get(m.memberId) as {
    status: string;
  };
  expect(row.status).toBe('accepted');
});

test('SPEC §7 salary: the agent applies, its upline approves from the home prompt, the paid day shows in history and the header balance', async ({
  page,
  site,
  browser,
}) => {
  const upline = await logIn(page, site, 1);
  const code = await linkCode(page);
  const agentB = downline(site, code, 1, 'agb');
  // Another team: agent C with a downline agent E who also applies; A never sees E.
  const cId = insertMember(site.server.db!, {
    userName: `agc${Date.now() % 100000}`,
    passwordHash: 'x',
    type: 1,
    merchantCode: 'AURORA',
  });
  site.server
    .db!.prepare('INSERT INTO agent_links (code, member_id, created_at) VALUES (?, ?, ?)')
    .run('OTHERTEAM', cId, new Date().toISOString());
  const e = downline(site, 'OTHERTEAM', 1, 'age');
  site.server
    .db!.prepare(
      `INSERT INTO agent_contracts (member_id, upline_id, kind, tiers, created_at) VALUES (?, ?, 'daily', '[{"minActive":0,"amountCents":100}]', ?)`,
    )
    .run(e.id, cId, new Date().toISOString());

  const b = await phone(browser, site, agentB.id, agentB.userName, 1);
  await b.goto(`${site.url}/m/member/agent/getSalaryContract`);
  await expect(b.getByTestId('salary-current')).toContainText('Você ainda não tem contrato de salário.');
  await expect(b.getByText(`O pedido vai para ${upline.userName}`)).toBeVisible();
  // A tier that is not higher than the one before is refused inline; what was typed stays.
  await b.getByRole('group', { name: 'Faixa 1' }).getByLabel('Membros ativos').fill('0');
  await b.getByRole('group', { name: 'Faixa 1' }).getByLabel('Valor').fill('15');
  await b.getByRole('group', { name: 'Faixa 2' }).getByLabel('Valor').fill('10');
  await b.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(b.getByText('Cada faixa precisa de mais membros e um valor maior que a anterior.')).toBeVisible();
  await expect(b.getByRole('group', { name: 'Faixa 1' }).getByLabel('Valor')).toHaveValue('15');
  await b.getByRole('button', { name: 'Remover faixa' }).click();
  await b.getByRole('button', { name: 'Remover faixa' }).click();
  await b.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(b.getByText(`Pedido enviado; aguardando ${upline.userName}.`)).toBeVisible();
  await fitsPhone(b);

  // The upline's home prompt leads to the request.
  await page.goto('/m/home');
  await page
    .getByRole('alertdialog', { name: 'Contrato de salário diário' })
    .getByRole('button', { name: 'Ir' })
    .press('Enter');
  await expect(page).toHaveURL(/getSalaryContract$/);
  const requests = page.getByRole('list', { name: 'Pedidos da equipe' });
  await expect(requests).toContainText(agentB.userName);
  await expect(requests).not.toContainText(e.userName);
  await page.getByRole('button', { name: `Aprovar ${agentB.userName}` }).click();
  await expect(requests.getByTestId('salary-request')).toContainText('Ativo');
  await fitsPhone(page);

  // Two days later (the operator's clock): yesterday is due and A pays it from its balance.
  backdate(site, agentB.id, 'daily', 2);
  credit(site, upline.memberId, 5000);
  await page.reload();
  await page.getByRole('button', { name: `Pagar salário ${agentB.userName}` }).click();
  await expect(page.getByText('Salário pago')).toBeVisible();
  await expect(page.locator('.hdr-bal [data-testid="balance"]')).toContainText('35,00');

  await b.reload();
  await expect(b.getByRole('list', { name: 'Salários recebidos' })).toContainText('15,00');
  await expect(b.getByRole('list', { name: 'Salários recebidos' })).toContainText(`Pago por ${upline.userName}`);
  await expect(b.locator('.hdr-bal [data-testid="balance"]')).toContainText('15,00');
  await expect(b.getByTestId('salary-current')).toContainText('A partir de 0 membros ativos:');
  const sum = site.server
    .db!.prepare('SELECT SUM(amount_cents) AS c FROM ledger WHERE member_id = ?')
    .get(agentB.id) as { c: number };
  expect(sum.c).toBe(1500);
  await b.context().close();
});

test('SPEC §7 dividend: offered by the upline, accepted, the current period and its estimate, paid out into the history; a message reaches the inbox', async ({
  page,
  site,
  browser,
}) => {
  const upline = await logIn(page, site, 1);
  const code = await linkCode(page);
  const agentB = downline(site, code, 1, 'agb');
  await page.goto('/m/agentRegister?tab=dividend');
  await expect(page.getByText('Nenhum contrato com a sua equipe.')).toBeVisible();
  await page.getByLabel('Membro').first().selectOption({ label: agentB.userName });
  await page.getByLabel('Ciclo').selectOption('week');
  await page.getByLabel('Participação (%)').fill('20');
  await page.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(page.getByTestId('dividend-contract')).toContainText('Aguardando');
  await fitsPhone(page);

  const b = await phone(browser, site, agentB.id, agentB.userName, 1);
  await b.goto(`${site.url}/m/member/agent/getDevidendContract`);
  await expect(b.getByText('Há um pedido de contrato de dividendos aguardando sua resposta.')).toBeVisible();
  await expect(b.getByTestId('dividend-current')).toContainText('20.00% da perda líquida da equipe, por semana.');
  await b.getByRole('button', { name: 'Aceitar' }).click();
  await expect(b).toHaveURL(/\/m\/home$/);
  // A player on B's team lost 100,00 and won back 40,00 this week: the estimate is 20 % of 60,00.
  site.server
    .db!.prepare('INSERT INTO agent_links (code, member_id, created_at) VALUES (?, ?, ?)')
    .run(`B${agentB.id}TEAM`, agentB.id, new Date().toISOString());
  const player = downline(site, `B${agentB.id}TEAM`, 0, 'pl');
  // A settled round, as the demo games write it: only settled stakes count (SPEC §7 dividend).
  placeBet(site.server.db!, player.id, new Date().toISOString(), { stake: 10_000, win: 4_000 });
  await b.goto(`${site.url}/m/agentRegister?tab=dividend`);
  const current = b.getByTestId('dividend-current');
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  // The week's first day in the page's language (pt-BR: dd/mm/yyyy), its UTC calendar day.
  await expect(current).toContainText(monday.toLocaleDateString('pt-BR', { timeZone: 'UTC' }));
  await expect(b.getByTestId('dividend-estimate')).toContainText('12,00');
  await expect(b.getByRole('list', { name: 'Dividendos recebidos' })).toHaveCount(0);
  await fitsPhone(b);

  // Two weeks later (the operator's clock) last week's loss is due; A pays it out.
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
  // The round moves to last week: its order (what the figures count) and its ledger rows.
  site.server.db!.prepare('UPDATE orders SET created_at = ? WHERE member_id = ?').run(lastWeek, player.id);
  site.server.db!.prepare('UPDATE ledger SET created_at = ? WHERE member_id = ?').run(lastWeek, player.id);
  backdate(site, agentB.id, 'dividend', 15);
  credit(site, upline.memberId, 5000);
  await page.reload();
  await page.getByRole('button', { name: `Pagar dividendo ${agentB.userName}` }).click();
  await expect(page.getByText('Dividendo pago')).toBeVisible();
  await page.getByLabel('Mensagem', { exact: true }).fill('Dividendo da semana pago. Bom trabalho!');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Mensagem enviada')).toBeVisible();

  await b.reload();
  await expect(b.getByRole('list', { name: 'Dividendos recebidos' })).toContainText('12,00');
  await expect(b.locator('.hdr-bal [data-testid="balance"]')).toContainText('12,00');
  await b.goto(`${site.url}/m/webEmail`);
  await expect(b.getByText(upline.userName).first()).toBeVisible();
  await b.context().close();
});

test("SPEC §7 another agent's downline is never listed: team, rebate and salary requests show only the agent's own", async ({
  page,
  site,
}) => {
  const agent = await logIn(page, site, 2);
  const code = await linkCode(page);
  const mine = downline(site, code);
  const otherId = insertMember(site.server.db!, {
    userName: `other${Date.now() % 100000}`,
    passwordHash: 'x',
    type: 1,
    merchantCode: 'AURORA',
  });
  site.server
    .db!.prepare('INSERT INTO agent_links (code, member_id, created_at) VALUES (?, ?, ?)')
    .run('FOREIGN1', otherId, new Date().toISOString());
  const theirs = downline(site, 'FOREIGN1');
  const loaded: Record<string, () => Promise<void>> = {
    team: () => expect(page.getByRole('list', { name: 'Subordinados' })).toContainText(mine.userName),
    rebate: () => expect(page.getByRole('list', { name: 'Subordinados' })).toContainText(mine.userName),
    salary: () => expect(page.getByText('Nenhum pedido da sua equipe.')).toBeVisible(),
    dividend: () => expect(page.getByLabel('Membro').first().locator('option')).toHaveText([mine.userName]),
  };
  // The tabs as the agent opens them, inside the app.
  for (const [tab, ready] of Object.entries(loaded)) {
    await navigate(page, `/m/agentRegister?tab=${tab}`);
    await ready();
    await expect(page.getByText(theirs.userName)).toHaveCount(0);
    await fitsPhone(page);
  }
  const kpi = site.server.db!.prepare('SELECT COUNT(*) AS n FROM members WHERE affiliate_code = ?').get(code) as {
    n: number;
  };
  expect([kpi.n, agent.memberId > 0]).toEqual([1, true]);
});

test('SPEC §7 agent screens as an agent with a team and contracts: no serious or critical axe violation, nothing wider than 360 px', async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  const watch = await watchPage(page);
  const a = await logIn(page, site, 1);
  const code = await linkCode(page);
  const b = downline(site, code, 1, 'agb');
  const db = site.server.db!;
  db.prepare(
    `INSERT INTO agent_contracts (member_id, upline_id, kind, tiers, created_at) VALUES (?, ?, 'daily', '[{"minActive":1,"amountCents":1000}]', ?)`,
  ).run(b.id, a.memberId, new Date().toISOString());
  db.prepare(
    `INSERT INTO agent_contracts (member_id, upline_id, kind, cycle, share_bp, status, decided_at, created_at) VALUES (?, ?, 'dividend', 'week', 2000, 'active', ?, ?)`,
  ).run(b.id, a.memberId, new Date(Date.now() - 15 * 86_400_000).toISOString(), new Date().toISOString());
  const found: string[] = [];
  await page.goto('/m/agentRegister');
  // Each screen opened inside the app, as its tabs and links do: axe reads the screen as drawn.
  for (const path of [
    '/m/agentRegister',
    '/m/agentRegister?tab=links',
    '/m/agentRegister?tab=team',
    '/m/agentRegister?tab=rebate',
    '/m/agentRegister?tab=salary',
    '/m/agentRegister?tab=dividend',
    '/m/member/agent/getSalaryContract',
    '/m/member/agent/getHourContract',
    '/m/member/agent/getDevidendContract',
  ]) {
    await navigate(page, path);
    await expect(page).toHaveURL(path);
    await expect(page.locator('.wallet-title').first()).toBeVisible();
    await watch.settled();
    // Axe in the page itself (legacy mode) while every frame is same-origin, as test/a11y does:
    // the same findings without a blank page opened for each check to merge frames' results.
    const origin = new URL(page.url()).origin;
    const sameOrigin = page.frames().every((f) => f.url() === 'about:blank' || new URL(f.url()).origin === origin);
    const r = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .setLegacyMode(sameOrigin)
      .analyze();
    for (const v of r.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
      found.push(
        `${path}: ${v.id} ${v.nodes
          .slice(0, 2)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
      );
    await fitsPhone(page);
  }
  expect(found).toEqual([]);
});
