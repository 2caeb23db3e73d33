// Promotions, check-in, reward centre and invite friends in a phone-sized Chromium.
import { expect, logIn, startSite, test } from './fixtures.ts';

test('SPEC §3/§4 promotions: join then claim; the reward reaches the balance once', async ({ page, site }) => {
  const m = await logIn(page, site);
  await page.goto('/m/activity');
  const card = page.locator('.promo-card').filter({ hasText: 'Presente de cadastro' });
  await card.getByRole('button', { name: 'Participar: Presente de cadastro' }).click();
  await expect(card.getByRole('button', { name: 'Resgatar: Presente de cadastro' })).toBeVisible();
  await card.getByRole('button', { name: 'Resgatar: Presente de cadastro' }).click();
  await expect(card.getByRole('button', { name: 'Resgatado: Presente de cadastro' })).toBeDisabled();
  const paid = site.server
    .db!.prepare("SELECT SUM(amount_cents) AS c FROM ledger WHERE member_id = ? AND kind = 'promo_bonus'")
    .get(m.memberId) as { c: number };
  expect(paid.c).toBe(500);
  await expect(page.locator('.hdr-bal')).toContainText('5,00');
  // Coming soon and ended promotions cannot be joined.
  await expect(page.getByRole('button', { name: 'Em breve: Torneio de fim de mês' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Encerrada: Carnaval da sorte' })).toBeDisabled();
  // A review promotion is an application.
  await page.getByRole('button', { name: 'Participar: Bônus de recarga de sexta' }).click();
  await expect(page.getByRole('button', { name: 'Em análise: Bônus de recarga de sexta' })).toBeVisible();
  // The reward centre lists what was claimed and what is under review.
  await page.goto('/m/rewardCenter');
  await expect(page.locator('.promo-card')).toHaveCount(2);
});

test('SPEC §3 promotions: a visitor sees the list and is sent to log in by Join', async ({ page }) => {
  await page.goto('/m/activity');
  await page.getByRole('button', { name: 'Participar: Presente de cadastro' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('SPEC §7 welcome bonus: the banner, the promotion and the deposit form state one figure; Join opens the form with it', async ({
  page,
  site,
}) => {
  await logIn(page, site);
  await page.goto('/m/activityDetail?id=1');
  await expect(page.getByTestId('bonus-terms')).toHaveText(
    '100% do primeiro depósito, até R$ 500 · depósito mínimo de R$ 20',
  );
  await page.getByRole('button', { name: 'Participar: Bônus de boas-vindas' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?promo=1$/);
  await expect(page.getByLabel('Promoção', { exact: true })).toHaveValue('1');
  await expect(page.getByTestId('bonus-terms')).toHaveText(
    '100% do primeiro depósito, até R$ 500 · depósito mínimo de R$ 20',
  );
  await page.getByLabel('Valor', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'Depositar agora' }).click();
  await expect(page.getByText('O valor está abaixo do depósito mínimo deste bônus')).toBeVisible();
  await page.getByLabel('Valor', { exact: true }).fill('700');
  await expect(page.getByTestId('bonus-preview')).toHaveText('Você receberá R$ 500,00 de bônus');
  const home = await page.request.get(`${site.url}/wps/announcement/banner?types=B&language=pt`);
  const titles = ((await home.json()).value.banners as { title: string }[]).map((b) => b.title);
  expect(titles).toContain('Bônus de boas-vindas de 100% até R$ 500 no primeiro depósito');
});

test('SPEC §2.1 promotion detail: its rules as HTML and its action; daily check-in once a day', async ({
  page,
  site,
}) => {
  await logIn(page, site);
  await page.goto('/m/activityDetail?id=2');
  await expect(page.getByRole('heading', { name: 'Check-in diário', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Participar: Check-in diário' }).click();
  await expect(page).toHaveURL(/\/m\/activity\/signIn$/);
  await page.getByRole('button', { name: 'Fazer check-in hoje' }).click();
  await expect(page.getByRole('button', { name: 'Check-in de hoje feito' })).toBeDisabled();
  await expect(page.locator('.signin-grid [aria-current="date"]')).toHaveClass(/signed/);
  await expect(page.getByText('1 dia seguido')).toBeVisible();
});

test('SPEC §4 reward centre needs REWCEN3: otherwise "contact service"', async ({ browser }) => {
  const site = await startSite({ whitelabel: { REWCEN3: false } });
  const page = await browser.newPage({ baseURL: site.url, viewport: { width: 360, height: 740 } });
  try {
    await logIn(page, site); // SPEC §6: a visitor is sent to log in first
    await page.route('**/wps/announcement/popular**', (r) =>
      r.fulfill({ json: { success: true, code: '0', message: 'OK', value: [] } }),
    );
    await page.goto('/m/rewardCenter');
    await expect(page.locator('.toast')).toContainText('atendimento');
    await expect(page.locator('.promo-card')).toHaveCount(0);
  } finally {
    await page.close();
    await site.close();
  }
});

test("SPEC §2.12 invite friends: the member's referral link, which registers friends", async ({ page, site }) => {
  await logIn(page, site);
  await page.goto('/m/inviteFriends');
  const link = page.getByRole('textbox', { name: 'Seu link de convite' });
  await expect(link).toHaveValue(
    new RegExp(`^${site.url.replace(/[.:/]/g, '\\$&')}/m/register\\?affiliateCode=[A-Z2-9]{8}$`),
  );
  const code = new URL(await link.inputValue()).searchParams.get('affiliateCode')!;
  const check = await page.request.get(`${site.url}/wps/member/affiliate?code=${code}&domain=x`);
  expect((await check.json()).success).toBe(true);
});

test("invite friends: the link goes out by WhatsApp and by the phone's share sheet", async ({ page, site }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { __shared: ShareData[] }).__shared = shared;
    navigator.share = async (data?: ShareData) => {
      shared.push(data ?? {});
    };
  });
  await logIn(page, site);
  await page.goto('/m/inviteFriends');
  const link = await page.getByRole('textbox', { name: 'Seu link de convite' }).inputValue();
  const whatsapp = new URL((await page.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href'))!);
  expect(whatsapp.origin).toBe('https://wa.me');
  expect(whatsapp.searchParams.get('text')).toMatch(
    new RegExp(`Cadastre-se pelo meu link: ${link.replace(/[.?/]/g, '\\$&')}$`),
  );
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  expect(shared).toEqual([expect.objectContaining({ url: link })]);
});
