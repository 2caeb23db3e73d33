import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatMoney, MASK } from '../../../src/lib/format.ts';

test('SPEC §9 money: integer cents show 2 decimals with each language\'s separators', () => {
  assert.is(formatMoney(123456, 'pt'), '1.234,56');
  assert.is(formatMoney(123456, 'en'), '1,234.56');
  assert.is(formatMoney(123456, 'ur'), '1,234.56');
  assert.is(formatMoney(100, 'pt'), '1,00');
  assert.is(formatMoney(5, 'en'), '0.05');
  assert.is(formatMoney(10, 'pt'), '0,10');
  assert.is(formatMoney(123456789, 'pt'), '1.234.567,89');
});

test('SPEC §9 money: zero shows 0.00 / 0,00', () => {
  assert.is(formatMoney(0, 'en'), '0.00');
  assert.is(formatMoney(0, 'pt'), '0,00');
});

test('SPEC §9 money: negative amounts keep their sign', () => {
  assert.is(formatMoney(-123456, 'pt'), '-1.234,56');
  assert.is(formatMoney(-123456, 'en'), '-1,234.56');
  assert.is(formatMoney(-5, 'en'), '-0.05');
});

test('SPEC §9 money: a negative zero or a fraction of a cent never shows "-0.00"', () => {
  assert.is(formatMoney(-0, 'en'), '0.00');
  assert.is(formatMoney(-0.4, 'pt'), '0,00');
  assert.is(formatMoney(0.9, 'en'), '0.00', 'fractions of a cent are dropped, not rounded up');
});

test('SPEC §9 money: huge balances keep every cent exact', () => {
  assert.is(formatMoney(123456789012345, 'en'), '1,234,567,890,123.45');
  assert.is(formatMoney(Number.MAX_SAFE_INTEGER, 'en'), '90,071,992,547,409.91');
  assert.is(formatMoney(Number.MAX_SAFE_INTEGER, 'pt'), '90.071.992.547.409,91');
  assert.is(formatMoney(-Number.MAX_SAFE_INTEGER, 'en'), '-90,071,992,547,409.91');
});

test('SPEC §9 money: NaN and Infinity never show as NaN or ∞', () => {
  assert.is(formatMoney(Number.NaN, 'pt'), '0,00');
  assert.is(formatMoney(Number.POSITIVE_INFINITY, 'en'), '0.00');
  assert.is(formatMoney(Number.NEGATIVE_INFINITY, 'en'), '0.00');
  assert.is(formatMoney(Number.NaN, 'en', 'R$'), 'R$ 0.00');
});

test('SPEC §3 wallet: the currency symbol is a prefix separated by a space', () => {
  assert.is(formatMoney(123456, 'pt', 'R$'), 'R$ 1.234,56');
  assert.is(formatMoney(999, 'en', '$'), '$ 9.99');
  assert.is(formatMoney(-250, 'en', '$'), '$ -2.50');
  assert.is(formatMoney(123456, 'pt', ''), '1.234,56', 'no symbol, no leading space');
});

test('SPEC §4 balance: the mask is four asterisks', () => {
  assert.is(MASK, '****');
});

test.run();
