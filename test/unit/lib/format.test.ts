import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatSignedMoney } from '../../../src/lib/format-signed.ts';
import { formatMoney, formatWhole, MASK } from '../../../src/lib/format.ts';

test("SPEC §9 money: integer cents show 2 decimals with each language's separators", () => {
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
  assert.is(formatMoney(-250, 'en', '$'), '-$ 2.50', 'the sign before the currency');
  assert.is(formatMoney(123456, 'pt', ''), '1.234,56', 'no symbol, no leading space');
});

test('SPEC §7 transactions: a credit or debit carries its sign before the currency', () => {
  assert.is(formatSignedMoney(-1000, 'pt', 'R$'), '\u2212R$ 10,00');
  assert.is(formatSignedMoney(200, 'pt', 'R$'), '+R$ 2,00');
  assert.is(formatSignedMoney(200, 'en', 'R$'), '+R$ 2.00');
  assert.is(
    formatSignedMoney(-123456, 'ur', 'R$'),
    '\u200e\u2212R$ 1,234.56',
    'a left-to-right mark keeps the sign left in Urdu',
  );
  assert.is(formatSignedMoney(0, 'pt', 'R$'), 'R$ 0,00');
});

test('SPEC §4 balance: the mask is four asterisks', () => {
  assert.is(MASK, '****');
});

test('SPEC §9 jackpot: whole numbers group digits per language, rounding half away from zero', () => {
  assert.is(formatWhole(12345678, 'pt'), '12.345.678');
  assert.is(formatWhole(12345678, 'en'), '12,345,678');
  assert.is(formatWhole(999, 'pt'), '999');
  assert.is(formatWhole(1000, 'pt'), '1.000');
  assert.is(formatWhole(1234.5, 'en'), '1,235');
  assert.is(formatWhole(-1234.5, 'en'), '-1,235');
  assert.is(formatWhole(-0.2, 'en'), '0', 'no "-0"');
  assert.is(formatWhole(Number.NaN, 'pt'), '0');
  assert.not.match(formatWhole(1e300, 'en'), /e/, 'no exponent form, however large');
});

test('SPEC §9 money: an absurd amount (1e300) still shows digits, never exponent form', () => {
  for (const lang of ['pt', 'en', 'ur'] as const)
    assert.not.match(formatMoney(1e300, lang), /e[+-]?\d|Infinity|NaN/, lang);
  assert.match(formatMoney(-1e300, 'pt'), /^-\d{1,3}(\.\d{3})+,\d\d$/, 'the sign, grouped digits and the cents');
});

test("SPEC §9 the hand-written separators agree with the browser's own number format", () => {
  const locales = { pt: 'pt-BR', en: 'en-US', ur: 'ur-PK' } as const;
  for (const lang of ['pt', 'en', 'ur'] as const) {
    const whole = new Intl.NumberFormat(locales[lang]);
    const money = new Intl.NumberFormat(locales[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const n of [0, 7, 12, 999, 1000, 65432, 1234567, 98765432101, -4321, -1234567]) {
      assert.is(formatWhole(n, lang), whole.format(n), `${lang} ${n}`);
      const cents = n * 100 + (n < 0 ? -37 : 37);
      assert.is(formatMoney(cents, lang), money.format(cents / 100), `${lang} money ${n}`);
    }
  }
});

test.run();
