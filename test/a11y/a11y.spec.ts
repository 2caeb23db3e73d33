// Issue 10: axe-core finds no serious or critical violation on any route of SPEC §2.1, in
// PT, EN and UR, dark and light, logged out and logged in. Part of `npm test`; alone with
// `npm run test:a11y`.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { withoutPopups, expect, logIn, test } from '../e2e/fixtures.ts';

const GUEST_ROUTES = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/trail',
  '/m/help',
  '/m/helpDetail',
  '/m/notice',
  '/m/message',
  '/m/activity',
  '/m/activityDetail',
  '/m/activity/signIn',
  '/m/rewardCenter',
  '/m/app',
  '/m/providers',
  '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL',
  '/m/gameList',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/game',
  '/m/hot',
  '/m/lottery',
  '/m/leaderBoard',
  '/m/agentRegister',
];
const MEMBER_ROUTES = [
  '/m/home',
  '/m/member/home',
  '/m/member/benefits',
  '/m/webEmail',
  '/m/feedback',
  '/m/fav',
  '/m/gameRecord',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/inviteFriends',
  '/m/changePsw',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

test.use({ serviceWorkers: 'block' });

/** Client-side navigation: one page load per test, then the router renders each route. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('header.hdr, .status-page').first()).toBeVisible();
  await page
    .waitForFunction(() => !document.querySelector('.state-loading, .boot-spin'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  // Contrast is judged on the settled page, not halfway through a fade (spinners loop forever).
  // Home's announcement popup opens 500 ms after the page and fades in: let it settle.
  await page.waitForTimeout(path === '/m/home' ? 1200 : 600);
  if (path === '/m/home') {
    // The winners board and the footer mount when a player scrolls near them (issue 8): scroll there, so axe sees them too.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollBy(0, 1200));
          return page.locator('.winners, footer.hf').count();
        },
        { timeout: 15_000 },
      )
      .toBe(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
  }
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

async function violations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

for (const language of ['pt', 'en', 'ur'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    for (const member of [false, true]) {
      test(`axe: ${language}, ${theme} theme, ${member ? 'logged in' : 'logged out'}: no serious or critical violation`, async ({
        page,
        site,
      }) => {
        test.setTimeout(180_000);
        await page.addInitScript(
          ({ l, th }) => {
            localStorage.setItem('language', l);
            localStorage.setItem('theme', th);
          },
          { l: language as string, th: theme as string },
        );
        await withoutPopups(page);
        if (member) await logIn(page, site);
        const found: string[] = [];
        await page.goto('/m/home');
        for (const path of member ? MEMBER_ROUTES : GUEST_ROUTES) {
          await visit(page, path);
          for (const v of await violations(page)) found.push(`${path}: ${v}`);
        }
        expect(found).toEqual([]);
      });
    }
  }
}
