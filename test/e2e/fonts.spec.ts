// Every language renders as a stock phone draws it (SPEC §1 UR, §2.3 language chooser): Urdu in
// the phone's Noto faces (Nastaliq first), never boxes; flags in the emoji font, or the country's
// code where a phone has none. Chromium says which font drew each node (CSS.getPlatformFontsForNode),
// so these checks fail on a machine without Debian's fonts-noto-core and fonts-noto-color-emoji.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test, withoutPopups } from './fixtures.ts';

const URDU_FACES = ['Noto Nastaliq Urdu', 'Noto Naskh Arabic', 'Noto Sans Arabic'];
const ARABIC_SCRIPT = /^[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF\s\d.,:؟،۔!()-]+$/;

/** The platform fonts that drew each of the nodes matching `selector`, with the node's text. */
async function fontsOf(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const out: { text: string; fonts: string[] }[] = [];
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
    const text = outerHTML.replace(/<[^>]+>/g, '').trim();
    out.push({ text, fonts: fonts.map((f) => f.familyName) });
  }
  return out;
}

async function cdpFor(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return cdp;
}

test("SPEC §1 UR: Urdu text is drawn by the phone's Noto Urdu faces, Nastaliq first; no letter falls to another font or a box", async ({
  page,
}) => {
  await withoutPopups(page);
  await page.addInitScript(() => localStorage.setItem('language', 'ur'));
  await page.goto('/m/home');
  await expect(page.locator('#row-HOT')).toBeVisible();
  const cdp = await cdpFor(page);
  const nodes = (
    await fontsOf(
      cdp,
      '.hmenu-tab span, #row-HOT, section[aria-labelledby="row-HOT"] .grow-tools .link, .footer-menu span',
    )
  ).filter((n) => n.text !== '' && ARABIC_SCRIPT.test(n.text));
  expect(nodes.length, 'Urdu labels on screen').toBeGreaterThan(5);
  for (const n of nodes) {
    const strays = n.fonts.filter(
      (f) => !URDU_FACES.includes(f) && !/^(Noto Sans|DejaVu Sans|Liberation Sans)/.test(f),
    );
    expect(strays, `"${n.text}" drawn by ${n.fonts.join(', ')}`).toEqual([]);
    expect(
      n.fonts.some((f) => URDU_FACES.includes(f)),
      `"${n.text}" drawn by ${n.fonts.join(', ')}`,
    ).toBe(true);
  }
  expect(nodes.flatMap((n) => n.fonts)).toContain('Noto Nastaliq Urdu');
  // The Latin text beside it (game names) keeps the platform's Latin face, not the Urdu one.
  const names = await fontsOf(cdp, '#row-HOT ~ * .gt-name, section[aria-labelledby="row-HOT"] .gt-name');
  expect(names.length).toBeGreaterThan(0);
  for (const n of names)
    expect(
      n.fonts.filter((f) => URDU_FACES.includes(f)),
      n.text,
    ).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/ur-fonts-home.png' });
});

async function openLanguages(page: Page): Promise<void> {
  await page.goto('/m/home');
  await page.locator('.hdr .hdr-end > button.icon-btn').last().click();
  await expect(page.locator('.lang-chooser')).toBeVisible();
}

test('SPEC §2.3 language chooser: the flags are drawn by the emoji font', async ({ page }) => {
  await withoutPopups(page);
  await openLanguages(page);
  const cdp = await cdpFor(page);
  const flags = await fontsOf(cdp, '.lang-item > span[aria-hidden="true"]:not(.tick)');
  expect(flags.map((f) => f.text)).toEqual(['🇧🇷', '🇺🇸', '🇵🇰']);
  for (const f of flags) expect(f.fonts, f.text).toEqual(['Noto Color Emoji']);
  await expect(page.locator('.lang-cc')).toHaveCount(0);
});

test('SPEC §2.3 language chooser: on a phone without an emoji font (two letter boxes for a flag) it shows the country codes', async ({
  page,
}) => {
  await withoutPopups(page);
  // Such a phone measures a flag as its two regional-indicator letters side by side.
  await page.addInitScript(() => {
    const measure = CanvasRenderingContext2D.prototype.measureText;
    CanvasRenderingContext2D.prototype.measureText = function (text: string) {
      const m = measure.call(this, text);
      if (!/[\u{1F1E6}-\u{1F1FF}]/u.test(text)) return m;
      return { ...m, width: [...text].length * 20 } as TextMetrics;
    };
  });
  await openLanguages(page);
  await expect(page.locator('.lang-cc')).toHaveText(['BR', 'US', 'PK']);
  await expect(page.locator('.lang-chooser')).not.toContainText('🇧');
});
