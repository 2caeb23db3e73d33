// Live baccarat as a member plays it on a 360 px phone (SPEC §4 game launch, §7 game records): a
// baccarat table opens the baccarat page; a chip on Player wins 1:1 and a chip on Banker loses,
// the balance moving by exactly what was paid; the round's proof is verified in the page; the
// bets are in the game records; the page in Urdu reads right to left with 44 px targets and no
// motion when reduced. The table's clock and its coups are the test's (BaccaratTable.useClock,
// useSeeds): nothing waits for the real schedule.
import { createHash } from 'node:crypto';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, logIn, type Site, test, withoutPopups, deposit } from './fixtures.ts';
import { balanceCents } from '../../server/db/members.ts';
import { type BaccaratTable, baccaratTableOf, coupOf } from '../../server/rounds/baccarat.ts';
import { latestRound, type RoundRow, roundById } from '../../server/rounds/store.ts';
import { formatMoney } from '../../src/lib/format.ts';
import type { Winner } from '../../src/rules/baccarat.ts';

// A site of its own: this suite holds its baccarat table's clock and seeds.
test.use({ siteOverrides: { crash: { bettingSeconds: 6 } } });

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;

/** The table's clock and coups, held by the test: each round deals the next winner wanted. */
class Dealer {
  readonly table: BaccaratTable;
  at = Date.now();
  wanted: Winner[] = [];
  constructor(site: Site) {
    this.table = baccaratTableOf(site.server.db!);
    // After whatever an earlier test left on this site's table.
    const last = this.round();
    if (last) this.at = Math.max(this.at, Math.max(last.bettingEndsAt, last.endedAt ?? 0) + 8_001);
    this.table.useClock({ now: () => this.at });
    this.table.useSeeds(() => {
      const want = this.wanted.shift();
      for (let i = 0; ; i++) {
        const secret = createHash('sha256').update(`e2e-${this.at}-${i}`).digest('hex');
        if (!want || coupOf(secret, 'e2e-client', 1).winner === want) return { secret, clientSeed: 'e2e-client' };
      }
    });
  }
  round(): RoundRow | null {
    return latestRound(this.table.db, 'BACCARAT');
  }
  /** Ends what is on the table until a new round takes bets, its coup won by `winner`. */
  async betting(frame: FrameLocator, winner: Winner): Promise<RoundRow> {
    this.wanted = [winner];
    const before = this.round();
    if (before) {
      this.at = Math.max(this.at, before.bettingEndsAt + 1);
      this.table.tick();
      this.at = (this.round()!.endedAt ?? this.at) + 8_001;
    }
    await expect.poll(() => this.round()?.id ?? 0, { timeout: 5000 }).not.toBe(before?.id ?? 0);
    await expect(frame.getByTestId('phase')).toContainText('Apostas abertas');
    return this.round()!;
  }
  deal(round: RoundRow): void {
    this.at = round.bettingEndsAt + 1;
    this.table.tick();
  }
}

/** A baccarat table's page, opened from the game frame as the app opens it. */
async function openBaccarat(page: Page, site: Site): Promise<FrameLocator> {
  const db = site.server.db!;
  db.prepare(`UPDATE games SET min_bet_cents = 100 WHERE game_type = 'LIVE'`).run();
  const game = db
    .prepare(
      `SELECT game_name AS name FROM games WHERE game_type = 'LIVE' AND game_classify = 'BACCARAT' ORDER BY sort LIMIT 1`,
    )
    .get() as { name: string };
  await page.goto('/m/gameLobbyCenter?gameCategory=LIVE&gameType=LIVE&gameClassify=BACCARAT');
  await page.locator('.gt-open', { hasText: game.name }).first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  await expect(page.locator('iframe.gframe-frame')).toHaveAttribute('src', /\/demo\/baccarat\?ticket=/);
  return page.frameLocator('iframe.gframe-frame');
}

test('baccarat: a Player bet wins 1:1, a Banker bet loses, the proof checks, the bets are in the records', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 100_00);
  const dealer = new Dealer(site);
  const frame = await openBaccarat(page, site);
  await expect(frame.getByTestId('demo-note')).toHaveText('Você joga com o seu saldo real.');
  await frame.locator('summary', { hasText: 'Regras' }).click();
  await expect(frame.getByTestId('rtp')).toContainText('Banca: 98.94 %');
  const balance = frame.getByTestId('balance');
  let expected = 100_00;

  // 1. R$ 2,00 on Player, and Player wins: 1:1.
  let round = await dealer.betting(frame, 'PLAYER');
  await frame.getByTestId('spot-PLAYER').click();
  await frame.getByTestId('spot-PLAYER').click();
  await frame.getByTestId('place-bet').click();
  await expect(frame.getByTestId('result')).toHaveText(`Aposta feita: ${money(200)}. Boa sorte!`);
  expected -= 200;
  await expect(balance).toHaveText(`Saldo: ${money(expected)}`);
  dealer.deal(round);
  const firstId = round.id;
  await expect(frame.getByTestId('result')).toContainText(`Jogador vence`);
  await expect(frame.getByTestId('result')).toContainText(`Você recebeu ${money(400)}.`);
  expected += 400;
  await expect(balance).toHaveText(`Saldo: ${money(expected)}`);
  expect(balanceCents(site.server.db!, memberId)).toBe(expected);
  await frame.locator('summary', { hasText: 'Verificar a rodada' }).click();
  await frame.getByTestId('verify').click();
  await expect(frame.getByTestId('verify-result')).toHaveText(
    'Confere: o hash é o da semente e as cartas são as da semente.',
  );
  await expect(frame.getByTestId('road').locator('li').last()).toHaveAttribute('aria-label', /Jogador/);
  await page.screenshot({ path: 'test-results/baccarat-pt.png' });

  // 2. R$ 1,00 on Banker, and Player wins again: the chip is lost.
  round = await dealer.betting(frame, 'PLAYER');
  await frame.getByTestId('spot-BANKER').click();
  await frame.getByTestId('place-bet').click();
  expected -= 100;
  await expect(balance).toHaveText(`Saldo: ${money(expected)}`);
  dealer.deal(round);
  await expect(frame.getByTestId('result')).toContainText('Não foi desta vez.');
  await expect(balance).toHaveText(`Saldo: ${money(expected)}`);
  expect(balanceCents(site.server.db!, memberId)).toBe(expected);

  // 3. The records: both bets, the winning one read in words (SPEC §7): the hands, the winner, the spot's return.
  const firstRound = roundById(site.server.db!, firstId)!;
  const firstSeed = firstRound.serverSeed!;
  const coup = coupOf(firstSeed, firstRound.clientSeed, firstRound.nonce);
  await page.goto('/m/gameRecord');
  await expect(page.locator('.rec-row')).toHaveCount(2);
  await page.locator('.rec-row').nth(1).click();
  await expect(page.locator('body')).toContainText(money(400));
  const record = page.getByTestId('baccarat-record');
  await expect(record).toContainText(`Jogador: ${coup.playerTotal}`);
  await expect(record).toContainText(`Banca: ${coup.bankerTotal}`);
  await expect(record).toContainText(`Vitória do Jogador, ${coup.playerTotal} a ${coup.bankerTotal}.`);
  await expect(record.locator('.sr-only').first()).toContainText(/ de (espadas|copas|ouros|paus)/);
  await expect(record.locator('.rec-sub')).toHaveText(`JogadorAposta ${money(200)} · pagou ${money(400)}`);
  await expect(page.locator('.rec-detail > .rec-subs'), 'the raw coded line stays hidden').toBeHidden();
  await record.getByRole('button', { name: 'Prova da rodada' }).click();
  await expect(record).toContainText(`Semente do servidor: ${firstSeed}`);
  await page.screenshot({ path: 'test-results/baccarat-record-pt.png', fullPage: true });
});

test('baccarat in Urdu with reduced motion: right to left, 44 px targets, cards dealt without motion', async ({
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
  const dealer = new Dealer(site);
  const frame = await openBaccarat(page, site);
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.getByTestId('demo-note')).toHaveText('آپ اپنے اصلی بیلنس سے کھیل رہے ہیں۔');
  dealer.wanted = ['BANKER'];
  await expect.poll(() => dealer.round()?.state ?? '', { timeout: 5000 }).toBe('BETTING');
  await expect(frame.getByTestId('place-bet')).toBeVisible();
  await frame.getByTestId('spot-BANKER').click();
  await frame.getByTestId('place-bet').click();
  await expect(frame.getByTestId('result')).toContainText('شرط لگ گئی');
  dealer.deal(dealer.round()!);
  await expect(frame.locator('.hand .card').first()).toBeVisible();
  expect(
    await frame
      .locator('.hand .card')
      .first()
      .evaluate((e) => getComputedStyle(e).animationName),
  ).toBe('none');
  const controls = await frame.locator('body').evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, summary, label.chip')]
      .filter((e) => e.offsetParent !== null)
      .map((e) => ({
        name: e.getAttribute('aria-label') ?? e.textContent ?? '',
        height: e.getBoundingClientRect().height,
      })),
  );
  expect(controls.length).toBeGreaterThan(8);
  for (const c of controls) expect(c.height, c.name).toBeGreaterThanOrEqual(44);
  const width = await frame.locator('body').evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/baccarat-ur.png' });
});
