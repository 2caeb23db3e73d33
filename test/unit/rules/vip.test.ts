// SPEC §6 VIP progress: what is left to the next level, at each threshold and around it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { vipProgress } from '../../../src/rules/vip.ts';

const LEVELS = [
  { level: 2, name: 'Gold', minDepositCents: 500_000, benefits: [] },
  { level: 0, name: 'Bronze', minDepositCents: 0, benefits: [] },
  { level: 1, name: 'Silver', minDepositCents: 100_000, benefits: [] },
];

test('SPEC §6 VIP: a new member is on the way to the first level above theirs', () => {
  const p = vipProgress(0, LEVELS);
  assert.is(p.next?.name, 'Silver');
  assert.is(p.remainingCents, 100_000);
  assert.is(p.fraction, 0);
});

test('SPEC §6 VIP: one cent below a threshold leaves one cent; exactly at it moves to the next level', () => {
  const below = vipProgress(99_999, LEVELS);
  assert.is(below.next?.name, 'Silver');
  assert.is(below.remainingCents, 1);
  const at = vipProgress(100_000, LEVELS);
  assert.is(at.next?.name, 'Gold');
  assert.is(at.remainingCents, 400_000);
  assert.is(at.fraction, 0);
  const halfway = vipProgress(300_000, LEVELS);
  assert.is(halfway.fraction, 0.5);
});

test('SPEC §6 VIP: at the top there is no next level and the bar is full', () => {
  for (const cents of [500_000, 500_001, 10_000_000]) {
    const p = vipProgress(cents, LEVELS);
    assert.is(p.next, null);
    assert.is(p.remainingCents, 0);
    assert.is(p.fraction, 1);
  }
});

test.run();
