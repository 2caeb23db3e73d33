import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isAdvanceBonus } from '../../../src/rules/advance-bonus.ts';

const match = { percent: 100, maxCents: 50_000, minDepositCents: 2000, firstDepositOnly: true };

test('Advance bonus: a bonus taken with a deposit is one, whatever the promotion kind', () => {
  assert.ok(isAdvanceBonus({ kind: 'DEPOSIT', rewardAmount: 0, bonus: match }), 'welcome bonus on the first deposit');
  assert.ok(
    isAdvanceBonus({ kind: 'REVIEW', rewardAmount: 0, bonus: { ...match, firstDepositOnly: false } }),
    'a reload bonus applied for',
  );
  assert.ok(isAdvanceBonus({ kind: 'DEPOSIT', rewardAmount: 0, bonus: null }), 'a deposit promotion by its kind');
});

test('Advance bonus: a fixed reward paid on a claim, a check-in or a friend sign-up is one', () => {
  assert.ok(isAdvanceBonus({ kind: 'INSTANT', rewardAmount: 500, bonus: null }), 'sign-up gift');
  assert.ok(isAdvanceBonus({ kind: 'SIGNIN', rewardAmount: 100, bonus: null }), 'daily check-in credit');
  assert.ok(isAdvanceBonus({ kind: 'REFERRAL', rewardAmount: 2000, bonus: null }), 'refer and win');
  assert.ok(isAdvanceBonus({ kind: 'REVIEW', rewardAmount: 1000, bonus: null }), 'a reviewed application that pays');
});

test('Advance bonus: cashback paid after play, and a promotion that pays nothing by itself, are not', () => {
  assert.not.ok(isAdvanceBonus({ kind: 'AUTO', rewardAmount: 0, bonus: null }), 'weekly cashback');
  assert.not.ok(isAdvanceBonus({ kind: 'AUTO', rewardAmount: 5000, bonus: null }), "a ranking's prize after play");
  assert.not.ok(isAdvanceBonus({ kind: 'INSTANT', rewardAmount: 0, bonus: null }));
  assert.not.ok(isAdvanceBonus({ kind: 'REVIEW', rewardAmount: 0, bonus: null }));
  assert.not.ok(isAdvanceBonus({ kind: 'SIGNIN', rewardAmount: 0, bonus: null }), 'a check-in without a reward');
});

test.run();
