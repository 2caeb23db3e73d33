// The game show money wheel as a member plays it on a 360 px phone (SPEC §4 game launch, §7 game
// records): a game show tile opens the wheel page in the game frame; chips laid on several
// numbers are placed as one bet; the chips on the number the wheel stops on raise the balance by
// chips × number + chips, the others are lost; the page's verify panel recomputes a round, and
// one with a multiplier, from the seed; the round reads in the records; in Urdu with reduced
// motion the page is right to left and still, its wheel's labels legible.
// The wheel's clock is the test's (MoneyWheel.useClock) and the test reads each round's coming
// spins from its seed, as only the server could: no wait for a real schedule.
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, logIn, type Site, test, withoutPopups, deposit } from './fixtures.ts';
import { openFirstTile } from './game-tiles.ts';
import { HeldClock } from './table-clock.ts';
import { balanceCents } from '../../server/db/members.ts';
import { GAMESHOW, type MoneyWheel, moneyWheelOf, wheelSpinsOf } from '../../server/rounds/gameshow.ts';
import { sha256Hex } from '../../server/rounds/fair.ts';
import { type RoundRow, seedOf } from '../../server/rounds/store.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { NUMBERS, resultOf } from '../../src/rules/gameshow.ts';

const money = (cents: number) => `R$ ${formatMoney(cents, 'pt')}`;

class WheelClock extends HeldClock<MoneyWheel> {
  constructor(site: Site) {
    super(moneyWheelOf(site.server.db!), GAMESHOW);
  }
  /** The coming result of a round taking bets (the server's secret until betting closes). */
  resultOf(r: RoundRow) {
    return resultOf(wheelSpinsOf(seedOf(this.table.db, r), r.clientSeed, r.nonce));
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

const openWheel = (page: Page, site: Site, language: 'pt' | 'ur' = 'pt'): Promise<FrameLocator> =>
  openFirstTile(page, site, 'GAMESHOW', 'gameshow', language);

/** Lays one chip of the chosen value on each number listed (a number listed twice gets two). */
async function layChips(frame: FrameLocator, numbers: number[]): Promise<void> {
  for (const n of numbers) await frame.getByTestId(`bet-on-${n}`).click();
}

test('money wheel: a member wins and loses with chips on three numbers, and reads the round in the records', async ({
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
  await expect(frame.getByTestId('wheel-rtp')).toContainText('Retorno ao jogador no 1: 95.31 %');
  await expect(frame.getByTestId('wheel-rtp')).toContainText('Retorno ao jogador no 10: 96.53 %');
  const balance = frame.getByTestId('demo-balance');
  let expected = 1000_00;
  await expect(balance).toHaveText(money(expected));

  // 1. A winning bet: two chips on the number that comes, one on each of two others. The balance
  // drops by the four chips, then rises by the winning chips × number + those chips.
  let round = await clock.bettingRound(frame);
  const winning = round.id;
  const { number } = clock.resultOf(round);
  const [a, b, c] = NUMBERS.filter((x) => x !== number);
  const chip = Number(await frame.getByTestId('wheel-stake').inputValue());
  await layChips(frame, [number, a!, number, b!]);
  await expect(frame.getByTestId('wheel-place')).toHaveText(`Apostar ${money(4 * chip)}`);
  await frame.getByTestId('wheel-place').click();
  await expect(frame.getByTestId('wheel-bet-result')).toContainText(`Aposta feita: ${money(4 * chip)}`);
  await expect(frame.getByTestId(`placed-on-${number}`)).toHaveText(money(2 * chip));
  await expect(frame.getByTestId(`placed-on-${a}`)).toHaveText(money(chip));
  expected -= 4 * chip;
  await expect(balance).toHaveText(money(expected));
  expect(balanceCents(site.server.db!, memberId)).toBe(expected);
  clock.set(round.bettingEndsAt);
  await expect(frame.getByTestId('wheel-stage')).toHaveAttribute('data-phase', 'SPINNING');
  clock.set(round.bettingEndsAt + 5000);
  await expect(frame.getByTestId('wheel-phase')).toHaveText(`Resultado: ${number}`);
  const won = 2 * chip * number + 2 * chip;
  expected += won;
  await expect(frame.getByTestId('wheel-bet-result')).toHaveText(`Deu ${number}: você ganhou ${money(won)}!`);
  await expect(balance).toHaveText(money(expected));
  expect(balanceCents(site.server.db!, memberId)).toBe(expected);
  await expect(frame.getByTestId('wheel-history').locator('button').first()).toHaveAttribute(
    'data-round',
    String(round.id),
  );
  await page.screenshot({ path: 'test-results/gameshow-pt.png' });

  // The proof of the winning round, recomputed in the page from its seed (tapping its result fills it in).
  await frame.locator(`.chip-x[data-round="${winning}"]`).click();
  await expect(frame.locator('input[name="serverSeed"]')).toHaveValue(/^[0-9a-f]{64}$/);
  const verify = frame.getByRole('button', { name: 'Verificar', exact: true });
  await expect(verify).toBeFocused();
  await verify.click();
  await expect(frame.getByTestId('verify-result')).toHaveText(
    `Resultado recalculado: ${number}. A semente confere com o hash publicado.`,
  );
  // A proof whose wheel lands a multiplier first: the panel recomputes the respins and names their product.
  const seed = Array.from({ length: 500 }, (_, i) => sha256Hex(`wheel-proof-${i}`)).find(
    (s) => resultOf(wheelSpinsOf(s, 'e2e', 7)).multiplier > 1,
  )!;
  const respun = resultOf(wheelSpinsOf(seed, 'e2e', 7));
  for (const [name, value] of [
    ['seedHash', sha256Hex(seed)],
    ['serverSeed', seed],
    ['clientSeed', 'e2e'],
    ['nonce', '7'],
  ])
    await frame.locator(`input[name="${name}"]`).fill(value!);
  await verify.click();
  await expect(frame.getByTestId('verify-result')).toHaveText(
    `Resultado recalculado: ${respun.number} com \u2066${respun.multiplier}\u00d7\u2069. A semente confere com o hash publicado.`,
  );
  // A changed seed no longer matches the hash shown before the round.
  await frame.locator('input[name="serverSeed"]').fill('0'.repeat(64));
  await verify.click();
  await expect(frame.getByTestId('verify-result')).toContainText('NÃO confere');

  // 2. A losing bet: chips on three numbers the wheel does not stop on; they are gone, nothing else moves.
  round = await clock.bettingRound(frame);
  const lose = NUMBERS.filter((x) => x !== clock.resultOf(round).number).slice(0, 3);
  await layChips(frame, lose);
  await frame.getByTestId('wheel-place').click();
  await expect(frame.getByTestId('wheel-bet-result')).toContainText(`Aposta feita: ${money(3 * chip)}`);
  expected -= 3 * chip;
  await expect(balance).toHaveText(money(expected));
  clock.set(round.bettingEndsAt + 5000);
  await expect(frame.getByTestId('wheel-bet-result')).toContainText('não foi desta vez');
  await expect(balance).toHaveText(money(expected));
  expect(balanceCents(site.server.db!, memberId)).toBe(expected);

  // 3. The records: both bets; the winning one reads as the segment landed on, each number's chips and pays.
  await page.goto('/m/gameRecord');
  await expect(page.locator('.rec-row')).toHaveCount(2);
  await page.locator('.rec-row').nth(1).click();
  const record = page.getByTestId('gameshow-record');
  await expect(record).toContainText(`A roda parou em \u2066${number}\u2069.`);
  await expect(record.getByTestId(`gameshow-chip-${number}`)).toHaveText(
    `${number}: ${money(2 * chip)}, pagou ${money(won)}`,
  );
  await expect(record.getByTestId(`gameshow-chip-${a}`)).toHaveText(`${a}: ${money(chip)}, sem prêmio`);
  await expect(record.getByTestId(`gameshow-chip-${c}`)).toHaveCount(0);
  await expect(record.getByTestId('gameshow-total')).toHaveText(
    `Total: ${money(4 * chip)} apostados, ${money(won)} pagos.`,
  );
  await record.getByRole('button', { name: 'Prova da rodada' }).click();
  await expect(record).toContainText(`Rodada ${winning} (número`);
  // The record with its proof open has no serious or critical WCAG 2.1 A/AA finding.
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="gameshow-record"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: 'test-results/gameshow-record-pt.png' });
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
  // The wheel's segment labels (axe does not judge SVG text): each at least 12 px on the 360 px
  // phone and 4.5:1 against its own segment's colour (WCAG 1.4.3); the drawing is hidden from
  // screen readers, which hear the result in the phase line.
  await expect(frame.locator('svg.wheel')).toHaveAttribute('aria-hidden', 'true');
  const labels = await frame.locator('svg.wheel').evaluate((svg: SVGSVGElement) => {
    const rgb = (c: string) => {
      const probe = document.createElement('i');
      probe.style.color = c;
      document.body.append(probe);
      const [r, g, b] = getComputedStyle(probe).color.match(/\d+/g)!.map(Number);
      probe.remove();
      return [r!, g!, b!];
    };
    const luminance = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return [...svg.querySelectorAll<SVGTextElement>('text.seg')].map((text) => {
      const [a, b] = [
        luminance(getComputedStyle(text).fill),
        luminance(text.previousElementSibling!.getAttribute('fill')!),
      ];
      return {
        label: text.textContent,
        px: parseFloat(getComputedStyle(text).fontSize) * scale,
        contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
      };
    });
  });
  expect(labels).toHaveLength(54);
  for (const l of labels) {
    expect(l.px, `${l.label}`).toBeGreaterThanOrEqual(12);
    expect(l.contrast, `${l.label}`).toBeGreaterThanOrEqual(4.5);
  }
  await page.screenshot({ path: 'test-results/gameshow-ur.png' });
});
