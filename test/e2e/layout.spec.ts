// Cumulative layout shift at most 0.02. Whatever answers late (here every API call
// is held back 700 ms) lands in a space kept for it, so nothing the player sees jumps.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { watchPage } from './settled.ts';

const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shifted = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

const SCREENS: Array<[string, string, (page: Page) => Promise<void>]> = [
  [
    'home',
    '/m/home',
    async (page) => {
      await expect(page.locator('.grow .gt-open').first()).toBeVisible();
      await expect(page.locator('.bnr-img').first()).toBeVisible();
    },
  ],
  [
    'game lobby (slots, with providers)',
    '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL',
    async (page) => {
      await expect(page.locator('button.vcard').first()).toBeVisible();
      await expect(page.locator('.ggrid .gt-open').first()).toBeVisible();
    },
  ],
  [
    'login',
    '/m/login',
    async (page) => {
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    },
  ],
];

for (const [name, path, ready] of SCREENS) {
  test(`${name} keeps its layout while slow answers arrive (CLS ≤ 0.02)`, async ({ page }) => {
    await recordShifts(page);
    await page.route('**/wps/**', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue().catch(() => undefined);
    });
    const watch = await watchPage(page);
    await page.goto(path);
    await ready(page);
    // Every held-back answer has arrived and been drawn: any shift it caused is counted.
    await watch.settled();
    expect(await shifted(page)).toBeLessThanOrEqual(0.02);
  });
}
