// axe-core finds no serious or critical violation on any route of SPEC §2.1, in
// PT, EN and UR, dark and light, logged out and logged in; nor on any family's game page as the
// play frame opens it (SPEC §4 game launch), in PT and in UR. Part of `npm test`; alone with
// `npm run test:a11y`.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { withoutPopups, expect, logIn, type Site, test } from '../e2e/fixtures.ts';
import { demoPageOf } from '../../server/api/play.ts';
import { createLaunch } from '../../server/db/demo.ts';
import { type PageWatch, watchPage } from '../e2e/settled.ts';

const GUEST_ROUTES = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/trail',
  '/m/unlock',
  '/m/help',
  '/m/helpDetail',
  '/m/notice',
  '/m/message',
  '/m/activity',
  '/m/activityDetail',
  '/m/activity/signIn',
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
  '/m/member/responsible',
  '/m/rewardCenter',
  '/m/webEmail',
  '/m/feedback',
  '/m/fav',
  '/m/gameRecord',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/member/transactions',
  '/m/inviteFriends',
  '/m/changePsw',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

test.use({ serviceWorkers: 'block' });
// The thirteen tests are independent (each its own page and member): spread them over
// the workers instead of running them one after another in the worker that took the file.
test.describe.configure({ mode: 'parallel' });

/** Client-side navigation: one page load per test, then the router renders each route. */
async function visit(page: Page, watch: PageWatch, path: string): Promise<void> {
  // The router keys <main> by path, so a route of another path gets a new one: mark the old
  // one, and the route counts as open only once a main without the mark is on the page.
  const samePath = await page.evaluate((p) => {
    document.getElementById('main')?.setAttribute('data-left', '');
    const same = new URL(p, location.href).pathname === location.pathname;
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
    return same;
  }, path);
  await expect(page.locator('header.hdr, .status-page').first()).toBeVisible();
  await watch.settled(samePath ? {} : { readySelector: 'main#main:not([data-left])' });
  if (path === '/m/home') {
    // The winners board and the footer mount when a player scrolls near them: scroll there, so axe sees them too.
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
    await watch.settled();
  }
  await animationsDone(page);
}

/** Contrast is judged on the settled page, not halfway through a fade (spinners loop forever). */
async function animationsDone(page: Page): Promise<void> {
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

/**
 * The findings still there once the page has settled again. On a loaded machine the five-second
 * wait for animations can end before a fade has, and axe then reads a colour halfway: a real
 * fault is on the settled page too, a passing frame is not.
 */
async function lasting(page: Page, watch: PageWatch, coloursOnly = false): Promise<string[]> {
  const first = await violations(page, coloursOnly);
  if (!first.length) return first;
  await watch.settled();
  await animationsDone(page);
  return violations(page, coloursOnly);
}

/** The rules a theme can change the outcome of: it changes colours and nothing else. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The serious and critical findings: of every WCAG 2.1 A/AA rule, or of the colour rules only. */
async function violations(page: Page, coloursOnly = false, skipped: string[] = []): Promise<string[]> {
  // By default AxeBuilder opens a blank page for every check to merge the results of
  // cross-origin frames: a page open and a second axe injection per route, a third of the
  // suite's time. Its legacy mode runs axe in the page itself and reaches same-origin frames
  // only, so it is used only while every frame on the page is same-origin (no route here shows
  // a game frame; if one ever does, that route gets the full run).
  const origin = new URL(page.url()).origin;
  const sameOrigin = page.frames().every((f) => f.url() === 'about:blank' || new URL(f.url()).origin === origin);
  const builder = new AxeBuilder({ page }).setLegacyMode(sameOrigin).disableRules(skipped);
  const r = await (coloursOnly
    ? builder.withRules(COLOUR_RULES)
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
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

/**
 * The other theme on the same settled route. A theme is only the root's data-theme attribute
 * (src/state/theme.ts; the side menu's toggle, closed here, is the one view that reads it), so
 * setting it is what the toggle does to every route, without a second load and settle of each.
 */
async function switchTheme(page: Page, to: Theme): Promise<void> {
  await page.evaluate(
    (t) =>
      new Promise<void>((done) => {
        document.documentElement.dataset.theme = t;
        // Two frames: the new colours' transitions have started before animationsDone reads them.
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
    to,
  );
  await animationsDone(page);
}

type Theme = 'dark' | 'light';

/** Each list in two halves: twelve tests of about equal length for the workers to share. */
const halves = (routes: string[]): string[][] => {
  const cut = Math.ceil(routes.length / 2);
  return [routes.slice(0, cut), routes.slice(cut)];
};

for (const language of ['pt', 'en', 'ur'] as const) {
  for (const member of [false, true]) {
    halves(member ? MEMBER_ROUTES : GUEST_ROUTES).forEach((routes, half) => {
      test(`axe: ${language}, dark and light themes, ${member ? 'logged in' : 'logged out'}, routes part ${half + 1} of 2: no serious or critical violation`, async ({
        page,
        site,
      }) => {
        test.setTimeout(300_000);
        await page.addInitScript((l) => {
          localStorage.setItem('language', l);
          localStorage.setItem('theme', 'dark');
        }, language as string);
        await withoutPopups(page);
        if (member) await logIn(page, site);
        const watch = await watchPage(page);
        const found: string[] = [];
        await page.goto('/m/home');
        // Each route is read whole in the theme the last one ended in, then in the other by the
        // colour rules: both themes, one load.
        let theme: Theme = 'dark';
        for (const path of routes) {
          await visit(page, watch, path);
          for (const v of await lasting(page, watch)) found.push(`${path} (${theme}): ${v}`);
          theme = theme === 'dark' ? 'light' : 'dark';
          await switchTheme(page, theme);
          for (const v of await lasting(page, watch, true)) found.push(`${path} (${theme}): ${v}`);
        }
        expect(found).toEqual([]);
      });
    });
  }
}

/** The first game of the catalogue each game page serves (every family the play frame can show). */
function gamePages(site: Site): { page: string; nodeId: string }[] {
  const rows = site.server
    .db!.prepare('SELECT node_id AS nodeId, game_type AS type, vassalage, game_name AS name FROM games ORDER BY sort')
    .all() as { nodeId: string; type: string; vassalage: string; name: string }[];
  const first = new Map<string, string>();
  for (const r of rows) {
    const page = demoPageOf(r.type, r.vassalage, r.name);
    if (!first.has(page)) first.set(page, r.nodeId);
  }
  return [...first].map(([page, nodeId]) => ({ page, nodeId }));
}

/**
 * axe cannot judge text over a gradient: it lists it for review, never as a violation, so the
 * game pages' text (light, on dark gradients: the page's backdrop, the crash sky, the sea, the
 * reels) would never be checked. Each gradient is painted in its lightest colour instead, the
 * worst case for light text, so a colour too dim on any part of it is found.
 */
async function gradientsAtWorst(page: Page): Promise<void> {
  await page.evaluate(() => {
    const luminance = ([r, g, b]: number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    for (const e of document.querySelectorAll<HTMLElement>('*')) {
      const image = getComputedStyle(e).backgroundImage;
      if (!image.includes('gradient(')) continue;
      const stops = [...image.matchAll(/rgba?\((\d+), (\d+), (\d+)/g)].map((m) => m.slice(1, 4).map(Number));
      const lightest = stops.sort((x, y) => luminance(y) - luminance(x))[0];
      // Set through the CSSOM: the pages' CSP refuses style elements and attributes.
      if (lightest) e.style.background = `rgb(${lightest.join(', ')})`;
    }
  });
}

test('axe: every game page a member opens, at 360 px in PT and in UR (right to left): no serious or critical violation', async ({
  page,
  site,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const { memberId, token } = await logIn(page, site);
  const games = gamePages(site);
  // Every family of the play frame: the slot, video poker, both live tables, bingo, the game show,
  // fish, crash, the sportsbook and the lottery.
  expect(games.map((g) => g.page).sort()).toEqual(
    ['baccarat', 'bingo', 'crash', 'fish', 'gameshow', 'lottery', 'poker', 'roulette', 'slot', 'sports'].sort(),
  );
  const found: string[] = [];
  for (const language of ['pt', 'ur'] as const) {
    // The pages' colours are the same in every language, and axe does not judge the contrast of
    // Urdu text (it finds it neither passing nor failing): in Urdu the contrast rule, the slowest,
    // is left to the Portuguese run, and every other rule (names, roles, lang and dir) runs.
    const skipped = language === 'ur' ? ['color-contrast'] : [];
    for (const game of games) {
      const ticket = createLaunch(site.server.db!, { memberId, sessionToken: token, nodeId: game.nodeId, language });
      await page.goto(`/demo/${game.page}?ticket=${ticket}`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ur' ? 'rtl' : 'ltr');
      // The script has drawn the page (the template holds the title only) and its first answer is in.
      await expect(page.locator('#app > :nth-child(3)')).toBeAttached();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await animationsDone(page);
      await gradientsAtWorst(page);
      for (const v of await violations(page, false, skipped)) found.push(`${game.page} (${language}): ${v}`);
    }
  }
  expect(found).toEqual([]);
});
