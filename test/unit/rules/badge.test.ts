import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BADGE_CAP, badgeText } from '../../../src/rules/badge.ts';

test('SPEC §4 unread badge: hidden without a session, whatever the count', () => {
  for (const n of [0, 1, 5, 99, 100, 1000]) assert.is(badgeText(n, false), null, `count ${n}`);
});

test('SPEC §4 unread badge: hidden at 0', () => {
  assert.is(badgeText(0, true), null);
  assert.is(badgeText(-0, true), null);
});

test('SPEC §4 unread badge: hidden for negative and NaN counts', () => {
  assert.is(badgeText(-1, true), null);
  assert.is(badgeText(-100, true), null);
  assert.is(badgeText(Number.NaN, true), null);
  assert.is(badgeText(Number.NEGATIVE_INFINITY, true), null);
});

test('SPEC §4 unread badge: 1 to 99 show the number', () => {
  assert.is(badgeText(1, true), '1');
  assert.is(badgeText(9, true), '9');
  assert.is(badgeText(42, true), '42');
  assert.is(badgeText(99, true), '99');
});

test('SPEC §9 unread badge: above 99 shows 99+', () => {
  assert.is(BADGE_CAP, 99);
  assert.is(badgeText(100, true), '99+');
  assert.is(badgeText(101, true), '99+');
  assert.is(badgeText(123456, true), '99+');
  assert.is(badgeText(Number.POSITIVE_INFINITY, true), '99+');
});

test('SPEC §4 unread badge: fractional counts round down', () => {
  assert.is(badgeText(0.5, true), null);
  assert.is(badgeText(3.9, true), '3');
  assert.is(badgeText(99.5, true), '99');
  assert.is(badgeText(100.2, true), '99+');
});

test.run();
