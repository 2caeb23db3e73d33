// Request economy: what an idle phone asks the API for, what a screen asks for
// twice, and what leaving a screen abandons. Counted in a real Chromium with a fake clock.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { requestDeposit } from '../setup/operator.ts';
import { expect, logIn, test, withoutPopups } from './fixtures.ts';

const isApi = (r: Request) =>
  new URL(r.url()).pathname.startsWith('/wps/') || new URL(r.url()).pathname.startsWith('/lgw/');

function recordApi(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (isApi(r)) seen.push(r);
  });
  return seen;
}

/** The home page has loaded what it loads and has gone quiet (its announcement popup closed). */
async function settled(page: Page) {
  await withoutPopups(page);
  await expect(page.locator('.gt-open').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

test('an idle logged-in player on /m/home makes at most 4 API requests a minute, none while the page is hidden', async ({
  page,
  site,
}) => {
  await logIn(page, site);
  await page.clock.install();
  await page.goto('/m/home');
  await settled(page);
  const idle = recordApi(page);
  // Three simulated minutes of nothing but timers: unread polling, jackpot, winners.
  for (let minute = 0; minute < 3; minute++) await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  const perMinute = idle.length / 3;
  expect(perMinute, `idle requests: ${idle.map((r) => new URL(r.url()).pathname).join(', ')}`).toBeLessThanOrEqual(4);
  expect(idle.length, 'the unread counters are polled while the page is visible').toBeGreaterThan(0);

  // Hidden (another app in front, screen off): the page stops asking.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const hidden = recordApi(page);
  for (let minute = 0; minute < 3; minute++) await page.clock.runFor(60_000);
  await page.waitForTimeout(300);
  expect(
    hidden.map((r) => r.url()),
    'no request while hidden',
  ).toEqual([]);

  // Back in front: the counters refresh at once instead of waiting out the interval.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => hidden.some((r) => r.url().includes('/wps/member/unreadCount'))).toBe(true);
});

const SCREENS = [
  '/m/home',
  '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL',
  '/m/hot',
  '/m/message',
  '/m/member/home',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/activity',
  '/m/gameRecord',
];

test('every screen asks for each distinct call once (no duplicate requests from two views)', async ({ page, site }) => {
  test.setTimeout(90_000);
  await logIn(page, site);
  for (const screen of SCREENS) {
    const calls = recordApi(page);
    await page.goto(screen);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    // Polls and the error reporter may legitimately repeat; everything else is asked once.
    const keys = calls
      .map((r) => `${r.method()} ${r.url().replace(/^https?:\/\/[^/]+/, '')}`)
      .filter((k) => !k.includes('/wps/member/unreadCount') && !k.includes('/wps/system/clientError'));
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes, `${screen} asked twice for`).toEqual([]);
  }
});

test('leaving a screen aborts the calls it still has in flight', async ({ page, site }) => {
  await logIn(page, site);
  await page.goto('/m/home');
  await settled(page);
  // The lobby's game list hangs (a slow network); the player goes back home before it answers.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/wps/game/list?**', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.url().includes('/wps/game/list')) failed.push(r.failure()?.errorText ?? '');
  });
  const asked = page.waitForRequest('**/wps/game/list?**');
  await page.evaluate(() => {
    history.pushState(null, '', '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await asked;
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => failed.length, { message: 'the hanging list request is aborted' }).toBeGreaterThan(0);
  expect(failed[0]).toContain('ABORTED');
  release();
});

test('home loads its winners board and footer only when the player scrolls near them, not at start', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    const name = /\/(Winners|HomeFooter)-\w+\.js$/.exec(r.url())?.[1];
    if (name) chunks.push(name);
  });
  await page.goto('/m/home');
  await settled(page);
  await page.waitForTimeout(1000);
  // The other rows join after the first paint into places kept for them, so both sit far below the screen.
  expect(chunks, 'nothing below the rows is fetched while the player has not scrolled').toEqual([]);
  await expect(page.locator('.winners')).toHaveCount(0);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 600);
        return page.locator('.winners .wcard').count();
      },
      // A step every 100 ms, as a player keeps scrolling (not the default's growing pauses).
      { timeout: 15_000, intervals: [100] },
    )
    .toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 600);
        return chunks.includes('HomeFooter');
      },
      // A step every 100 ms, as a player keeps scrolling (not the default's growing pauses).
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(true);
  expect(
    chunks.filter((c) => c === 'Winners'),
    'each fetched once',
  ).toHaveLength(1);
});

/** Hides or shows the page as a phone does when another app comes in front (or the screen goes off). */
async function setVisible(page: Page, visible: boolean) {
  await page.evaluate((v) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (v ? 'visible' : 'hidden') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !v });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}

/**
 * Stops the page's clock where it is now: from here on the page's time moves only when the test
 * runs it (runFor), while the network and the server's hold keep real time.
 */
async function pauseClock(page: Page): Promise<void> {
  // A second ahead, so the page's clock has not passed it by the time the pause arrives.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test('SPEC §7 a pending deposit: one status call per 5 s at most while it waits, none hidden, the credit in the header within 5 s of approval, then none', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000); // the server holds each status call up to 4 s of real time
  const m = await logIn(page, site);
  const member = { id: m.memberId, token: m.token };
  const admin = readFileSync(join(site.dataDir, 'operator-token'), 'utf8').trim();
  const depositId = await requestDeposit(site.url, member, 10_000);
  // The poll's period is read on the page's own clock, which the test runs ahead instead of
  // waiting it out; each status call is stamped with the page's time when the page makes it.
  await page.clock.install();
  await page.addInitScript(() => {
    const stamps: number[] = [];
    (window as unknown as { statusCalls: number[] }).statusCalls = stamps;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/wps/member/money/status')) stamps.push(Date.now());
      return fetch(input, init);
    };
  });
  const statusStamps = () => page.evaluate(() => (window as unknown as { statusCalls: number[] }).statusCalls);
  await page.goto('/m/home');
  await settled(page);
  const balance = page.locator('.hdr-bal [data-testid="balance"]');
  await expect(balance).toContainText('0,00');
  const isStatus = (r: Request) => r.url().includes('/wps/member/money/status');
  const extra = (rs: Request[]) => rs.filter((r) => !r.url().includes('/wps/member/unreadCount'));
  // A status call the server still holds (it answers at a decision, or after 4 s of real time).
  let holding = 0;
  page.on('request', (r) => {
    if (isStatus(r)) holding++;
  });
  const ended = (r: Request) => {
    if (isStatus(r)) holding--;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  /**
   * Runs the page's clock forward in steps, each once the status call in flight has been
   * answered: the hold is shorter than the period, so a real page's call has always ended
   * before its next tick.
   */
  const run = async (ms: number) => {
    for (let done = 0; done < ms; done += 500) {
      await expect.poll(() => holding, { timeout: 10_000, intervals: [50] }).toBe(0);
      await page.clock.runFor(Math.min(500, ms - done));
    }
  };

  // Waiting and visible: the poll asks, never twice within 5 s, and nothing else does.
  const waiting = recordApi(page);
  const from = await page.evaluate(() => Date.now());
  await pauseClock(page);
  await run(from + 10_500 - (await page.evaluate(() => Date.now())));
  await page.waitForTimeout(300); // a call made in the last step reaches the request log
  const asked = extra(waiting);
  const stamps = await statusStamps();
  expect(asked.length, 'the poll runs while the deposit waits').toBeGreaterThanOrEqual(2);
  expect(asked.every(isStatus), `only the poll: ${asked.map((r) => r.url()).join(', ')}`).toBe(true);
  // 10.5 s of the page's time hold at most three 5 s periods' starts.
  expect(asked.length).toBeLessThanOrEqual(3);
  expect(stamps.filter((t) => t >= from)).toHaveLength(asked.length);
  // Every call since the page opened, the start-up one too, read on the page's own clock.
  const gaps = stamps.slice(1).map((t, i) => t - stamps[i]!);
  expect(Math.min(...gaps), `gaps between status calls: ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(5000);

  // Hidden: nothing while it waits (a call already held by the server may still end).
  await setVisible(page, false);
  const hidden = recordApi(page);
  await run(6_000);
  await page.waitForTimeout(300);
  expect(
    extra(hidden).map((r) => r.url()),
    'no request while hidden',
  ).toEqual([]);
  // Back in front, the page's clock runs on its own again: the credit is timed in real time.
  await page.clock.resume();
  await setVisible(page, true);
  await expect
    .poll(() => extra(hidden).filter(isStatus).length, { message: 'back in front, the poll resumes' })
    .toBe(1);

  // The operator approves: the header shows the credit within 5 s.
  const res = await fetch(`${site.url}/wps/admin/deposit/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': admin },
    body: JSON.stringify({ depositId }),
  });
  expect(res.status).toBe(200);
  const approvedAt = Date.now();
  await expect(balance).toContainText('100,00', { timeout: 5000 });
  const shownMs = Date.now() - approvedAt;
  console.log(`pending deposit: status calls ${gaps.join(', ')} ms apart; credit shown ${shownMs} ms after approval`);
  expect(shownMs, 'credit shown within 5 s of the approval').toBeLessThanOrEqual(5000);

  // Nothing waits any more: the poll stops.
  await page.waitForTimeout(500);
  const after = recordApi(page);
  await pauseClock(page);
  await run(6_000);
  await page.waitForTimeout(300);
  expect(
    extra(after).map((r) => r.url()),
    'no status call once nothing waits',
  ).toEqual([]);
});
