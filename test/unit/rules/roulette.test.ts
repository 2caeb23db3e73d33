// European roulette's rules (src/rules/roulette.ts): what each spot covers and pays, the return
// every spot gives over the 37 pockets (exactly 36/37), and the pocket an outcome hash decides.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ACCEPT_BELOW,
  BLACK,
  colourOf,
  DOZEN,
  EVEN,
  HIGH,
  LOW,
  ODD,
  payoutOf,
  paysOf,
  pocketOf,
  pocketsOf,
  RED,
  SPLITS,
  splitCode,
  WHEEL,
} from '../../../src/rules/roulette.ts';

const SPOTS = [
  ...Array.from({ length: 37 }, (_, i) => i),
  ...DOZEN,
  RED,
  BLACK,
  ODD,
  EVEN,
  LOW,
  HIGH,
  splitCode(0, 1),
  splitCode(1, 2),
  splitCode(1, 4),
  splitCode(33, 36),
  splitCode(35, 36),
];

test('the wheel holds each pocket once; 18 red, 18 black, 0 green', () => {
  assert.equal(
    [...WHEEL].sort((a, b) => a - b),
    Array.from({ length: 37 }, (_, i) => i),
  );
  const reds = WHEEL.filter((n) => colourOf(n) === 'red').length;
  assert.equal([reds, WHEEL.filter((n) => colourOf(n) === 'black').length, colourOf(0)], [18, 18, 'green']);
  assert.is(colourOf(32), 'red', 'the pocket after 0 is red');
});

test('payouts: straight 35:1, split 17:1, dozen 2:1, the even chances 1:1', () => {
  assert.equal([paysOf(17), paysOf(splitCode(17, 20)), paysOf(202), paysOf(RED), paysOf(LOW)], [35, 17, 2, 1, 1]);
  assert.is(payoutOf(17, 100, 17), 3600, 'a straight win returns the stake and 35 times it');
  assert.is(payoutOf(17, 100, 18), 0);
  assert.is(payoutOf(splitCode(17, 20), 100, 20), 1800);
  assert.is(payoutOf(RED, 100, 0), 0, 'zero loses every even chance');
  assert.is(payoutOf(EVEN, 100, 0), 0);
  assert.is(payoutOf(203, 100, 36), 300);
});

test('splits only join neighbours on the felt', () => {
  assert.equal(pocketsOf(splitCode(3, 4)), null, '3 ends a row, 4 starts the next');
  assert.equal(pocketsOf(splitCode(1, 5)), null);
  assert.equal(pocketsOf(splitCode(0, 4)), null);
  assert.equal(pocketsOf(splitCode(2, 5)), [2, 5]);
  assert.equal([pocketsOf(37), pocketsOf(-1), pocketsOf(204), pocketsOf(1.5)], [null, null, null, null]);
});

test('the felt has 60 splits: 0 with 1, 2, 3; 24 side by side; 33 one above the other', () => {
  const pairs = SPLITS.map((code) => pocketsOf(code) as [number, number]);
  assert.is(SPLITS.length, 60);
  assert.equal(pairs.slice(0, 3), [
    [0, 1],
    [0, 2],
    [0, 3],
  ]);
  assert.is(pairs.filter(([a, b]) => a > 0 && b === a + 1).length, 24, 'two a row of three, twelve rows');
  assert.is(pairs.filter(([a, b]) => a > 0 && b === a + 3).length, 33, 'three a row between twelve rows');
  assert.ok(SPLITS.includes(splitCode(17, 20)) && SPLITS.includes(splitCode(35, 36)));
  assert.not.ok(SPLITS.includes(splitCode(3, 4)) || SPLITS.includes(splitCode(0, 4)), 'no pair that does not touch');
});

test('every spot returns exactly 36/37 of its stake over the 37 pockets (97.30 %)', () => {
  for (const spot of SPOTS) {
    let back = 0;
    for (let pocket = 0; pocket < 37; pocket++) back += payoutOf(spot, 37, pocket);
    assert.is(back, 36 * 37, `spot ${spot}`);
  }
});

test('the pocket: the first accepted 32-bit reading mod 37; the top 7 values are read past', () => {
  const h = (first: string) => (first + '0'.repeat(64)).slice(0, 64);
  assert.is(pocketOf(h('00000000')), 0);
  assert.is(pocketOf(h('00000025')), 0, '37 is pocket 0');
  assert.is(pocketOf(h('00000024')), 36);
  assert.is(pocketOf(h(ACCEPT_BELOW.toString(16) + '00000005')), 5, 'a rejected reading moves to the next');
  assert.is(pocketOf(h((ACCEPT_BELOW - 1).toString(16))), (ACCEPT_BELOW - 1) % 37);
  assert.is(ACCEPT_BELOW % 37, 0, 'the accepted range is whole rounds of 37');
  assert.is(2 ** 32 - ACCEPT_BELOW, 7);
  assert.throws(() => pocketOf('abc'));
});

test.run();
