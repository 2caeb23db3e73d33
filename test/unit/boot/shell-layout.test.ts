// The boot shell (static/index.html, styled by static/critical.css alone) draws a page's largest
// paint where the page will draw it: home's banner box, a visitor page's heading, the game list
// centre's first row. Each box's place in critical.css is a sum of other components' sizes in
// src/styles/*.css; these tests recompute the sums from those rules, so changing a component's
// size without moving the boot shell's box fails here, before the pixel e2e (startup.spec.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GRID_COLUMNS } from '../../../src/rules/paging.ts';
import { importOrder, styleSheets } from '../../setup/css-rules.ts';

// app.css imports the others first, so they come first in the cascade.
const app = styleSheets(importOrder(new URL('../../../src/styles/app.css', import.meta.url)));
const critical = styleSheets([new URL('../../../static/critical.css', import.meta.url)]);

/** The body's line height (critical.css `font: 15px / 1.45 …`), which every text below inherits. */
const lineHeight = Number(/\/ ?([\d.]+)/.exec(critical.value('body', 'font') ?? '')?.[1]);
const vertical = (sheets: typeof app, selector: string, box: 'padding' | 'margin' | 'border') =>
  sheets.side(selector, box, 'top') + sheets.side(selector, box, 'bottom');
/** Within half a pixel: critical.css writes whole pixels, the browser lays out fractions. */
const near = (actual: number, expected: number, what: string) =>
  assert.ok(
    Math.abs(actual - expected) <= 0.5,
    `${what}: critical.css has ${expected}px, the components add up to ${actual}px`,
  );

test('the body line height is read from critical.css', () => {
  assert.ok(lineHeight > 1 && lineHeight < 2, String(lineHeight));
});

/** What stands above the game list centre's grid (src/pages/games/lobby-center.tsx), top to bottom. */
function aboveLobbyGrid() {
  const chip = app.px('.chip', 'min-height');
  // The class menu: a row of chips (while it waits, one placeholder of the chips' height).
  assert.is(app.px('.cmenu-wait', 'height'), chip, 'the waiting class menu is as tall as its chips');
  const classMenu = vertical(app, '.cmenu', 'padding') + chip;
  // The title row: the taller of the filter button and the title (its 22 px icon or its line).
  const title =
    vertical(app, '.lobby .lobby-title', 'margin') +
    Math.max(22, app.px('.lobby .lobby-title', 'font-size') * lineHeight);
  const titleRow = Math.max(app.px('.btn', 'min-height'), title);
  // The vendor strip: its head row (the 'view all' link beside the heading), then a row of cards.
  const headRow = Math.max(app.px('.link', 'min-height'), app.px('.vstrip h3', 'font-size') * lineHeight);
  const card = Math.max(
    app.px('.vcard', 'min-height'),
    vertical(app, '.vcard', 'border') +
      vertical(app, '.vcard', 'padding') +
      app.px('.vcard-wait .vcard-logo', 'height') +
      2 * app.px('.vcard', 'gap') +
      app.px('.vcard-name', 'min-height', app.px('.vcard-name', 'font-size')) +
      app.px('.vcard-count', 'line-height'),
  );
  const vendorStrip = vertical(app, '.vstrip', 'margin') + headRow + vertical(app, '.vstrip-list', 'padding') + card;
  const tabs = vertical(app, '.tabs', 'padding') + chip;
  // LIVE and SPORTS: the name search between the tabs and the grid.
  const nameSearch =
    app.side('.lobby-search', 'margin', 'top') +
    app.px('.search-box', 'min-height') +
    app.side('.search', 'margin', 'bottom');
  return { page: app.side('.page', 'padding', 'top'), classMenu, titleRow, vendorStrip, tabs, nameSearch };
}

test("SPEC §2.4 the lobby's boot row starts where the page's grid does: .page, the class menu, the title row, the vendor strip and the tabs", () => {
  const a = aboveLobbyGrid();
  near(
    a.page + a.classMenu + a.titleRow + a.vendorStrip + a.tabs,
    critical.px('.boot-grid', 'margin-top'),
    '.boot-grid',
  );
});

test('SPEC §2.4 on LIVE and SPORTS the boot row starts below the name search too', () => {
  const a = aboveLobbyGrid();
  near(
    a.page + a.classMenu + a.titleRow + a.vendorStrip + a.tabs + a.nameSearch,
    critical.px('[data-boot="lobby-search"] .boot-grid', 'margin-top'),
    '[data-boot="lobby-search"] .boot-grid',
  );
});

test("SPEC §2.4 the boot row is the grid's first row: the same columns, gaps and padding as .ggrid, the same picture box as .gt-pic", () => {
  for (const property of ['grid-template-columns', 'gap', 'padding'])
    assert.is(critical.value('.boot-grid', property), app.value('.ggrid', property), property);
  assert.is(critical.value('.boot-grid', 'grid-template-columns'), `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`);
  for (const property of ['display', 'width', 'height', 'aspect-ratio', 'border-radius', 'background'])
    assert.is(critical.value('.boot-grid img', property), app.value('.gt-pic', property), property);
  // Each cell contained as a grid tile is: the browser snaps both to the same pixels.
  assert.is(critical.value('.boot-grid > div', 'contain'), app.value('.ggrid > li', 'contain'));
  assert.is(critical.value('.boot-grid > div', 'content-visibility'), app.value('.ggrid > li', 'content-visibility'));
});

test("SPEC §2.3 home's boot banner box is the banner's: below .page's padding and .bnr's margin, the same sides, shape and corners", () => {
  const top =
    app.side('.page', 'padding', 'top') + app.side('.home', 'padding', 'top') + app.side('.bnr', 'margin', 'top');
  assert.is(critical.side('.boot-bnr', 'margin', 'top'), top, 'top');
  for (const side of ['left', 'right'] as const)
    assert.is(critical.side('.boot-bnr', 'margin', side), app.side('.bnr', 'margin', side), side);
  for (const property of ['aspect-ratio', 'border-radius', 'background', 'overflow'])
    assert.is(critical.value('.boot-bnr', property), app.value('.bnr', property), property);
});

test("SPEC §2.3 a member's boot header is as tall as the page's: the balance strip's box is .hdr-bal's (its buttons, padding and border)", () => {
  const border = Number.parseFloat(app.value('.hdr-bal', 'border-bottom') ?? '0');
  const strip = Math.max(
    app.px('.hdr-bal', 'min-height'),
    app.px('.btn', 'min-height') + vertical(app, '.hdr-bal', 'padding') + border,
  );
  near(critical.px('.boot-bal', 'height'), strip, '.boot-bal');
  assert.is(critical.value('.boot-bal', 'border-bottom'), app.value('.hdr-bal', 'border-bottom'));
  assert.is(critical.value('.boot-bal', 'background'), app.value('.hdr-bal', 'background'));
});

test("SPEC §5 a visitor page's boot heading is the page's: below .page's and .auth's padding and .auth-title's margin, as wide and as large", () => {
  const top =
    app.side('.page', 'padding', 'top') +
    app.side('.auth', 'padding', 'top') +
    app.side('.auth-title', 'margin', 'top');
  assert.is(critical.side('.boot-ttl', 'margin', 'top'), top, 'top');
  const inline = app.side('.auth', 'padding', 'left') + app.side('.auth', 'padding', 'right');
  assert.is(critical.value('.boot-ttl', 'width'), `calc(100% - ${inline}px)`, 'width');
  assert.is(critical.px('.boot-ttl', 'max-width'), app.px('.auth', 'max-width') - inline, 'max-width');
  assert.is(critical.px('.boot-ttl', 'font-size'), app.px('.auth-title', 'font-size'), 'font-size');
  assert.is(critical.value('.boot-ttl', 'margin'), '24px auto 0', 'centred like .auth');
  assert.is(app.value('.auth', 'margin'), '0 auto');
});

test.run();
