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

/**
 * Opens home without its announcement popup and waits until it has loaded what it loads and
 * gone quiet. The popup's list is left out before the page loads: asked 500 ms after home's
 * extras mount, on a loaded machine it came after the network went idle, inside a window that
 * counts the requests the page makes by itself.
 */
async function openHome(page: Page) {
  await withoutPopups(page);
  await page.goto('/m/home');
  await expect(page.locator('.gt-open').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Shows or hides the page as a phone does (another app in front, screen off), and returns once
 * the app has handled it: React renders the change and runs its effects in tasks of the page's
 * message queue, so three turns of that queue come after them (messages, not timers, which a
 * fake clock holds). A fake clock run before then could fire a timer the app was about to stop.
 */
async function setVisible(page: Page, visible: boolean) {
  await page.evaluate(async (v) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (v ? 'visible' : 'hidden') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !v });
    document.dispatchEvent(new Event('visibilitychange'));
    for (let turn = 0; turn < 3; turn++)
      await new Promise((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = done;
        channel.port2.postMessage(null);
      });
  }, visible);
}

/**
 * Returns once a member's start-up calls are behind. The session's calls begin only after the
 * opening page has painted (member info first; the unread count once the streams have loaded),
 * and on a loaded machine that came after the page's one "network idle" moment, so those calls
 * fell inside a window meant for what the page asks by itself. This waits until both have been
 * asked, every call seen has been answered, and a second has passed with no new one.
 */
async function untilSessionStarted(page: Page, seen: Request[]) {
  const asked = (path: string) => seen.some((r) => new URL(r.url()).pathname === path);
  await expect
    .poll(() => asked('/wps/member/info') && asked('/wps/member/unreadCount'), { timeout: 15_000 })
    .toBe(true);
  for (let count = -1; count !== seen.length; ) {
    count = seen.length;
    await Promise.all(seen.map((r) => r.response().catch(() => null)));
    await page.waitForTimeout(1000);
  }
}

test('an idle logged-in player on /m/home makes at most 4 API requests a minute, none while the page is hidden', async ({
  page,
  site,
}) => {
  await logIn(page, site);
  await page.clock.install();
  const startUp = recordApi(page);
  await openHome(page);
  await untilSessionStarted(page, startUp);
  const idle = recordApi(page);
  // Three simulated minutes of nothing but timers: unread polling, jackpot, winners.
  for (let minute = 0; minute < 3; minute++) await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  const perMinute = idle.length / 3;
  expect(perMinute, `idle requests: ${idle.map((r) => new URL(r.url()).pathname).join(', ')}`).toBeLessThanOrEqual(4);
  expect(idle.length, 'the unread counters are polled while the page is visible').toBeGreaterThan(0);

  // Hidden (another app in front, screen off): the page stops asking.
  await setVisible(page, false);
  const hidden = recordApi(page);
  for (let minute = 0; minute < 3; minute++) await page.clock.runFor(60_000);
  await page.waitForTimeout(300);
  expect(
    hidden.map((r) => r.url()),
    'no request while hidden',
  ).toEqual([]);

  // Back in front: the counters refresh at once instead of waiting out the interval.
  await setVisible(page, true);
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
  test.setTimeout(150_000);
  await logIn(page, site);
  for (const screen of SCREENS) {
    // The screen before is left first (for a file of the site that runs no app), so that none
    // of its late calls counts as this one's.
    await page.goto('/icon.svg');
    const calls = recordApi(page);
    await page.goto(screen);
    await page.waitForLoadState('networkidle');
    // The session's own calls come after the first paint: they count too.
    await untilSessionStarted(page, calls);
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
  await openHome(page);
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
  await openHome(page);
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
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 600);
        return chunks.includes('HomeFooter');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(
    chunks.filter((c) => c === 'Winners'),
    'each fetched once',
  ).toHaveLength(1);
});

/** Slow 4G as Lighthouse models it (150 ms round trip, 1.6 Mbps down, 750 kbps up) and a 4x slower CPU. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) * 0.9,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * The margin over the 5 s goal before the test fails: on the shared 2-core machine a throttled
 * page's timer and render can land a few hundred ms late when another process takes the CPU.
 * The poll's period is 5 s and the server holds the status call until the money moves, so the
 * app's own figure is well under the goal (the test prints it); past 5.3 s it is the app's.
 */
const MONEY_NOISE_MS = 300;

// A timing test of real 5 s periods on a slow phone, not of CPU time: its page mostly idles
// between two status calls. npm test runs it (@periods) in a step of its own after the CPU
// timings: beside them, on a slower machine, it made the lottery's launches slower.
test('SPEC §7 a pending deposit: one status call per 5 s at most while it waits, none hidden, the credit in the header within 5 s of approval on slow 4G at 4x CPU, then none', {
  tag: ['@timing', '@periods'],
}, async ({ page, site }) => {
  test.setTimeout(90_000); // about 30 s of real time: the poll's period is real, and so is the server's hold
  const m = await logIn(page, site);
  const member = { id: m.memberId, token: m.token };
  const admin = readFileSync(join(site.dataDir, 'operator-token'), 'utf8').trim();
  const depositId = await requestDeposit(site.url, member, 10_000);
  await slowPhone(page);
  // Home's after-paint extras check a member's agent contracts once, at a moment of their own:
  // on a loaded machine after the network had gone idle, inside the window below. The window
  // opens once that check has been answered, so it holds only what the page keeps asking.
  const contractsChecked = page.waitForResponse('**/wps/agent/contract/requests', { timeout: 30_000 });
  await openHome(page);
  await contractsChecked;
  const balance = page.locator('.hdr-bal [data-testid="balance"]');
  await expect(balance).toContainText('0,00');
  // Rates are read from the request stamps; the first window starts once start-up has settled.
  const isStatus = (r: Request) => r.url().includes('/wps/member/money/status');
  const extra = (rs: Request[]) => rs.filter((r) => !r.url().includes('/wps/member/unreadCount'));
  const stamps: number[] = [];
  page.on('request', (r) => {
    if (isStatus(r)) stamps.push(Date.now());
  });

  // Waiting and visible: the poll asks, never twice within 5 s, and nothing else does.
  const waiting = recordApi(page);
  await page.waitForTimeout(10_500);
  const asked = extra(waiting);
  expect(asked.length, 'the poll runs while the deposit waits').toBeGreaterThanOrEqual(2);
  expect(asked.every(isStatus), `only the poll: ${asked.map((r) => r.url()).join(', ')}`).toBe(true);
  // 10.5 s hold at most three 5 s periods' starts.
  expect(asked.length).toBeLessThanOrEqual(3);
  const gaps = stamps.slice(1).map((t, i) => t - stamps[i]!);
  // 250 ms of slack: the test's clock reads the page's period from another process, and on a
  // 4x throttled main thread a tick can fire late while the next fires on time (4933 ms seen
  // beside the CPU timings). A doubled call would be milliseconds apart.
  expect(Math.min(...gaps), `gaps between status calls: ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(4750);

  // Hidden: nothing while it waits (a call already held by the server may still end).
  await setVisible(page, false);
  const hidden = recordApi(page);
  await page.waitForTimeout(6_000);
  expect(
    extra(hidden).map((r) => r.url()),
    'no request while hidden',
  ).toEqual([]);
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
  await expect(balance).toContainText('100,00', { timeout: 5000 + MONEY_NOISE_MS });
  const shownMs = Date.now() - approvedAt;
  console.log(`pending deposit: status calls ${gaps.join(', ')} ms apart; credit shown ${shownMs} ms after approval`);
  expect(shownMs, 'credit shown within 5 s of the approval').toBeLessThanOrEqual(5000 + MONEY_NOISE_MS);

  // Nothing waits any more: the poll stops.
  await page.waitForTimeout(500);
  const after = recordApi(page);
  await page.waitForTimeout(6_000);
  expect(
    extra(after).map((r) => r.url()),
    'no status call once nothing waits',
  ).toEqual([]);
});
