// Time to playable (SPEC §4 Game launch, §9 press): a logged-in member taps a game tile on home
// and the game frame shows the demo game ready, under a slow 4G line and a 4x slower CPU.
// npm test runs this file alone with the other @timing tests (one worker).
import type { CDPSession, Frame, Page } from '@playwright/test';
import { cpus, loadavg } from 'node:os';
import { chunkOf, expect, logIn, test, withoutPopups, type Site } from './fixtures.ts';

const TIMING = { tag: '@timing' };
/** Slow 4G as Lighthouse models it: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: 750e3 / 8 };
const GOAL_MS = 1500;
/**
 * The margin over the goal before the test fails. Measured on the shared 2-core machine with
 * this file alone on one worker (docs/performance-log.md): single runs of one build spread over
 * 0.88 to 1.41 s (a busy moment of the machine lands in one run), the median of 3 moved by up
 * to 120 ms between repeats. A median over 1.5 s + 200 ms is then the app's, not the machine's.
 * The preloads moved the median from about 1.28 to 1.0 s, so losing them alone stays under the
 * goal; the figures the test prints (and the performance log) show such a loss.
 */
const NOISE_MS = 200;
/**
 * Cold launches a test times: the median of 5, so two runs that a busy moment of the machine
 * slows (a slower two-core machine's single runs reached 2.4 s) cannot move it.
 */
const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function throttled(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Touch start, 80 ms, touch end at the element's centre: a finger's tap, sent to the browser. */
async function tap(page: Page, cdp: CDPSession, selector: string): Promise<number> {
  const box = (await page.locator(selector).first().boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const t0 = await page.evaluate(() => performance.now());
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(80);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return t0;
}

interface Run {
  total: number;
  launch: number;
  document: number;
  script: number;
  firstFrame: number;
}

/** The launch rules' chunk, which a page of tiles loads once they have been shown a while (src/ui/GameTile). */
const LAUNCH_RULES = chunkOf('launch');

/**
 * One cold launch: home loaded unthrottled (a member who has been on home a while: the launch
 * rules are in), the HTTP cache emptied (the launch page's chunk and the game's files are not
 * there yet), then a tap on the tile under slow 4G and 4x CPU, until the game frame's control
 * is enabled. The breakdown is read from the Resource Timing entries of the page and the frame,
 * all as ms after the tap.
 */
async function launchOnce(page: Page, tile: string, control: string): Promise<Run> {
  const rulesIn = page.waitForResponse((r) => LAUNCH_RULES.test(new URL(r.url()).pathname), { timeout: 30_000 });
  await page.goto('/m/home');
  // Rows below the fold join as they come near the screen: scroll down to the tile's row.
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(page.locator(tile).first()).toBeVisible({ timeout: 300 });
  }).toPass({ timeout: 20_000 });
  await rulesIn;
  await page.waitForLoadState('networkidle');
  await page.locator(tile).first().scrollIntoViewIfNeeded();
  const cdp = await throttled(page);
  await cdp.send('Network.clearBrowserCache');
  const t0 = await tap(page, cdp, tile);
  const frameEl = page.locator('iframe.gframe-frame');
  await expect(frameEl).toBeAttached({ timeout: 15_000 });
  const frame = (await (await frameEl.elementHandle())!.contentFrame()) as Frame;
  await frame.waitForFunction(
    (sel) => {
      const b = document.querySelector<HTMLButtonElement>(sel);
      if (!b || b.disabled) return false;
      // Stamped in the parent's clock: the frame's timeOrigin differs from the page's.
      (window as unknown as { __ready: number }).__ready ??= performance.timeOrigin + performance.now();
      return true;
    },
    control,
    { polling: 'raf', timeout: 15_000 },
  );
  const inFrame = await frame.evaluate(() => ({
    ready: (window as unknown as { __ready: number }).__ready,
    origin: performance.timeOrigin,
    nav: performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => (e as PerformanceResourceTiming).responseEnd),
    firstFrame: (window as unknown as { __firstFrame?: number }).__firstFrame ?? 0,
  }));
  const parent = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    launch: (
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/wps/game/launchGame'))
        .pop() as PerformanceResourceTiming | undefined
    )?.responseEnd,
  }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', {
    ...SLOW_4G,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
  const since = (frameMs: number) => Math.round(inFrame.origin + frameMs - parent.origin - t0);
  return {
    total: Math.round(inFrame.ready - parent.origin - t0),
    launch: Math.round((parent.launch ?? 0) - t0),
    document: since(inFrame.nav.responseEnd),
    script: since(Math.max(0, ...inFrame.scripts)),
    firstFrame: Math.round(inFrame.firstFrame - parent.origin - t0),
  };
}

async function measure(page: Page, site: Site, tile: string, control: string, name: string) {
  await withoutPopups(page);
  // In the game's frame: the first frame drawn after its document is parsed, on the shared clock.
  await page.addInitScript(() => {
    if (window === window.top) return;
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => {
        (window as unknown as { __firstFrame: number }).__firstFrame = performance.timeOrigin + performance.now();
      }),
    );
  });
  const { memberId } = await logIn(page, site);
  // Money to play with: the slot's spin control is enabled only when the balance covers a stake.
  site.server
    .db!.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', 50000, ?)`)
    .run(memberId, new Date().toISOString());
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await launchOnce(page, tile, control);
    console.log(`time to playable, ${name}, run ${i + 1}: ${JSON.stringify(run)}`);
    runs.push(run);
  }
  const totals = runs.map((r) => r.total);
  // A machine busier than its cores delays every frame (see scale.spec.ts); noted in the message.
  expect(
    median(totals),
    `${name}: ${totals.join(', ')} ms (goal ${GOAL_MS} + ${NOISE_MS} ms noise; load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
  ).toBeLessThanOrEqual(GOAL_MS + NOISE_MS);
}

test(
  'a tap on a slot tile on home shows the demo slot ready (reels, spin enabled) in 1.5 s on slow 4G, 4x CPU',
  TIMING,
  async ({ page, site }) => {
    test.setTimeout(90_000);
    await measure(page, site, 'section[aria-labelledby="row-RNG"] .gt-open', '#spin', 'slot');
  },
);

// The lottery's bet button enables with the first pick; ready to bet is the numbers drawn and enabled.
test(
  'a tap on a lottery tile on home shows the demo lottery ready to bet in 1.5 s on slow 4G, 4x CPU',
  TIMING,
  async ({ page, site }) => {
    test.setTimeout(90_000);
    await measure(page, site, 'section[aria-labelledby="row-LOTTERY"] .gt-open', 'button.number', 'lottery');
  },
);
