import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkHeadIcon,
  checkPaymentPasswordForm,
  checkPaymentResetForm,
  checkSecurityAnswer,
  checkSecurityForm,
  HEAD_ICONS,
  isSecurityQuestion,
  normalizeAnswer,
  SECURITY_QUESTIONS,
} from '../../../src/rules/member-settings.ts';

test('SPEC §7 head icon: only one of the built-in icons', () => {
  for (const icon of HEAD_ICONS) assert.is(checkHeadIcon(icon), null, icon);
  for (const bad of ['', 'SUN', 'https://x/y.png', 'sun ', '<svg>'])
    assert.is(checkHeadIcon(bad), 'member.error.headIcon', bad);
  assert.is(new Set(HEAD_ICONS).size, HEAD_ICONS.length);
});

test('SPEC §7 security answers compare without case and extra spaces; 2 to 40 characters, no markup', () => {
  assert.is(normalizeAnswer('  São   Paulo '), 'são paulo');
  assert.is(normalizeAnswer('REX'), normalizeAnswer('rex'));
  assert.is(checkSecurityAnswer('ab'), null);
  assert.is(checkSecurityAnswer(' a '), 'member.error.answer');
  assert.is(checkSecurityAnswer('a'.repeat(40)), null);
  assert.is(checkSecurityAnswer('a'.repeat(41)), 'member.error.answer');
  assert.is(checkSecurityAnswer('<b>x</b>'), 'member.error.answer');
});

test('SPEC §7 security question form: a listed question and an answer; changing needs the current answer', () => {
  for (const q of SECURITY_QUESTIONS) assert.ok(isSecurityQuestion(q));
  assert.not.ok(isSecurityQuestion('mother'));
  assert.equal(checkSecurityForm({ question: 'pet', answer: 'Rex', current: '' }, false), {
    question: null,
    answer: null,
    current: null,
  });
  assert.equal(checkSecurityForm({ question: '', answer: 'R', current: '' }, true), {
    question: 'member.error.question',
    answer: 'member.error.answer',
    current: 'member.error.answer',
  });
  assert.equal(checkSecurityForm({ question: 'city', answer: 'Recife', current: 'rex' }, true), {
    question: null,
    answer: null,
    current: null,
  });
});

test('SPEC §7 payment password form: 6 digits, confirmed, the current one when changing, and a new one that differs', () => {
  const ok = checkPaymentPasswordForm({ old: '', next: '123456', confirm: '123456' }, false);
  assert.equal(ok, { old: null, next: null, confirm: null });
  assert.equal(checkPaymentPasswordForm({ old: '', next: '12345', confirm: '1234' }, false), {
    old: null,
    next: 'wallet.error.paymentPassword',
    confirm: 'validation.confirmMismatch',
  });
  assert.equal(
    checkPaymentPasswordForm({ old: '', next: '123456', confirm: '123456' }, true).old,
    'wallet.error.paymentPassword',
  );
  assert.equal(
    checkPaymentPasswordForm({ old: '123456', next: '123456', confirm: '123456' }, true).next,
    'wallet.error.samePaymentPassword',
  );
  assert.equal(checkPaymentPasswordForm({ old: '111111', next: '123456', confirm: '123465' }, true), {
    old: null,
    next: null,
    confirm: 'validation.confirmMismatch',
  });
});

test('SPEC §7 payment password reset form: the security answer and a confirmed 6-digit password', () => {
  assert.equal(checkPaymentResetForm({ answer: 'rex', next: '654321', confirm: '654321' }), {
    answer: null,
    next: null,
    confirm: null,
  });
  assert.equal(checkPaymentResetForm({ answer: '', next: 'abcdef', confirm: '' }), {
    answer: 'member.error.answer',
    next: 'wallet.error.paymentPassword',
    confirm: 'validation.confirmMismatch',
  });
});

test.run();
