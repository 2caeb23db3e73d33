// The money wheel's pure rules (src/rules/gameshow.ts): the wheel, the spins from a hash, the
// pays and the exact return per number.
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  decodeSpins,
  encodeSpins,
  NUMBERS,
  RETURN_PERCENTS,
  resultOf,
  returnOf,
  spinsOf,
  WHEEL,
  winOf,
} from '../../src/rules/gameshow.ts';

const sha = (hex: string) => createHash('sha256').update(hex).digest('hex');

test('the wheel: 23×1, 15×2, 7×5, 4×10, 2×20, 1×40, 2×"2x"', () => {
  const count = (x: string) => WHEEL.filter((w) => w === x).length;
  assert.equal(['1', '2', '5', '10', '20', '40', '2x'].map(count), [23, 15, 7, 4, 2, 1, 2]);
});

test('spins: a word at or over the rejection limit is skipped; a "2x" spins again; the spins round-trip', () => {
  // First word 0xffffffff is over 2^32 − (2^32 mod 54): skipped; the next, 0x00000005, lands on segment 5.
  const hex = `ffffffff00000005${'0'.repeat(48)}`;
  assert.equal(spinsOf(hex, sha), [5]);
  // Segment 18 is a "2x": the next word (segment 3, a 5) ends the round at 2×.
  const twice = `00000012${'00000003'}${'0'.repeat(48)}`;
  assert.equal(spinsOf(twice, sha), [18, 3]);
  assert.equal(resultOf([18, 3]), { number: 5, multiplier: 2 });
  assert.equal(decodeSpins(encodeSpins([18, 45, 3])), [18, 45, 3]);
  assert.throws(() => spinsOf('xyz', sha));
});

test('pays: stake × number × multiplier + stake on the number that came, nothing else', () => {
  assert.is(winOf(1000, 5, { number: 5, multiplier: 1 }), 6000);
  assert.is(winOf(1000, 40, { number: 40, multiplier: 8 }), 321_000);
  assert.is(winOf(1000, 2, { number: 5, multiplier: 4 }), 0);
});

test('return: exact per number, stated with two decimals', () => {
  assert.is(Math.abs(returnOf(1) - 0.9023) < 0.0001, true);
  assert.equal(
    NUMBERS.map((n) => RETURN_PERCENTS[n]),
    ['90.23', '88.85', '83.46', '87.69', '83.84', '81.92'],
  );
});

test.run();
