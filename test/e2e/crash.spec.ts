// The crash game as a member plays it on a 360 px phone (SPEC §4 game launch, §7 game records):
// a crash tile opens the crash page in the game frame; a bet cashed out before the crash raises
// the balance by stake × multiplier; a bet left to the crash is lost; an auto cash-out is paid
// while the page has lost its connection and shown on its return; a round's proof is verified
// in the game and from the game record. The server's round clock is the test's
// (CrashTable.useClock): every phase and every cash-out moment is set here, so nothing races a
// busy machine. The page's own clock still runs: it only draws between the server's answers.
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, logIn, type Site, test, withoutPopups, deposit } from './fixtures.ts';
import { openFirstTile } from './game-tiles.ts';
import { HeldClock } from './table-clock.ts';
import { createLaunch } from '../../server/db/demo.ts';
import { listGames } from '../../server/db/games.ts';
import { balanceCents } from '../../server/db/members.ts';
import { type CrashTable, crashTableOf } from '../../server/rounds/crash.ts';
import type { RoundRow } from '../../server/rounds/store.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { timeToReach } from '../../src/rules/crash.ts';

// A site of its own: this suite holds its crash table's clock.
test.use({ siteOverrides: { crash: { bettingSeconds: 5 } } });

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;
/** A multiplier as the page writes it in Portuguese, isolated left to right. */
const times = (hundredths: number) =>
  `\u2066${(hundredths / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×\u2069`;

/** The server's round clock, held by the test. */
class RoundClock extends HeldClock<CrashTable> {
  constructor(site: Site) {
    super(crashTableOf(site.server.db!), 'CRASH');
  }
  /** Ends rounds until one is taking bets whose crash point (the server's secret) is at least `atLeast`. */
  async bettingRound(frame: FrameLocator, atLeast: number): Promise<RoundRow> {
    for (let i = 0; i < 200; i++) {
      const r = this.round()!;
      if (r.state === 'BETTING' && this.table.crashPointOf(r) >= atLeast) {
        // The page has this round (not the last one's betting phase still on screen).
        await expect(frame.locator('.stage')).toHaveAttribute('data-round', String(r.id));
        await expect(frame.locator('.stage')).toHaveAttribute('data-phase', 'BETTING');
        await expect(frame.getByTestId('crash-phase')).toContainText('Próxima rodada');
        await expect(frame.getByTestId(`bet-button-1`)).toBeEnabled();
        return r;
      }
      if (r.state === 'BETTING' || r.state === 'RUNNING') {
        this.set(this.table.crashTime(r) + 1);
        continue;
      }
      this.set(Math.max(this.at, r.endedAt ?? 0) + 3001);
      // The table opens the next round when a player is watching: the page's next poll does.
      await expect.poll(() => this.round()!.id, { timeout: 5000 }).not.toBe(r.id);
    }
    throw new Error(`no round reaching ${atLeast}`);
  }
}

/** Opens the lobby's first crash tile, found by its name in the lobby's language. */
const openCrash = (page: Page, site: Site, language: 'pt' | 'ur' = 'pt'): Promise<FrameLocator> =>
  openFirstTile(page, site, 'CRASH', 'crash', language);

test('crash: a member bets, cashes out before the crash, loses a round, gets an auto cash-out while offline, verifies a proof', async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 1000_00);
  const clock = new RoundClock(site);
  const frame = await openCrash(page, site);
  await expect(frame.getByTestId('demo-note')).toHaveText('Você joga com o seu saldo real.');
  await frame.locator('summary', { hasText: 'Regras' }).click();
  await expect(frame.getByTestId('crash-rtp')).toHaveText(
    'Retorno ao jogador: 97 %, qualquer que seja o saque escolhido.',
  );
  await expect(frame.getByTestId('crash-players')).toBeVisible();
  const balance = frame.getByTestId('demo-balance');
  let expected = 1000_00;
  await expect(balance).toHaveText(money(expected));

  // 1. A bet cashed out at 1.50×: the balance rises by stake × 1.50.
  let round = await clock.bettingRound(frame, 160);
  const stake = Number(await frame.getByTestId('stake-1').inputValue());
  await frame.getByTestId('bet-button-1').click();
  await expect(frame.getByTestId('bet-result-1')).toHaveText(`Aposta feita: ${money(stake)}`);
  expected -= stake;
  await expect(balance).toHaveText(money(expected));
  clock.set(round.bettingEndsAt + timeToReach(150));
  const cash = frame.getByTestId('bet-button-1');
  await expect(cash).toContainText('Sacar');
  await cash.click();
  await expect(frame.getByTestId('bet-result-1')).toHaveText(`Sacou em ${times(150)}: ganhou ${money(stake * 1.5)}!`);
  expected += stake * 1.5;
  await expect(balance).toHaveText(money(expected));
  expect(balanceCents(site.server.db!, memberId)).toBe(expected);
  await frame.getByTestId('bet-1').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/crash-pt.png' });

  // 2. A bet left to the crash is lost.
  round = await clock.bettingRound(frame, 101);
  const lostAt = clock.table.crashPointOf(round);
  await frame.getByTestId('bet-button-1').click();
  await expect(frame.getByTestId('bet-result-1')).toHaveText(`Aposta feita: ${money(stake)}`);
  expected -= stake;
  clock.set(clock.table.crashTime(round) + 1);
  await expect(frame.getByTestId('bet-result-1')).toHaveText(
    `Caiu em ${times(lostAt)} antes do saque: aposta perdida.`,
  );
  await expect(frame.getByTestId('crash-phase')).toHaveText(`Caiu em ${times(lostAt)}`);
  await expect(balance).toHaveText(money(expected));

  // 3. Auto cash-out at 1.20×, paid by the server while the page cannot reach it.
  round = await clock.bettingRound(frame, 130);
  await frame.getByTestId('auto-on-2').check();
  await frame.getByTestId('auto-2').fill('1.20');
  await frame.getByTestId('bet-button-2').click();
  await expect(frame.getByTestId('bet-result-2')).toHaveText(`Aposta feita: ${money(stake)}`);
  expected -= stake;
  await page.route('**/wps/demo/crash/**', (r) => r.abort());
  await expect(frame.getByTestId('crash-phase')).toContainText('Sem conexão', { timeout: 10_000 });
  clock.set(clock.table.crashTime(round) + 1);
  expected += stake * 1.2;
  expect(balanceCents(site.server.db!, memberId), 'paid with nobody connected').toBe(expected);
  await page.unroute('**/wps/demo/crash/**');
  await expect(frame.getByTestId('bet-result-2')).toHaveText(
    `Saque automático em ${times(120)}: ganhou ${money(stake * 1.2)}!`,
  );
  await expect(balance).toHaveText(money(expected));

  // 4. The proof of the last round, recomputed in the game from its seed.
  const last = clock.round()!;
  const chip = frame.locator(`.chip-x[data-round="${last.id}"]`);
  await chip.click();
  await expect(frame.locator('input[name="serverSeed"]')).toHaveValue(/^[0-9a-f]{64}$/);
  await frame.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(frame.getByTestId('verify-result')).toHaveText(
    `Ponto de queda recalculado: ${times(last.outcome!)}. A semente confere com o hash publicado.`,
  );
  // A changed seed no longer matches the hash shown before the round.
  await frame.locator('input[name="serverSeed"]').fill('0'.repeat(64));
  await frame.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(frame.getByTestId('verify-result')).toContainText('NÃO confere');

  // 5. The game record says how the auto cash-out round ended and verifies its proof.
  await page.goto('/m/gameRecord');
  await page.locator('.rec-row').first().click();
  const record = page.getByTestId('crash-record');
  await expect(record).toContainText('Sacou em 1,20×');
  await record.getByRole('button', { name: 'Prova da rodada' }).click();
  await record.getByRole('button', { name: 'Verificar a prova' }).click();
  await expect(page.getByTestId('crash-record-check')).toContainText(
    'a semente confere com o hash mostrado antes da rodada',
  );
  await page.screenshot({ path: 'test-results/crash-record-pt.png' });
});

test('crash in Urdu with reduced motion: right to left, no curve drawn, the multiplier still shown', async ({
  page,
  site,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('language', 'ur');
  });
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 100_00);
  const frame = await openCrash(page, site, 'ur');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.getByTestId('demo-note')).toHaveText('آپ اپنے اصلی بیلنس سے کھیل رہے ہیں۔');
  await expect(frame.getByTestId('crash-multiplier')).toBeVisible();
  await expect(frame.locator('.curve')).toBeHidden();
  await expect(frame.getByRole('heading', { name: 'دوسرے کھلاڑی (فرضی)' })).toBeVisible();
  // Every control a thumb can reach: 44 px at least.
  // Measured in one pass: the round moves on meanwhile, and a control listed a moment before
  // (the cash-out button) may be gone by the time it would be measured on its own.
  const controls = await frame
    .locator('body')
    .evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, select')]
        .filter((e) => e.offsetParent !== null)
        .map((e) => ({ name: e.textContent ?? '', height: e.getBoundingClientRect().height })),
    );
  expect(controls.length).toBeGreaterThan(2);
  for (const c of controls) expect(c.height, c.name).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: 'test-results/crash-ur.png' });
});

test('SPEC §2.3 search: "aviãozinho", a word players use, finds the crash games, and a result opens the crash game', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  await logIn(page, site);
  const first = listGames(site.server.db!, {
    gameName: 'aviãozinho',
    nameFamilies: ['CRASH'],
    pageNo: 1,
    pageSize: 1,
  }).games[0]!;
  expect(first.gameType).toBe('CRASH');
  await page.goto('/m/home');
  await page.getByRole('searchbox', { name: 'Buscar jogos' }).fill('aviãozinho');
  await expect(page.getByRole('heading', { name: 'Resultados para "aviãozinho"' })).toBeVisible();
  await expect(page.locator('.ggrid > li')).toHaveCount(20);
  await page.locator('.ggrid').getByText(first.gameName, { exact: true }).click();
  await expect(page.locator('iframe.gframe-frame')).toHaveAttribute('src', /\/demo\/crash\?ticket=/);
});

test('the crash page passes the WCAG 2.1 A/AA checks: every control named, text readable', async ({ page, site }) => {
  const { memberId, token } = await logIn(page, site);
  deposit(site, memberId, 100_00);
  const game = listGames(site.server.db!, { gameType: 'CRASH', pageNo: 1, pageSize: 1 }).games[0]!;
  const ticket = createLaunch(site.server.db!, { memberId, sessionToken: token, nodeId: game.nodeId, language: 'pt' });
  await page.goto(`/demo/crash?ticket=${ticket}`);
  await expect(page.getByTestId('crash-phase')).not.toHaveText('Preparando a rodada…');
  await page.locator('summary', { hasText: 'Verificar uma rodada' }).click();
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
});
