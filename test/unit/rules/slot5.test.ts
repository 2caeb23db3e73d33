// The video slot's maths (src/rules/slot5.ts): lines left to right with wilds standing in, the
// scatter anywhere, free spins started and started again, the paytable, the exact return, and the
// spin's seed taken from its provably fair outcome hash.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  BASE_STRIPS,
  BUY_PRICE_TOTAL_BETS,
  evaluate,
  FREE_MULTIPLIER,
  FREE_SPINS,
  FREE_STRIPS,
  LINES,
  lineWin,
  PAYS,
  SCATTER_PAYS,
  scatterCount,
  screenOf,
  seedOfHmac,
  slotFamily,
  slotFigures,
  spinOf,
  stopsOf,
  type SlotSymbol,
  winCents,
} from '../../../src/rules/slot5.ts';

/** A screen from its three rows, top first (each row left to right, as a player reads it). */
const screen = (...rows: SlotSymbol[][]): SlotSymbol[][] => [0, 1, 2, 3, 4].map((r) => rows.map((row) => row[r]!));
const row = (s: string) => s.split(' ') as SlotSymbol[];

test('a line pays 3, 4 or 5 of a kind from the leftmost reel only', () => {
  assert.equal(lineWin(row('H1 H1 H1 L1 L2')), { symbol: 'H1', count: 3, times: PAYS.H1[0] });
  assert.equal(lineWin(row('L4 L4 L4 L4 L4')), { symbol: 'L4', count: 5, times: PAYS.L4[2] });
  assert.is(lineWin(row('L1 H1 H1 H1 H1')), null, 'a run that does not start on reel 1 pays nothing');
  assert.is(lineWin(row('H1 H1 L1 H1 H1')), null, 'two of a kind pays nothing');
});

test('the wild stands in for any symbol but the scatter, and a run of wilds pays as wilds when that is more', () => {
  assert.equal(lineWin(row('WILD H2 WILD H2 L1')), { symbol: 'H2', count: 4, times: PAYS.H2[1] });
  assert.equal(lineWin(row('H3 WILD WILD WILD WILD')), { symbol: 'H3', count: 5, times: PAYS.H3[2] });
  // Three wilds then four L4s: the wilds alone (50) pay more than five L4s (30).
  assert.equal(lineWin(row('WILD WILD WILD L4 L4')), { symbol: 'WILD', count: 3, times: PAYS.WILD[0] });
  assert.equal(lineWin(row('WILD WILD WILD WILD WILD')), { symbol: 'WILD', count: 5, times: PAYS.WILD[2] });
  assert.is(lineWin(row('WILD SCATTER SCATTER L1 L1')), null, 'a wild never stands in for the scatter');
  assert.is(lineWin(row('SCATTER SCATTER SCATTER L1 L1')), null, 'scatters pay anywhere, never on a line');
});

test('every line is read on its own rows, and the screen pays the sum of its lines at the line bet', () => {
  // H1 on the middle row's first three reels: line 1 only (lines 16 and 17 leave it on reel 3).
  const s = screen(row('L1 L2 L3 L4 L1'), row('H1 H1 H1 L2 L3'), row('L3 L4 L1 L2 L4'));
  const r = evaluate(s, 200, 'base');
  assert.equal(
    r.lines.map((l) => l.line),
    [1],
  );
  assert.equal(LINES[15]!.slice(0, 3), [1, 1, 0]);
  assert.equal(r.lines[0], { line: 1, symbol: 'H1', count: 3, times: PAYS.H1[0] });
  assert.is(r.win, r.lines.reduce((n, l) => n + l.times, 0) * 10, 'a line bet of 10 cents at a total bet of 200');
  assert.is(r.freeSpins, 0);
});

test('3 scatters anywhere pay the total bet times the scatter pay and start 10 free spins; free spins pay triple', () => {
  const s = screen(row('SCATTER L1 L2 L3 L4'), row('L2 L3 SCATTER L4 L1'), row('L3 L4 L1 L2 SCATTER'));
  assert.is(scatterCount(s), 3);
  const base = evaluate(s, 100, 'base');
  assert.is(base.freeSpins, FREE_SPINS);
  assert.is(base.win, SCATTER_PAYS[0] * 100, 'the scatter pays 2 × the total bet');
  const free = evaluate(s, 100, 'free');
  assert.is(free.freeSpins, FREE_SPINS, 'a free spin with 3 scatters starts 10 more (a retrigger)');
  assert.is(free.win, base.win * FREE_MULTIPLIER);
  const two = screen(row('SCATTER L1 L2 L3 L4'), row('L2 L3 L1 L4 L1'), row('L3 L4 L1 L2 SCATTER'));
  assert.is(evaluate(two, 100, 'base').freeSpins, 0);
});

test('a seed decides the same stops and screen every time, and a reel never shows two scatters', () => {
  const a = spinOf(123456789, 10, 'base');
  assert.equal(spinOf(123456789, 10, 'base'), a);
  assert.equal(a.screen, screenOf(stopsOf(123456789, 'base'), 'base'));
  for (const strip of [...BASE_STRIPS, ...FREE_STRIPS]) {
    strip.forEach((s, i) => {
      if (s !== 'SCATTER') return;
      assert.ok(strip[(i + 1) % strip.length] !== 'SCATTER' && strip[(i + 2) % strip.length] !== 'SCATTER');
    });
  }
  // Some seed gives a win, some a loss and some the free spins: each is reachable.
  let wins = 0;
  let triggers = 0;
  for (let seed = 0; seed < 5000; seed++) {
    const r = spinOf(seed, 1, 'base');
    if (r.win > 0) wins++;
    if (r.freeSpins) triggers++;
  }
  assert.ok(wins > 500 && wins < 4500, `wins ${wins}`);
  assert.ok(triggers > 5 && triggers < 60, `triggers ${triggers}`);
});

test('the exact return: 96.4 %, the bonus buy returns less than the paid game', () => {
  const f = slotFigures();
  assert.ok(f.rtp > 0.94 && f.rtp < 0.97, `rtp ${f.rtp}`);
  assert.is(Math.round(f.rtp * 1000) / 10, 96.4);
  assert.ok(f.buyRtp <= f.rtp, `buy ${f.buyRtp}`);
  assert.is(f.buyRtp, f.seriesValue / BUY_PRICE_TOTAL_BETS);
  assert.ok(f.freeSpinsPerSeries > FREE_SPINS, 'retriggers lengthen a series on average');
});

test('a total bet that is not a multiple of 20 pays line bets × stake / 20 rounded down to the cent, once per spin', () => {
  assert.is(winCents(150, 3), 22, '3 line bets of 7.5 cents');
  assert.is(winCents(200, 3), 30);
});

test("a spin's seed is its outcome hash's first 8 hex digits as an unsigned 32-bit integer; a chain per member and game", () => {
  assert.is(seedOfHmac(`00000000${'f'.repeat(56)}`), 0);
  assert.is(seedOfHmac(`ffffffff${'0'.repeat(56)}`), 2 ** 32 - 1, 'never negative: unsigned');
  assert.is(seedOfHmac('80000001abcdef'), 2 ** 31 + 1);
  assert.is(seedOfHmac('0a1B2c3Dffff'), 0x0a1b2c3d, 'hex read as it is written, either case');
  const hmac = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
  assert.equal(spinOf(seedOfHmac(hmac), 200, 'base'), spinOf(0x9f86d081, 200, 'base'), 'the reels follow from it');
  assert.is(slotFamily(7, '10128'), 'SLOT:7:10128');
  assert.is.not(slotFamily(7, '10128'), slotFamily(7, '10129'));
});

test.run();
