// An untouched home rests: the carousel (SPEC §2.3, 5000 ms) and the marquee (SPEC §9, 30 fps)
// run a few of their cycles, then stand still until the player touches the page; once still, a
// minute of the page's clock costs its main thread at most IDLE_BUDGET_MS and no style work.
// The page's timers run on a clock the test runs ahead; CSS animations run on real time, so
// whether one still runs is read from the page (document.getAnimations()), not waited for.
import type { CDPSession, Locator, Page } from '@playwright/test';
import { REST_CYCLES } from '../../src/state/activity.ts';
import { expect, test, withoutPopups } from './fixtures.ts';

/** Main-thread CPU time a minute of an untouched, visible home may take, in ms. */
const IDLE_BUDGET_MS = 60;
const BANNER_MS = 5000;

const x = async (l: Locator) => (await l.boundingBox())?.x ?? Number.NaN;
const bannerIndex = (page: Page) =>
  page.locator('.bnr-dot').evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));
/** The names of the CSS animations and transitions running on the page now. */
const running = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? 'animation'),
  );

async function home(page: Page): Promise<{ restMs: number }> {
  await withoutPopups(page);
  await page.clock.install();
  await page.goto('/m/home');
  await expect(page.locator('.bnr-dot').first()).toBeVisible();
  await expect(page.locator('.tick-run')).toBeVisible();
  // The marquee's loop: its CSS animation's duration, set from the notices' width.
  const loopS = await page
    .locator('.tick-run')
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).animationDuration));
  expect(loopS).toBeGreaterThan(0);
  return { restMs: REST_CYCLES * Math.max(BANNER_MS, loopS * 1000) + 2000 };
}

/** Runs the page's clock `ms` ahead in steps, with a little real time after each for what it started (a smooth scroll). */
async function runClock(page: Page, ms: number, step = 5_000): Promise<void> {
  for (let left = ms; left > 0; left -= step) {
    await page.clock.runFor(Math.min(step, left));
    await page.waitForTimeout(150);
  }
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

test('SPEC §2.3/§9: an untouched home stops its carousel and marquee after a few cycles, and a touch starts them again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { restMs } = await home(page);
  const tick = page.locator('.tick-item').first();

  // Both move at first: the marquee on real time, the carousel on the page's 5 s timer.
  const t0 = await x(tick);
  await expect.poll(() => x(tick), { timeout: 3_000 }).not.toBe(t0);
  const b0 = await bannerIndex(page);
  await runClock(page, BANNER_MS + 600);
  await expect.poll(() => bannerIndex(page)).not.toBe(b0);

  // After the cycles, nothing runs: no animation, the same slide over two more rotations' time.
  await runClock(page, restMs);
  await expect.poll(() => running(page)).toEqual([]);
  const still = { banner: await bannerIndex(page), tick: await x(tick) };
  await runClock(page, 2 * BANNER_MS + 600);
  await page.waitForTimeout(1_000);
  expect({ banner: await bannerIndex(page), tick: await x(tick) }).toEqual(still);
  await expect(page.locator('.tick-run')).toHaveClass(/tick-still/);

  // A touch on the page (not on either of them) starts both again.
  const icon = await page.locator('.tick-icon').boundingBox();
  await page.touchscreen.tap(icon!.x + icon!.width / 2, icon!.y + icon!.height / 2);
  await expect(page.locator('.tick-run')).not.toHaveClass(/tick-still/);
  await expect.poll(() => x(tick), { timeout: 3_000 }).not.toBe(still.tick);
  await runClock(page, BANNER_MS + 600);
  await expect.poll(() => bannerIndex(page)).not.toBe(still.banner);
});

test('an untouched home at rest: a minute of its clock costs at most 60 ms of main thread and no style recalculation @timing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { restMs } = await home(page);
  await runClock(page, restMs);
  await expect.poll(() => running(page)).toEqual([]);
  // Thread time (CPU), not wall time: a loaded machine stretches the wall clock, not the work.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const before = await metrics(cdp);
  await runClock(page, 60_000, 10_000);
  const after = await metrics(cdp);
  const taskMs = ((after.TaskDuration ?? 0) - (before.TaskDuration ?? 0)) * 1000;
  const recalcs = (after.RecalcStyleCount ?? 0) - (before.RecalcStyleCount ?? 0);
  const layouts = (after.LayoutCount ?? 0) - (before.LayoutCount ?? 0);
  test.info().annotations.push({
    type: 'idle minute',
    description: `${taskMs.toFixed(1)} ms, ${recalcs} style recalculations, ${layouts} layouts`,
  });
  expect(recalcs, 'style recalculations in the minute').toBe(0);
  expect(layouts, 'layouts in the minute').toBe(0);
  expect(taskMs, 'main-thread ms in the minute').toBeLessThanOrEqual(IDLE_BUDGET_MS);
});
