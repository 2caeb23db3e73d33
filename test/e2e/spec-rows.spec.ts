// SPEC rows of the shell that a careful player notices: where an unknown address lands, and what
// a shared phone keeps after the back button.
import { addCard } from '../../server/db/bank-cards.ts';
import { lotteryGames } from '../../server/db/catalogue.ts';
import { balanceCents } from '../../server/db/members.ts';
import { withdraw } from '../../server/db/withdrawals.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { formatOfGame } from '../../src/rules/lottery.ts';
import { SUPPORT_SITE } from '../setup/support-config.ts';
import { expect, logIn, startSite, test, withoutPopups } from './fixtures.ts';

test('SPEC §2.1: a page path outside the app (/foo, /M/LOGIN) lands on home, not on a raw error', async ({ page }) => {
  await withoutPopups(page);
  for (const path of ['/foo', '/M/LOGIN']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('NOT_FOUND');
  }
});

test('SPEC §2.2: the back button that goes home clears the form values kept in session storage', async ({ page }) => {
  await withoutPopups(page);
  await page.goto('/m/register');
  await page.getByLabel('Nome de usuário', { exact: true }).fill('ana_shared_phone');
  // The form keeps what was typed for a return from the terms (SPEC §2.5)…
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('registerForm') ?? ''))
    .toContain('ana_shared_phone');
  // …but the header's back to home drops it: the next person does not find it.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto('/m/register');
  await expect(page.getByLabel('Nome de usuário', { exact: true })).toHaveValue('');
});

test('SPEC §6/§8: a visitor on the daily check-in or the VIP shortcut gets the "please log in" toast and the login page', async ({
  page,
}) => {
  await withoutPopups(page);
  await page.goto('/m/activity/signIn');
  await expect(page.locator('.toast')).toContainText('Por favor, faça login');
  await expect(page).toHaveURL(/\/m\/login\?from=%2Fm%2Factivity%2FsignIn$/);

  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Bônus VIP' }).click();
  await expect(page.locator('.toast')).toContainText('Por favor, faça login');
  await expect(page).toHaveURL(/\/m\/login\?from=%2Fm%2Fmember%2Fbenefits$/);
});

test('SPEC §2.1 daily check-in: the calendar names its month', async ({ page, site }) => {
  await withoutPopups(page);
  await logIn(page, site);
  await page.goto('/m/activity/signIn');
  const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.now(),
  );
  await expect(page.getByRole('heading', { name: month, level: 2 })).toBeVisible();
});

test('SPEC §2.9: the side menu lists each game category as an entry of its own, which opens that category', async ({
  page,
}) => {
  await withoutPopups(page);
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Crash', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Slots', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Categorias de jogos' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Crash', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/gameLobbyCenter\?gameCategory=CRASH&gameType=CRASH&gameClassify=ALL$/);
});

test('SPEC §8: the region-restricted page links to the contact it promises, and promises none when the site has none', async ({
  browser,
}) => {
  const withContact = await startSite({
    regionRestriction: true,
    links: [{ resourceType: 'WHATSAPP', url: 'https://wa.me/5511999999999' }],
  });
  const without = await startSite({ regionRestriction: true });
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  try {
    await page.goto(`${withContact.url}/m/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acesso restrito');
    await expect(page.getByRole('link', { name: 'Falar com o atendimento' })).toHaveAttribute(
      'href',
      'https://wa.me/5511999999999',
    );
    await expect(page.getByRole('alert')).toContainText('fale com o atendimento');
    await page.goto(`${without.url}/m/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acesso restrito');
    await expect(page.getByRole('link', { name: 'Falar com o atendimento' })).toHaveCount(0);
    await expect(page.getByRole('alert')).not.toContainText('atendimento');
  } finally {
    await page.close();
    await withContact.close();
    await without.close();
  }
});

test('SPEC §2.3 footer: the payment and licence marks are pictures with names, not text chips', async ({ page }) => {
  await withoutPopups(page);
  await page.goto('/m/home');
  const footer = page.locator('footer.hf');
  // The footer loads when the player scrolls near it.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 800);
        return footer.count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await footer.scrollIntoViewIfNeeded();
  const payments = footer.getByRole('list', { name: 'Formas de pagamento' });
  for (const name of ['PIX', 'Boleto', 'Visa', 'Mastercard', 'USDT'])
    await expect(payments.getByRole('img', { name, exact: true })).toBeVisible();
  await expect(footer.getByRole('img', { name: 'Licenciado' })).toBeVisible();
  await expect(footer.getByRole('img', { name: 'Somente maiores de 18 anos' })).toBeVisible();
  // Each is a decoded picture (not a box of text drawn in the page's font).
  const marks = footer.locator('img.hf-mark');
  await expect(marks).toHaveCount(7);
  const decoded = await marks.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0));
  expect(decoded).toEqual(Array(7).fill(true));
  await expect(footer.locator('.hf-marks text')).toHaveCount(0);
});

test("SPEC §7 game list: a member's calls name the account's merchant and minLine, asked once from the page's start", async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  await logIn(page, site);
  const lists: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/game/list?')) lists.push(new URL(r.url()));
  });
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
  await expect(page.locator('.ggrid .gt').first()).toBeVisible();
  expect(lists).toHaveLength(1);
  expect([lists[0]!.searchParams.get('merchant'), lists[0]!.searchParams.get('minLine')]).toEqual(['AURORA', '0']);
  // The more-games page asks the same way.
  await page.getByRole('button', { name: 'Mais jogos' }).click();
  await expect.poll(() => lists.length).toBe(2);
  expect([lists[1]!.searchParams.get('merchant'), lists[1]!.searchParams.get('pageNo')]).toEqual(['AURORA', '2']);
});

// The download bar and modal need the site's download links.
test.describe(() => {
  test.use({ siteOverrides: SUPPORT_SITE });
  test('SPEC §8/§2.13: the iOS profile download outside Safari (Chrome on iPhone) is an alert asking for Safari, closed with OK; nothing downloads', async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
      baseURL: site.url,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    try {
      await withoutPopups(page);
      await page.goto('/m/home');
      await page.getByRole('complementary', { name: 'Baixar o app' }).getByRole('button', { name: 'Baixar' }).click();
      await page
        .getByRole('dialog', { name: 'Baixar o app' })
        .getByRole('button', { name: 'Instalação rápida no iOS (perfil)' })
        .click();
      const alert = page.getByRole('alertdialog');
      await expect(alert).toContainText('Use o Safari para baixar o app');
      await expect(page.locator('.toast')).toHaveCount(0);
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(alert).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\/home$/);
    } finally {
      await context.close();
    }
  });
});

test('responsible gaming: a deposit over the daily limit says how much may still be deposited in the window, formatted', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const { token } = await logIn(page, site);
  const set = await page.request.post(`${site.url}/wps/member/responsible/limit`, {
    headers: { Authorization: `Bearer ${token}`, Origin: site.url },
    data: { period: 'day', cents: 5_000 },
  });
  expect(set.ok()).toBe(true);
  await page.goto('/m/voucherCenter');
  await page.getByLabel('PIX', { exact: true }).check();
  await page.getByLabel('Valor', { exact: true }).fill('60');
  await page.getByRole('button', { name: 'Depositar agora' }).click();
  await expect(page.locator('.form-error')).toHaveText(
    'Este depósito passa do seu limite diário: nas últimas 24 horas você ainda pode depositar R$ 50,00.',
  );
  // Within what is left, the deposit goes through and the message is gone.
  await page.getByLabel('Valor', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Depositar agora' }).click();
  await expect(page.getByTestId('deposit-order')).toBeVisible();
});

// Draws every 5 s, so a bet settles within the test.
test.describe(() => {
  test.use({ siteOverrides: { lottery: { drawIntervalSeconds: 5, historyKeepDraws: 50 } } });
  test('the open lottery frame shows the draw result and the payout when the draw settles, and the new balance, without a reopen', async ({
    page,
    site,
  }) => {
    await withoutPopups(page);
    const { memberId } = await logIn(page, site);
    const db = site.server.db!;
    db.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`).run(
      memberId,
      100_00,
      new Date().toISOString(),
    );
    const lotto = lotteryGames(db, 'LOTT').find((g) => formatOfGame(g.gameName).id === 'rapida')!;
    await page.goto('/m/lottery');
    await page.locator('.lottery .ggrid .gt-open', { hasText: lotto.gameName }).click();
    const frame = page.frameLocator('iframe.gframe-frame');
    for (const n of [3, 9, 17]) await frame.getByRole('button', { name: `Número ${n}`, exact: true }).click();
    await frame.getByRole('button', { name: 'Apostar' }).click();
    const result = frame.locator('.result');
    await expect(result).toHaveText(
      /^Sorteio das \d\d:\d\d: \d acerto\(s\)\. (Você ganhou R\$ .+!|Desta vez sem prêmio\.)$/,
      {
        timeout: 15_000,
      },
    );
    const order = db
      .prepare('SELECT status, win_cents AS win FROM orders WHERE member_id = ? ORDER BY id DESC LIMIT 1')
      .get(memberId) as { status: string; win: number };
    expect(order.status).toBe('SETTLED');
    if (order.win > 0) await expect(result).toContainText(formatMoney(order.win, 'pt'));
    else await expect(result).toContainText('sem prêmio');
    await expect(frame.getByTestId('demo-balance')).toContainText(formatMoney(balanceCents(db, memberId), 'pt'));
  });
});

// The operator's side answers this site's token.
test.describe(() => {
  const ADMIN = 'spec-rows-admin';
  test.use({ siteOverrides: { wallet: { adminToken: ADMIN } } });
  test('SPEC §7 withdraw: an open withdrawal record turns "Pago" when the operator pays it out, without a reload', async ({
    page,
    site,
  }) => {
    await withoutPopups(page);
    const { memberId } = await logIn(page, site);
    const db = site.server.db!;
    db.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`).run(
      memberId,
      100_00,
      new Date().toISOString(),
    );
    const cardId = addCard(db, memberId, { bankCode: '001', accountNo: '1234567-8', holderName: 'Ana Souza' });
    if (typeof cardId !== 'number') throw new Error(cardId);
    const w = withdraw(db, memberId, { cardId, amount: 30_00, key: 'spec-rows-open-record' });
    if (typeof w === 'string') throw new Error(w);
    await page.goto('/m/withdraw?tab=records');
    const record = page.getByRole('list', { name: 'Histórico de saques' }).getByRole('listitem').first();
    await expect(record).toContainText('30,00');
    await expect(record.locator('[data-status]')).toHaveText('Em processamento');
    const paid = await fetch(`${site.url}/wps/admin/withdraw/payout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Admin-Token': ADMIN },
      body: JSON.stringify({ withdrawalId: w.record.id }),
    });
    expect(paid.status).toBe(200);
    // The pending-money poll (every 5 s while money waits) brings the decision to the open page.
    await expect(record.locator('[data-status]')).toHaveText('Pago', { timeout: 12_000 });
  });
});

// SPEC §9's cosmetic counter, on a site that asks for it (the default shows the real jackpot).
test.describe(() => {
  test.use({ siteOverrides: { jackpot: { display: 'cosmetic' } } });
  test('SPEC §2.3/§9 cosmetic jackpot: starts between R$ 2,000,000 and 2,100,000, adds R$ 100–500 every 3–5 s, goes on from the last amount after a reload, and stands still with reduced motion', async ({
    page,
  }) => {
    await withoutPopups(page);
    await page.clock.install();
    const cents = async () => Number((await page.locator('.jp-amount').innerText()).replace(/\D/g, ''));
    await page.goto('/m/home');
    await expect(page.locator('.jp-amount')).toHaveText(/\d/);
    const start = await cents();
    expect(start).toBeGreaterThanOrEqual(2_000_000_00);
    expect(start).toBeLessThanOrEqual(2_100_000_00);
    // The first wait is 3, 4 or 5 s: one addition by 5 s, none of them more than R$ 500.
    await page.clock.runFor(5_000);
    await expect.poll(cents).not.toBe(start);
    const added = (await cents()) - start;
    expect(added).toBeGreaterThanOrEqual(100_00);
    expect(added).toBeLessThanOrEqual(500_00);
    const last = await cents();
    // The next visit starts where this one ended, not at a new random start.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.locator('.jp-amount')).toHaveText(/\d/);
    expect(await cents()).toBe(last);
    // Reduced motion: the amount stands still.
    await page.clock.runFor(15_000);
    expect(await cents()).toBe(last);
  });
});
