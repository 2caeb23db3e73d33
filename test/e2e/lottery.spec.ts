// The lottery end to end (SPEC §2.1 /m/lottery, §2.13 the launcher, §7 /lgw/orders), on a site
// whose draws come every 5 s: a member reaches the lottery from home, sees the countdown and the
// results, bets in the launcher, the draw settles the bet on its own, and the game records show
// its draw, the drawn numbers and the win or the loss, which the balance shows too.
import type { Page } from '@playwright/test';
import { expect, logIn, type Site, startSite, test, withoutPopups, deposit } from './fixtures.ts';
import { lotteryGames } from '../../server/db/catalogue.ts';
import { balanceCents } from '../../server/db/members.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { formatOfGame } from '../../src/rules/lottery.ts';

const INTERVAL_S = 5;
let fast: Site;
test.beforeAll(async () => {
  fast = await startSite({ lottery: { drawIntervalSeconds: INTERVAL_S, historyKeepDraws: 50 } });
});
test.afterAll(async () => {
  await fast.close();
});

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;
const countdown = (page: Page) => page.getByRole('timer').locator('time');
/** Seconds the countdown shows ("00:04" → 4). */
const shown = async (page: Page) => {
  const [m, s] = (await countdown(page).innerText()).split(':').map(Number);
  return m! * 60 + s!;
};

test('SPEC §2.1/§2.13/§7 a member reaches the lottery from home, bets, and the draw settles it: records show the draw, the numbers and the result; the balance moved by it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await withoutPopups(page);
  const { memberId } = await logIn(page, fast);
  deposit(fast, memberId, 100_00);
  const lotto = lotteryGames(fast.server.db!, 'LOTT').find((g) => formatOfGame(g.gameName).id === 'rapida')!;
  await page.goto(`${fast.url}/m/home`);

  // Home has a lottery row whose 'view all' opens the lottery page.
  const row = page.locator('section[aria-labelledby="row-LOTTERY"]');
  await row.scrollIntoViewIfNeeded();
  await row.getByRole('link', { name: 'Ver todos: Loteria' }).click();
  await expect(page).toHaveURL(/\/m\/lottery$/);

  // The countdown runs: at most the interval, and it moves on.
  await expect(countdown(page)).toHaveText(/^00:0\d$/);
  const first = await shown(page);
  expect(first).toBeLessThanOrEqual(INTERVAL_S);
  await expect.poll(() => shown(page), { message: 'the countdown ticks' }).not.toBe(first);

  // The results: the picked lottery's draws, newest first, with their balls.
  const results = page.locator('#lot-results');
  await results.getByLabel('Loteria').selectOption(lotto.nodeId);
  await expect(results.locator('.draw').first().locator('.ball')).toHaveCount(6);

  // A quick-draw bet on two numbers, in the launcher.
  await page.locator('.lottery .ggrid .gt-open', { hasText: lotto.gameName }).click();
  await expect(page).toHaveURL(/\/m\/startLottery\?/);
  const frame = page.frameLocator('iframe.gframe-frame');
  await expect(frame.getByTestId('countdown')).toHaveText(/^Próximo sorteio em \d+:\d\d$/);
  await frame.getByRole('button', { name: 'Número 3', exact: true }).click();
  await frame.getByRole('button', { name: 'Número 9', exact: true }).click();
  await frame.getByRole('button', { name: 'Apostar' }).click();
  await expect(frame.getByText(/^Aposta registrada/)).toBeVisible();
  const stake = 2 * lotto.minBet;
  const db = fast.server.db!;
  const order = () =>
    db
      .prepare(
        'SELECT id, status, win_cents AS win, draw_at AS drawAt FROM orders WHERE member_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(memberId) as { id: number; status: string; win: number; drawAt: number };
  // The stake left the balance when the bet was taken. A bet placed just before a tick can
  // already be settled by now, and then its win is in the balance too.
  const placed = order();
  expect(balanceCents(db, memberId)).toBe(100_00 - stake + (placed.status === 'SETTLED' ? placed.win : 0));

  // The draw settles the bet on its own, within the interval (and its few ms past the tick).
  await expect.poll(() => order().status, { timeout: (INTERVAL_S + 3) * 1000 }).toBe('SETTLED');
  const settled = order();
  expect(balanceCents(db, memberId)).toBe(100_00 - stake + settled.win);

  await page.getByRole('button', { name: 'Fechar a loteria' }).click();
  await page.goto(`${fast.url}/m/gameRecord`);
  const rec = page.locator('.rec', { hasText: lotto.gameName }).first();
  const time = new Date(settled.drawAt).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
  await expect(rec.locator('.rec-draw')).toHaveText(
    settled.win > 0
      ? new RegExp(`^Sorteio de \\d\\d/\\d\\d/\\d{4},? ${time}: ganhou ${money(settled.win).replace(/[.$]/g, '\\$&')}$`)
      : new RegExp(`^Sorteio de \\d\\d/\\d\\d/\\d{4},? ${time}: sem prêmio$`),
  );
  await rec.locator('.rec-row').click();
  const drawn = rec.locator('.rec-drawn .balls .ball');
  await expect(drawn).toHaveCount(6);
  // Each bet's number is a ball, lit when it was drawn.
  const numbers = (await drawn.allInnerTexts()).map(Number);
  for (const n of [3, 9]) {
    const ball = rec.locator('.rec-subs .ball', { hasText: String(n).padStart(2, '0') });
    await expect(ball).toHaveClass(numbers.includes(n) ? /ball-hit/ : /^ball$/);
  }
  await expect(page.getByTestId('balance').first()).toHaveText(money(100_00 - stake + settled.win));
  await page.screenshot({ path: 'test-results/screens/pt-records-lottery.png' });
});
