// Bonus money on a 360 px phone (SPEC §7 Deposit: accept promo; Withdraw; SPEC §9 money with 2
// decimals): a deposit with the welcome bonus, approved by the operator, shows as cash and bonus
// apart with the wagering requirement's progress (wallet page, header breakdown, promotion page,
// member centre); trying to withdraw everything says what can go now and what the bonus becomes,
// and asks before forfeiting it; slot rounds meet the requirement, the bonus becomes cash, and
// the whole cash is withdrawn with no question. The site's welcome promotion wagers 1× here, so a
// few rounds meet it. Screens of the wallet, withdraw and promotion pages with the requirement
// open, in PT and UR, go to test-results/.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { bonusWallet, grantPromotionMoney, postBucket } from '../../server/db/bonus.ts';
import { listGames } from '../../server/db/games.ts';
import { ANA_BANK_ACCOUNT } from '../setup/payout-account.ts';
import { apiCall } from '../setup/api.ts';
import { expect, logIn, type Site, test, withoutPopups } from './fixtures.ts';
import { paidSpinSeeds, useSeeds } from '../../server/db/slot.ts';

// A scatter's free spins would hold the paid spins these journeys count: their spins start none.
test.beforeEach(() => useSeeds(paidSpinSeeds));
test.afterEach(() => useSeeds(null));

const ADMIN = 'e2e-admin-token';
/** The welcome promotion (id 1) at 1×, a R$ 10 stake cap, slots and crash in full, live casino at 0 %. */
const TERMS = {
  multiplier: 1,
  withDeposit: false,
  days: 7,
  maxStake: 1000,
  contributions: { SLOT: 100, CRASH: 100, SPORTS: 50, LIVE: 0 },
  sportsMinOdds: 1.5,
};
test.use({ siteOverrides: { wallet: { adminToken: ADMIN }, bonus: { promotionTerms: { '1': TERMS } } } });

async function operator(site: Site, action: string, body: Record<string, number>): Promise<void> {
  const res = await fetch(`${site.url}/wps/admin/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': ADMIN },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** axe's serious and critical findings on the page as it is (legacy mode: no frame on these screens). */
async function violations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** Every button and link inside `box` is a 44 px tap target. */
async function tapTargets(box: Locator): Promise<void> {
  const small = await box.locator('button, a[href]').evaluateAll((els) =>
    els
      .map((e) => ({ name: e.getAttribute('aria-label') ?? e.textContent ?? '', r: e.getBoundingClientRect() }))
      .filter((x) => x.r.width > 0 && (x.r.height < 44 || x.r.width < 44))
      .map((x) => `${x.name.trim()} ${Math.round(x.r.width)}×${Math.round(x.r.height)}`),
  );
  expect(small, 'tap targets under 44 px').toEqual([]);
}

/** The wallet, withdraw and promotion pages as they stand, in `lang`, to test-results/. */
async function screens(page: Page, lang: 'pt' | 'ur'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  for (const [name, path, ready] of [
    ['wallet', '/m/member/home?view=wallet', 'wagering'],
    ['withdraw', '/m/withdraw', 'withdraw-outlook'],
    ['promotion', '/m/activityDetail?id=1', 'promo-progress'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'nothing wider than the phone',
    ).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `test-results/bonus-${name}-${lang}.png`, fullPage: true });
  }
  await page.evaluate(() => localStorage.setItem('language', 'pt'));
}

test('bonus money: deposit with the welcome bonus, both balances and the requirement, withdraw told what it forfeits, play it through, the bonus becomes cash, withdraw it all', async ({
  page,
  site,
}) => {
  test.slow(); // a deposit, eight screens in two languages, slot rounds and a withdrawal
  await withoutPopups(page);
  const m = await logIn(page, site);
  const db = site.server.db!;

  // The deposit form states the promotion's own terms before sending: 1×, 7 days, R$ 10, 0 % live.
  await page.goto('/m/voucherCenter');
  await page.getByLabel('PIX', { exact: true }).check();
  await page.getByLabel('Valor', { exact: true }).fill('20');
  await page.getByLabel('Promoção', { exact: true }).selectOption({ label: 'Bônus de boas-vindas' });
  await expect(page.getByTestId('bonus-preview')).toHaveText('Você receberá R$ 20,00 de bônus');
  const terms = page.getByTestId('wagering-terms');
  await expect(terms).toContainText('Aposte 1x o bônus antes de ele virar saldo real');
  await expect(terms).toContainText('7 dias para cumprir');
  await expect(terms).toContainText('Aposta máxima enquanto estiver aberto: R$ 10,00');
  await expect(terms).toContainText('Contam para o rollover: Slots 100%, Jogos crash 100%, Esportes 50%');
  await expect(terms).toContainText('Não contam (0%): Pescaria, Jogos de mesa, Cassino ao vivo, Loteria');
  await page.getByRole('button', { name: 'Depositar agora' }).click();
  const order = page.getByTestId('deposit-order');
  await expect(order.getByTestId('deposit-id')).toHaveText(/\d+/);
  await operator(site, 'deposit/approve', { depositId: Number(await order.getByTestId('deposit-id').textContent()) });
  await expect(order.getByTestId('deposit-status')).toHaveText('Aprovado', { timeout: 8000 });

  // The header shows the total; a tap opens cash and bonus, with the way to the progress.
  const total = page.locator('.hdr-bal [data-testid="balance"]');
  await expect(total).toContainText('40,00');
  await page
    .locator('.hdr-bal')
    .getByRole('button', { name: /^Saldo R\$ 40,00: ver saldo real e bônus$/ })
    .click();
  const breakdown = page.getByRole('dialog', { name: 'Seus saldos' });
  await expect(breakdown.getByTestId('cash')).toHaveText('R$ 20,00');
  await expect(breakdown.getByTestId('bonus')).toHaveText('R$ 20,00');
  await tapTargets(breakdown);
  expect(await violations(page), 'the breakdown passes axe').toEqual([]);
  await breakdown.getByRole('link', { name: 'Ver progresso do bônus' }).click();

  // The wallet page: both balances, what can be withdrawn, and the requirement's progress.
  await expect(page).toHaveURL(/\/m\/member\/home\?view=wallet$/);
  const box = page.getByTestId('bonus-box');
  await expect(box.getByTestId('cash')).toHaveText('R$ 20,00');
  await expect(box.getByTestId('bonus')).toHaveText('R$ 20,00');
  await expect(box.getByTestId('withdrawable')).toHaveText('R$ 20,00');
  const bar = box.getByRole('progressbar', { name: 'Rollover de Bônus de boas-vindas' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute(
    'aria-valuetext',
    /^R\$ 0,00 de R\$ 20,00 apostados, termina \d\d\/\d\d às \d\d:\d\d$/,
  );

  // The promotion's page: its terms and this member's progress on it.
  await page.goto('/m/activityDetail?id=1');
  await expect(page.getByTestId('wagering-terms')).toContainText('Aposte 1x o bônus');
  await expect(page.getByTestId('promo-progress').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  // The member centre: the progress under the balance.
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-wagering')).toContainText('R$ 0,00 de R$ 20,00 apostados');

  // Ready to withdraw: a payment password and a bank account.
  await apiCall(site, 'POST', '/wps/member/paymentPassword', { token: m.token, body: { newPassword: '123456' } });
  await apiCall(site, 'POST', '/wps/member/bankCards', {
    token: m.token,
    body: { ...ANA_BANK_ACCOUNT, paymentPassword: '123456' },
  });
  await screens(page, 'pt');
  await screens(page, 'ur');

  // Everything: "all" fills the cash that can go, not the R$ 40 total; the page says the bonus is lost.
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-outlook')).toContainText(
    'Você pode sacar R$ 20,00 agora. Sacar antes de cumprir o rollover faz perder o bônus de R$ 20,00.',
  );
  await page.getByRole('button', { name: 'Sacar tudo' }).click();
  await expect(page.getByLabel('Valor', { exact: true })).toHaveValue('20,00');
  await page.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar saque' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Perder o seu bônus?' });
  await expect(ask).toContainText('Sacar R$ 20,00 agora faz perder o seu bônus de R$ 20,00.');
  await tapTargets(ask);
  await ask.getByRole('button', { name: 'Manter o bônus' }).click();
  await expect(ask).toBeHidden();
  expect(db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?').get(m.memberId)).toEqual({ n: 0 });

  // Slot rounds at the R$ 10 cap (or the largest stake under it) until the R$ 20 are wagered.
  const game = listGames(db, { gameType: 'RNG', gameCategory: 'RNG', pageNo: 1, pageSize: 1 }).games[0]!;
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
  await page.locator('.gt-open', { hasText: game.gameName }).first().click();
  const frame = page.frameLocator('iframe.gframe-frame');
  // A slot counts whole: no notice before it; its page names the cap.
  await expect(frame.getByTestId('demo-bonus-cap')).toHaveText('Aposta máxima com bônus: R$ 10,00');
  // The total bet stepped up with + to the largest at most the cap.
  const totalBet = frame.getByTestId('total-bet');
  const cents = async () => Number((await totalBet.textContent())!.replace(/\D/g, ''));
  const more = frame.getByRole('button', { name: 'Aumentar a aposta' });
  while ((await more.isEnabled()) && (await cents()) <= TERMS.maxStake) await more.click();
  if ((await cents()) > TERMS.maxStake) await frame.getByRole('button', { name: 'Diminuir a aposta' }).click();
  expect(await cents()).toBeLessThanOrEqual(TERMS.maxStake);
  const open = () => bonusWallet(db, m.memberId, 'pt', 'forfeit').requirements[0]!.state;
  for (let i = 0; i < 40 && open() === 'open'; i++) {
    await frame.locator('#spin').click();
    await expect(frame.locator('#app')).toHaveAttribute('data-ready', /\d+/, { timeout: 10_000 });
  }
  expect(open(), 'the rounds met the requirement').toBe('met');

  // The conversion: no bonus left, the history says it became cash, and no bar any more.
  await page.goto('/m/member/home?view=wallet');
  const after = page.getByTestId('bonus-box');
  await expect(after.getByTestId('bonus')).toHaveText('R$ 0,00');
  await expect(page.getByTestId('wagering-history')).toContainText('Cumprido: o bônus de R$ 20,00 virou saldo real');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const cash = bonusWallet(db, m.memberId, 'pt', 'forfeit').cash;
  expect(cash).toBeGreaterThan(0);

  // Withdraw everything: no question now, the whole cash goes.
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-outlook')).toHaveText(/^Você pode sacar R\$ [\d.,]+ agora\.$/);
  await page.getByRole('button', { name: 'Sacar tudo' }).click();
  await page.getByLabel('Senha de pagamento', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar saque' }).click();
  await expect(page.getByText('Saque solicitado. O valor foi reservado do seu saldo.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const sent = db.prepare('SELECT amount_cents AS a FROM withdrawals WHERE member_id = ?').all(m.memberId);
  expect(sent).toEqual([{ a: Math.min(cash, 1_000_000) }]);
});

test.describe('a site that refuses withdrawals while a bonus is open', () => {
  test.use({ siteOverrides: { bonus: { withdrawWhileOpen: 'refuse', promotionTerms: { '1': TERMS } } } });

  test('the withdraw page has no form, only why and what is left to wager, and nothing shows as withdrawable', async ({
    page,
    site,
  }) => {
    await withoutPopups(page);
    const m = await logIn(page, site);
    const db = site.server.db!;
    const now = Date.now();
    postBucket(db, m.memberId, 'cash', 'deposit', 5000, 'e2e', `e2e-cash-${m.memberId}`, now);
    grantPromotionMoney(
      db,
      { memberId: m.memberId, promoId: 1, cents: 2000, kind: 'bonus', ref: 'e2e', key: `e2e-bonus-${m.memberId}` },
      now,
    );
    await apiCall(site, 'POST', '/wps/member/paymentPassword', { token: m.token, body: { newPassword: '123456' } });
    await apiCall(site, 'POST', '/wps/member/bankCards', {
      token: m.token,
      body: { ...ANA_BANK_ACCOUNT, paymentPassword: '123456' },
    });
    await page.goto('/m/withdraw');
    const refused = page.getByTestId('withdraw-refused');
    await expect(refused).toHaveText(
      'SacarVocê não pode sacar até cumprir o rollover: faltam R$ 20,00 em apostas para o bônus de R$ 20,00.',
    );
    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
    await expect(page.getByTestId('withdrawable')).toHaveText('R$ 0,00');
    expect(await violations(page), 'the refusal passes axe').toEqual([]);
  });
});
