// Loss limits end to end in a 360x740 phone (responsible gaming): a member sets a small daily
// loss limit in the member centre, plays the slot until the server refuses a stake (the game
// says why, naming the limit, and the balance is what it was before the refused spin), and the
// limits page then shows the loss so far against the limit; a time limit reached shows the
// pause instead of the game. The limits page is saved in PT and UR under test-results/screens/.
import type { Page } from '@playwright/test';
import { listGames } from '../../server/db/games.ts';
import { balanceCents } from '../../server/db/members.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { expect, logIn, type Site, test, withoutPopups, deposit } from './fixtures.ts';
import { watchPage } from './settled.ts';
import { paidSpinSeeds, useSeeds } from '../../server/db/slot.ts';

// A scatter's free spins would hold the paid spins these journeys count: their spins start none.
test.beforeEach(() => useSeeds(paidSpinSeeds));
test.afterEach(() => useSeeds(null));

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;

/** Stakes minus wins and refunds in games: the net loss the limit counts (today's, as every row is). */
const netLoss = (site: Site, memberId: number) =>
  -site.server
    .db!.prepare<[number], { c: number }>(
      "SELECT COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ? AND kind IN ('game_bet', 'game_win', 'game_refund')",
    )
    .get(memberId)!.c;

/** The whole page in one picture: a phone as tall as the page (a full-page capture repeats the fixed header). */
async function screen(page: Page, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 360, height });
  await page.screenshot({ path: `test-results/screens/${name}.png` });
  await page.setViewportSize({ width: 360, height: 740 });
}

const firstSlot = (site: Site) =>
  listGames(site.server.db!, { gameType: 'RNG', gameCategory: 'RNG', pageNo: 1, pageSize: 1 }).games[0]!;

test('responsible gaming: a daily loss limit refuses the stake that would pass it; the limits page shows the loss so far', async ({
  page,
  site,
}) => {
  test.slow(); // a page, a game played until refused, the page again
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 1_000_00);
  await withoutPopups(page);
  const game = firstSlot(site);
  // The slot's first total bet: 20 lines at the smallest line bet that reaches the game's minimum.
  const stake = Math.ceil(game.minBet / 20) * 20;
  // A cent over one stake: the first spin is allowed, and once anything at all is lost (about
  // two spins in three lose) the next stake would pass the limit.
  const limit = stake + 1;

  await page.goto('/m/member/responsible');
  await expect(page.getByRole('heading', { name: 'Limites de perda' })).toBeVisible();
  await expect(page.getByTestId('loss-day')).toContainText(`Perdido hoje: ${money(0)}`);
  await page.getByLabel('Limite de perda', { exact: true }).selectOption({ label: 'Limite de perda diário' });
  await page.getByLabel('Novo limite de perda', { exact: true }).fill(formatMoney(limit, 'pt'));
  await page.getByRole('button', { name: 'Definir limite de perda' }).click();
  await expect(page.getByText('Limite salvo: vale a partir de agora.')).toBeVisible();
  await expect(page.getByTestId('loss-day')).toContainText(`${money(0)} de ${money(limit)} perdidos hoje`);

  await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
  await page.locator('.gt-open', { hasText: game.gameName }).first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const frame = page.frameLocator('iframe.gframe-frame');
  await expect(frame.getByTestId('total-bet')).toHaveText(money(stake));
  const spin = frame.locator('#spin');
  const result = frame.locator('.result');
  let refusedAt = -1;
  for (let i = 0; i < 40 && refusedAt < 0; i++) {
    const before = balanceCents(site.server.db!, memberId);
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(result).not.toHaveText('');
    await expect(spin).toBeEnabled();
    if ((await result.getAttribute('class'))?.includes('failed')) {
      refusedAt = i;
      await expect(result).toContainText(`Aposta recusada: passaria do seu limite de perda de ${money(limit)}`);
      expect(balanceCents(site.server.db!, memberId), 'the refused stake moved no money').toBe(before);
      // The stake would pass the limit; one more stake was not allowed, so the loss is within a stake of it.
      const lost = netLoss(site, memberId);
      expect(lost + stake).toBeGreaterThan(limit);
      expect(lost).toBeLessThanOrEqual(limit);
    }
  }
  expect(refusedAt, 'a stake was refused within 40 spins').toBeGreaterThan(0);

  await page.goto('/m/member/responsible');
  const lost = netLoss(site, memberId);
  await expect(page.getByTestId('loss-day')).toContainText(`${money(lost)} de ${money(limit)} perdidos hoje`);
});

test('responsible gaming: with the daily time limit reached the game does not open; the pause says until when', async ({
  page,
  site,
}) => {
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 1_000_00);
  await withoutPopups(page);
  // Ten minutes of play today, a stake a minute (counted from the stakes), and a 10-minute daily limit.
  const now = Date.now();
  const add = site.server.db!.prepare(
    "INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'game_bet', -1, ?)",
  );
  for (let m = 10; m >= 1; m--) add.run(memberId, new Date(now - m * 60_000).toISOString());
  site.server
    .db!.prepare(
      "INSERT INTO play_limits (member_id, kind, value, updated_at) VALUES (?, 'time_day', 10, '2026-01-01T00:00:00Z')",
    )
    .run(memberId);
  const game = firstSlot(site);
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
  await page.locator('.gt-open', { hasText: game.gameName }).first().click();
  const pause = page.getByTestId('limit-pause');
  await expect(pause.getByRole('heading', { name: 'Hora de uma pausa' })).toBeFocused();
  await expect(pause).toContainText('Você atingiu seu limite de tempo diário. Pode voltar a jogar a partir de');
  await expect(page.locator('iframe.gframe-frame')).toHaveCount(0);
});

test('responsible gaming: at 80 % of a loss limit the game opens after an alert, said once', async ({ page, site }) => {
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 1_000_00);
  await withoutPopups(page);
  const db = site.server.db!;
  db.prepare(
    "INSERT INTO play_limits (member_id, kind, value, updated_at) VALUES (?, 'loss_day', 10000, '2026-01-01T00:00:00Z')",
  ).run(memberId);
  db.prepare("INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'game_bet', -8000, ?)").run(
    memberId,
    new Date().toISOString(),
  );
  const game = firstSlot(site);
  const open = async () => {
    await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
    await page.locator('.gt-open', { hasText: game.gameName }).first().click();
    await expect(page).toHaveURL(/\/m\/launchGame\?/);
  };
  await open();
  const alert = page.getByTestId('limit-alert');
  await expect(alert.getByRole('heading', { name: 'Perto do seu limite' })).toBeFocused();
  await expect(alert).toContainText(`Você perdeu ${money(8_000)} do seu limite de ${money(10_000)}.`);
  await expect(page.locator('iframe.gframe-frame')).toHaveCount(0);
  await alert.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('iframe.gframe-frame')).toBeVisible();
  await open();
  await expect(page.locator('iframe.gframe-frame')).toBeVisible();
  await expect(page.getByTestId('limit-alert')).toHaveCount(0);
});

for (const lang of ['pt', 'ur'] as const) {
  test(`responsible gaming: loss and time limits in ${lang.toUpperCase()} at 360 px, screenshots saved`, async ({
    page,
    site,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('language', l), lang);
    const { memberId } = await logIn(page, site);
    const db = site.server.db!;
    db.prepare(
      "INSERT INTO play_limits (member_id, kind, value, updated_at) VALUES (?, 'loss_day', 20000, '2026-01-01T00:00:00Z')",
    ).run(memberId);
    db.prepare(
      "INSERT INTO play_limits (member_id, kind, value, pending_value, pending_from, updated_at) VALUES (?, 'time_session', 60, 120, ?, '2026-01-01T00:00:00Z')",
    ).run(memberId, Date.now() + 86_400_000);
    db.prepare("INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'game_bet', -12000, ?)").run(
      memberId,
      new Date().toISOString(),
    );
    await withoutPopups(page);
    const watch = await watchPage(page);
    await page.goto('/m/member/responsible');
    await watch.settled();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
    const used = `R$ ${formatMoney(12_000, lang)}`;
    const limit = `R$ ${formatMoney(20_000, lang)}`;
    await expect(page.getByTestId('loss-day')).toContainText(
      lang === 'ur' ? `آج ${limit} میں سے ${used} کا نقصان` : `${used} de ${limit} perdidos hoje`,
    );
    await expect(page.getByTestId('time-pending-session')).toBeVisible();
    // Nothing spills sideways at 360 px, and every control of the two forms is a 44 px target.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const form of ['loss', 'time']) {
      const heights = await page
        .locator(`[aria-labelledby="rg-${form}-h"] form`)
        .locator('select, input, button')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
    }
    await page
      .getByRole('heading', { name: lang === 'ur' ? 'نقصان کی حدیں' : 'Limites de perda' })
      .scrollIntoViewIfNeeded();
    await screen(page, `loss-time-limits-${lang}`);
  });
}
