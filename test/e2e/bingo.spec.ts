// Bingo as a member plays it on a 360 px phone (SPEC §4 game launch, §7 game records): a bingo
// tile opens the bingo hall in the game frame; a card is bought before the draw, the server
// calls the balls, marks the card and pays its prizes as they land; the balance moves by
// exactly what was paid; the card is in the records. The hall's clock is the test's
// (BingoHall.useClock): every ball is called when the test says, nothing waits for the schedule.
// The page draws each card's key itself, so the test plays rounds until it has seen a card win
// and a card lose (each round's outcome is known to the test from the ball order and the card).
import type { FrameLocator, Page } from '@playwright/test';
import { wcagViolations } from './wcag.ts';
import { expect, logIn, type Site, test, withoutPopups, deposit } from './fixtures.ts';
import { openFirstTile } from './game-tiles.ts';
import { HeldClock } from './table-clock.ts';
import { balanceCents } from '../../server/db/members.ts';
import { type BingoHall, bingoHallOf, cardOfKey } from '../../server/rounds/bingo.ts';
import type { RoundRow } from '../../server/rounds/store.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { BALLS_CALLED, prizesOf, prizeWin } from '../../src/rules/bingo.ts';

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;

/** The hall's clock, held by the test. */
class HallClock extends HeldClock<BingoHall> {
  constructor(site: Site) {
    super(bingoHallOf(site.server.db!), 'BINGO');
  }
  /** Ends the round in play until the page shows a new round selling cards. */
  async sellingRound(frame: FrameLocator): Promise<RoundRow> {
    for (let i = 0; i < 10; i++) {
      const r = this.round();
      if (r?.state === 'BETTING') {
        await expect(frame.locator('.hall')).toHaveAttribute('data-round', String(r.id));
        await expect(frame.locator('.hall')).toHaveAttribute('data-phase', 'BETTING');
        await expect(frame.getByTestId('bingo-buy')).toBeEnabled();
        return r;
      }
      if (r && r.state === 'RUNNING') this.set(this.table.endTime(r));
      else this.set(Math.max(this.at, r?.endedAt ?? 0) + 5001);
      // The hall opens the next round when a player is watching: the page's next poll does.
      await expect.poll(() => this.round()?.id, { timeout: 5000 }).not.toBe(r?.id);
    }
    throw new Error('no round selling cards');
  }
}

const openBingo = (page: Page, site: Site, language: 'pt' | 'ur' = 'pt'): Promise<FrameLocator> =>
  openFirstTile(page, site, 'BINGO', 'bingo', language);

test('bingo: a member buys cards, one wins its prizes as the balls land, one wins nothing, the card is in the records', async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 1000_00);
  const clock = new HallClock(site);
  const frame = await openBingo(page, site);
  await expect(frame.getByTestId('demo-note')).toHaveText('Você joga com o seu saldo real.');
  await frame.locator('summary', { hasText: 'Regras' }).click();
  await expect(frame.getByTestId('bingo-rtp')).toHaveText('Retorno ao jogador: 95,22 %.');
  const balance = frame.getByTestId('demo-balance');
  let expected = 1000_00;
  await expect(balance).toHaveText(money(expected));
  let sawWin = false;
  let sawLoss = false;
  let lastWin = 0;
  let lastWon: { prize: string; ball: number; win: number }[] = [];
  let lastStake = 0;
  let lastCalled: number[] = [];
  let lastCard: number[] = [];
  let winAt = -1;
  let bought = 0;
  for (let i = 0; i < 12 && !(sawWin && sawLoss); i++) {
    const round = await clock.sellingRound(frame);
    await expect(frame.getByTestId('bingo-proof')).toHaveText(`Hash da semente: ${round.seedHash}`);
    const stake = Number(await frame.getByTestId('bingo-stake').inputValue());
    await frame.getByTestId('bingo-buy').click();
    bought++;
    await expect(frame.getByTestId('bingo-result')).toHaveText(`Cartela 1 comprada: ${money(stake)}`);
    expected -= stake;
    await expect(balance).toHaveText(money(expected));
    // The card the page chose, and what the round's balls (the server's secret) will make of it.
    const bet = site.server
      .db!.prepare('SELECT request_key AS k FROM round_bets WHERE round_id = ? AND member_id = ?')
      .get(round.id, memberId) as { k: string };
    const called = clock.table.ballsOf(round).slice(0, BALLS_CALLED);
    const won = prizesOf(cardOfKey(bet.k), called);
    if (won.length > 0 && !sawWin) {
      // The ball that completes the first line: paid at once (with a second line, when the same ball makes two).
      const first = won.filter((w) => w.ball === won[0]!.ball);
      const paidFirst = first.reduce((sum, w) => sum + prizeWin(stake, w.prize), 0);
      clock.set(round.bettingEndsAt + (won[0]!.ball - 1) * clock.table.config.ballMs);
      await expect(frame.getByTestId('bingo-phase')).toHaveText(`Bola ${won[0]!.ball} de 45`);
      await expect(frame.getByTestId('card-result-1')).toHaveText(
        `Ganhou ${money(paidFirst)}: ${first.map((w) => (w.prize === 'LINE' ? 'Linha' : 'Duas linhas')).join(', ')}`,
      );
      expected += paidFirst;
      await expect(balance).toHaveText(money(expected));
      expect(balanceCents(site.server.db!, memberId)).toBe(expected);
      await expect(frame.locator('[data-testid="card-1"] td.marked')).toHaveCount(
        cardOfKey(bet.k).filter((n) => n === 0 || called.slice(0, won[0]!.ball).includes(n)).length,
      );
      await frame.getByTestId('card-1').scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'test-results/bingo-pt.png' });
    }
    const total = won.reduce((sum, w) => sum + prizeWin(stake, w.prize), 0);
    clock.set(clock.table.endTime(round));
    await expect(frame.getByTestId('bingo-phase')).toHaveText('Sorteio encerrado');
    if (won.length > 0 && !sawWin) {
      expected +=
        total - won.filter((w) => w.ball === won[0]!.ball).reduce((sum, w) => sum + prizeWin(stake, w.prize), 0);
      await expect(frame.getByTestId('card-result-1')).toContainText(`Ganhou ${money(total)}`);
      sawWin = true;
      lastWin = total;
      lastWon = won.map((w) => ({ ...w, win: prizeWin(stake, w.prize) }));
      lastStake = stake;
      lastCalled = called;
      lastCard = cardOfKey(bet.k);
      winAt = i;
    } else if (won.length === 0) {
      await expect(frame.getByTestId('card-result-1')).toHaveText('Sem prêmio nesta rodada.');
      sawLoss = true;
    } else expected += total;
    await expect(balance).toHaveText(money(expected));
    expect(balanceCents(site.server.db!, memberId), 'the balance moved by exactly what was paid').toBe(expected);
    await expect(frame.getByTestId('bingo-proof')).toContainText('Semente revelada: ');
  }
  expect(sawWin && sawLoss).toBe(true);

  // The winning card is a settled order in the records, with its win, read in full (SPEC §7): the
  // card with the called numbers marked, the 45 balls, each prize at its ball with its amount.
  await page.goto('/m/gameRecord');
  await expect(page.locator('.rec-row', { hasText: money(lastWin) }).first()).toBeVisible();
  // Newest first: the winning card's row is as far from the top as cards were bought after it.
  const rows = page.locator('.rec-row');
  await expect(rows).toHaveCount(bought);
  await rows.nth(bought - 1 - winAt).click();
  const record = page.getByTestId('bingo-record');
  await expect(record).toContainText(`Ganhou ${money(lastWin)} com esta cartela de ${money(lastStake)}.`);
  await expect(record.locator('table td')).toHaveCount(25);
  await expect(record.locator('td.ball-hit')).toHaveCount(
    lastCard.filter((n) => n === 0 || lastCalled.includes(n)).length,
  );
  await expect(record.locator('ol.balls li')).toHaveCount(BALLS_CALLED);
  await expect(record.locator('ol.balls li').first()).toHaveText(String(lastCalled[0]).padStart(2, '0'));
  const names: Record<string, string> = { LINE: 'Linha', TWO_LINES: 'Duas linhas', FULL_HOUSE: 'Cartela cheia' };
  await expect(record.locator('.rec-sub')).toHaveText(
    lastWon.map((w) => `${names[w.prize]} na bola ${w.ball}${money(w.win)}`),
  );
  await expect(page.locator('.rec-detail > .rec-subs'), 'the raw coded line stays hidden').toBeHidden();
  await record.getByRole('button', { name: 'Prova da rodada' }).click();
  await expect(record).toContainText('Semente do servidor: ');
  await page.screenshot({ path: 'test-results/bingo-record-pt.png', fullPage: true });
  expect(
    await wcagViolations(page, '[data-testid="bingo-record"]'),
    'the record passes the WCAG 2.1 A/AA checks',
  ).toEqual([]);
});

test('bingo in Urdu with reduced motion: right to left, 44 px controls, the card readable', async ({ page, site }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('language', 'ur');
  });
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 100_00);
  const clock = new HallClock(site);
  const frame = await openBingo(page, site, 'ur');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.getByTestId('demo-note')).toHaveText('آپ اپنے اصلی بیلنس سے کھیل رہے ہیں۔');
  const round = await clock.sellingRound(frame);
  await frame.getByTestId('bingo-buy').click();
  await expect(frame.getByTestId('card-1')).toBeVisible();
  clock.set(round.bettingEndsAt + 9 * clock.table.config.ballMs);
  await expect(frame.getByTestId('bingo-phase')).toHaveText('گیند 10 از 45');
  await expect(frame.getByTestId('bingo-ball')).not.toHaveClass(/fresh/);
  const controls = await frame
    .locator('body')
    .evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, select, .grid td')]
        .filter((e) => e.offsetParent !== null)
        .map((e) => ({ name: e.textContent ?? '', height: e.getBoundingClientRect().height })),
    );
  expect(controls.length).toBeGreaterThan(2);
  for (const c of controls) expect(c.height, c.name).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: 'test-results/bingo-ur.png' });
});
