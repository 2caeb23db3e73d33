import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkShare,
  checkTiers,
  dividendFor,
  isPeriodStart,
  lastClosedPeriod,
  periodOf,
  quotaAllows,
  quotaLevelOf,
  quotaRows,
  salaryFor,
} from '../../../src/rules/agent-contracts.ts';

const at = Date.parse('2026-03-11T13:45:10.000Z'); // a Wednesday

test('SPEC §7 salary and dividend periods are UTC hours, days, ISO weeks (Monday) and months', () => {
  assert.equal(periodOf('hourly', at), { start: '2026-03-11T13:00:00.000Z', end: '2026-03-11T14:00:00.000Z' });
  assert.equal(periodOf('daily', at), { start: '2026-03-11T00:00:00.000Z', end: '2026-03-12T00:00:00.000Z' });
  assert.equal(periodOf('week', at), { start: '2026-03-09T00:00:00.000Z', end: '2026-03-16T00:00:00.000Z' });
  assert.equal(
    periodOf('week', Date.parse('2026-03-15T23:59:59.999Z')).start,
    '2026-03-09T00:00:00.000Z',
    'Sunday ends the week',
  );
  assert.equal(periodOf('month', Date.parse('2026-12-31T23:00:00.000Z')), {
    start: '2026-12-01T00:00:00.000Z',
    end: '2027-01-01T00:00:00.000Z',
  });
  assert.equal(lastClosedPeriod('daily', at).start, '2026-03-10T00:00:00.000Z');
  assert.equal(lastClosedPeriod('month', Date.parse('2026-01-05T00:00:00.000Z')).start, '2025-12-01T00:00:00.000Z');
  assert.ok(isPeriodStart('week', '2026-03-09T00:00:00.000Z'));
  for (const bad of ['2026-03-10T00:00:00.000Z', '2026-03-09', 'x', '2026-03-09T00:00:00Z'])
    assert.not.ok(isPeriodStart('week', bad), bad);
});

test('SPEC §7 salary tiers: 1 to 5, rising in members and amount, whole cents within the cap', () => {
  assert.is(
    checkTiers([
      { minActive: 0, amountCents: 1 },
      { minActive: 5, amountCents: 1_000_000 },
    ]),
    null,
  );
  assert.is(
    checkTiers([
      { minActive: 5, amountCents: 100 },
      { minActive: 5, amountCents: 200 },
    ]),
    'agent.salary.error.order',
  );
  assert.is(
    checkTiers([
      { minActive: 1, amountCents: 300 },
      { minActive: 5, amountCents: 300 },
    ]),
    'agent.salary.error.order',
  );
  for (const bad of [
    [],
    null,
    'x',
    [{ minActive: 1, amountCents: 0 }],
    [{ minActive: -1, amountCents: 5 }],
    [{ minActive: 1.5, amountCents: 5 }],
    [{ minActive: 1, amountCents: 1_000_001 }],
    [{ minActive: 1 }],
    Array.from({ length: 6 }, (_, i) => ({ minActive: i, amountCents: i + 1 })),
  ]) {
    assert.is(checkTiers(bad), 'agent.salary.error.tiers', JSON.stringify(bad));
  }
  const tiers = [
    { minActive: 1, amountCents: 1000 },
    { minActive: 5, amountCents: 6000 },
  ];
  assert.equal(
    [0, 1, 4, 5, 99].map((n) => salaryFor(tiers, n)),
    [0, 1000, 1000, 6000, 6000],
  );
});

test('SPEC §7 dividend: a share of the net loss in whole cents (rounded down), nothing on a team profit', () => {
  assert.equal(
    [dividendFor(6000, 2000), dividendFor(999, 2500), dividendFor(0, 5000), dividendFor(-500, 5000)],
    [1200, 249, 0, 0],
  );
  assert.equal(
    [checkShare(1), checkShare(5000), checkShare(0), checkShare(5001), checkShare(1.5), checkShare('10')],
    [
      null,
      null,
      'agent.dividend.error.share',
      'agent.dividend.error.share',
      'agent.dividend.error.share',
      'agent.dividend.error.share',
    ],
  );
});

test('SPEC §7 quotas: a rate counts in the highest level at or below it; below every level is unlimited', () => {
  const levels = [
    { rateBp: 150, total: 3 },
    { rateBp: 250, total: 1 },
  ];
  assert.equal(
    [0, 149, 150, 249, 250, 400].map((r) => quotaLevelOf(levels, r)),
    [null, null, 150, 150, 250, 250],
  );
  assert.equal(quotaRows(levels, 300, [0, 150, 200, 260]), [
    { rateBp: 250, total: 1, used: 1, remaining: 0 },
    { rateBp: 150, total: 3, used: 2, remaining: 1 },
  ]);
  assert.equal(
    quotaRows(levels, 200, []),
    [{ rateBp: 150, total: 3, used: 0, remaining: 3 }],
    'levels above the own rate are not offered',
  );
  const rates = [150, 200, 260];
  assert.ok(quotaAllows(levels, rates, null, 100), 'unlimited below the levels');
  assert.ok(quotaAllows(levels, rates, null, 160), 'a seat left at 1.50');
  assert.not.ok(quotaAllows(levels, rates, null, 250), 'the only 2.50 seat is taken');
  assert.ok(quotaAllows(levels, rates, 260, 300), 'moving within its level keeps the seat');
  assert.not.ok(quotaAllows(levels, rates, 150, 255), 'raising into a full level');
  assert.not.ok(quotaAllows(levels, [150, 160, 170], 0, 151));
});

test.run();
