// Video poker as a member plays it on a 360 px phone (SPEC §4 game launch, §7 game records): a
// POKER tile opens the Jacks or Better page in the game frame; a winning hand (cards held by tapping
// them) raises the balance by exactly the table's pay, a losing one lowers it by the stake; the
// hand's proof is recomputed in the page; the hand is in the game records. The hands are the
// test's: the server's dealer takes the seeds of the next hands from it (PokerDealer.useSeeds),
// found by trying seeds with the game's own rules.
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, logIn, type Site, test, withoutPopups, deposit } from './fixtures.ts';
import { openFirstTile } from './game-tiles.ts';
import { createLaunch } from '../../server/db/demo.ts';
import { listGames } from '../../server/db/games.ts';
import { balanceCents } from '../../server/db/members.ts';
import { sha256Hex } from '../../server/rounds/fair.ts';
import { handUniforms, pokerDealerOf } from '../../server/rounds/video-poker.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { dealOf, drawOf, type HandRank, heldPositions, payOf, rankHand } from '../../src/rules/video-poker.ts';
import { simpleHold } from '../../src/rules/video-poker-strategy.ts';

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;
const CLIENT = 'e2e-client-seed';

/** A seed whose hand, held by the simple strategy, ends as `want` says, and the next hand dealt will be it. */
function nextHand(site: Site, want: (r: HandRank) => boolean, tag: string): { held: number[]; rank: HandRank } {
  for (let i = 0; i < 100_000; i++) {
    const secret = sha256Hex(`e2e-poker-${tag}-${i}`);
    const u = handUniforms(secret, CLIENT, 1);
    const held = simpleHold(dealOf(u));
    const rank = rankHand(drawOf(u, held));
    // At least one card held and one drawn, so the test taps and the draw changes something.
    if (want(rank) && held !== 0 && held !== 0b11111) {
      pokerDealerOf(site.server.db!).useSeeds(() => ({ secret, clientSeed: CLIENT }));
      return { held: heldPositions(held), rank };
    }
  }
  throw new Error('no such seed');
}

/** Opens the lobby's first POKER tile, found by its name in the lobby's language. */
const openPoker = (page: Page, site: Site, language: 'pt' | 'ur' = 'pt'): Promise<FrameLocator> =>
  openFirstTile(page, site, 'POKER', 'poker', language);

test('video poker: a winning and a losing hand move the balance by exactly the pay and the stake; the proof checks; the hand is in the records', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 100_00);
  const frame = await openPoker(page, site);
  await expect(frame.getByTestId('demo-note')).toHaveText('Você joga com o seu saldo real.');
  await frame.locator('summary', { hasText: 'Regras' }).click();
  await expect(frame.getByTestId('poker-rtp')).toContainText('Retorno ao jogador: 99.54 % com a estratégia perfeita');
  const balance = frame.getByTestId('demo-balance');
  let expected = 100_00;
  await expect(balance).toHaveText(money(expected));
  const stake = Number(await frame.getByTestId('poker-stake').inputValue());
  const button = frame.getByTestId('poker-button');

  // 1. A winning hand: hold what the strategy holds, draw, get stake × the table.
  const win = nextHand(site, (r) => payOf(r) >= 2, 'win');
  await expect(button).toHaveText(`Dar as cartas (${money(stake)})`);
  await button.click();
  expected -= stake;
  await expect(balance).toHaveText(money(expected));
  await expect(button).toHaveText('Trocar');
  for (const p of win.held) {
    const card = frame.getByTestId(`card-${p}`);
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(card.locator('.held-label')).toBeVisible();
  }
  await expect(frame.locator('.card[aria-pressed="true"]')).toHaveCount(win.held.length);
  await button.click();
  const paid = stake * payOf(win.rank);
  const names: Partial<Record<HandRank, string>> = {
    TWO_PAIR: 'Dois pares',
    THREE_OF_A_KIND: 'Trinca',
    STRAIGHT: 'Sequência',
    FLUSH: 'Flush',
    FULL_HOUSE: 'Full house',
    FOUR_OF_A_KIND: 'Quadra',
    STRAIGHT_FLUSH: 'Straight flush',
    ROYAL_FLUSH: 'Royal flush',
  };
  await expect(frame.getByTestId('poker-result')).toHaveText(`${names[win.rank]}: ganhou ${money(paid)}!`);
  await expect(frame.locator(`tr.hit[data-rank="${win.rank}"]`)).toBeVisible();
  expected += paid;
  await expect(balance).toHaveText(money(expected));
  expect(balanceCents(site.server.db!, memberId)).toBe(expected);
  await page.screenshot({ path: 'test-results/video-poker-pt.png' });

  // 2. The hand's proof, recomputed in the page from the seed revealed after the draw.
  await frame.locator('summary', { hasText: 'Verificar a mão' }).click();
  await expect(frame.locator('input[name="serverSeed"]')).toHaveValue(/^[0-9a-f]{64}$/);
  await frame.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(frame.getByTestId('verify-result')).toContainText('Confere com a mão jogada e a semente confere');

  // 3. A losing hand: the stake is gone, nothing paid, no row lit.
  const lose = nextHand(site, (r) => r === 'NOTHING', 'lose');
  await button.click();
  expected -= stake;
  await expect(button).toHaveText('Trocar');
  for (const p of lose.held) await frame.getByTestId(`card-${p}`).click();
  await button.click();
  await expect(frame.getByTestId('poker-result')).toHaveText('Sem prêmio desta vez.');
  await expect(frame.locator('tr.hit')).toHaveCount(0);
  await expect(balance).toHaveText(money(expected));
  expect(balanceCents(site.server.db!, memberId)).toBe(expected);

  // 4. The records: the last hand, readable, and the winning one before it with its win.
  await page.goto('/m/gameRecord');
  await page.locator('.rec-row').first().click();
  const record = page.getByTestId('poker-record');
  await expect(record).toContainText('Nada: sem prêmio.');
  await expect(record).toContainText('Cartas recebidas:');
  await expect(record).toContainText('Mão final:');
  // Its proof, recomputed in the browser from the seed revealed after the draw.
  await record.getByRole('button', { name: 'Prova da mão' }).click();
  await record.getByRole('button', { name: 'Verificar a prova' }).click();
  await expect(page.getByTestId('poker-record-check')).toContainText('Confere com a mão registrada');
  await page.screenshot({ path: 'test-results/video-poker-record-pt.png' });
  await page.locator('.rec-row').nth(1).click();
  await expect(page.getByTestId('poker-record').last()).toContainText(`${names[win.rank]}: ganhou ${money(paid)}.`);
});

test('video poker in Urdu with reduced motion: right to left, cards do not flip, a hand dealt comes back on a reload, 44 px targets', async ({
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
  let frame = await openPoker(page, site, 'ur');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.getByTestId('demo-note')).toHaveText('آپ اپنے اصلی بیلنس سے کھیل رہے ہیں۔');
  const hand = nextHand(site, (r) => payOf(r) >= 1, 'ur');
  await frame.getByTestId('poker-button').click();
  await expect(frame.getByTestId('poker-button')).toHaveText('پتے بدلیں');
  const first = frame.getByTestId(`card-${hand.held[0]}`);
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  expect(await first.evaluate((e) => getComputedStyle(e).animationName)).toBe('none');
  const controls = await frame.locator('body').evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select, summary')]
      .filter((e) => e.offsetParent !== null)
      .map((e) => ({
        name: e.getAttribute('aria-label') ?? e.textContent ?? '',
        height: e.getBoundingClientRect().height,
      })),
  );
  expect(controls.length).toBeGreaterThan(6);
  for (const c of controls) expect(c.height, c.name).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: 'test-results/video-poker-ur.png' });

  // A reload (the game opened again) shows the same hand, waiting for its draw.
  const dealt = await frame.locator('.card .corner').allTextContents();
  frame = await openPoker(page, site, 'ur');
  await expect(frame.getByTestId('poker-button')).toHaveText('پتے بدلیں');
  await expect(frame.locator('.card .corner')).toHaveText(dealt);
});

test('the video poker page passes the WCAG 2.1 A/AA checks with a hand dealt: every card and control named, text readable', async ({
  page,
  site,
}) => {
  const { memberId, token } = await logIn(page, site);
  deposit(site, memberId, 100_00);
  const game = listGames(site.server.db!, { gameType: 'POKER', pageNo: 1, pageSize: 1 }).games[0]!;
  const ticket = createLaunch(site.server.db!, { memberId, sessionToken: token, nodeId: game.nodeId, language: 'pt' });
  await page.goto(`/demo/poker?ticket=${ticket}`);
  await page.getByTestId('poker-button').click();
  await expect(page.getByTestId('poker-button')).toHaveText('Trocar');
  await page.getByTestId('card-0').click();
  await page.locator('summary', { hasText: 'Verificar a mão' }).click();
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
});
