// The Brazil profile's rules of play in a 360x740 phone ("jurisdiction": "BR" in the site config), in
// Portuguese and Urdu: a player opening the site is told the risks of betting once per session; home
// advertises no welcome or deposit bonus and has no refer-and-win or bonus-bets shortcut; the deposit
// form offers no bonus; a game states its return to player as its frame opens, before any bet; the
// self-exclusion box links the regulator's central platform. Screenshots go to test-results/.
import type { Page } from '@playwright/test';
import { slotFigures } from '../../src/rules/slot5.ts';
import { expect, logIn, test, withoutPopups } from './fixtures.ts';

const EXCLUSION = 'https://www.gov.br/fazenda/pt-br/assuntos/autoexclusao';
const BR_PLAY_SITE = {
  jurisdiction: 'BR',
  operator: {
    legalName: 'Aurora Jogos Ltda.',
    cnpj: '11222333000181',
    authorisation: '123/2025',
    helpLine: '0800 123 4567',
  },
  responsibleGaming: { centralExclusionUrl: EXCLUSION },
};

/** Home's announcement popups stay closed; the risk notice is left to come. */
const withoutAnnouncements = (page: Page) => withoutPopups(page, { riskNotice: true });

test.describe('Brazil rules of play', () => {
  test.use({ siteOverrides: BR_PLAY_SITE });

  test('on access: the risks of betting once per session; home advertises no advance bonus (PT)', async ({ page }) => {
    await withoutAnnouncements(page);
    await page.goto('/m/home');
    const notice = page.getByRole('region', { name: 'Apostar envolve riscos' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('você pode perder o que apostar');
    await expect(notice.getByRole('link', { name: 'Jogo responsável: ajuda e limites' })).toHaveAttribute(
      'href',
      '/m/help#responsible',
    );
    await expect(notice.getByRole('link', { name: 'Ajuda: 0800 123 4567' })).toHaveAttribute('href', 'tel:08001234567');
    const ok = notice.getByRole('button', { name: 'Entendi' });
    expect((await ok.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Not a dialog: the page behind it stays in use, and the focus is not taken.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(notice.locator(':focus')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/br-play-home-pt.png' });

    // No welcome bonus banner, no refer-and-win or bonus-bets shortcut; the games banners stay.
    await expect(page.locator('a[href="/m/activityDetail?id=1"]')).toHaveCount(0);
    await expect(page.getByText(/boas-vindas/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Indique e ganhe' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apostas bônus' })).toHaveCount(0);
    await expect(page.locator('a.bnr-link[href^="/m/gameLobbyCenter"]').first()).toBeAttached();

    await ok.click();
    await expect(notice).toHaveCount(0);
    // Once per session: a new visit in the same tab does not show it again.
    await page.reload();
    await expect(page.locator('a.bnr-link').first()).toBeAttached();
    // The notice's chunk loads 100 ms after the first paint: well past that, it has not come.
    await page.waitForTimeout(1500);
    await expect(page.getByRole('region', { name: 'Apostar envolve riscos' })).toHaveCount(0);
  });

  test('a member: the deposit form offers no bonus, a game states its return to player before any bet, self-exclusion links the regulator (PT)', async ({
    page,
    site,
  }) => {
    test.slow(); // three pages and a game
    await withoutPopups(page);
    await logIn(page, site);

    await page.goto('/m/voucherCenter');
    await expect(page.getByLabel('Valor', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Promoção', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Bônus de boas-vindas')).toHaveCount(0);

    const game = site.server
      .db!.prepare<[], { gameName: string }>(
        "SELECT game_name AS gameName FROM games WHERE game_type = 'RNG' AND support_play = 1 ORDER BY sort LIMIT 1",
      )
      .get()!;
    await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL');
    await page.locator('.gt-open', { hasText: game.gameName }).first().click();
    await expect(page).toHaveURL(/\/m\/launchGame\?/);
    const rtp = page.locator('.gframe-rtp');
    // The slot's exact return, free spins included (src/rules/slot5.ts), as the frame writes it.
    const percent = (Math.round(slotFigures().rtp * 10_000) / 100).toFixed(2).replace('.', ',');
    await expect(rtp).toHaveText(`Retorno ao jogador: ${percent}%`);
    await expect(page.frameLocator('iframe.gframe-frame').locator('#spin')).toBeVisible();
    await page.screenshot({ path: 'test-results/br-play-game-rtp-pt.png' });
    await page.getByRole('button', { name: 'Fechar o jogo' }).click();

    await page.goto('/m/member/responsible');
    const central = page.getByRole('link', { name: 'Plataforma centralizada de autoexclusão' });
    await central.scrollIntoViewIfNeeded();
    await expect(central).toHaveAttribute('href', EXCLUSION);
    await expect(central).toHaveAttribute('target', '_blank');
    expect((await central.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: 'test-results/br-play-exclusion-pt.png', fullPage: true });
  });

  test('in Urdu: the risk notice right to left, the return to player and the regulator link translated', async ({
    page,
    site,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ur'));
    await withoutAnnouncements(page);
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const notice = page.getByRole('region', { name: 'شرط لگانے میں خطرہ ہے' });
    await expect(notice).toContainText('18 سال سے کم عمر کے لیے ممنوع');
    await expect(notice.getByRole('button', { name: 'میں سمجھ گیا' })).toBeVisible();
    await page.screenshot({ path: 'test-results/br-play-home-ur.png' });
    await notice.getByRole('button', { name: 'میں سمجھ گیا' }).click();

    await logIn(page, site);
    await page.goto('/m/member/responsible');
    const central = page.getByRole('link', { name: 'مرکزی خود اخراج پلیٹ فارم' });
    await central.scrollIntoViewIfNeeded();
    await expect(central).toHaveAttribute('href', EXCLUSION);
    await page.screenshot({ path: 'test-results/br-play-exclusion-ur.png', fullPage: true });
  });
});

test('default profile: no risk notice on access; home keeps its refer-and-win and bonus shortcuts', async ({
  page,
}) => {
  await withoutAnnouncements(page);
  await page.goto('/m/home');
  await expect(page.getByRole('button', { name: 'Indique e ganhe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apostas bônus' })).toBeVisible();
  // The notice's chunk would load 100 ms after the first paint: well past that, nothing came.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('region', { name: 'Apostar envolve riscos' })).toHaveCount(0);
});
