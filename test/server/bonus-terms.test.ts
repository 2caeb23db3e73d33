// The wagering rule's pure parts (docs/bonus.md): what a settled stake counts by family, and
// which stored or imported terms are accepted (anything incomplete reads as no terms, never as
// a looser rule).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WageringTerms } from '../../src/api/types.ts';
import { checkTerms, familyOfGameType, parseTerms, weightedStake } from '../../server/db/bonus.ts';

const TERMS: WageringTerms = {
  multiplier: 5,
  withDeposit: false,
  days: 30,
  maxStake: 2500,
  contributions: { SLOT: 100, LIVE: 10, TABLE: 10, SPORTS: 100 },
  sportsMinOdds: 1.5,
};
const stake = (family: ReturnType<typeof familyOfGameType>, cents: number, odds: number | null = null) => ({
  family,
  odds,
  cash_cents: cents - Math.floor(cents / 3),
  bonus_cents: Math.floor(cents / 3),
});

test('a slot stake counts whole, a live or table stake a tenth (rounded down), a family not listed nothing', () => {
  assert.is(weightedStake(TERMS, stake(familyOfGameType('RNG'), 1000)), 1000);
  assert.is(weightedStake(TERMS, stake(familyOfGameType('LIVE'), 1000)), 100);
  assert.is(weightedStake(TERMS, stake(familyOfGameType('GAMESHOW'), 1005)), 100);
  assert.is(weightedStake(TERMS, stake(familyOfGameType('POKER'), 999)), 99);
  assert.is(weightedStake(TERMS, stake(familyOfGameType('CRASH'), 1000)), 0, 'CRASH is not in these terms');
  assert.is(weightedStake(TERMS, stake(familyOfGameType('SOMETHING_NEW'), 1000)), 0, 'an unknown type counts 0 %');
  assert.is(weightedStake(null, stake('SLOT', 1000)), 0, 'no terms, no count');
});

test('a sports bet counts at or above the minimum odds only', () => {
  assert.is(weightedStake(TERMS, stake('SPORTS', 1000, 149)), 0, '1.49');
  assert.is(weightedStake(TERMS, stake('SPORTS', 1000, 150)), 1000, '1.50');
  assert.is(weightedStake(TERMS, stake('SPORTS', 1000, null)), 0, 'odds unknown');
});

test('terms must be complete and sane: anything else is no terms', () => {
  assert.equal(checkTerms(TERMS), TERMS);
  assert.equal(parseTerms(JSON.stringify(TERMS)), TERMS);
  for (const bad of [
    { ...TERMS, multiplier: -1 },
    { ...TERMS, days: 0 },
    { ...TERMS, days: 1.5 },
    { ...TERMS, maxStake: 0 },
    { ...TERMS, sportsMinOdds: 0.5 },
    { ...TERMS, contributions: { SLOT: 101 } },
    { ...TERMS, contributions: { CASINO: 100 } },
    { ...TERMS, withDeposit: 'yes' },
    { multiplier: 5 },
    [],
    null,
  ])
    assert.is(checkTerms(bad), null, JSON.stringify(bad));
  assert.is(parseTerms('{not json'), null);
  assert.is(parseTerms(null), null);
});

test.run();
