// The lottery formats and the draw clock (src/rules/lottery.ts), shared by the server's
// settlement and the client's pick grid and countdown.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ticketNumbers,
  betWin,
  formatOfGame,
  hits,
  lastDrawAt,
  LOTTERY_FORMATS,
  nextDrawAt,
  pickProblem,
  returnToPlayer,
  secondsUntil,
} from '../../../src/rules/lottery';

const { quina, mega, rapida } = LOTTERY_FORMATS;

test('a lottery is played in the format its name says, as Brazilian draws are named', () => {
  assert.is(formatOfGame('Quina da Sorte'), quina);
  assert.is(formatOfGame('Dupla Quina'), quina);
  assert.is(formatOfGame('Mega Sorte'), mega);
  assert.is(formatOfGame('Sena Carioca'), mega);
  assert.is(formatOfGame('Sorte Rápida'), rapida);
  assert.is(formatOfGame('Loto Samba'), rapida, 'anything else is a quick draw');
  assert.is(formatOfGame('Quinada'), rapida, 'a whole word only');
});

test('a pick: the count, the range and each number once, per format', () => {
  assert.is(pickProblem(quina, [1, 2, 3, 4, 80]), null);
  assert.is(pickProblem(quina, [1, 2, 3, 4]), 'pick 5 numbers');
  assert.is(pickProblem(quina, [1, 2, 3, 4, 81]), 'numbers run from 1 to 80');
  assert.is(pickProblem(quina, [1, 2, 3, 4, 4]), 'each number once');
  assert.is(pickProblem(mega, [1, 2, 3, 4, 5, 60]), null);
  assert.is(pickProblem(mega, [1, 2, 3, 4, 5, 0]), 'numbers run from 1 to 60');
  assert.is(pickProblem(rapida, [7]), null);
  assert.is(pickProblem(rapida, []), 'pick 1 to 5 numbers');
  assert.is(pickProblem(rapida, [1, 2, 3, 4, 5, 6]), 'pick 1 to 5 numbers');
  assert.is(pickProblem(rapida, [1.5]), 'numbers run from 1 to 20');
  assert.is(pickProblem(rapida, ['3']), 'numbers run from 1 to 20');
});

test('a bet wins by its hits: a ticket by the table, a quick-draw number 3x its stake', () => {
  const drawn = [3, 9, 27, 44, 80];
  assert.is(hits([3, 9, 10, 11, 12], drawn), 2);
  assert.is(betWin(quina, [3, 9, 10, 11, 12], drawn, 100), 1_000);
  assert.is(betWin(quina, [3, 9, 27, 11, 12], drawn, 100), 20_000);
  assert.is(betWin(quina, [3, 9, 27, 44, 80], drawn, 100), 10_000_000);
  assert.is(betWin(quina, [1, 2, 10, 11, 12], drawn, 100), 0, 'one hit pays nothing');
  assert.is(betWin(mega, [3, 9, 27, 1, 2, 5], drawn, 50), 1_000);
  assert.is(betWin(rapida, [9], [1, 2, 3, 4, 5, 9], 500), 1_500);
  assert.is(betWin(rapida, [10], [1, 2, 3, 4, 5, 9], 500), 0);
});

test("SPEC §7 game records: a bet's text names its numbers, as the server reads them (the records light the hits)", () => {
  assert.equal(ticketNumbers('#07'), [7]);
  assert.equal(ticketNumbers('05 12 33 41 60'), [5, 12, 33, 41, 60]);
  assert.equal(ticketNumbers('#05 #12'), [5, 12]);
  assert.equal(ticketNumbers(''), []);
});

test('draws tick on one clock from the epoch; a bet at a tick waits for the next', () => {
  const minute = 60_000;
  assert.is(nextDrawAt(0, minute), minute);
  assert.is(nextDrawAt(59_999, minute), minute);
  assert.is(nextDrawAt(60_000, minute), 120_000, 'the draw at this instant is closing');
  assert.is(lastDrawAt(60_000, minute), 60_000);
  assert.is(lastDrawAt(119_999, minute), 60_000);
  assert.is(secondsUntil(120_000, 60_001), 60);
  assert.is(secondsUntil(120_000, 119_001), 1);
  assert.is(secondsUntil(120_000, 130_000), 0, 'never negative');
});

test('returns to player: exact over every draw (a lottery keeps about half; the quick draw 90 %)', () => {
  assert.ok(Math.abs(returnToPlayer(quina) - 0.594) < 0.001, String(returnToPlayer(quina)));
  assert.ok(Math.abs(returnToPlayer(mega) - 0.444) < 0.001, String(returnToPlayer(mega)));
  assert.ok(Math.abs(returnToPlayer(rapida) - 0.9) < 1e-12);
  // The hit probabilities add up to 1: a format paying 1x for every count returns exactly 1.
  const flat = { ...quina, pays: { 0: 1, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 } };
  assert.ok(Math.abs(returnToPlayer(flat) - 1) < 1e-12);
});

test.run();
