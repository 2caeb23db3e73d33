import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  centsToInput,
  checkAmount,
  checkDeposit,
  checkWithdraw,
  checkHolderName,
  checkPaymentPassword,
  checkProfile,
  codeOfKind,
  depositTemplate,
  memberCentreTemplate,
  parseAmount,
  TRANSACTION_CODES,
} from '../../../src/rules/wallet.ts';
import { formatMoney } from '../../../src/lib/format.ts';

test("SPEC §4 templates: dep_func '1' is the new deposit layout, anything else base", () => {
  assert.is(depositTemplate({ dep_func: '1' }), 'new');
  for (const v of [{ dep_func: '0' }, { dep_func: '' }, {}, null, undefined, { dep_func: 'true' }])
    assert.is(depositTemplate(v as { dep_func?: string }), 'base');
});

test("SPEC §4 templates: mem_cen '1' is the new member centre, anything else base", () => {
  assert.is(memberCentreTemplate({ mem_cen: '1' }), 'new');
  for (const v of [{ mem_cen: '0' }, {}, null, undefined, { mem_cen: '01' }])
    assert.is(memberCentreTemplate(v as { mem_cen?: string }), 'base');
});

test('SPEC §7 amounts are parsed to integer cents, never through floating point', () => {
  const cases: Array<[string, number | null]> = [
    ['10', 1000],
    ['10.5', 1050],
    ['10,5', 1050],
    ['0.01', 1],
    [' 200.00 ', 20000],
    ['0.29', 29],
    ['999999999.99', 99999999999],
    ['', null],
    ['abc', null],
    ['1.234', null],
    ['-5', null],
    ['1e3', null],
    ['1,234.56', null],
    ['.5', null],
    ['10.', null],
  ];
  for (const [text, cents] of cases) assert.is(parseAmount(text), cents, text);
});

test('SPEC §7 limits: below min, above max, above balance and bad amounts each have their message', () => {
  const l = { minCents: 1000, maxCents: 50000 };
  assert.is(checkAmount(1000, l), null);
  assert.is(checkAmount(50000, l), null);
  assert.is(checkAmount(999, l), 'wallet.error.belowMin');
  assert.is(checkAmount(50001, l), 'wallet.error.aboveMax');
  assert.is(checkAmount(null, l), 'wallet.error.amountFormat');
  assert.is(checkAmount(0, l), 'wallet.error.amountFormat');
  assert.is(checkAmount(10.5, l), 'wallet.error.amountFormat');
  assert.is(checkAmount(3000, l, 2999), 'wallet.error.aboveBalance');
  assert.is(checkAmount(3000, l, 3000), null);
});

test('SPEC §7 withdraw form validation: payment password 6 digits, holder name', () => {
  assert.is(checkPaymentPassword('123456'), null);
  for (const bad of ['12345', '1234567', '12a456', '', ' 123456'])
    assert.is(checkPaymentPassword(bad), 'wallet.error.paymentPassword', bad);
  assert.is(checkHolderName('Ana Souza'), null);
  assert.is(checkHolderName("João D'Ávila-Neto"), null);
  for (const bad of ['A', '', 'Ana <b>', 'Ana123']) assert.is(checkHolderName(bad), 'wallet.error.holderName', bad);
});

test('SPEC §7 member settings validation: nickname by the registration rule (2-20 letters or digits), e-mail optional but well formed, payee name optional', () => {
  assert.equal(checkProfile({ nickname: 'Ana', email: '', payeeName: '' }), {
    nickname: null,
    email: null,
    payeeName: null,
  });
  assert.equal(checkProfile({ nickname: ' ', email: 'x@', payeeName: '1' }), {
    nickname: 'validation.nickname',
    email: 'member.error.email',
    payeeName: 'wallet.error.holderName',
  });
  assert.is(
    checkProfile({ nickname: 'a'.repeat(21), email: 'a@b.co', payeeName: 'Ana Souza' }).nickname,
    'validation.nickname',
  );
  for (const nickname of ['Ana\u202Eexe', 'Ana\u200BSouza', 'Ana\u0007', '<b>Ana</b>'])
    assert.is(checkProfile({ nickname, email: '', payeeName: '' }).nickname, 'validation.nickname', nickname);
});

test('SPEC §7 transaction codes: every ledger kind written by the server maps to one code; unknown kinds are OTHER', () => {
  assert.is(codeOfKind('deposit'), 'DEPOSIT');
  assert.is(codeOfKind('withdrawal'), 'WITHDRAW');
  assert.is(codeOfKind('game_bet'), 'GAME');
  assert.is(codeOfKind('promo_bonus'), 'BONUS');
  assert.is(codeOfKind('bonus'), 'BONUS', 'a deposit promotion bonus');
  assert.is(codeOfKind('withdrawal_refund'), 'WITHDRAW', 'a rejected withdrawal coming back');
  assert.is(codeOfKind('salary'), 'AGENT');
  assert.is(codeOfKind('dividend'), 'AGENT');
  assert.is(codeOfKind('mystery'), 'OTHER');
  const all = Object.values(TRANSACTION_CODES).flat();
  assert.is(new Set(all).size, all.length, 'no kind under two codes');
});

test('SPEC §9 money formatting: 2 decimals from cents in the views', () => {
  assert.is(formatMoney(20000, 'pt', 'R$'), 'R$ 200,00');
  assert.is(formatMoney(-4000, 'en'), '-40.00');
  assert.is(formatMoney(1, 'en'), '0.01');
});

const LIMITS = { minCents: 1000, maxCents: 5_000_000 };

test('SPEC §5 deposit form: an amount within the limits; a bank only for a bank transfer', () => {
  assert.equal(checkDeposit({ amount: '5', bankCode: '' }, 'BANK', LIMITS), {
    amount: 'wallet.error.belowMin',
    bankCode: 'wallet.error.bank',
  });
  assert.equal(checkDeposit({ amount: '200,00', bankCode: 'ITAU' }, 'BANK', LIMITS), { amount: null, bankCode: null });
  for (const kind of ['GATEWAY', 'MANUAL', undefined])
    assert.is(checkDeposit({ amount: '200', bankCode: '' }, kind, LIMITS).bankCode, null, String(kind));
  assert.is(checkDeposit({ amount: 'abc', bankCode: '' }, 'GATEWAY', LIMITS).amount, 'wallet.error.amountFormat');
});

test('SPEC §7 deposit form: with a bonus chosen, at least its minimum deposit (it would pay nothing below)', () => {
  assert.is(checkDeposit({ amount: '49,99', bankCode: '' }, 'PIX', LIMITS, 5000).amount, 'wallet.error.bonusMin');
  assert.is(checkDeposit({ amount: '50', bankCode: '' }, 'PIX', LIMITS, 5000).amount, null);
  assert.is(
    checkDeposit({ amount: '5', bankCode: '' }, 'PIX', LIMITS, 5000).amount,
    'wallet.error.belowMin',
    'the site limit first',
  );
});

test('SPEC §7 withdraw form: within the limits and the balance; a 6-digit payment password', () => {
  assert.equal(checkWithdraw({ amount: '80', paymentPassword: '123456' }, LIMITS, 21_000), {
    amount: null,
    paymentPassword: null,
  });
  assert.equal(checkWithdraw({ amount: '300', paymentPassword: '12345' }, LIMITS, 21_000), {
    amount: 'wallet.error.aboveBalance',
    paymentPassword: 'wallet.error.paymentPassword',
  });
  assert.is(checkWithdraw({ amount: '300', paymentPassword: '123456' }, LIMITS).amount, null, 'balance not known yet');
});

test("SPEC §9 amount field: the player's decimal mark, two decimals, no grouping", () => {
  assert.is(centsToInput(20_000, 'pt'), '200,00');
  assert.is(centsToInput(20_000, 'en'), '200.00');
  assert.is(centsToInput(123_456_789, 'pt'), '1234567,89');
  assert.is(centsToInput(123_456_789, 'ur'), '1234567.89');
  assert.is(centsToInput(5, 'pt'), '0,05');
});

test.run();
