// Content that is alive and honest (SPEC §2.3 home, §2.13 popups, §1 UR): the jackpot shows the
// server's amount and counts up to it, never down between visits unless a winner was paid; the
// copyright runs to the current year; no maintenance notice on a site that is not in maintenance;
// content the server sent in another language keeps its own direction; the popup a player closed
// does not greet them again in another language.
import type { Page } from '@playwright/test';
import { expect, type Site, startSite, test, withoutPopups } from './fixtures.ts';
import { watchPage } from './settled.ts';
import { formatMoney } from '../../src/lib/format.ts';

let site: Site;
test.beforeAll(async () => {
  site = await startSite();
});
test.afterAll(async () => {
  await site.close();
});

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;
const jackpotCents = () =>
  (site.server.db!.prepare('SELECT cents FROM jackpot WHERE id = 1').get() as { cents: number }).cents;
const toCents = (text: string) => Number(text.replace(/\D/g, ''));

/** Every amount the jackpot counter shows from the page's start, in order. */
async function recordJackpot(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __jp: string[] }).__jp = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.jp-amount')?.textContent ?? '';
      if (/\d/.test(text) && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return async () => ((await page.evaluate(() => (window as unknown as { __jp: string[] }).__jp)) ?? []).map(toCents);
}

test("SPEC §2.3 jackpot: the server's amount; the next visit counts up from where the last ended, never down; a paid winner shows the lower amount at once", async ({
  page,
}) => {
  await withoutPopups(page);
  const amounts = await recordJackpot(page);
  await page.goto(`${site.url}/m/home`);
  const amount = page.locator('.jp-amount');
  await expect(amount).toHaveText(money(jackpotCents()));
  const first = jackpotCents();

  // Players stake between two visits: the jackpot grows by R$ 123,45.
  site.server.db!.prepare('UPDATE jackpot SET cents = cents + 12345').run();
  await page.reload();
  await expect(amount).toHaveText(money(first + 12345));
  const second = await amounts();
  expect(second[0], 'the visit starts where the last one ended').toBe(first);
  expect(second.at(-1)).toBe(first + 12345);
  expect(second.length, 'it counts up through amounts in between').toBeGreaterThan(3);
  expect(
    second.every((v, i) => i === 0 || v > second[i - 1]!),
    `never down: ${second.join(' → ')}`,
  ).toBe(true);

  // A winner is paid: the jackpot falls, and shows so at once (no counting down).
  site.server.db!.prepare('UPDATE jackpot SET cents = 50000000 WHERE id = 1').run();
  await page.reload();
  await expect(amount).toHaveText(money(500_000_00));
  expect(await amounts()).toEqual([first + 12345, 500_000_00]);
});

test("SPEC §2.3 footer: the copyright runs from the site config's start year (the SPEC's 2023) to the current year; no maintenance notice on a site that is not in maintenance", async ({
  page,
}) => {
  await withoutPopups(page);
  await page.goto(`${site.url}/m/home`);
  await expect(page.locator('.tick-item').first()).toBeVisible();
  const notices = (await page.locator('.tick-item').allInnerTexts()).join(' | ');
  expect(notices).not.toMatch(/manuten|maintenance/i);
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollBy(0, 600));
        return page.locator('.hf-copy').count();
      },
      // A step every 100 ms, as a player keeps scrolling (not the default's growing pauses).
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(1);
  await expect(page.locator('.hf-copy')).toHaveText(
    `© 2023–${new Date().getFullYear()} AURORA. Todos os direitos reservados.`,
  );
});

test('SPEC §1 UR: a banner the site has only in English reads left to right inside the Urdu page ("100% welcome bonus…", not "…your 100%")', async ({
  page,
}) => {
  await withoutPopups(page);
  const db = site.server.db!;
  const kept = db.prepare("SELECT * FROM banner_texts WHERE banner_id = 1 AND language = 'ur'").get() as
    | Record<string, unknown>
    | undefined;
  db.prepare("DELETE FROM banner_texts WHERE banner_id = 1 AND language = 'ur'").run();
  try {
    await page.addInitScript(() => localStorage.setItem('language', 'ur'));
    await page.goto(`${site.url}/m/home`);
    const title = page.locator('.bnr-title').first();
    await expect(title).toHaveText('100% welcome bonus up to R$ 500 on your first deposit');
    await expect(title).toHaveAttribute('lang', 'en');
    await expect(title).toHaveAttribute('dir', 'ltr');
    // As written: "100%" starts the line on the left, the words follow it to the right.
    const [percent, welcome] = await title.evaluate((el) => {
      const text = el.firstChild!;
      const at = (i: number) => {
        const r = document.createRange();
        r.setStart(text, i);
        r.setEnd(text, i + 1);
        return r.getBoundingClientRect().left;
      };
      return [at(0), at(5)];
    });
    expect(percent).toBeLessThan(welcome);
  } finally {
    if (kept) {
      const cols = Object.keys(kept);
      db.prepare(`INSERT INTO banner_texts (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(
        ...cols.map((c) => kept[c]),
      );
    }
  }
});

test('SPEC §4/§2.13 the popup a visitor closed does not greet them again, in another language either', async ({
  page,
}) => {
  const dialog = page.getByRole('dialog', { name: /Anúncios|Announcements/ });
  const visit = async () => {
    const watch = await watchPage(page);
    const answered = page.waitForResponse((r) => r.url().includes('/wps/announcement/popular'));
    await page.reload();
    await answered;
    await watch.settled();
  };
  await page.goto(`${site.url}/m/home`);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);
  await visit();
  await expect(dialog, 'closed: the next visit is not greeted').toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await visit();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(dialog, 'the same announcements in English are not new').toHaveCount(0);
});
