// SPEC §4 Vendor grouping.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { categoryType, groupVendors, splitOf, vendorsOfCategory } from '../../../src/rules/vendor-groups.ts';

const v = (vassalage: string, gameType: string, accountTypeName = gameType) => ({
  vassalage,
  gameType,
  accountTypeName,
});
const VENDORS = [
  v('PGE', 'RNG'),
  v('BGS', 'RNG', 'BGS'),
  v('TA', 'RNG'),
  v('LUMENLIVE', 'LIVE'),
  v('ARENASPORT', 'SPORTS'),
  v('ESPORTX', 'SPORTS', 'ESPORTS'),
  v('COCKFT', 'SPORTS', 'COCKFIGHT'),
  v('GOALLINE', 'SPORTS'),
  v('ROCKETLAB', 'CRASH'),
];
const TYPES = ['RNG', 'LIVE', 'SPORTS', 'CRASH'];
const shape = (cats: ReturnType<typeof groupVendors>) =>
  cats.map((c) => [c.category, c.gameType, c.vendors.map((x) => x.vassalage)]);

test('SPEC §4 BGS under RNG becomes its own category at the front; esport and cockfight right after SPORTS', () => {
  assert.equal(shape(groupVendors(TYPES, VENDORS)), [
    ['BGS', 'RNG', ['BGS']],
    ['RNG', 'RNG', ['PGE', 'TA']],
    ['LIVE', 'LIVE', ['LUMENLIVE']],
    ['SPORTS', 'SPORTS', ['ARENASPORT', 'GOALLINE']],
    ['ESPORTS', 'SPORTS', ['ESPORTX']],
    ['COCKFIGHT', 'SPORTS', ['COCKFT']],
    ['CRASH', 'CRASH', ['ROCKETLAB']],
  ]);
});

test('SPEC §4 grouping: no sub-category appears without its vendors, and the type order is kept', () => {
  const plain = [v('PGE', 'RNG'), v('ARENASPORT', 'SPORTS')];
  assert.equal(shape(groupVendors(['SPORTS', 'RNG'], plain)), [
    ['SPORTS', 'SPORTS', ['ARENASPORT']],
    ['RNG', 'RNG', ['PGE']],
  ]);
  assert.equal(shape(groupVendors(['SPORTS'], [v('COCKFT', 'SPORTS', 'COCKFIGHT')])), [
    ['SPORTS', 'SPORTS', []],
    ['COCKFIGHT', 'SPORTS', ['COCKFT']],
  ]);
  assert.equal(groupVendors([], VENDORS), []);
});

test('SPEC §4 grouping: an ESPORTS account type outside SPORTS, or BGS outside RNG, is not split', () => {
  assert.is(splitOf(v('ESPORTX', 'LIVE', 'ESPORTS')), null);
  assert.is(splitOf(v('BGS', 'BINGO', 'BGS')), null);
  assert.is(splitOf(v('BGS', 'RNG', 'RNG')), 'BGS', 'the BGS vendor code alone is enough');
});

test('SPEC §4 a category lists its own vendors and its game type', () => {
  const sports = VENDORS.filter((x) => x.gameType === 'SPORTS');
  assert.equal(
    vendorsOfCategory('SPORTS', sports).map((x) => x.vassalage),
    ['ARENASPORT', 'GOALLINE'],
  );
  assert.equal(
    vendorsOfCategory('ESPORTS', sports).map((x) => x.vassalage),
    ['ESPORTX'],
  );
  assert.equal(
    vendorsOfCategory('COCKFIGHT', sports).map((x) => x.vassalage),
    ['COCKFT'],
  );
  const rng = VENDORS.filter((x) => x.gameType === 'RNG');
  assert.equal(
    vendorsOfCategory('RNG', rng).map((x) => x.vassalage),
    ['PGE', 'TA'],
  );
  assert.equal(
    vendorsOfCategory('BGS', rng).map((x) => x.vassalage),
    ['BGS'],
  );
  assert.equal(
    vendorsOfCategory('CRASH', [v('SPB', 'CRASH', 'RNG')]).map((x) => x.vassalage),
    ['SPB'],
  );
  assert.equal(['BGS', 'ESPORTS', 'COCKFIGHT', 'RNG', 'FISH'].map(categoryType), [
    'RNG',
    'SPORTS',
    'SPORTS',
    'RNG',
    'FISH',
  ]);
});

test('SPEC §2.4 the class menu shows each class once: a type listed twice, or BGS listed as a type beside the BGS vendor, is one chip', () => {
  const cats = groupVendors(['RNG', 'BGS', 'LIVE', 'LIVE', 'SPORTS'], [...VENDORS, v('BINGOHALL', 'BGS')]);
  const names = cats.map((c) => c.category);
  assert.equal(names, ['BGS', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT']);
  assert.equal(new Set(names).size, names.length, 'no duplicate chips');
  assert.equal(
    cats[0]!.vendors.map((x) => x.vassalage),
    ['BGS', 'BINGOHALL'],
    'the one BGS chip lists the vendors of both',
  );
});
test.run();
