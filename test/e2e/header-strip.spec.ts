// The logged-in header's balance strip (SPEC §2.2, §2.13) on one line at 360 and 320 px, in
// PT, EN and UR, with the largest balance a player is likely to hold (R$ 9.999.999,99): the
// amount, refresh, deposit and withdraw side by side, none cut off, none past the screen,
// every tap target still 44 px.
import { credit } from '../../server/db/accounts.ts';
import { expect, logIn, test, withoutPopups } from './fixtures.ts';

const SHOWN = { pt: '9.999.999,99', en: '9,999,999.99', ur: '9,999,999.99' } as const;

for (const lang of ['pt', 'en', 'ur'] as const)
  for (const width of [360, 320])
    test(`SPEC §2.2 the balance strip stays on one line at ${width} px in ${lang.toUpperCase()} with R$ 9.999.999,99`, async ({
      browser,
      site,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 740 },
        isMobile: true,
        hasTouch: true,
        baseURL: site.url,
      });
      const page = await context.newPage();
      try {
        const m = await logIn(page, site);
        credit(site.server.db!, m.memberId, 'deposit', 999_999_999, 'header-strip');
        await page.addInitScript((l) => localStorage.setItem('language', l), lang);
        await withoutPopups(page);
        await page.goto('/m/member/home');
        const strip = page.locator('.hdr-bal');
        await expect(strip.getByTestId('balance')).toContainText(SHOWN[lang]);
        const m2 = await strip.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const kids = [...el.children].map((c) => {
            const r = c.getBoundingClientRect();
            return {
              name: c.textContent ?? '',
              left: r.left,
              right: r.right,
              top: r.top,
              width: r.width,
              height: r.height,
            };
          });
          return {
            left: box.left,
            right: box.right,
            height: box.height,
            scroll: el.scrollWidth,
            client: el.clientWidth,
            kids,
          };
        });
        expect(m2.kids.length, 'amount, refresh, deposit, withdraw').toBe(4);
        expect(m2.scroll, 'nothing overflows the strip').toBeLessThanOrEqual(m2.client);
        expect(m2.height, 'one row of 44 px targets').toBeLessThan(60);
        for (const k of m2.kids) {
          expect(Math.abs(k.top - m2.kids[0]!.top), `${k.name} on the first line`).toBeLessThan(1);
          expect(k.left, `${k.name} inside the screen`).toBeGreaterThanOrEqual(m2.left);
          expect(k.right, `${k.name} inside the screen`).toBeLessThanOrEqual(m2.right);
          expect(k.height, `${k.name} tap target`).toBeGreaterThanOrEqual(44);
          expect(k.width, `${k.name} tap target`).toBeGreaterThanOrEqual(44);
        }
        // Side by side, never on top of one another.
        const sorted = [...m2.kids].sort((a, b) => a.left - b.left);
        for (let i = 1; i < sorted.length; i++)
          expect(sorted[i]!.left).toBeGreaterThanOrEqual(sorted[i - 1]!.right - 0.5);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: `test-results/screens/header-strip-${lang}-${width}.png`,
          clip: { x: 0, y: 0, width, height: 110 },
        });
      } finally {
        await context.close();
      }
    });
