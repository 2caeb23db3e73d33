// The page under the work a cheap phone gives it: a long lobby paged to page 20,
// taps under a 4x slower CPU, and an hour of ticking. Figures go to test-results/scale.json
// (the README quotes them); the assertions are the performance targets, with room for a busy CI.
// npm test runs this file alone after the other suites (tag @timing).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { CDPSession, Locator, Page } from '@playwright/test';
import { listGames } from '../../server/db/games.ts';
import { expect, logIn, test, withoutPopups } from './fixtures.ts';

/** Run alone (npm test's 'e2e timing' step, one worker): another worker's CPU would be in every figure. */
const TIMING = { tag: '@timing' };
const FIGURES = 'test-results/scale.json';
function record(name: string, value: unknown) {
  mkdirSync('test-results', { recursive: true });
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(readFileSync(FIGURES, 'utf8')) as Record<string, unknown>;
  } catch {
    /* first figure */
  }
  all[name] = value;
  writeFileSync(FIGURES, JSON.stringify(all, null, 2));
}

async function throttle(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const LOBBY = '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL';

test('paging a long lobby to page 20 under 4x CPU: each page appends in flat time', TIMING, async ({ page, site }) => {
  test.setTimeout(120_000);
  const total = listGames(site.server.db!, { gameType: 'RNG', pageNo: 1, pageSize: 1 }).total;
  expect(total, 'enough slots for 20 pages').toBeGreaterThanOrEqual(180);
  await page.goto(LOBBY);
  const tiles = page.locator('.ggrid > li');
  await expect(tiles.first()).toBeVisible();
  const perPage = await tiles.count();
  await throttle(page);
  const times: number[] = [];
  for (let n = 2; n <= 20; n++) {
    // Tap 'more games' and time it until the new tiles are in the DOM and painted.
    const ms = await page.evaluate(
      (target) =>
        new Promise<number>((resolve) => {
          const grid = document.querySelector('.ggrid')!;
          const more = [...document.querySelectorAll<HTMLButtonElement>('.ggrid-foot button')].pop()!;
          const t0 = performance.now();
          const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
          const mo = new MutationObserver(() => {
            if (grid.children.length >= target) {
              mo.disconnect();
              done();
            }
          });
          mo.observe(grid, { childList: true });
          more.click();
        }),
      perPage * n,
    );
    times.push(Math.round(ms));
    await expect(page.locator('.ggrid-foot button').last()).toBeEnabled();
  }
  await expect(tiles).toHaveCount(perPage * 20);
  const early = median(times.slice(0, 5));
  const late = median(times.slice(-5));
  record('lobbyPaging', {
    perPage,
    msPerPage: times,
    medianPages2to6: early,
    medianPages16to20: late,
    cpuThrottle: 4,
  });
  // Flat: the last pages cost about what the first did. A grid that re-rendered every earlier
  // tile grew linearly, to several times the first pages' cost by page 20. Timings on a shared
  // 2-core machine are noisy, so the bound is loose; the figures go to the README.
  expect(late, `ms per page: ${times.join(', ')}`).toBeLessThanOrEqual(early * 2.5 + 100);
});

/**
 * Taps the element's centre as a finger does, touch start and, 80 ms later, touch end, sent
 * straight to the browser (no Playwright actionability scripts running in the throttled page
 * meanwhile). Returns the longest Event Timing entry of the tap (each event's own input to
 * next paint) and the time until the change it should make is on screen.
 */
async function tapLatency(page: Page, cdp: CDPSession, target: Locator, visible: () => Promise<void>) {
  const box = (await target.boundingBox())!;
  await page.evaluate(() => {
    const w = window as unknown as { __events: [string, number][]; __t0: number };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__events.push([e.name, e.duration]);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    w.__t0 = performance.now();
  });
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(80);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await visible();
  const shown = await page.evaluate(
    () =>
      new Promise<number>((r) =>
        requestAnimationFrame(() => r(performance.now() - (window as unknown as { __t0: number }).__t0)),
      ),
  );
  await page.waitForTimeout(300);
  const events = await page.evaluate(() => (window as unknown as { __events: [string, number][] }).__events);
  const tapEvents = events.filter(([name]) => /^(pointer|touch|click|mouse)/.test(name));
  return { eventMs: Math.round(Math.max(0, ...tapEvents.map(([, d]) => d))), shownMs: Math.round(shown) };
}

test(
  'under 4x CPU a menu tab, a favourite star and the side menu paint soon after the tap (Event Timing, median of 3)',
  TIMING,
  async ({ page, site }) => {
    test.setTimeout(120_000);
    await logIn(page, site);
    await withoutPopups(page);
    // The side menu's chunk is preloaded when the page goes idle after start-up (3 s after it).
    const sideMenuLoaded = page.waitForEvent('requestfinished', {
      predicate: (r) => /\/SideMenu-\w+\.js$/.test(r.url()),
      timeout: 20_000,
    });
    await page.goto('/m/home');
    await expect(page.locator('.gt-open').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await sideMenuLoaded;
    let cdp = await throttle(page);
    const samples: Record<string, number[]> = { menuTab: [], sideMenu: [], favourite: [] };

    for (const n of [1, 2, 0]) {
      // A player taps once the last tap's content is there, not in the middle of its loading.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const tab = page.locator('.hmenu-tab').nth(n);
      samples.menuTab!.push(
        (await tapLatency(page, cdp, tab, () => expect(tab).toHaveAttribute('aria-pressed', 'true'))).eventMs,
      );
    }
    const menu = page.getByRole('button', { name: /menu/i }).first();
    for (let i = 0; i < 3; i++) {
      samples.sideMenu!.push(
        (await tapLatency(page, cdp, menu, () => expect(page.locator('.side-menu')).toBeVisible())).eventMs,
      );
      await page.keyboard.press('Escape');
      await expect(page.locator('.side-menu')).toHaveCount(0);
    }

    await page.goto(LOBBY);
    const star = page.locator('.gt-fav').first();
    await expect(star).toBeVisible();
    await page.waitForLoadState('networkidle');
    cdp = await throttle(page);
    for (const on of ['true', 'false', 'true']) {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      samples.favourite!.push(
        (await tapLatency(page, cdp, star, () => expect(star).toHaveAttribute('aria-pressed', on))).eventMs,
      );
    }

    const medians = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
    record('tapLatency', { samplesMs: samples, medianMs: medians, cpuThrottle: 4 });
    // Event Timing's duration is each event's input to next paint, the quantity the 100 ms
    // target bounds. On an idle machine the medians are at or near it (README); a busy CI machine adds
    // its own delay, so the test fails only at a clear regression, such as a tap that re-renders
    // the page or evaluates a chunk before painting (250-350 ms here before the fixes).
    // A machine busier than its cores (the other Playwright worker, a parallel build) delays every
    // frame; the bound widens then rather than fail on the machine's account.
    const busy = loadavg()[0]! > cpus().length;
    const bound = busy ? 300 : 200;
    for (const [name, ms] of Object.entries(medians)) {
      expect(
        ms,
        `${name}: ${samples[name]!.join(', ')} ms (load average ${loadavg()[0]!.toFixed(1)}, bound ${bound} ms)`,
      ).toBeLessThanOrEqual(bound);
    }
  },
);

test(
  'an hour of simulated ticking on home (jackpot, polling, winners) leaves the JS heap flat',
  TIMING,
  async ({ page, site }) => {
    test.setTimeout(120_000);
    await logIn(page, site);
    await page.clock.install();
    await page.goto('/m/home');
    await expect(page.locator('.gt-open').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    // A minute of the page's clock. What rests on an untouched page (src/state/activity.ts)
    // starts again at the player's touch: each quarter begins with one (a key on the page).
    const minute = async () => {
      await page.clock.runFor(60_000);
      await page.waitForTimeout(50);
    };
    // A touch that wakes the jackpot makes it ask the server at once: that answer is awaited before
    // the clock runs on, as a real minute would (a minute of page clock passes in an instant, and the
    // counter rests again before an answer still on the wire arrives). A counter still running asks nothing.
    const touch = async () => {
      const asked = page
        .waitForResponse((r) => r.url().includes('/wps/game/jackpot'), { timeout: 3000 })
        .catch(() => null);
      await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })));
      await asked;
      await page.waitForTimeout(50);
    };
    // Warm up for half an hour, a touch each quarter (every lazy chunk, cache and the code that
    // wakes what rested are in: measured, the heap still rose 140 KB in each of those quarters,
    // then 10–40 KB), then measure an hour.
    for (let q = 0; q < 2; q++) {
      await touch();
      for (let m = 0; m < 15; m++) await minute();
    }
    const before = await heap();
    const jackpotBefore = await page.locator('.jp-amount').textContent();
    // A sample every 15 simulated minutes: a leak grows with every quarter, a warm cache does not.
    const quarters: number[] = [];
    for (let q = 0; q < 4; q++) {
      // Players stake meanwhile: the jackpot grows, and the counter follows it.
      site.server.db!.prepare('UPDATE jackpot SET cents = cents + 12345').run();
      await touch();
      for (let m = 0; m < 15; m++) await minute();
      await page.waitForLoadState('networkidle');
      quarters.push(await heap());
    }
    const after = quarters[3]!;
    const jackpotAfter = await page.locator('.jp-amount').textContent();
    record('heapHour', { beforeBytes: before, quarterBytes: quarters, growthBytes: after - before });
    expect(jackpotAfter, 'the jackpot really ticked through the hour').not.toBe(jackpotBefore);
    // Flat: the heap settles as caches warm (the first quarter) and then stays put; a leak would
    // add about the same amount every quarter.
    const lateGrowth = quarters[3]! - quarters[1]!;
    expect(lateGrowth, `heap ${before} -> ${quarters.join(' -> ')} bytes`).toBeLessThanOrEqual(
      Math.max(128 * 1024, before * 0.02),
    );
    expect(after - before, 'an hour adds less than a fifth to the heap').toBeLessThanOrEqual(before * 0.2);
  },
);
