// Promotion terms said once, from the data (docs/bonus.md "The terms line"), on a 360 px phone:
// the home banner of the welcome bonus, its promotion page and the help centre's bonus topic
// show the same terms line, written from the promotion's wagering terms; a member with bonus
// money who opens a game counting 0 % is told so, with the largest stake, before the game's
// frame starts, and the game's own page names the cap. Screens of the promotion page in PT and UR go to test-results/.
import { grantPromotionMoney } from '../../server/db/bonus.ts';
import { expect, logIn, test, withoutPopups } from './fixtures.ts';

/** The welcome promotion (id 1) at 3×, a R$ 25 cap, slots in full, tables a tenth, live casino not at all. */
const TERMS = {
  multiplier: 3,
  withDeposit: false,
  days: 14,
  maxStake: 2500,
  contributions: { SLOT: 100, TABLE: 10, SPORTS: 100 },
  sportsMinOdds: 1.5,
};
test.use({ siteOverrides: { bonus: { promotionTerms: { '1': TERMS } } } });

const LINE_PT =
  'Bônus com rollover 3x do bônus em 14 dias; aposta máxima R$ 25,00; Slots 100 %, Jogos de mesa 10 %, ' +
  'Esportes 100 % com odd mínima 1,50; não contam: Jogos crash, Pescaria, Cassino ao vivo, Loteria';

test('the banner, the promotion page and the help centre show the same terms line, from the data', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  await page.goto('/m/home');
  const bannerTerms = page.getByTestId('banner-terms').first();
  await expect(bannerTerms).toHaveText(LINE_PT);

  await page.goto('/m/activityDetail?id=1');
  await expect(page.getByTestId('wagering-line')).toHaveText(LINE_PT);
  // The page's own text states no rollover by hand.
  await expect(page.locator('main')).not.toContainText(/Rollover de \d+x|\d+x wagering/);

  await page.goto('/m/help#bonus');
  const help = page.getByTestId('help-terms');
  await expect(help.locator('[data-promo="1"] [data-testid="wagering-line"]')).toHaveText(LINE_PT);
  expect(await help.locator('[data-promo]').count(), 'each running bonus promotion is listed').toBeGreaterThan(1);

  for (const lang of ['pt', 'ur'] as const) {
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto('/m/activityDetail?id=1');
    const line = page.getByTestId('wagering-line');
    await expect(line).toBeVisible();
    if (lang === 'ur') await expect(line).toContainText('3 گنا');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `test-results/bonus-terms-promotion-${lang}.png`, fullPage: true });
  }
  void site;
});

test('a member with bonus money opening a live casino game (0 %) is told before the frame starts, with the cap', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const m = await logIn(page, site);
  const db = site.server.db!;
  grantPromotionMoney(
    db,
    { memberId: m.memberId, promoId: 1, cents: 2000, kind: 'bonus', ref: 'e2e', key: `e2e-terms-${m.memberId}` },
    Date.now(),
  );
  const live = db
    .prepare<[], { nodeId: string; gameId: string; vassalage: string }>(
      "SELECT node_id AS nodeId, game_id AS gameId, vassalage FROM games WHERE game_type = 'LIVE' ORDER BY sort LIMIT 1",
    )
    .get()!;
  await page.goto(`/m/launchGame?vassalage=${live.vassalage}&gameId=${live.gameId}&nodeId=${live.nodeId}`);
  const notice = page.getByTestId('play-wagering');
  await expect(notice).toContainText('Este jogo não conta para o seu rollover (0 %).');
  await expect(notice).toContainText('Aposta máxima com bônus: R$ 25,00');
  await expect(page.locator('iframe')).toHaveCount(0);
  const play = notice.getByRole('button', { name: 'Jogar' });
  expect((await play.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await play.click();
  await expect(page.locator('iframe')).toHaveCount(1);
  // The game's own page names the cap too.
  await expect(page.frameLocator('iframe').getByTestId('demo-bonus-cap')).toHaveText(
    'Aposta máxima com bônus: R$ 25,00',
  );
});
