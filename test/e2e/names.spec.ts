// Names a player reads (SPEC §2.4 class menu and filter panel, §9 min-bet options), in PT, EN
// and UR: each class once in the menu, the min-bet options as money in the player's format.
import { expect, test, withoutPopups } from './fixtures.ts';

const MONEY = {
  pt: ['R$ 0,01', 'R$ 0,05', 'R$ 0,10', 'R$ 0,50', 'R$ 0,75'],
  en: ['R$ 0.01', 'R$ 0.05', 'R$ 0.10', 'R$ 0.50', 'R$ 0.75'],
  ur: ['R$ 0.01', 'R$ 0.05', 'R$ 0.10', 'R$ 0.50', 'R$ 0.75'],
} as const;

for (const lang of ['pt', 'en', 'ur'] as const) {
  test(`SPEC §2.4/§9 ${lang}: the class menu names each class once; the min-bet filter offers money in the player's format`, async ({
    page,
  }) => {
    await withoutPopups(page);
    await page.addInitScript((l) => localStorage.setItem('language', l), lang);
    await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG');
    const chips = page.locator('.cmenu-item');
    await expect(chips.first()).toBeVisible();
    const names = (await chips.allInnerTexts()).map((n) => n.trim());
    expect(names.length).toBeGreaterThan(5);
    expect(new Set(names).size, names.join(' | ')).toBe(names.length);

    await page.locator('.lobby-head .btn').click();
    const bets = page.locator('fieldset.fp-set', { has: page.locator('input[name="fp-bet"]') }).locator('label');
    await expect(bets).toHaveCount(6);
    const shown = (await bets.allInnerTexts()).map((t) => t.trim());
    expect(shown.slice(1)).toEqual([...MONEY[lang]]);
  });
}
