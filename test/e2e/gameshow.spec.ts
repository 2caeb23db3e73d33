// The game show money wheel as a member plays it on a 360 px phone (SPEC §4 game launch, §7 game
// records): a game show tile opens the wheel page in the game frame; a bet on the number the
// wheel stops on raises the balance by stake × number + stake, a bet on another loses its stake;
// the round is in the records; in Urdu with reduced motion the page is right to left and still.
// The wheel's clock is the test's (MoneyWheel.useClock) and the test reads each round's coming
// spins from its seed, as only the server could: no wait for a real schedule.
import type { FrameLocator, Page } from '@playwright/test';
import { expect, logIn, type Site, test, withoutPopups } from './fixtures.ts';
import { listGames } from '../../server/db/games.ts';
import { balanceCents } from '../../server/db/members.ts';
import { GAMESHOW, type MoneyWheel, moneyWheelOf, wheelSpinsOf } from '../../server/rounds/gameshow.ts';
import { latestRound, type RoundRow, seedOf } from '../../server/rounds/store.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { NUMBERS, resultOf } from '../../src/rules/gameshow.ts';

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;

function deposit(site: Site, memberId: number, cents: number): void {
  site.server
    .db!.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`)
    .run(memberId, cents, new Date().toISOString());
}

class WheelClock {
  readonly wheel: MoneyWheel;
  at = Date.now();
  constructor(site: Site) {
    this.wheel = moneyWheelOf(site.server.db!);
    this.wheel.useClock({ now: () => this.at });
  }
  set(ms: number): void {
    this.at = ms;
    this.wheel.tick();
  }
  round(): RoundRow {
    return latestRound(this.wheel.db, GAMESHOW)!;
  }
  /** The coming result of a round taking bets (the server's secret until betting closes). */
  resultOf(r: RoundRow) {
    return resultOf(wheelSpinsOf(seedOf(this.wheel.db, r), r.clientSeed, r.nonce));
  }
  /** Ends rounds until one taking bets ends on a number after a single spin, and the page shows it. */
  async bettingRound(frame: FrameLocator): Promise<RoundRow> {
    for (let i = 0; i < 300; i++) {
      const r = this.round();
      if (r?.state === 'BETTING' && this.resultOf(r).multiplier === 1) {
        await expect(frame.getByTestId('wheel-stage')).toHaveAttribute('data-round', String(r.id));
        await expect(frame.getByTestId('wheel-stage')).toHaveAttribute('data-phase', 'BETTING');
        return r;
      }
      if (r?.state === 'BETTING') {
        this.set(r.bettingEndsAt);
        continue;
      }
      const last = r?.id;
      this.set(Math.max(this.at, r?.endedAt ?? 0) + 4001);
      await expect.poll(() => this.round()?.id, { timeout: 5000 }).not.toBe(last);
    }
    throw new Error('no single-spin round came');
  }
}

async function openWheel(page: Page, site: Site, language: 'pt' | 'ur' = 'pt'): Promise<FrameLocator> {
  const game = listGames(site.server.db!, {
    gameType: 'GAMESHOW',
    gameCategory: 'GAMESHOW',
    pageNo: 1,
    pageSize: 1,
    language,
  }).games[0]!;
  await page.goto('/m/gameLobbyCenter?gameCategory=GAMESHOW&gameType=GAMESHOW&gameClassify=ALL');
  await page.locator('.gt-open', { hasText: game.gameName }).first().click();
  await expect(page.locator('iframe.gframe-frame')).toHaveAttribute('src', /\/demo\/gameshow\?ticket=/);
  return page.frameLocator('iframe.gframe-frame');
}

test('money wheel: a member wins on the number the wheel stops on, loses on another, finds the round in the records', async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  await withoutPopups(page);
  const { memberId } = await logIn(page, site);
  deposit(site, memberId, 1000_00);
  const clock = new WheelClock(site);
  const frame = await openWheel(page, site);
  await frame.locator('summary', { hasText: 'Regras' }).click();
  await expect(frame.getByTestId('wheel-rtp')).toContainText('Retorno ao jogador no 1: 90.23 %');
  const balance = frame.getByTestId('demo-balance');
  let expected = 1000_00;
  await expect(balance).toHaveText(money(expected));

  // 1. A winning bet: the balance rises by stake × number + stake once the wheel has stopped.
  let round = await clock.bettingRound(frame);
  const { number } = clock.resultOf(round);
  const stake = Number(await frame.getByTestId('wheel-stake').inputValue());
  await frame.getByTestId(`bet-on-${number}`).click();
  await expect(frame.getByTestId('wheel-bet-result')).toContainText(`Aposta feita: ${money(stake)}`);
  expected -= stake;
  await expect(balance).toHaveText(money(expected));
  clock.set(round.bettingEndsAt);
  await expect(frame.getByTestId('wheel-stage')).toHaveAttribute('data-phase', 'SPINNING');
  clock.set(round.bettingEndsAt + 5000);
  await expect(frame.getByTestId('wheel-phase')).toHaveText(`Resultado: ${number}`);
  expected += stake * number + stake;
  await expect(frame.getByTestId('wheel-bet-result')).toHaveText(
    `Deu ${number}: você ganhou ${money(stake * number + stake)}!`,
  );
  await expect(balance).toHaveText(money(expected));
  expect(balanceCents(site.server.db!, memberId)).toBe(expected);
  await expect(frame.getByTestId('wheel-history').locator('button').first()).toHaveAttribute(
    'data-round',
    String(round.id),
  );
  await page.screenshot({ path: 'test-results/gameshow-pt.png' });

  // 2. A losing bet: the stake is gone, nothing else moves.
  round = await clock.bettingRound(frame);
  const lose = NUMBERS.find((x) => x !== clock.resultOf(round).number)!;
  await frame.getByTestId(`bet-on-${lose}`).click();
  await expect(frame.getByTestId('wheel-bet-result')).toContainText('Aposta feita');
  expected -= stake;
  clock.set(round.bettingEndsAt + 5000);
  await expect(frame.getByTestId('wheel-bet-result')).toContainText('não foi desta vez');
  await expect(balance).toHaveText(money(expected));
  expect(balanceCents(site.server.db!, memberId)).toBe(expected);

  // 3. The records list both rounds' bets.
  await page.goto('/m/gameRecord');
  await expect(page.locator('.rec-row')).toHaveCount(2);
});

test('money wheel in Urdu with reduced motion: right to left, the wheel still, 44 px targets', async ({
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
  const clock = new WheelClock(site);
  const frame = await openWheel(page, site, 'ur');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.getByTestId('demo-note')).toHaveText('آپ اپنے اصلی بیلنس سے کھیل رہے ہیں۔');
  await clock.bettingRound(frame);
  await expect(frame.getByTestId('wheel-phase')).toContainText('شرطیں کھلی ہیں');
  await expect(frame.locator('.disc')).toHaveClass(/still/);
  await expect(frame.getByRole('button', { name: /1 پر شرط/ })).toBeVisible();
  const controls = await frame.locator('body').evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select')]
      .filter((e) => e.offsetParent !== null)
      .map((e) => ({
        name: e.getAttribute('aria-label') ?? e.textContent ?? '',
        height: e.getBoundingClientRect().height,
      })),
  );
  expect(controls.length).toBeGreaterThan(6);
  for (const c of controls) expect(c.height, c.name).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: 'test-results/gameshow-ur.png' });
});
