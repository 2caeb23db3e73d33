// Responsible gaming rules (shared with the server): rolling windows, the tightest limit a
// deposit breaks, lowering now and raising after 24 h, exclusion ends, reality-check times.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  changeLimit,
  checkLimitCents,
  depositRefusal,
  exclusionEnd,
  isExcluded,
  limitAt,
  limitRefusalOf,
  NO_LIMIT,
  nextRealityCheck,
  RAISE_DELAY_MS,
  usedInWindow,
} from '../../../src/rules/responsible.ts';

const H = 3_600_000;
const D = 24 * H;
const NOW = Date.UTC(2025, 4, 10, 12);

test('responsible gaming: windows are rolling 24 h, 7 days and 30 days, their start included', () => {
  const deposits = [
    { at: NOW - 1, cents: 100 },
    { at: NOW - D, cents: 200 },
    { at: NOW - D - 1, cents: 400 },
    { at: NOW - 7 * D, cents: 800 },
    { at: NOW - 7 * D - 1, cents: 1_600 },
    { at: NOW - 30 * D, cents: 3_200 },
    { at: NOW - 30 * D - 1, cents: 6_400 },
    { at: NOW + 1, cents: 12_800 },
  ];
  assert.is(usedInWindow(deposits, 'day', NOW), 300);
  assert.is(usedInWindow(deposits, 'week', NOW), 1_500);
  assert.is(usedInWindow(deposits, 'month', NOW), 6_300);
});

test('responsible gaming: a deposit is refused by the limit with the least left, and only when over it', () => {
  const limits = {
    day: { cents: 5_000, pendingCents: null, pendingFrom: null },
    week: { cents: 6_000, pendingCents: null, pendingFrom: null },
  };
  const deposits = [
    { at: NOW - 2 * D, cents: 4_000 },
    { at: NOW - H, cents: 1_000 },
  ];
  assert.is(depositRefusal(limits, deposits, 1_000, NOW), null, 'exactly what is left is allowed');
  assert.equal(depositRefusal(limits, deposits, 1_001, NOW), {
    period: 'week',
    limitCents: 6_000,
    remainingCents: 1_000,
  });
  assert.is(depositRefusal({}, deposits, 10_000_000, NOW), null, 'no limits, no refusal');
  const spent = [{ at: NOW - H, cents: 9_000 }];
  assert.equal(depositRefusal(limits, spent, 1, NOW)?.remainingCents, 0, 'never a negative remainder');
});

test('responsible gaming: lowering (or setting a first limit) applies at once and drops a waiting raise', () => {
  const first = changeLimit(NO_LIMIT, 10_000, NOW);
  assert.equal(first, { cents: 10_000, pendingCents: null, pendingFrom: null });
  const raising = changeLimit(first, 20_000, NOW);
  assert.equal(changeLimit(raising, 5_000, NOW + H), { cents: 5_000, pendingCents: null, pendingFrom: null });
  assert.equal(changeLimit(raising, 10_000, NOW + H), first, 'the current value again cancels the raise');
});

test('responsible gaming: raising or removing waits 24 h; a smaller raise keeps the time already running', () => {
  const l = changeLimit(NO_LIMIT, 10_000, NOW);
  const up = changeLimit(l, 20_000, NOW);
  assert.equal(up, { cents: 10_000, pendingCents: 20_000, pendingFrom: NOW + RAISE_DELAY_MS });
  assert.equal(limitAt(up, NOW + D - 1).cents, 10_000);
  assert.equal(limitAt(up, NOW + D), { cents: 20_000, pendingCents: null, pendingFrom: null });
  assert.is(changeLimit(up, 15_000, NOW + H).pendingFrom, NOW + D, 'less than the waiting raise: same time');
  assert.is(changeLimit(up, 30_000, NOW + H).pendingFrom, NOW + H + D, 'more than it: a new 24 h');
  const off = changeLimit(l, null, NOW);
  assert.equal(off, { cents: 10_000, pendingCents: null, pendingFrom: NOW + D });
  assert.is(limitAt(off, NOW + D).cents, null);
  assert.equal(changeLimit(NO_LIMIT, null, NOW), NO_LIMIT, 'no limit to none changes nothing');
});

test('responsible gaming: a limit is whole cents from 1 to R$ 1.000.000,00, or none', () => {
  for (const ok of [null, 1, 100_000_000]) assert.is(checkLimitCents(ok), null, String(ok));
  for (const bad of [0, -5, 10.5, 100_000_001, Number.NaN]) assert.is(checkLimitCents(bad), 'responsible.error.amount');
});

test('responsible gaming: exclusions end after 24 h, 7 or 30 days; a permanent one never does', () => {
  assert.is(exclusionEnd('24h', NOW), NOW + D);
  assert.is(exclusionEnd('7d', NOW), NOW + 7 * D);
  assert.is(exclusionEnd('30d', NOW), NOW + 30 * D);
  assert.is(exclusionEnd('permanent', NOW), null);
  assert.ok(isExcluded({ until: NOW + 1 }, NOW));
  assert.not.ok(isExcluded({ until: NOW }, NOW));
  assert.ok(isExcluded({ until: null }, NOW + 3650 * D));
  assert.not.ok(isExcluded(null, NOW));
});

test('responsible gaming: the reality check falls on each whole interval since the session began', () => {
  assert.is(nextRealityCheck(NOW, 30, NOW), NOW + 30 * 60_000);
  assert.is(nextRealityCheck(NOW, 30, NOW + 29 * 60_000), NOW + 30 * 60_000);
  assert.is(nextRealityCheck(NOW, 30, NOW + 30 * 60_000), NOW + 60 * 60_000, 'a reload at a check waits for the next');
  assert.is(nextRealityCheck(NOW, 0, NOW), null, 'off');
  assert.is(nextRealityCheck(NOW + H, 15, NOW), NOW + H + 15 * 60_000, 'a clock behind the server');
});

test("a DEPOSIT_LIMIT refusal's value is read back as the form shows it; anything else is no refusal", () => {
  const refusal = { period: 'week', limitCents: 10_000, remainingCents: 2_500 };
  assert.equal(limitRefusalOf(refusal), refusal);
  assert.equal(limitRefusalOf({ ...refusal, extra: 1 }), refusal);
  for (const bad of [
    null,
    'x',
    {},
    { ...refusal, period: 'year' },
    { ...refusal, remainingCents: -1 },
    { ...refusal, remainingCents: 1.5 },
  ])
    assert.is(limitRefusalOf(bad), null, JSON.stringify(bad));
});

test.run();
