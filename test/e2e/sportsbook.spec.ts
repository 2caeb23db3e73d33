// The sportsbook as a member plays it on a 360 px phone (SPEC §4 game launch and grouping, §7 game
// records): a sports tile opens the sportsbook in the game frame; a member adds selections from
// two live football events, places a multiple and a single, is asked about odds that moved and
// accepts them, cashes the multiple out, and lets the single settle on schedule; both bets are
// read in the game records. The book's clock is the test's (SportsBook.useClock), so every odds
// change and every final whistle is set here and nothing races a busy machine.
import type { FrameLocator, Page } from '@playwright/test';
import { expect, logIn, type Site, test, withoutPopups, deposit } from './fixtures.ts';
import { balanceCents } from '../../server/db/members.ts';
import { type EventRow, type SportsBook, sportsBookOf } from '../../server/rounds/sportsbook.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { potentialReturn } from '../../src/rules/sports.ts';

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;

/** The book's clock, held by the test. */
class BookClock {
  readonly book: SportsBook;
  at = Math.floor(Date.now() / 60_000) * 60_000;
  constructor(site: Site) {
    this.book = sportsBookOf(site.server.db!);
    this.book.useClock({ now: () => this.at });
  }
  set(ms: number): void {
    this.at = ms;
    this.book.tick();
  }
  /**
   * Two live football events with no score change in the next `quietMs` and their match
   * results priced, the first one's winner known (its seed decides it): the clock moves on in
   * half-minute steps until there are.
   */
  twoQuietLive(quietMs: number): { a: EventRow; b: EventRow; winner: string } {
    for (let step = 0; step < 80; step++, this.at += 30_000) {
      const ok = this.book.listed('football').filter((e) => {
        if (e.kickoff > this.at) return false;
        const span = e.endsAt - e.kickoff;
        const f0 = (this.at - e.kickoff) / span;
        const f1 = (this.at + quietMs - e.kickoff) / span;
        const quiet = !this.book.timeline(e).marks.some((m) => m.at > f0 - 0.02 && m.at <= f1);
        // Its match result offered now and still when the clock has moved on.
        const priced = [this.at, this.at + quietMs].every((at) =>
          this.book
            .prices(e, at)
            .find((m) => m.market === '1X2')!
            .picks.every((p) => p.odds !== null),
        );
        return quiet && priced && f1 < 0.9;
      });
      if (ok.length >= 2) {
        const t = this.book.timeline(ok[0]!);
        const winner = t.home > t.away ? 'H' : t.home < t.away ? 'A' : 'D';
        return { a: ok[0]!, b: ok[1]!, winner };
      }
    }
    throw new Error('no two quiet live football events');
  }
}

/**
 * The first sportsbook tile (of the SPORTS vendors) whose Portuguese name is not its base name
 * ("MMA Virtual" reads the same): its base name and its names in Portuguese and Urdu.
 */
function sportsTile(site: Site): { base: string; pt: string; ur: string } {
  return site.server
    .db!.prepare(
      `SELECT g.game_name AS base, pt.game_name AS pt, ur.game_name AS ur
       FROM games g JOIN vendors v ON v.vassalage = g.vassalage
       JOIN game_names pt ON pt.node_id = g.node_id AND pt.language = 'pt'
       JOIN game_names ur ON ur.node_id = g.node_id AND ur.language = 'ur'
       WHERE g.game_type = 'SPORTS' AND v.account_type_name = 'SPORTS' AND pt.game_name != g.game_name
       ORDER BY g.sort LIMIT 1`,
    )
    .get() as { base: string; pt: string; ur: string };
}

/** Opens a sportsbook tile from the lobby, found by its name in the lobby's language. */
async function openSports(page: Page, site: Site, language: 'pt' | 'ur' = 'pt'): Promise<FrameLocator> {
  const game = { gameName: sportsTile(site)[language] };
  await page.goto('/m/gameLobbyCenter?gameCategory=SPORTS&gameType=SPORTS&gameClassify=ALL');
  await page.locator('.gt-open', { hasText: game.gameName }).first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  await expect(page.locator('iframe.gframe-frame')).toHaveAttribute('src', /\/demo\/sports\?ticket=/);
  return page.frameLocator('iframe.gframe-frame');
}

test('sportsbook: a multiple and a single from live football, odds that moved accepted, a cash-out, a settlement on schedule, both in the records', async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 1000_00);
  const clock = new BookClock(site);
  const { a, b, winner } = clock.twoQuietLive(120_000);
  const frame = await openSports(page, site);
  await expect(frame.getByTestId('demo-note')).toHaveText('Você joga com o seu saldo real.');
  const balance = frame.getByTestId('demo-balance');
  await expect(balance).toHaveText(money(1000_00));

  // Two selections, one from each live event: odds in Portuguese (a comma), live clocks.
  const cardA = frame.getByTestId(`event-${a.id}`);
  await expect(cardA).toHaveAttribute('data-phase', 'LIVE');
  const pickA = frame.getByTestId(`pick-${a.id}-1X2-${winner}`);
  await expect(pickA).toContainText(/\d,\d\d/);
  const seenA = clock.book.priceOf(a, '1X2', winner)!.odds!;
  const seenB = clock.book.priceOf(b, '1X2', 'D')!.odds!;
  await pickA.click();
  await expect(pickA).toHaveAttribute('aria-pressed', 'true');
  await frame.getByTestId(`pick-${b.id}-1X2-D`).click();
  await expect(frame.getByTestId('slip-multiple')).toContainText('Múltipla (2 seleções)');
  await frame.getByTestId(`stake-single-${a.id}`).fill('10');
  await frame.getByTestId('stake-multiple').fill('5');
  await expect(frame.getByTestId('slip-multiple')).toContainText(
    `Retorno possível: ${money(potentialReturn(500, [seenA, seenB]))}`,
  );

  // A minute and a half of play moves the odds; the slip still holds the ones the member saw.
  clock.set(clock.at + 90_000);
  const nowA = clock.book.priceOf(a, '1X2', winner)!.odds!;
  const nowB = clock.book.priceOf(b, '1X2', 'D')!.odds!;
  expect(nowA !== seenA || nowB !== seenB, 'the odds moved').toBe(true);
  await frame.getByTestId('place').click();
  // Each placement whose odds moved is answered with the new odds, and the slip asks.
  const asks =
    (nowA !== seenA ? 1 : 0) + (nowA === seenA && nowB !== seenB ? 1 : 0) + (nowA !== seenA && nowB !== seenB ? 1 : 0);
  for (let i = 0; i < asks; i++) {
    await expect(frame.getByTestId('slip-result')).toContainText('As odds mudaram');
    await frame.getByTestId('accept-odds').click();
  }
  await expect(frame.getByTestId('slip-result')).toContainText(`Aposta feita: Simples ${money(1000)}`);
  await expect(frame.getByTestId('slip-result')).toContainText(`Aposta feita: Múltipla (2 seleções) ${money(500)}`);
  await expect(balance).toHaveText(money(1000_00 - 1500));
  const bets = clock.book.memberBets(memberId, 10);
  const single = bets.find((x) => clock.book.betView(x).selections.length === 1)!;
  const multiple = bets.find((x) => clock.book.betView(x).selections.length === 2)!;
  expect(clock.book.betView(single).selections[0]!.odds, 'placed at the odds accepted').toBe(nowA);
  await frame.getByTestId('my-bets').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/sports-pt.png' });

  // Cash the multiple out at the value shown.
  clock.set(clock.at + 10_000);
  const offer = clock.book.cashOutNow(clock.book.betById(multiple.id)!)!;
  const cash = frame.getByTestId(`cashout-${multiple.id}`);
  await expect(cash).toHaveText(`Encerrar por ${money(offer)}`);
  await cash.click();
  await expect(frame.getByTestId('sports-status')).toHaveText(`Cash-out feito: ${money(offer)}.`);
  await expect(balance).toHaveText(money(1000_00 - 1500 + offer));

  // The single settles at the final whistle, paid once.
  clock.set(a.endsAt + 1);
  const won = potentialReturn(1000, [nowA]);
  await expect(frame.getByTestId(`bet-${single.id}`)).toContainText('Ganha', { timeout: 10_000 });
  await expect(balance).toHaveText(money(1000_00 - 1500 + offer + won));
  expect(balanceCents(site.server.db!, memberId)).toBe(1000_00 - 1500 + offer + won);
  await expect(frame.getByTestId(`result-${a.id}`)).toBeVisible();

  // Both bets in the game records, each selection in words.
  await page.goto('/m/gameRecord');
  const rows = page.locator('.rec-row');
  await expect(rows).toHaveCount(2);
  await rows.nth(0).click();
  await expect(page.locator('.rec-subs')).toContainText('Múltipla · encerrada (cash-out)');
  await expect(page.locator('.rec-subs')).toContainText('Empate @');
  await rows.nth(1).click();
  await expect(page.locator('.rec-subs').last()).toContainText('Simples · ganha');
  await expect(page.locator('.rec-subs').last()).toContainText('Resultado final');
});

test('sportsbook in Urdu: right to left, thumb-sized controls, the margin in the rules', async ({ page, site }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('language', 'ur');
  });
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 100_00);
  const clock = new BookClock(site);
  clock.twoQuietLive(30_000);
  const frame = await openSports(page, site, 'ur');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.getByTestId('sport-football')).toHaveText('فٹبال');
  await expect(frame.locator('article[data-phase="LIVE"]').first()).toBeVisible();
  await frame.locator('summary', { hasText: 'قواعد' }).click();
  await expect(frame.getByTestId('sports-rtp')).toContainText('6 %');
  // Measured at one moment: live odds redraw their buttons, and a button counted a moment before
  // may be gone by the time it would be measured alone.
  const buttons = await frame
    .locator('button')
    .evaluateAll((all) =>
      all
        .filter((b) => b.getClientRects().length > 0)
        .map((b) => ({ height: b.getBoundingClientRect().height, text: b.textContent ?? '' })),
    );
  expect(buttons.length).toBeGreaterThan(0);
  for (const b of buttons) expect(b.height, b.text).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: 'test-results/sports-ur.png' });
});

test("SPEC §1/§7 the sportsbook and crash tiles read in the player's language: Portuguese and Urdu names in the lobby and the game's title", async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  await logIn(page, site);
  const tile = sportsTile(site);
  expect(tile.pt).not.toBe(tile.base);
  const crash = site.server
    .db!.prepare(
      `SELECT g.game_name AS base, n.game_name AS ur FROM games g JOIN game_names n ON n.node_id = g.node_id AND n.language = 'ur'
       WHERE g.game_type = 'CRASH' ORDER BY g.sort LIMIT 1`,
    )
    .get() as { base: string; ur: string };

  await page.goto('/m/gameLobbyCenter?gameCategory=SPORTS&gameType=SPORTS&gameClassify=ALL');
  await expect(page.locator('.gt-open', { hasText: tile.pt }).first()).toBeVisible();
  await expect(page.locator('.gt-open', { hasText: tile.base })).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('language', 'ur'));
  await page.goto('/m/gameLobbyCenter?gameCategory=SPORTS&gameType=SPORTS&gameClassify=ALL');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const urTile = page.locator('.gt-open', { hasText: tile.ur }).first();
  await expect(urTile).toBeVisible();
  await page.screenshot({ path: 'test-results/sports-tiles-ur.png' });
  await urTile.click();
  await expect(page.locator('iframe.gframe-frame')).toHaveAttribute('src', /\/demo\/sports\?ticket=/);
  await expect(page.frameLocator('iframe.gframe-frame').locator('h1').first()).toHaveText(tile.ur);

  await page.goto('/m/gameLobbyCenter?gameCategory=CRASH&gameType=CRASH&gameClassify=ALL');
  await expect(page.locator('.gt-open', { hasText: crash.ur }).first()).toBeVisible();
  await expect(page.locator('.gt-open', { hasText: crash.base })).toHaveCount(0);
});
