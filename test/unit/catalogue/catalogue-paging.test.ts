// SPEC §4 Game list paging and §2.4 'page / total'.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyPage, isLastPage, mergePage, nextPageNo, pageLabel, type Paged } from '../../../src/rules/paging.ts';

const g = (...ids: string[]) => ids.map((nodeId) => ({ nodeId }));
const key = (x: { nodeId: string }) => x.nodeId;
const first: Paged<{ nodeId: string }> = { items: g('1', '2', '3'), pageNo: 1, totalPages: 3, total: 8 };

test('SPEC §4 more adds one page and appends', () => {
  assert.is(nextPageNo(first), 2);
  const two = mergePage(first, { items: g('4', '5', '6'), pageNo: 2, totalPages: 3 }, 'append', key);
  assert.equal(two.items.map(key), ['1', '2', '3', '4', '5', '6']);
  assert.is(two.pageNo, 2);
  assert.is(two.total, 8, 'the total is kept when a page does not carry one');
});

test('SPEC §4 more is ignored on the last page (and past it)', () => {
  assert.is(nextPageNo({ ...first, pageNo: 3 }), null);
  assert.ok(isLastPage({ ...first, pageNo: 3 }));
  assert.is(nextPageNo({ ...first, pageNo: 9 }), null);
  assert.is(nextPageNo(emptyPage()), null, 'an empty list has nothing more');
  assert.not.ok(isLastPage(first));
});

test('SPEC §4 a class change or a search replaces the list from page 1', () => {
  const replaced = mergePage(
    { ...first, pageNo: 3 },
    { items: g('9'), pageNo: 1, totalPages: 1, total: 1 },
    'replace',
    key,
  );
  assert.equal(replaced, { items: g('9'), pageNo: 1, totalPages: 1, total: 1 });
});

test('SPEC §4 appending never shows a game twice when the catalogue shifted', () => {
  const two = mergePage(first, { items: g('3', '4'), pageNo: 2, totalPages: 3 }, 'append', key);
  assert.equal(two.items.map(key), ['1', '2', '3', '4']);
});

test('SPEC §2.4 page / total, 0 / 0 when empty', () => {
  assert.is(pageLabel(first), '1 / 3');
  assert.is(pageLabel({ ...first, pageNo: 3 }), '3 / 3');
  assert.is(pageLabel(emptyPage()), '0 / 0');
  assert.is(
    pageLabel({ items: [], pageNo: 5, totalPages: 2, total: 10 }),
    '2 / 2',
    'a page past the end reads as the last',
  );
});

test.run();
