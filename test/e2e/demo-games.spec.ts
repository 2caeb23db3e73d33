// The demo games as a player sees them in the game frame: the slot's five reels roll and stop
// one by one (about a second and a quarter), a win lights its lines and counts up, reduced
// motion shows the result at once, the spin button is off while the reels turn; demo money is
// called so for a trial account and only a real account plays with its "real balance"; the
// paytable reads in Urdu right to left; the lottery counts down to its next draw and shows the
// latest results. (test/e2e/slot5.spec.ts plays the slot's own features.)
import type { FrameLocator, Page } from '@playwright/test';
import { expect, logIn, type Site, test, withoutPopups, deposit } from './fixtures.ts';
import { createLaunch } from '../../server/db/demo.ts';
import { listGames } from '../../server/db/games.ts';
import { lotteryGames } from '../../server/db/catalogue.ts';
import { balanceCents } from '../../server/db/members.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { formatOfGame } from '../../src/rules/lottery.ts';
import { paidSpinSeeds, useSeeds } from '../../server/db/slot.ts';

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;

// Free spins would turn the spin button into a free spin: these spins draw seeds that start none.
test.beforeEach(() => useSeeds(paidSpinSeeds));
test.afterEach(() => useSeeds(null));

/** Opens the lobby centre's first slot the way a player does; answers the game frame. */
async function launchFirstSlot(page: Page, site: Site): Promise<{ frame: FrameLocator; minBet: number }> {
  const game = listGames(site.server.db!, { gameType: 'RNG', gameCategory: 'RNG', pageNo: 1, pageSize: 1 }).games[0]!;
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
  await page.locator('.gt-open', { hasText: game.gameName }).first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  return { frame: page.frameLocator('iframe.gframe-frame'), minBet: game.minBet };
}

/**
 * Spins until a round wins (a spin wins about 30 % of the time; 25 tries miss once in 7 000 runs).
 * With `runClock` each round's reels and count run on the page's clock, run ahead until the
 * round is over, instead of a second of real time a round.
 */
async function spinUntilWin(frame: FrameLocator, runClock?: Page): Promise<number> {
  const spin = frame.locator('#spin');
  const app = frame.locator('#app');
  for (let i = 0; i < 25; i++) {
    await spin.click();
    if (runClock)
      await expect
        .poll(
          async () => {
            await runClock.clock.runFor(250);
            return app.getAttribute('data-ready');
          },
          { timeout: 10_000, intervals: [20] },
        )
        .not.toBeNull();
    await expect(app).toHaveAttribute('data-ready', /\d+/, { timeout: 10_000 });
    if ((await frame.locator('.machine.won').count()) > 0) return Number(await app.getAttribute('data-ready'));
  }
  throw new Error('no winning round in 25 spins');
}

test('demo slot: a real member spins; reels stop one by one in about a second; a win lights the line and counts up', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 1_000_00);
  // The round runs on the page's clock, run ahead once the server has answered, so
  // when each reel stops is read as the page scheduled it: the test's own polls, up to half a
  // second apart, could miss the moment the first has stopped and the last still turns. The
  // clock is installed before the pages load (it flows on its own until paused): installed
  // while they run, it would cancel timers it never started, and RxJS throws on the first such
  // interval that still fires ("executing a cancelled action").
  await page.clock.install();
  const { frame } = await launchFirstSlot(page, site);
  await expect(frame.getByTestId('demo-note')).toHaveText('Você joga com o seu saldo real.');
  await expect(frame.locator('.balance')).toContainText('Saldo real');
  const spin = frame.getByRole('button', { name: 'Girar' });
  await expect(spin).toBeEnabled();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const app = frame.locator('#app');
  await app.evaluate((el) => {
    const stops: [number, number][] = [];
    (window as unknown as { reelStops: [number, number][] }).reelStops = stops;
    const reels = [...el.querySelectorAll('.reel')];
    new MutationObserver((changes) => {
      for (const c of changes)
        if (c.oldValue === 'spinning' && (c.target as Element).getAttribute('data-state') === 'stopped')
          stops.push([reels.indexOf(c.target as Element), Date.now()]);
    }).observe(el, { subtree: true, attributeFilter: ['data-state'], attributeOldValue: true });
  });
  const answered = page.waitForResponse('**/wps/demo/spin');

  await spin.click();
  // While the reels turn the control is off and they roll; they stop left to right.
  const button = frame.locator('#spin');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('Girando…');
  const reels = frame.locator('.reel');
  await expect(reels.nth(2)).toHaveAttribute('data-state', 'spinning');
  await answered;
  await expect
    .poll(
      async () => {
        await page.clock.runFor(250);
        return app.getAttribute('data-ready');
      },
      { intervals: [20] },
    )
    .not.toBeNull();
  await expect(button).toBeEnabled();
  const stops = await app.evaluate(() => (window as unknown as { reelStops: [number, number][] }).reelStops);
  expect(
    stops.map(([reel]) => reel),
    'left to right',
  ).toEqual([0, 1, 2, 3, 4]);
  const beats = stops.slice(1).map(([, at], i) => at - stops[i]![1]);
  // One by one: each a beat (180 ms or more) after the one to its left.
  expect(Math.min(...beats), `ms between the stops: ${beats.join(', ')}`).toBeGreaterThanOrEqual(170);
  const took = Number(await frame.locator('#app').getAttribute('data-ready'));
  expect(took).toBeGreaterThanOrEqual(900);
  await expect(reels.nth(2)).toHaveAttribute('data-state', 'stopped');
  await expect(frame.getByTestId('demo-balance')).toHaveText(money(balanceCents(site.server.db!, memberId)));

  await spinUntilWin(frame, page);
  const won = await frame.locator('.result').textContent();
  const amount = /Você ganhou (R\$ [\d.,]+)!/.exec(won ?? '')?.[1];
  expect(amount).toBeTruthy();
  await expect(frame.getByTestId('demo-win')).toHaveText(`\u2066+${amount}\u2069`);
  await expect(frame.locator('.cell.hit')).not.toHaveCount(0);
  await expect(frame.getByTestId('demo-balance')).toHaveText(money(balanceCents(site.server.db!, memberId)));
  await page.screenshot({ path: 'test-results/demo-slot-win.png' });
});

test('demo slot under prefers-reduced-motion: the result shows at once, nothing rolls', async ({ page, site }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 1_000_00);
  const { frame } = await launchFirstSlot(page, site);
  await frame.getByRole('button', { name: 'Girar' }).click();
  await expect(frame.locator('#spin')).toBeEnabled();
  const took = Number(await frame.locator('#app').getAttribute('data-ready'));
  expect(took).toBeLessThan(700);
  await expect(frame.locator('.reel.rolling')).toHaveCount(0);
  await expect(frame.locator('.reel[data-state="spinning"]')).toHaveCount(0);
  await expect(frame.locator('.result')).toHaveText(/^(Você ganhou R\$ [\d.,]+!|Sem prêmio desta vez\.)$/);
  const win = await spinUntilWin(frame);
  expect(win).toBeLessThan(700);
  await expect(frame.getByTestId('demo-win')).toHaveText(/^\u2066\+R\$ [\d.,]+\u2069$/);
});

test('demo slot: a trial account plays with demo money, and the page never calls it a real balance', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const { memberId } = await logIn(page, site, 4);
  deposit(site, memberId, 1_000_00);
  const { frame } = await launchFirstSlot(page, site);
  await expect(frame.getByTestId('demo-note')).toContainText('dinheiro de demonstração');
  await expect(frame.locator('.balance')).toContainText('Dinheiro de demonstração');
  await expect(frame.locator('body')).not.toContainText(/saldo real/i);
});

test('demo slot in Urdu: the page is right to left and the paytable reads symbol, 3, 4 and 5 alike', async ({
  page,
  site,
}) => {
  const { memberId, token } = await logIn(page, site);
  deposit(site, memberId, 100_00);
  const game = listGames(site.server.db!, { gameType: 'RNG', pageNo: 1, pageSize: 1 }).games[0]!;
  const ticket = createLaunch(site.server.db!, { memberId, sessionToken: token, nodeId: game.nodeId, language: 'ur' });
  await page.goto(`/demo/slot?ticket=${ticket}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByText('انعامات کی فہرست').click();
  const header = page.locator('.paytable thead th');
  await expect(header).toHaveText(['علامت', '3', '4', '5']);
  await expect(page.locator('.paytable tbody tr').first()).toContainText('1000×');
  await expect(page.locator('.paytable tbody tr').nth(1)).toContainText('کل شرط کا 50 گنا');
  // Right to left: the symbol column is the rightmost.
  const [first, last] = [await header.first().boundingBox(), await header.last().boundingBox()];
  expect(first!.x).toBeGreaterThan(last!.x);
  await expect(page.getByRole('button', { name: 'گھمائیں' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/demo-slot-ur.png', fullPage: true });
});

test('demo lottery: a countdown to the next draw, the latest results, a quick-draw bet for that draw', async ({
  page,
  site,
}) => {
  const { memberId, token } = await logIn(page, site);
  deposit(site, memberId, 100_00);
  const game = lotteryGames(site.server.db!, 'ELOTT').find((g) => formatOfGame(g.gameName).id === 'rapida')!;
  const ticket = createLaunch(site.server.db!, { memberId, sessionToken: token, nodeId: game.nodeId, language: 'pt' });
  await page.goto(`/demo/lottery?ticket=${ticket}`);
  await expect(page.getByTestId('countdown')).toHaveText(/^Próximo sorteio em \d+:\d\d$/);
  // Every lottery has drawn at the last tick by now (the schedule runs at start-up).
  await expect(page.getByTestId('draws').locator('.draw').first()).toContainText(/Sorteio das \d\d:\d\d/);
  await expect(page.getByTestId('draws').locator('.draw').first().locator('.ball')).toHaveCount(6);
  await expect(page.locator('body')).not.toContainText(/Modo de prêmio|Elott|TCG/);
  await page.getByRole('button', { name: 'Número 7', exact: true }).click();
  await page.getByRole('button', { name: 'Apostar' }).click();
  await expect(page.locator('.result')).toHaveText(/^Aposta registrada: R\$ [\d.,]+ para o sorteio das \d\d:\d\d\./);
  expect(balanceCents(site.server.db!, memberId)).toBe(100_00 - game.minBet);
  await page.screenshot({ path: 'test-results/demo-lottery.png', fullPage: true });
});
