// Fish shooting's pure rule (src/rules/fish.ts): a target falls with a chance of 96 % over its
// multiplier, decided by the outcome hash's first 52 bits, and pays the stake times it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fallChance, falls, fallsAt, isTarget, rollOf, TARGETS, winOf } from '../../src/rules/fish.ts';

test('the targets are 2× to the 100× boss, and nothing else can be shot at', () => {
  assert.equal(TARGETS, [2, 3, 5, 10, 20, 50, 100]);
  assert.ok(isTarget(100));
  assert.not.ok(isTarget(4));
  assert.not.ok(isTarget(1));
});

test('every target returns 96 %: its chance times its multiplier, to one part in 2^52', () => {
  for (const t of TARGETS) assert.ok(Math.abs(fallChance(t) * t - 0.96) < 1e-12, `${t}×`);
});

test('the roll is the hash’s first 13 hex digits; the lowest roll always falls, the highest never', () => {
  assert.is(rollOf(`0000000000001${'f'.repeat(51)}`), 1n);
  for (const t of TARGETS) {
    assert.ok(falls('0'.repeat(64), t), `${t}× at roll 0`);
    assert.not.ok(falls('f'.repeat(64), t), `${t}× at the top roll`);
  }
  // 2×: falls below 0.48 · 2^52, so half the rolls and a bit less.
  const edge = (48n * 2n ** 52n) / 100n;
  assert.ok(fallsAt(edge - 1n, 2));
  assert.not.ok(fallsAt(edge + 1n, 2));
});

test('a fallen target pays the stake times its multiplier; a miss pays nothing', () => {
  assert.is(winOf(500, 20, true), 10_000);
  assert.is(winOf(500, 20, false), 0);
});

test.run();
