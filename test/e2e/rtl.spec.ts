// UR renders right-to-left with a mirrored layout (home, game lobby, login, member
// centre), amounts stay readable left-to-right, and screens UR does not translate fall back
// to EN text, never a raw key. Screenshots (EN and UR side by side) go to test-results/rtl/
// (not committed).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, logIn, test, withoutPopups } from './fixtures.ts';
import { watchPage } from './settled.ts';

const dict = (lang: string) => JSON.parse(readFileSync(`i18n/${lang}.json`, 'utf8')) as Record<string, string>;
const EN = dict('en');
const UR = dict('ur');
const text = (lang: 'en' | 'ur', key: string) => (lang === 'ur' ? (UR[key] ?? EN[key]) : EN[key])!;

const WIDTH = 360;
const PAGES = [
  { name: 'home', path: '/m/home', member: false, mirrored: 'header.menu' },
  {
    name: 'lobby',
    path: '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL',
    member: false,
    mirrored: 'common.back',
  },
  { name: 'login', path: '/m/login', member: false, mirrored: 'common.back' },
  { name: 'member-centre', path: '/m/member/home', member: true, mirrored: 'common.back' },
] as const;

async function open(page: Page, lang: 'en' | 'ur', path: string): Promise<void> {
  await page.addInitScript((l) => {
    localStorage.setItem('language', l);
  }, lang);
  await withoutPopups(page);
  const watch = await watchPage(page);
  await page.goto(path);
  await expect(page.locator('header.hdr')).toBeVisible();
  await watch.settled();
}

async function centreX(l: Locator): Promise<number> {
  const box = (await l.boundingBox())!;
  return box.x + box.width / 2;
}

for (const p of PAGES) {
  test(`SPEC §1 UR right-to-left: ${p.name} is mirrored against EN (header control swaps sides), screenshots saved`, async ({
    browser,
    site,
  }) => {
    const centres: Record<string, number> = {};
    for (const lang of ['en', 'ur'] as const) {
      const context = await browser.newContext({
        viewport: { width: WIDTH, height: 740 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
        baseURL: site.url,
      });
      const page = await context.newPage();
      if (p.member) await logIn(page, site);
      await open(page, lang, p.path);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
      const control = page.locator('header.hdr').getByRole('button', { name: text(lang, p.mirrored), exact: true });
      await expect(control).toBeVisible();
      centres[lang] = await centreX(control);
      if (p.mirrored === 'common.back') {
        // The back arrow points the way the page reads: flipped in UR.
        const transform = await control.locator('svg').evaluate((el) => getComputedStyle(el).transform);
        expect(transform, `${lang} back arrow`).toBe(lang === 'ur' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
      }
      await page.screenshot({ path: `test-results/rtl/${p.name}-${lang}.png` });
      await context.close();
    }
    // Mirrored: the control sits on the other half of the screen, at the mirrored position.
    expect(Math.sign(centres.en! - WIDTH / 2)).toBe(-Math.sign(centres.ur! - WIDTH / 2));
    expect(Math.abs(centres.en! - (WIDTH - centres.ur!))).toBeLessThan(24);
  });
}

test('SPEC §1 UR right-to-left: amounts stay left-to-right (symbol before the digits) inside right-to-left text', async ({
  page,
}) => {
  await open(page, 'ur', '/m/home');
  const amount = page.locator('.jp-amount');
  await expect(amount).toBeVisible();
  expect(await amount.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  // Visual order: the currency symbol is left of the number, as in EN, although the page reads right to left.
  const [symbolRight, digitsLeft] = await amount.evaluate((el) => {
    const sym = el.querySelector('.jp-symbol')!.getBoundingClientRect();
    const num = el.querySelector('.jp-symbol + span, span:last-child')!.getBoundingClientRect();
    return [sym.right, num.left];
  });
  expect(symbolRight).toBeLessThanOrEqual(digitsLeft + 1);
  expect(await page.locator('.jp').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
});

test('SPEC §1 UR fallback: screens UR does not translate show EN text, never a raw dictionary key', async ({
  page,
  site,
}) => {
  test.setTimeout(60_000);
  await logIn(page, site);
  const keys = Object.keys(EN).filter((k) => /^[a-z]+\.[A-Za-z0-9_.]+$/.test(k));
  for (const path of ['/m/member/home', '/m/activity', '/m/webEmail', '/m/withdraw', '/m/inviteFriends']) {
    await open(page, 'ur', path);
    const body = await page.locator('body').innerText();
    const raw = keys.filter((k) => new RegExp(`(^|[^\\w.])${k.replace(/\./g, '\\.')}($|[^\\w.])`).test(body));
    expect(raw, path).toEqual([]);
    expect(body, `${path} has UR text`).toMatch(/[\u0600-\u06FF]/);
  }
});

test("SPEC §1 UR right-to-left: a game row's scroll buttons are named after the side they sit on and move to", async ({
  page,
}) => {
  for (const lang of ['en', 'ur'] as const) {
    await open(page, lang, '/m/home');
    const tools = page.locator('.grow-tools').first();
    const named = (key: string) =>
      tools.getByRole('button', { name: new RegExp(`^${text(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`) });
    await expect(named('row.scrollLeft')).toBeVisible();
    expect(await centreX(named('row.scrollLeft')), lang).toBeLessThan(await centreX(named('row.scrollRight')));
    const track = page.locator('.grow-track').first();
    const before = await track.evaluate((el) => el.scrollLeft);
    // From the row's start, the way forward is right in EN and left in UR (RTL scrollLeft starts at 0 and goes negative).
    await named(lang === 'en' ? 'row.scrollRight' : 'row.scrollLeft').click();
    const moved = expect.poll(() => track.evaluate((el) => el.scrollLeft), { message: lang });
    if (lang === 'en') await moved.toBeGreaterThan(before);
    else await moved.toBeLessThan(before);
  }
});
