// Motion: the banner carousel, the announcement marquee, the winners board and the
// jackpot stand still for players who ask for reduced motion, and otherwise each has a pause
// control with an accessible name that stops it (WCAG 2.2.2). Positions are measured on
// screen, so the test holds whatever drives the movement.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, withoutPopups } from './fixtures.ts';

const PT = JSON.parse(readFileSync('i18n/pt.json', 'utf8')) as Record<string, string>;

const x = async (l: Locator) => (await l.boundingBox())?.x ?? Number.NaN;
const bannerIndex = (page: Page) =>
  page.locator('.bnr-dot').evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));
const jackpot = (page: Page) => page.locator('.jp-amount').innerText();

async function home(page: Page): Promise<void> {
  await withoutPopups(page);
  // The page's timers run on a clock the test can run ahead (it flows on its own meanwhile).
  await page.clock.install();
  await page.goto('/m/home');
  await expect(page.locator('.bnr-dot').first()).toBeVisible();
  await expect(page.locator('.tick-item').first()).toBeVisible();
}

/** The winners board loads when it nears the screen: scroll down until it is there. */
async function winners(page: Page): Promise<Locator> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollBy(0, 300));
        return page.locator('.winners .wcard').count();
      },
      // A step every 100 ms, as a player keeps scrolling (not the default's growing pauses).
      { timeout: 15_000, intervals: [100] },
    )
    .toBeGreaterThan(0);
  await page.locator('.winners').scrollIntoViewIfNeeded();
  return page.locator('.winners .wcard').first();
}

/**
 * Long enough for everything to have moved, were it not held still: the carousel's 5 s autoplay
 * and the jackpot's count run on the page's timers, whose clock the test runs 5.6 s ahead; the
 * marquee and the winners board are CSS animations on real time, at 40 px a second and more,
 * so 1.5 s of it would move them by dozens of pixels.
 */
async function waitOutMotion(page: Page): Promise<void> {
  await page.clock.runFor(5_600);
  await page.waitForTimeout(1_500);
}

/** Where everything that can move is now. */
async function snapshot(page: Page) {
  return {
    banner: await bannerIndex(page),
    ticker: await x(page.locator('.tick-item').first()),
    winners: await x(page.locator('.wcard').first()),
    jackpot: await jackpot(page),
  };
}

test('motion: with reduced motion the banner, marquee, winners and jackpot stand still', async ({ page }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await home(page);
  await winners(page);
  await page.locator('.jp').scrollIntoViewIfNeeded();
  const before = await snapshot(page);
  await waitOutMotion(page);
  expect(await snapshot(page)).toEqual(before);
});

test('motion: each moving part has a named pause control that stops it', async ({ page }) => {
  test.setTimeout(90_000);
  let releaseJackpot = () => {};
  const held = new Promise<void>((r) => {
    releaseJackpot = r;
  });
  await page.route('**/wps/game/jackpot*', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => localStorage.setItem('jackpot', '100000000'));
  await home(page);
  const pause = (key: string) => page.getByRole('button', { name: PT[key], exact: true });
  const play = (key: string) => page.getByRole('button', { name: PT[key.replace('pause', 'play')], exact: true });

  // It moves before it is paused (so the stillness below means something).
  const tickItem = page.locator('.tick-item').first();
  const t0 = await x(tickItem);
  await expect.poll(() => x(tickItem), { timeout: 3_000 }).not.toBe(t0);

  for (const key of ['motion.pause', 'motion.pauseNotices']) {
    await pause(key).click();
    await expect(play(key)).toHaveAttribute('aria-pressed', 'true');
  }
  // The jackpot counts up to the server's amount (held back until the shown one is read) from
  // the lower amount this phone saw last.
  await page.locator('.jp').scrollIntoViewIfNeeded();
  const j0 = await jackpot(page);
  releaseJackpot();
  await expect.poll(() => jackpot(page), { timeout: 7_000 }).not.toBe(j0);
  await pause('motion.pauseJackpot').click();
  await expect(play('motion.pauseJackpot')).toHaveAttribute('aria-pressed', 'true');

  const card = await winners(page);
  // The board stands still under the pointer (hover), where the last tap may have left it.
  await page.mouse.move(1, 1);
  const w0 = await x(card);
  await expect.poll(() => x(card), { timeout: 3_000 }).not.toBe(w0);
  await pause('motion.pauseWinners').click();
  await expect(play('motion.pauseWinners')).toHaveAttribute('aria-pressed', 'true');

  // The pointer rests on a neutral spot, so only the pause buttons hold things still.
  await page.mouse.move(1, 1);
  const before = await snapshot(page);
  await waitOutMotion(page);
  expect(await snapshot(page)).toEqual(before);

  // Play again: the marquee moves on (on screen: off it, it stands still).
  await play('motion.pauseNotices').click();
  await expect(pause('motion.pauseNotices')).toHaveAttribute('aria-pressed', 'false');
  await tickItem.scrollIntoViewIfNeeded();
  await page.mouse.move(1, 1);
  const t1 = await x(tickItem);
  await expect.poll(() => x(tickItem), { timeout: 3_000 }).not.toBe(t1);
});
