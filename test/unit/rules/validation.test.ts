import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  LIMITS,
  REGISTRATION_FIELDS,
  RULES,
  RULE_BOUNDS,
  allErrors,
  checkConfirm,
  checkField,
  checkPasswordChanged,
  normalizeValue,
  stripLeadingZero,
  type RuleName,
} from '../../../src/rules/validation.ts';

// Every rule with values that pass and values that fail, at and around its bounds.
const CASES: Record<RuleName, { ok: string[]; bad: string[] }> = {
  username: {
    ok: ['abcd', 'a123', 'Maria2024', 'a'.repeat(16)],
    bad: ['abc', 'a'.repeat(17), '1abc', '_abc', 'ab cd', 'joão1', 'ab-cd'],
  },
  password: {
    ok: ['abc123', 'A1b2C3d4', 'pa$$w0rd!', `a1${'x'.repeat(18)}`],
    bad: ['ab12', 'abcdef', '123456', 'abc 123', `a1${'x'.repeat(19)}`, 'senha1ç'],
  },
  loginUsername: {
    ok: ['abc', 'trial12345678', '11987654321', 'user_name', 'x'.repeat(32)],
    bad: ['ab', 'a b', 'x'.repeat(33), 'abc!', 'ação'],
  },
  loginPassword: {
    ok: ['abcdef', '123456', '!@#$%^', 'x'.repeat(32)],
    bad: ['abcde', 'abc def', 'x'.repeat(33), 'ñandú12'],
  },
  mobileNum: {
    ok: ['987654', '11987654321', '011987654321', '123456789012345'],
    bad: ['98765', '1234567890123456', '11 98765 4321', '+5511987654321', 'abc123456', '0012345'],
  },
  loginMobileNum: { ok: ['11987654321', '011987654321'], bad: ['12345', '11-98765-4321'] },
  verificationCode: { ok: ['1234', '123456', '1234567890'], bad: ['123', '12345678901', '12a456', ''] },
  captcha: { ok: ['1', '1234', '123456'], bad: ['1234567', 'abcd', '12 34', ''] },
  paymentPassword: { ok: ['123456', '000000'], bad: ['12345', '1234567', 'abcdef'] },
  idNumber: { ok: ['AB123', 'x'.repeat(20), '12345678901'], bad: ['AB12', 'x'.repeat(21), 'AB-123'] },
  qqNum: { ok: ['12345', '123456789012'], bad: ['1234', '1234567890123', '012345', '12a45'] },
  facebook: {
    ok: ['jo', 'Maria da Silva', 'maria.silva.99', 'x'.repeat(50)],
    bad: ['j', 'x'.repeat(51), '<script>', 'a\u0007b'],
  },
  wechat: {
    ok: ['abcdef', 'a_b-c1', `a${'1'.repeat(19)}`],
    bad: ['abcde', '1abcdef', `a${'1'.repeat(20)}`, 'abc def'],
  },
  line: { ok: ['abcd', 'line.id_1-2', 'x'.repeat(20)], bad: ['abc', 'x'.repeat(21), 'ab cd', 'ab@cd'] },
  whatsapp: { ok: ['123456', '+5511987654321', '1'.repeat(15)], bad: ['12345', '+', '1'.repeat(16), '55 11 9876'] },
  zalo: { ok: ['123456', '1'.repeat(15)], bad: ['12345', '+123456', '1'.repeat(16)] },
  email: {
    ok: ['a@b.co', 'maria.silva+bet@example.com.br', `${'a'.repeat(243)}@example.com`],
    bad: ['a@b', 'a b@c.com', '@b.com', 'a@.com', 'a@b.c', `${'a'.repeat(244)}@example.com`, 'a<b@c.com'],
  },
  nickname: {
    ok: ['Jo', 'João Silva', 'player_1', '玩家一号', 'x'.repeat(20)],
    bad: ['J', ' Jo', 'x'.repeat(21), 'Jo<b>', '_jo'],
  },
  payeeName: {
    ok: ['Jo', 'Maria da Silva', "D'Ávila-Souza", 'José M. Neto', 'محمد علی'],
    bad: ['J', 'Maria 2', '-Maria', 'x'.repeat(51), 'Maria_Silva'],
  },
  recommenderId: { ok: ['1', '123456789012'], bad: ['1234567890123', 'a1', '-1'] },
  affiliateCode: { ok: ['AB12', 'agent01', 'x'.repeat(16)], bad: ['AB1', 'x'.repeat(17), 'AB-12', 'ab 12'] },
};

for (const [rule, { ok, bad }] of Object.entries(CASES) as Array<[RuleName, { ok: string[]; bad: string[] }]>) {
  test(`SPEC §5 rule ${rule}: accepts ${RULE_BOUNDS[rule]}`, () => {
    for (const v of ok) assert.is(RULES[rule](v), null, `${rule} should accept ${JSON.stringify(v)}`);
    for (const v of bad) assert.type(RULES[rule](v), 'string', `${rule} should refuse ${JSON.stringify(v)}`);
    for (const v of bad) assert.match(RULES[rule](v)!, /^validation\./);
  });
}

test('SPEC §5 every registration field and login rule has a rule and a stated bound', () => {
  assert.equal(Object.keys(CASES).sort(), Object.keys(RULES).sort());
  for (const f of REGISTRATION_FIELDS) assert.type(RULES[f], 'function', f);
  assert.equal(Object.keys(RULE_BOUNDS).sort(), Object.keys(RULES).sort());
});

test('SPEC §5/§9 limits: captcha 6, SMS code 10, phone 20, e-mail 255', () => {
  assert.equal([LIMITS.captcha, LIMITS.smsCode, LIMITS.mobile, LIMITS.email], [6, 10, 20, 255]);
  assert.is(RULES.mobileNum('1'.repeat(21)), 'validation.mobileNum', 'over 20 characters refused even with zeros');
});

test('SPEC §5 one leading zero is stripped from a mobile number, only one', () => {
  assert.is(stripLeadingZero('011987654321'), '11987654321');
  assert.is(stripLeadingZero('0011987654321'), '011987654321');
  assert.is(stripLeadingZero(' 0119 '), '119');
  assert.is(stripLeadingZero('119'), '119');
  assert.is(stripLeadingZero(''), '');
});

test('SPEC §5 an optional empty field passes; a required empty one asks to be filled; blanks count as empty', () => {
  assert.is(checkField('email', '', false), null);
  assert.is(checkField('email', '   ', false), null);
  assert.is(checkField('email', undefined, false), null);
  assert.is(checkField('email', '', true), 'validation.required');
  assert.is(checkField('username', '  ', true), 'validation.required');
  assert.is(checkField('password', '', true), 'validation.enterPassword');
  assert.is(checkField('loginPassword', '', true), 'validation.enterPassword');
  assert.is(checkField('email', 'bad', false), 'validation.email', 'an optional field that is filled must be valid');
});

test('SPEC §5 whitespace: text fields are trimmed, passwords are taken as typed', () => {
  assert.is(checkField('username', '  maria1  ', true), null);
  assert.is(normalizeValue('username', '  maria1 '), 'maria1');
  assert.is(normalizeValue('password', ' abc123 '), ' abc123 ');
  assert.is(
    checkField('password', ' abc123', true),
    'validation.password',
    'a space inside a password is refused, not trimmed away',
  );
});

test('SPEC §5 confirm password: required (Enter password) and equal (Confirmation password not matched)', () => {
  assert.is(checkConfirm('abc123', ''), 'validation.enterPassword');
  assert.is(checkConfirm('abc123', 'abc124'), 'validation.confirmMismatch');
  assert.is(checkConfirm('abc123', 'abc123 '), 'validation.confirmMismatch');
  assert.is(checkConfirm('abc123', 'abc123'), null);
});

test('SPEC §5 change password: the new password must differ from the old one', () => {
  assert.is(checkPasswordChanged('abc123', 'abc123'), 'validation.passwordSame');
  assert.is(checkPasswordChanged('abc123', 'abc124'), null);
  assert.is(checkPasswordChanged('', 'abc123'), null, 'no old password known: nothing to compare');
});

test('SPEC §5 every failing field, for inline display', () => {
  const checks = [
    { field: 'username', rule: 'username', required: true },
    { field: 'email', rule: 'email', required: false },
    { field: 'captcha', rule: 'captcha', required: true },
  ] as const;
  const values = { username: 'maria1', email: 'x', captcha: '' };
  assert.equal(allErrors([...checks], values), { email: 'validation.email', captcha: 'validation.required' });
  assert.equal(allErrors([...checks], { username: 'maria1', email: '', captcha: '12' }), {});
});

test.run();
