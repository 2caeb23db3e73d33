// What sits where on a 360x740 phone, in PT, EN and UR (SPEC §2.2 chrome, §2.3 home, §9 scroll
// step): headings keep the page's side padding, the floating customer-service button covers no
// row's 'view all', a visitor's inner-page title shows whole beside the account buttons, the
// copyright line is not hidden behind the download bar, a row's scroll buttons move 200 px.
import type { Page } from '@playwright/test';
import { SUPPORT_SITE } from '../setup/support-config.ts';
import { expect, navigate, test, withoutPopups } from './fixtures.ts';

// A site with its app links and customer service configured: the download bar and the
// service button are what these checks place.
test.use({ siteOverrides: SUPPORT_SITE });

const LANGS = ['pt', 'en', 'ur'] as const;
type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    });
/** Distance from the screen's edges: [start side, end side]. */
const sides = async (page: Page, selector: string) => {
  const b = await boxOf(page, selector);
  return [b.left, 360 - b.right];
};

async function open(page: Page, lang: string, path: string): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
}

for (const lang of LANGS) {
  test(`SPEC §2.3/§2.4 ${lang}: category, search, row and lobby headings keep 12 px from both screen edges`, async ({
    page,
  }) => {
    await withoutPopups(page);
    await open(page, lang, '/m/home?pageType=list&gameType=CRASH');
    await expect(page.locator('.hgrid-title')).toBeVisible();
    for (const s of await sides(page, '.hgrid-title')) expect(s).toBeGreaterThanOrEqual(12);
    // The other headings on pages opened inside the app, as its links do.
    await navigate(page, '/m/home?pageType=filter&gameName=Tiger');
    await expect(page.locator('.hgrid-title')).toContainText('Tiger');
    for (const s of await sides(page, '.hgrid-title')) expect(s).toBeGreaterThanOrEqual(12);
    await navigate(page, '/m/home');
    const rowTitle = '#row-HOT';
    await expect(page.locator(rowTitle)).toBeVisible();
    // A row's title sits at its start: 12 px from that edge (the right one in Urdu).
    const [left, right] = await sides(page, rowTitle);
    expect(lang === 'ur' ? right : left).toBeGreaterThanOrEqual(12);
    await navigate(page, '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG');
    await expect(page.locator('.lobby-title')).toBeVisible();
    const [l, r] = await sides(page, '.lobby-title');
    expect(lang === 'ur' ? r : l).toBeGreaterThanOrEqual(12);
  });

  test(`SPEC §2.3 ${lang}: the customer-service button covers no 'view all' of the first row, with or without the download bar; in the bar it takes the bar's end`, async ({
    page,
  }) => {
    await withoutPopups(page);
    await open(page, lang, '/m/home');
    const viewAll = 'section[aria-labelledby="row-HOT"] .grow-tools .link';
    await expect(page.locator('.dl-bar')).toBeVisible();
    await expect(page.locator(viewAll)).toBeVisible();
    const fab = await boxOf(page, '.fab');
    expect(overlaps(fab, await boxOf(page, viewAll))).toBe(false);
    const bar = await boxOf(page, '.dl-bar');
    expect(fab.top).toBeGreaterThanOrEqual(bar.top - 1);
    expect(overlaps(fab, await boxOf(page, '.dl-bar .btn-primary')), "the bar's download button stays clear").toBe(
      false,
    );
    // The bar closed: the button sits just above the footer menu, still clear of the row.
    await page.locator('.dl-bar .icon-btn').click();
    await expect(page.locator('.dl-bar')).toHaveCount(0);
    const low = await boxOf(page, '.fab');
    expect(overlaps(low, await boxOf(page, viewAll))).toBe(false);
    expect(low.bottom).toBeLessThanOrEqual((await boxOf(page, '.footer-menu')).top);
  });

  test(`SPEC §2.2 ${lang}: a visitor's inner-page titles show whole beside the login and register buttons`, async ({
    page,
  }) => {
    await withoutPopups(page);
    const paths = ['/m/help', '/m/lottery', '/m/hot', '/m/activity', '/m/forget', '/m/message', '/m/providers'];
    await open(page, lang, paths[0]!);
    // Each page opened inside the app, as its links do: the header is laid out the same way.
    for (const path of paths.concat('/m/notice', '/m/app', '/m/leaderBoard')) {
      await navigate(page, path);
      await expect(page).toHaveURL(path);
      const title = page.locator('.hdr-title span');
      await expect(title).not.toBeEmpty();
      const cut = await title.evaluate(
        (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      );
      expect(cut, `${path}: "${await title.innerText()}" is cut`).toBe(false);
      await expect(page.locator('.hdr').getByRole('link', { name: /^(Entrar|Log in|لاگ ان)$/ })).toBeVisible();
      const header = await boxOf(page, '.hdr');
      expect(header.bottom - header.top, 'the header keeps its height').toBeLessThanOrEqual(53);
    }
  });

  test(`SPEC §2.3 ${lang}: the footer's copyright line is above the download bar, not behind it`, async ({ page }) => {
    await withoutPopups(page);
    await open(page, lang, '/m/home');
    await expect(page.locator('.dl-bar')).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return page.locator('.hf-copy').count();
        },
        // A step every 100 ms, as a player keeps scrolling (not the default's growing pauses).
        { timeout: 15_000, intervals: [100] },
      )
      .toBe(1);
    // At the very bottom (the footer's help links may still be arriving: scroll again each time).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return (await boxOf(page, '.hf-copy')).bottom <= (await boxOf(page, '.dl-bar')).top;
      })
      .toBe(true);
  });

  test(`SPEC §9 ${lang}: a home row's scroll buttons move it 200 px a step`, async ({ page }) => {
    await withoutPopups(page);
    await open(page, lang, '/m/home');
    const row = page.locator('section[aria-labelledby="row-HOT"]');
    const track = row.locator('.grow-track');
    // The row draws four tiles until it is moved; the first step draws the rest, then moves.
    await expect(row.locator('.gt').nth(3)).toBeAttached();
    const forward = row.locator('.grow-tools button').nth(1);
    for (const step of [1, 2]) {
      await forward.click();
      await expect(row.locator('.gt').nth(5)).toBeAttached();
      await expect.poll(() => track.evaluate((el) => Math.abs(el.scrollLeft))).toBe(200 * step);
    }
    await row.locator('.grow-tools button').nth(0).click();
    await expect.poll(() => track.evaluate((el) => Math.abs(el.scrollLeft))).toBe(200);
  });
}
