import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bonusFor, paysOnDeposit } from '../../../src/rules/bonus.ts';

const welcome = { percent: 100, maxCents: 50_000, minDepositCents: 2000, firstDepositOnly: true };

test('SPEC §7 deposit bonus: the percentage of the deposit, up to the cap, from the minimum deposit', () => {
  assert.is(bonusFor(welcome, 10_000), 10_000, '100 % of R$ 100');
  assert.is(bonusFor(welcome, 2000), 2000, 'exactly the minimum');
  assert.is(bonusFor(welcome, 1999), 0, 'below the minimum: nothing');
  assert.is(bonusFor(welcome, 200_000), 50_000, 'capped');
  assert.is(bonusFor({ ...welcome, percent: 20, minDepositCents: 0 }, 1099), 219, 'whole cents, rounded down');
});

test('SPEC §7 deposit bonus: a promotion without a percentage or a cap is not taken with a deposit', () => {
  assert.ok(paysOnDeposit(welcome));
  assert.not.ok(paysOnDeposit(null));
  assert.not.ok(paysOnDeposit({ ...welcome, percent: 0 }));
  assert.not.ok(paysOnDeposit({ ...welcome, maxCents: 0 }));
});

test.run();
