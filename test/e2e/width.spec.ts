// A page that never scrolls sideways (SPEC §1: a phone site, 320 px and up). Content that fills
// in after load (the jackpot, balances, badges, the footer menu) must not widen the page either,
// so every route is watched for the 10 s after it opens (on Playwright's clock, not a real wait),
// as a member whose figures are at their largest plausible values, in every language.
import { expect, test } from './fixtures.ts';
import { logIn, navigate, withoutPopups } from './fixtures.ts';
import { watchPage } from './settled.ts';
import { PATHS } from '../../src/routes.ts';
import { LANGUAGES } from '../../src/rules/languages.ts';

/** Every app path, with a lobby and a list that carry their usual parameters. */
const ROUTES = [
  ...Object.values(PATHS),
  '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL',
  '/m/gameList?gameCategory=LOTTERY',
];

// Both builds draw the same elements with the same stylesheet: the React pass watches the width
// for both (three minutes of work a pass on two cores).
test.skip(process.env.E2E_BUILD === 'lite', 'the light build shares the markup and the stylesheet');

// Largest plausible figures: a balance of R$ 9.999.999,99 and a jackpot of R$ 99.999.999,99.
const BALANCE_CENTS = 999_999_999;
const JACKPOT_CENTS = 9_999_999_999;

for (const language of LANGUAGES) {
  for (const width of [320, 360]) {
    test(`SPEC §1: no route is wider than a ${width} px phone in ${language}, at load or in the 10 s after`, async ({
      browser,
      site,
    }) => {
      test.slow();
      const context = await browser.newContext({ viewport: { width, height: 740 } });
      const page = await context.newPage();
      await withoutPopups(page);
      await page.clock.install();
      await page.addInitScript((lang) => {
        if (window !== window.top) return;
        localStorage.setItem('language', lang);
        // The widest the document has been since the last read, and what stood out then.
        const w = window as unknown as { __widest: { width: number; culprits: string[] } };
        w.__widest = { width: 0, culprits: [] };
        const measure = () => {
          const root = document.documentElement;
          if (!root || root.scrollWidth <= w.__widest.width) return;
          const culprits = [...document.querySelectorAll('body *')]
            .filter(
              (e) => e.getBoundingClientRect().right > root.clientWidth + 0.5 || e.getBoundingClientRect().left < -0.5,
            )
            .filter((e) => !e.closest('[data-scrolls-x], .bnr-track, .tick-strip'))
            .slice(0, 6)
            .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`);
          w.__widest = { width: root.scrollWidth, culprits };
        };
        // An init script runs before the document has its root element: watch from when it has.
        setInterval(measure, 250);
        addEventListener('DOMContentLoaded', () => new ResizeObserver(measure).observe(document.body));
      }, language);
      const { memberId } = await logIn(page, site);
      const db = site.server.db!;
      db.prepare(
        "INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'deposit', ?, 'width', ?)",
      ).run(memberId, BALANCE_CENTS, new Date().toISOString());
      db.prepare('UPDATE jackpot SET cents = ?').run(JACKPOT_CENTS);

      const watch = await watchPage(page);
      await page.goto('/m/home');
      const tooWide: string[] = [];
      for (const route of ROUTES) {
        await navigate(page, route);
        await watch.settled().catch(() => undefined);
        await page.clock.runFor(10_000);
        const widest = await page.evaluate(() => {
          const w = window as unknown as { __widest: { width: number; culprits: string[] } };
          const seen = w.__widest;
          w.__widest = { width: 0, culprits: [] };
          return seen;
        });
        if (widest.width > width) tooWide.push(`${route}: ${widest.width} px (${widest.culprits.join(', ')})`);
      }
      await context.close();
      expect(tooWide, 'routes wider than the phone').toEqual([]);
    });
  }
}
