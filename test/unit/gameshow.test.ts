// The money wheel's pure rules (src/rules/gameshow.ts): the wheel, the spins from a hash, the
// pays and the exact return per number, proved by walking every way a round can end.
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  decodeSpins,
  encodeSpins,
  MAX_RESPINS,
  MULTIPLIERS,
  NUMBER_SEGMENTS,
  NUMBERS,
  RETURN_PERCENTS,
  resultOf,
  returnOf,
  spinsOf,
  WHEEL,
  winOf,
} from '../../src/rules/gameshow.ts';

const sha = (hex: string) => createHash('sha256').update(hex).digest('hex');

test('the wheel: 23×1, 15×2, 7×5, 4×10, 2×20, 1×40, a "2x" and a "7x"', () => {
  const count = (x: string) => WHEEL.filter((w) => w === x).length;
  assert.equal(['1', '2', '5', '10', '20', '40', '2x', '7x'].map(count), [23, 15, 7, 4, 2, 1, 1, 1]);
  assert.is(WHEEL.length, 54);
  assert.equal(MULTIPLIERS, { '2x': 2, '7x': 7 });
});

test('spins: a word at or over the rejection limit is skipped; a "2x" spins again; the spins round-trip', () => {
  // First word 0xffffffff is over 2^32 − (2^32 mod 54): skipped; the next, 0x00000005, lands on segment 5.
  const hex = `ffffffff00000005${'0'.repeat(48)}`;
  assert.equal(spinsOf(hex, sha), [5]);
  // Segment 18 is a "2x": the next word (segment 3, a 5) ends the round at 2×.
  const twice = `00000012${'00000003'}${'0'.repeat(48)}`;
  assert.equal(spinsOf(twice, sha), [18, 3]);
  assert.equal(resultOf([18, 3]), { number: 5, multiplier: 2 });
  // Segment 45 is the "7x": multipliers in a row multiply.
  assert.is(WHEEL[45], '7x');
  assert.equal(resultOf([45, 3]), { number: 5, multiplier: 7 });
  assert.equal(resultOf([18, 45, 45, 3]), { number: 5, multiplier: 98 });
  assert.throws(() => resultOf([18, 45]));
  // After three multipliers the last spin is drawn over the 52 number segments only.
  const capped = `00000012${'0000002d'}${'00000012'}${'00000033'}${'0'.repeat(32)}`;
  assert.equal(spinsOf(capped, sha), [18, 45, 18, NUMBER_SEGMENTS[51]!]);
  assert.equal(decodeSpins(encodeSpins([18, 45, 3])), [18, 45, 3]);
  assert.throws(() => spinsOf('xyz', sha));
});

test('pays: stake × number × multiplier + stake on the number that came, nothing else', () => {
  assert.is(winOf(1000, 5, { number: 5, multiplier: 1 }), 6000);
  assert.is(winOf(1000, 40, { number: 40, multiplier: 8 }), 321_000);
  assert.is(winOf(1000, 10, { number: 10, multiplier: 14 }), 141_000);
  assert.is(winOf(1000, 2, { number: 5, multiplier: 4 }), 0);
});

/**
 * Every way a round can end, as exact fractions over the common denominator 54³·52: each run of
 * 0 to MAX_RESPINS multiplier segments (each 1 of 54), then the number segment it lands on (1 of
 * 54, or 1 of 52 after the last respin). Returns each number's return × that denominator, the
 * stake back included, in whole numbers: no rounding anywhere.
 */
function enumeratedReturns(): Map<number, bigint> {
  const denominator = 54n ** 3n * 52n;
  const paid = new Map<number, bigint>(NUMBERS.map((n) => [n, 0n]));
  const walk = (product: bigint, weight: bigint, respins: number) => {
    const segments = respins === MAX_RESPINS ? NUMBER_SEGMENTS : WHEEL.map((_, i) => i);
    const each = weight / BigInt(segments.length);
    for (const i of segments) {
      const label = WHEEL[i]!;
      const m = MULTIPLIERS[label];
      if (m !== undefined) walk(product * BigInt(m), each, respins + 1);
      else paid.set(Number(label), paid.get(Number(label))! + each * (BigInt(label) * product + 1n));
    }
  };
  walk(1n, denominator, 0);
  return paid;
}

test('return: every way a round ends, summed exactly, gives each number’s return as stated', () => {
  const denominator = 54n ** 3n * 52n;
  const exact = enumeratedReturns();
  // Percent with two decimals, rounded half up, from the exact fraction.
  const percent = (x: bigint) => {
    const hundredths = (x * 10_000n * 2n + denominator) / (2n * denominator);
    return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
  };
  assert.equal(
    NUMBERS.map((n) => percent(exact.get(n)!)),
    ['95.31', '95.47', '91.19', '96.53', '92.68', '90.76'],
  );
  assert.equal(
    NUMBERS.map((n) => RETURN_PERCENTS[n]),
    ['95.31', '95.47', '91.19', '96.53', '92.68', '90.76'],
  );
  for (const n of NUMBERS) {
    const fraction = Number(exact.get(n)!) / Number(denominator);
    assert.ok(Math.abs(returnOf(n) - fraction) < 1e-12, `${n}: ${returnOf(n)} against ${fraction}`);
  }
  assert.is(Math.abs(returnOf(1) - 0.9531) < 0.0001, true);
});

test.run();
