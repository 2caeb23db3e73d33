// A player's whole money journey at a site in API_ORIGIN mode, in front of a platform that
// refuses cross-site calls (the reference server, on its own address): sign up, pay in by PIX,
// the operator approves on the platform's own address, a slot round in the game frame through
// the proxy, then a withdrawal the operator pays out. Every page and call goes to the proxy.
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { listGames } from '../../server/db/games.ts';
import { startProxied, type Proxied } from '../setup/proxied.ts';
import { expect, test, withoutPopups } from './fixtures.ts';

let p: Proxied;
test.beforeAll(async () => {
  p = await startProxied({ distDir: resolve(process.env.E2E_DIST ?? 'dist') });
});
test.afterAll(async () => {
  await p?.close();
});

/** The operator's decision over the platform's operator API, on the platform's own address. */
async function operator(action: string, body: Record<string, number>): Promise<void> {
  const res = await fetch(`${p.platform.url}/wps/admin/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': p.operatorToken },
    body: JSON.stringify(body),
  });
  expect(res.status, `operator ${action}`).toBe(200);
}

const headerBalance = (page: Page) => page.locator('.hdr-bal [data-testid="balance"]');
const captchaAnswer = () =>
  (p.platform.db!.prepare('SELECT answer FROM captchas ORDER BY rowid DESC LIMIT 1').get() as { answer: string })
    .answer;

test('through the proxy: sign up → PIX deposit → approved on the platform → a slot round in the frame → withdrawal → paid', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const site = p.proxy.url;
  await withoutPopups(page);
  // Nothing the page asks for may go anywhere but the players' address.
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(site) && !r.url().startsWith('data:')) elsewhere.push(r.url());
  });
  const refused: string[] = [];
  page.on('response', async (r) => {
    if (r.status() === 403) refused.push(`${r.request().method()} ${r.url()}`);
  });

  // Sign up: the platform sees the site's call as a same-site one.
  const name = `prx${Date.now() % 100000}`;
  await page.goto(`${site}/m/register`);
  await page.getByLabel('Nome de usuário', { exact: true }).fill(name);
  await page.getByLabel('Senha', { exact: true }).fill('senha123');
  await page.getByLabel('Confirmar senha', { exact: true }).fill('senha123');
  await expect(page.locator('.captcha-img img')).toBeVisible();
  await page.getByLabel('Código da imagem', { exact: true }).fill(captchaAnswer());
  await page.getByText('Tenho 18 anos ou mais').click();
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).last().click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText('Este pedido só é aceito a partir do próprio site')).toHaveCount(0);
  await expect(headerBalance(page)).toContainText('0,00');

  // Pay in by PIX.
  await page.goto(`${site}/m/voucherCenter`);
  await page.getByLabel('PIX', { exact: true }).check();
  await page.getByRole('group', { name: 'Valores rápidos' }).getByRole('button', { name: '50,00' }).click();
  await page.getByRole('button', { name: 'Depositar agora' }).click();
  const order = page.getByTestId('deposit-order');
  await expect(order.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible();

  // The operator approves on the platform's own address; the page shows the credit by itself.
  await operator('deposit/approve', { depositId: Number(await order.getByTestId('deposit-id').textContent()) });
  await expect(order.getByTestId('deposit-status')).toHaveText('Aprovado', { timeout: 10_000 });
  await expect(headerBalance(page)).toContainText('50,00', { timeout: 10_000 });

  // A slot round in the game frame: the game page comes through the proxy, sandboxed.
  const game = listGames(p.platform.db!, { gameType: 'RNG', gameCategory: 'RNG', pageNo: 1, pageSize: 1 }).games[0]!;
  await page.goto(`${site}/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL`);
  await page.locator('.gt-open', { hasText: game.gameName }).first().click();
  // The platform answers a path on the site: the frame opens it from the players' address.
  await expect(page.locator('iframe.gframe-frame')).toHaveAttribute('src', /^\/demo\/slot\?ticket=/);
  const frame = page.frameLocator('iframe.gframe-frame');
  await expect(frame.getByTestId('demo-balance')).toBeVisible();
  await frame.getByRole('button', { name: 'Girar' }).click();
  await expect(frame.locator('#app')).toHaveAttribute('data-ready', /\d+/, { timeout: 10_000 });
  const rounds = p.platform
    .db!.prepare('SELECT COUNT(*) AS n FROM orders o JOIN members m ON m.id = o.member_id WHERE m.user_name = ?')
    .get(name) as { n: number };
  expect(rounds.n, 'the round was played on the platform').toBe(1);
  await page.getByRole('button', { name: 'Fechar o jogo' }).click();

  // Cash out to a PIX key.
  await page.goto(`${site}/m/withdraw`);
  await page.getByLabel('Nova senha de pagamento').fill('123456');
  await page.getByLabel('Confirme a senha de pagamento').fill('123456');
  await page.getByRole('button', { name: 'Salvar senha de pagamento' }).click();
  await page.getByLabel('Tipo de chave').selectOption('CPF');
  await page.getByLabel('Chave PIX', { exact: true }).fill('529.982.247-25');
  await page.getByLabel('Titular da conta').fill('Ana Souza');
  await page.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Contas para saque' })).toContainText('PIX · CPF ***.982.247-**');
  await page.getByLabel('Valor', { exact: true }).fill('20');
  await page.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByTestId('withdraw-confirm').getByRole('button', { name: 'Confirmar saque' }).click();
  await expect(page.getByText('Saque solicitado')).toBeVisible();

  // The operator pays it out on the platform's own address; the record shows it paid.
  await page.getByRole('link', { name: 'Histórico de saques' }).click();
  const record = page.getByRole('list', { name: 'Histórico de saques' }).getByRole('listitem').first();
  await expect(record.locator('[data-status]')).toHaveText('Em processamento');
  const w = p.platform
    .db!.prepare('SELECT w.id FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE m.user_name = ?')
    .get(name) as { id: number };
  await operator('withdraw/payout', { withdrawalId: w.id });
  await expect(record.locator('[data-status]')).toHaveText('Pago', { timeout: 10_000 });

  expect(refused, 'no call was refused as cross-site').toEqual([]);
  expect(elsewhere, "the page asked nothing of the platform's own address").toEqual([]);
  // The operator API is not at the players' address.
  const admin = await fetch(`${site}/wps/admin/pending`, { headers: { 'X-Admin-Token': p.operatorToken } });
  expect(admin.status).toBe(404);
});
