// The video slot as a member plays it on a 360 px phone: a losing and a winning spin (the
// server's seed chain chosen by the test, test/setup/slot-chains.ts), the balance moved by exactly
// what was staked and won, the next spin's hash shown before it and the spin's proof recomputed in
// the page, the spin and its proof in the game records, autoplay stopping at its count; in Urdu the page is right to left while the reels still read left to right, and a
// scatter's free spins show their counter. Screenshots of two themes in Portuguese and Urdu.
import type { Page } from '@playwright/test';
import { expect, logIn, type Site, test, withoutPopups, deposit } from './fixtures.ts';
import { createLaunch } from '../../server/db/demo.ts';
import { balanceCents } from '../../server/db/members.ts';
import { useSeeds } from '../../server/db/slot.ts';
import { sha256Hex } from '../../server/rounds/fair.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { FREE_SPINS, spinOf } from '../../src/rules/slot5.ts';
import { slotArtOf } from '../../src/rules/slot-themes.ts';
import { slotChain, spinWhere } from '../setup/slot-chains.ts';

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;
const STAKE = 200;

/** A slot game of the catalogue whose name gives it this theme, its minimum at most R$ 2,00. */
function gameOf(site: Site, theme: string): { nodeId: string; gameName: string } {
  const rows = site.server
    .db!.prepare(
      `SELECT node_id AS nodeId, game_name AS gameName FROM games WHERE game_type = 'RNG' AND min_bet_cents <= ? ORDER BY sort`,
    )
    .all(STAKE) as { nodeId: string; gameName: string }[];
  const game = rows.find((g) => slotArtOf(g.gameName).theme === theme);
  if (!game) throw new Error(`no ${theme} slot in the catalogue`);
  return game;
}

async function openSlot(
  page: Page,
  site: Site,
  m: { memberId: number; token: string },
  theme: string,
  language = 'pt',
) {
  const game = gameOf(site, theme);
  const ticket = createLaunch(site.server.db!, {
    memberId: m.memberId,
    sessionToken: m.token,
    nodeId: game.nodeId,
    language,
  });
  await page.goto(`/demo/slot?ticket=${ticket}`);
  await expect(page.locator('.machine')).toHaveAttribute('data-theme', theme);
  // The reels carry the theme's symbols the build drew, the same art as the game's tile.
  await expect(page.locator('.cell img').first()).toHaveAttribute('src', new RegExp(`^/static-slot-symbols/${theme}-`));
  return game;
}

/**
 * The next chain the server makes (the page's launch makes the member's) has spins passing these
 * wants at STAKE, in order; chains of one spin that start no free spins follow it. Its chosen seeds.
 */
function nextSpins(...wants: ((r: ReturnType<typeof spinOf>) => boolean)[]): readonly number[] {
  const chain = slotChain(wants.map((want) => spinWhere(want, 'base', STAKE)));
  useSeeds(chain);
  return chain.spins;
}

test.afterEach(() => useSeeds(null));

test('video slot: a losing and a winning spin move the balance by exactly the stakes and the win; autoplay stops at 10', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const m = await logIn(page, site);
  deposit(site, m.memberId, 100_00);
  const [lose, win] = nextSpins(
    (r) => r.win === 0 && r.freeSpins === 0,
    (r) => r.win > 0 && r.freeSpins === 0 && r.lines.length > 0,
  );
  const game = await openSlot(page, site, m, 'wild');
  await expect(page.getByTestId('demo-balance')).toHaveText(money(100_00));
  // The next spin's seed hash, shown before it is played.
  const before = (await page.getByTestId('slot-next-hash').textContent())!;
  expect(before).toMatch(/^[0-9a-f]{64}$/);
  await page.getByText('Tabela de prêmios e regras').click();
  await expect(page.getByTestId('paytable')).toContainText('Retorno ao jogador: 96,4 %.');
  await page.getByText('Tabela de prêmios e regras').click();
  // The total bet: − and + step the line bet; 20 lines × R$ 0,10 is R$ 2,00.
  const total = page.getByTestId('total-bet');
  for (let i = 0; i < 30 && (await total.textContent()) !== money(STAKE); i++) {
    const now = Number((await total.textContent())!.replace(/\D/g, ''));
    await page.getByRole('button', { name: now < STAKE ? 'Aumentar a aposta' : 'Diminuir a aposta' }).click();
  }
  await expect(total).toHaveText(money(STAKE));
  await expect(page.getByText('20 linhas × R$ 0,10')).toBeVisible();

  const won = spinOf(win!, STAKE, 'base').win;
  const app = page.locator('#app');
  const spin = page.getByRole('button', { name: 'Girar' });
  await spin.click();
  await expect(app).toHaveAttribute('data-ready', /\d+/);
  await expect(page.locator('.result')).toHaveText('Sem prêmio desta vez.');
  await expect(page.getByTestId('demo-balance')).toHaveText(money(100_00 - STAKE));
  expect(balanceCents(site.server.db!, m.memberId)).toBe(100_00 - STAKE);
  // The proof, recomputed in the page: the seed revealed hashes to the hash shown before the spin,
  // and the spin's seed is the HMAC's first 8 hex digits; the next hash is this spin's seed.
  const verify = page.getByTestId('slot-verify');
  await verify.locator('summary').click();
  await expect(verify.getByLabel('Hash da semente (mostrado antes do giro)')).toHaveValue(before);
  const revealed = await verify.getByLabel('Semente do servidor').inputValue();
  expect(sha256Hex(revealed)).toBe(before);
  await expect(verify.getByLabel('Semente do giro')).toHaveValue(String(lose));
  await verify.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByTestId('verify-result')).toHaveText(
    `Recalculado: a semente do giro é ${lose}. Confere com o giro, e a semente do servidor confere com o hash.`,
  );
  await expect(page.getByTestId('slot-next-hash')).toHaveText(revealed);
  // A seed changed by hand no longer checks.
  await verify.getByLabel('Semente do giro').fill(String(lose! + 1));
  await verify.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByTestId('verify-result')).toContainText('NÃO confere');
  await verify.locator('summary').click();

  await spin.click();
  await expect(app).toHaveAttribute('data-ready', /\d+/);
  await expect(page.locator('.result')).toHaveText(`Você ganhou ${money(won)}!`);
  await expect(page.getByTestId('demo-win')).toHaveText(`\u2066+${money(won)}\u2069`);
  await expect(page.getByTestId('win-lines')).toContainText(/^Linhas: linha \d+: \d × /);
  await expect(page.locator('.cell.hit')).not.toHaveCount(0);
  await expect(page.locator('.lines polyline')).not.toHaveCount(0);
  await expect(page.getByTestId('demo-balance')).toHaveText(money(100_00 - 2 * STAKE + won));
  expect(balanceCents(site.server.db!, m.memberId)).toBe(100_00 - 2 * STAKE + won);
  await page.screenshot({ path: 'test-results/slot-wild-pt.png', fullPage: true });

  // Autoplay: 10 spins in turbo, then it stops by itself.
  await page.getByRole('button', { name: 'Turbo' }).click();
  await expect(page.getByRole('button', { name: 'Turbo' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Giro automático' }).click();
  await expect(page.getByRole('radio', { name: '10', exact: true })).toBeChecked();
  await page.getByLabel('Parar se a perda chegar a').fill('50');
  await page.getByTestId('auto-start').click();
  await expect(app).toHaveAttribute('data-auto', 'stopped', { timeout: 30_000 });
  await expect(page.getByTestId('auto-status')).toHaveText('Giro automático parado: todos os giros feitos');
  await expect(app).toHaveAttribute('data-auto-done', '10');
  const orders = site.server
    .db!.prepare('SELECT COUNT(*) AS n, SUM(bet_cents) AS bet, SUM(win_cents) AS win FROM orders WHERE member_id = ?')
    .get(m.memberId) as { n: number; bet: number; win: number };
  expect(orders.n).toBe(12);
  expect(orders.bet).toBe(12 * STAKE);
  expect(balanceCents(site.server.db!, m.memberId)).toBe(100_00 - orders.bet + orders.win);
  await expect(page.getByTestId('demo-balance')).toHaveText(money(100_00 - orders.bet + orders.win));

  // The spins are in the game records, each with its proof.
  await page.goto('/m/gameRecord');
  await expect(page.locator('.rec-row')).toHaveCount(12);
  await expect(page.locator('.rec-row').first()).toContainText(game.gameName);
  await expect(page.locator('.rec-row').first()).toContainText('Liquidada');
  await page.locator('.rec-row').last().click();
  await page.getByRole('button', { name: 'Prova do giro' }).click();
  const proof = page.getByTestId('slot-record');
  await expect(proof).toContainText('Giro: passo 1 da sua cadeia de sementes');
  await expect(proof).toContainText(String(lose));
  await expect(proof).toContainText(revealed.slice(0, 16));
});

test('video slot in Urdu: right to left around reels that read left to right; free spins show their counter', async ({
  page,
  site,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const m = await logIn(page, site);
  deposit(site, m.memberId, 100_00);
  nextSpins((r) => r.freeSpins > 0);
  await openSlot(page, site, m, 'desert', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const reels = page.locator('.reel');
  const [firstReel, lastReel] = [await reels.first().boundingBox(), await reels.last().boundingBox()];
  expect(firstReel!.x, 'reel 1 on the left').toBeLessThan(lastReel!.x);
  const [less, more] = [
    await page.getByRole('button', { name: 'شرط کم کریں' }).boundingBox(),
    await page.getByRole('button', { name: 'شرط بڑھائیں' }).boundingBox(),
  ];
  expect(less!.x, 'the controls mirror: − on the right').toBeGreaterThan(more!.x);
  for (const button of await page.locator('button, summary').all())
    if (await button.isVisible()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await page.getByRole('button', { name: 'گھمائیں' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-ready', /\d+/);
  await expect(page.getByTestId('free-spins')).toContainText(`مفت اسپنز: ${FREE_SPINS} باقی`);
  await expect(page.getByRole('button', { name: 'مفت اسپن', exact: true })).toBeEnabled();
  await page.screenshot({ path: 'test-results/slot-desert-ur.png', fullPage: true });

  // A reload shows the free spins still waiting.
  await openSlot(page, site, m, 'desert', 'ur');
  await expect(page.getByTestId('free-spins')).toContainText(`${FREE_SPINS} باقی`);
  await page.getByRole('button', { name: 'مفت اسپن', exact: true }).click();
  await expect(page.getByTestId('free-spins')).toContainText(`${FREE_SPINS - 1} باقی`);

  // The other theme in Urdu, and this one in Portuguese.
  await openSlot(page, site, m, 'wild', 'ur');
  await page.getByText('انعامات کی فہرست اور قواعد').click();
  await page.screenshot({ path: 'test-results/slot-wild-ur.png', fullPage: true });
  await openSlot(page, site, m, 'desert', 'pt');
  await expect(page.getByTestId('free-spins')).toContainText(`Rodadas grátis: ${FREE_SPINS - 1} restantes`);
  await page.screenshot({ path: 'test-results/slot-desert-pt.png', fullPage: true });
});

test('bonus buy: a FEATUREBUY game sells 10 free spins for 100 × the total bet, after a confirmation', async ({
  page,
  site,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const m = await logIn(page, site);
  deposit(site, m.memberId, 1_000_00);
  const game = site.server
    .db!.prepare(
      `SELECT node_id AS nodeId FROM games WHERE game_type = 'RNG' AND game_classify LIKE '%FEATUREBUY%' AND min_bet_cents <= 200 ORDER BY sort LIMIT 1`,
    )
    .get() as { nodeId: string };
  const ticket = createLaunch(site.server.db!, {
    memberId: m.memberId,
    sessionToken: m.token,
    nodeId: game.nodeId,
    language: 'pt',
  });
  await page.goto(`/demo/slot?ticket=${ticket}`);
  const total = Number((await page.getByTestId('total-bet').textContent())!.replace(/\D/g, ''));
  const price = total * 100;
  await page.getByRole('button', { name: `Comprar rodadas grátis por ${money(price)}` }).click();
  await expect(page.getByText(`Comprar 10 rodadas grátis por ${money(price)} (100 × a aposta total)?`)).toBeVisible();
  expect(balanceCents(site.server.db!, m.memberId), 'nothing taken before the confirmation').toBe(1_000_00);
  await page.getByRole('button', { name: 'Comprar', exact: true }).click();
  await expect(page.getByTestId('free-spins')).toContainText(`Rodadas grátis: ${FREE_SPINS} restantes`);
  await expect(page.getByTestId('demo-balance')).toHaveText(money(1_000_00 - price));
  expect(balanceCents(site.server.db!, m.memberId)).toBe(1_000_00 - price);
  await page.getByText('Tabela de prêmios e regras').click();
  await expect(page.getByTestId('buy-rule')).toHaveText(
    'Compra de rodadas grátis: 100 × a aposta total; retorno da compra 92,6 %.',
  );
});
