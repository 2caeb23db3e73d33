// Live roulette as a member plays it on a 360 px phone (SPEC §4 game launch, §7 game records):
// chips on the felt, one round won on a straight number and one lost, a split of two neighbours
// won (and one of non-neighbours refused), the balance moved by exactly what the server paid, a
// round's proof recomputed in the page, the rounds in the records. The table's clock is the
// test's (RouletteTable.useClock), and the test picks its spots knowing the pocket the round's
// seed decided, so nothing waits for the real schedule.
import type { Page } from '@playwright/test';
import { wcagViolations } from './wcag.ts';
import { expect, logIn, type Site, test, withoutPopups, deposit } from './fixtures.ts';
import { HeldClock } from './table-clock.ts';
import { createLaunch } from '../../server/db/demo.ts';
import { balanceCents } from '../../server/db/members.ts';
import { orderDetail } from '../../server/db/orders.ts';
import { ROULETTE, type RouletteTable, rouletteTableOf } from '../../server/rounds/roulette.ts';
import type { RoundRow } from '../../server/rounds/store.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { type Colour, colourOf } from '../../src/rules/roulette.ts';

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;
const COLOUR_PT: Record<Colour, string> = { red: 'vermelho', black: 'preto', green: 'verde' };
const COLOUR_RGB: Record<Colour, string> = {
  red: 'rgb(198, 40, 40)',
  black: 'rgb(33, 33, 33)',
  green: 'rgb(46, 125, 50)',
};

const rouletteNode = (site: Site) =>
  (
    site.server
      .db!.prepare(
        `SELECT node_id AS nodeId FROM games WHERE game_type = 'LIVE' AND game_name LIKE '%Roulette%' LIMIT 1`,
      )
      .get() as { nodeId: string }
  ).nodeId;

class RoundClock extends HeldClock<RouletteTable> {
  constructor(site: Site) {
    super(rouletteTableOf(site.server.db!), ROULETTE);
  }
  /** The next round taking bets, shown on the page. */
  async betting(page: Page): Promise<RoundRow> {
    for (let i = 0; i < 10; i++) {
      const r = this.round();
      if (r?.state === 'BETTING') {
        await expect(page.getByTestId('roulette-phase')).toContainText(/Apostas fecham|شرطیں/);
        return r;
      }
      if (r?.state === 'RUNNING') this.set(this.table.resultAt(r) + 1);
      else {
        this.set(Math.max(this.at, r?.endedAt ?? 0) + 4001);
        await expect.poll(() => this.round()?.id, { timeout: 5000 }).not.toBe(r?.id);
      }
    }
    throw new Error('no betting round');
  }
}

async function open(page: Page, site: Site, memberId: number, token: string, language: 'pt' | 'ur'): Promise<void> {
  const ticket = createLaunch(site.server.db!, {
    memberId,
    sessionToken: token,
    nodeId: rouletteNode(site),
    language,
  });
  await page.goto(`/demo/roulette?ticket=${ticket}`);
}

/** A member with R$ 1 000,00 at the table in PT on a 360 px phone, the table on the test's clock. */
async function seated(page: Page, site: Site): Promise<{ memberId: number; token: string; clock: RoundClock }> {
  await page.setViewportSize({ width: 360, height: 800 });
  await withoutPopups(page);
  const { memberId, token } = await logIn(page, site);
  deposit(site, memberId, 1000_00);
  const clock = new RoundClock(site);
  await open(page, site, memberId, token, 'pt');
  await expect(page.getByTestId('demo-balance')).toHaveText(money(1000_00));
  return { memberId, token, clock };
}

test('roulette: a member wins on a straight number, loses a round, and reads both in the records', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  const { memberId, token, clock } = await seated(page, site);
  await page.locator('summary', { hasText: 'Regras' }).click();
  await expect(page.getByTestId('roulette-rtp')).toHaveText('Retorno ao jogador: 97.30 % (36/37) em toda aposta.');
  const balance = page.getByTestId('demo-balance');
  await expect(balance).toHaveText(money(1000_00));

  // 1. A straight number on the pocket the round will show: 35 to 1.
  let round = await clock.betting(page);
  const win = clock.table.pocketOf(round);
  await page.locator(`.spot[data-spot="${win}"]`).click();
  const stake = Number((await page.locator('input[name="stake"]:checked').getAttribute('value')) ?? 0);
  await page.getByTestId('place').click();
  await expect(page.getByTestId('roulette-result')).toHaveText(`Aposta feita: ${money(stake)}`);
  await expect(balance).toHaveText(money(1000_00 - stake));
  clock.set(round.bettingEndsAt + 1);
  await expect(page.getByTestId('roulette-phase')).toHaveText('Não vale mais apostar: a roleta gira');
  clock.set(clock.table.resultAt(round) + 1);
  await expect(page.getByTestId('roulette-result')).toContainText(`ganhou ${money(stake * 36)}`);
  await expect(balance).toHaveText(money(1000_00 + stake * 35));
  expect(balanceCents(site.server.db!, memberId)).toBe(1000_00 + stake * 35);
  const first = orderDetail(site.server.db!, memberId, Number(latestOrder(site, memberId)))!;
  expect(first.roulette!.round.pocket).toBe(win);
  expect(first.order.winAmount).toBe(stake * 36);

  // 2. A number the round will not show: the stake is lost.
  round = await clock.betting(page);
  const lose = (clock.table.pocketOf(round) + 1) % 37;
  await page.locator(`.spot[data-spot="${lose}"]`).click();
  await page.getByTestId('place').click();
  await expect(balance).toHaveText(money(1000_00 + stake * 34));
  clock.set(clock.table.resultAt(round) + 1);
  await expect(page.getByTestId('roulette-result')).toContainText('aposta perdida');
  await expect(balance).toHaveText(money(1000_00 + stake * 34));
  const second = orderDetail(site.server.db!, memberId, Number(latestOrder(site, memberId)))!;
  expect([second.order.status, second.order.winAmount]).toEqual(['SETTLED', 0]);

  // 3. The proof of the last round, recomputed in the page: its number in the strip fills in the
  // seeds and puts the player on Verify; the pocket comes back from the seed alone.
  const pocket = clock.table.pocketOf(round);
  const colour = { green: 'Verde', red: 'Vermelho', black: 'Preto' }[colourOf(pocket)];
  await page
    .getByTestId('roulette-history')
    .getByRole('button', { name: `${pocket} ${colour}` })
    .first()
    .click();
  const verify = page.getByTestId('roulette-verify');
  await expect(verify).toContainText('Toque num número acima para preencher a prova.');
  await expect(verify.getByLabel('Semente do servidor')).toHaveValue(/^[0-9a-f]{64}$/);
  const check = verify.getByRole('button', { name: 'Verificar', exact: true });
  await expect(check).toBeFocused();
  await check.click();
  await expect(verify.getByTestId('verify-result')).toHaveText(
    `Casa recalculada: ${pocket} ${colour}. A semente confere com o hash publicado.`,
  );
  // A changed seed no longer matches the hash shown before the round.
  await verify.getByLabel('Semente do servidor').fill('0'.repeat(64));
  await check.click();
  await expect(verify.getByTestId('verify-result')).toContainText('NÃO confere');
  await page.screenshot({ path: 'test-results/roulette-pt.png', fullPage: true });

  // 4. The records read both rounds in words (SPEC §7): the pocket, the pick, what it paid, the proof.
  const came = (pocket: number) => `Saiu o ${pocket} ${COLOUR_PT[colourOf(pocket)]}.`;
  await page.goto('/m/gameRecord');
  await expect(page.locator('.rec-row')).toHaveCount(2);
  await page.locator('.rec-row').nth(1).click();
  const won = page.getByTestId('roulette-record');
  await expect(won).toContainText(came(win));
  await expect(won.locator(`.ball-${colourOf(win)}`)).toHaveText(String(win));
  await expect(won.locator('.ball'), 'painted in its colour').toHaveCSS('background-color', COLOUR_RGB[colourOf(win)]);
  await expect(won.locator('.rec-sub')).toHaveText(`Número ${win}Aposta ${money(stake)} · pagou ${money(stake * 36)}`);
  await expect(page.locator('.rec-detail > .rec-subs'), 'the raw coded line stays hidden').toBeHidden();
  await won.getByRole('button', { name: 'Prova da rodada' }).click();
  await expect(won).toContainText(`Semente do servidor: ${first.roulette!.round.serverSeed}`);
  await page.screenshot({ path: 'test-results/roulette-record-pt.png', fullPage: true });
  expect(
    await wcagViolations(page, '[data-testid="roulette-record"]'),
    'the record passes the WCAG 2.1 A/AA checks',
  ).toEqual([]);
  await page.locator('.rec-row').first().click();
  const lost = page.getByTestId('roulette-record');
  await expect(lost).toContainText(came(second.roulette!.round.pocket!));
  await expect(lost).toContainText(`Nenhuma aposta saiu: ${money(stake)} perdidos.`);
  await expect(lost.locator('.rec-sub')).toHaveText(`Número ${lose}Aposta ${money(stake)} · pagou ${money(0)}`);

  // Urdu, right to left.
  await open(page, site, memberId, token, 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('roulette-history').locator('button').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/roulette-ur.png', fullPage: true });
});

test('roulette: a member puts a split on two neighbours and wins 17 to 1; a split of non-neighbours is refused', async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  const { memberId, clock } = await seated(page, site);
  const balance = page.getByTestId('demo-balance');
  const round = await clock.betting(page);
  const win = clock.table.pocketOf(round);
  // Two numbers that touch on the felt (three to a row), the round's pocket one of them.
  const [a, b] = win === 0 ? [0, 1] : win % 3 !== 0 ? [win, win + 1] : [win - 1, win];
  // 18 or 19 apart: never side by side, never one above the other, and 0 touches only 1, 2, 3.
  const far = (a + 18) % 37;
  const toggle = page.getByRole('button', { name: 'Cavalo: dois números vizinhos' });
  const hint = page.getByTestId('split-hint');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(hint).toHaveText('Cavalo: toque no primeiro número.');
  await page.locator(`.spot[data-spot="${a}"]`).click();
  await expect(hint).toContainText(`Cavalo: ${a} escolhido.`);
  await page.locator(`.spot[data-spot="${far}"]`).click();
  await expect(hint).toHaveText(
    `${a} e ${far} não são vizinhos na mesa: o cavalo vale para dois números lado a lado ou um em cima do outro.`,
  );
  await expect(page.getByTestId('pending-splits').locator('li')).toHaveCount(0);
  await expect(page.getByTestId('place')).toBeDisabled();

  // The neighbour, by keyboard: the numbers are buttons, Enter taps one.
  await page.locator(`.spot[data-spot="${b}"]`).press('Enter');
  const stake = Number((await page.locator('input[name="stake"]:checked').getAttribute('value')) ?? 0);
  await expect(hint).toHaveText(`Ficha no Cavalo ${a}/${b}.`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('pending-splits')).toHaveText(`${money(stake)} em Cavalo ${a}/${b}`);
  await page.getByTestId('place').click();
  await expect(page.getByTestId('roulette-result')).toHaveText(`Aposta feita: ${money(stake)}`);
  await expect(page.getByTestId('roulette-bets')).toHaveText(`${money(stake)} em Cavalo ${a}/${b}`);
  await expect(page.getByTestId('pending-splits').locator('li')).toHaveCount(0);
  await expect(balance).toHaveText(money(1000_00 - stake));

  clock.set(clock.table.resultAt(round) + 1);
  // 17 to 1: the stake and 17 times it, 18 times the stake back.
  await expect(page.getByTestId('roulette-result')).toContainText(`ganhou ${money(stake * 18)}`);
  await expect(balance).toHaveText(money(1000_00 - stake + stake * 18));
  expect(balanceCents(site.server.db!, memberId)).toBe(1000_00 + stake * 17);
  const order = orderDetail(site.server.db!, memberId, Number(latestOrder(site, memberId)))!;
  expect([order.roulette!.round.pocket, order.order.winAmount]).toEqual([win, stake * 18]);
  await page.screenshot({ path: 'test-results/roulette-split.png', fullPage: true });
});

function latestOrder(site: Site, memberId: number): number {
  return (
    site.server.db!.prepare('SELECT MAX(id) AS id FROM orders WHERE member_id = ?').get(memberId) as { id: number }
  ).id;
}
