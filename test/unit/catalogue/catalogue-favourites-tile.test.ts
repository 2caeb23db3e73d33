// SPEC §4 Favourites state and §2.4 tile variants.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { afterFavourite, applyFavourite, favAction } from '../../../src/rules/favourites.ts';
import { tileVariant } from '../../../src/rules/tile.ts';

test('SPEC §4 favourites: adding appends, removing drops the id; repeats change nothing', () => {
  assert.is(favAction(['1', '2'], '3'), 'add');
  assert.is(favAction(['1', '2'], '2'), 'remove');
  assert.equal(applyFavourite(['1', '2'], '3', 'add'), ['1', '2', '3']);
  assert.equal(applyFavourite(['1', '2', '3'], '3', 'add'), ['1', '2', '3']);
  assert.equal(applyFavourite(['1', '2', '3'], '2', 'remove'), ['1', '3']);
  assert.equal(applyFavourite(['1'], '9', 'remove'), ['1']);
});

test('SPEC §4 favourites: removing inside the favourites class removes the tile; elsewhere the list stays', () => {
  const games = [{ nodeId: '1' }, { nodeId: '2' }];
  assert.equal(afterFavourite(games, '1', 'remove', true), [{ nodeId: '2' }]);
  assert.equal(afterFavourite(games, '1', 'remove', false), games);
  assert.equal(afterFavourite(games, '3', 'add', true), games, 'adding never adds a tile to the shown list');
});

test('SPEC §2.4 tile style: nodeId modulo 6, plus 1', () => {
  assert.equal(['10001', '10002', '10003', '10004', '10005', '10006', '10007'].map(tileVariant), [6, 1, 2, 3, 4, 5, 6]);
  assert.is(tileVariant('0'), 1);
  assert.is(tileVariant('game-12'), 1, 'digits only: 12 mod 6 = 0');
  assert.is(tileVariant('abc'), 1, 'no digits uses variant 1');
  assert.is(tileVariant('123456789012345678901'), Number(123456789012345678901n % 6n) + 1, 'beyond a safe integer');
  for (let i = 0; i < 600; i++) assert.ok(tileVariant(String(i)) >= 1 && tileVariant(String(i)) <= 6);
});

test.run();
