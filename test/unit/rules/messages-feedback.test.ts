import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  canSubmit,
  counterText,
  FEEDBACK_MAX,
  FEEDBACK_MIN,
  feedbackErrors,
  feedbackRefusalKey,
  feedbackLength,
  isQuestionType,
  NO_TYPE,
  QUESTION_TYPES,
} from '../../../src/rules/feedback.ts';

const OK = { type: 1, content: 'My deposit has not arrived yet.', captcha: '1234' };

test('SPEC §3 question types: names, values and icons, in order; initial selection -1', () => {
  assert.equal(
    QUESTION_TYPES.map((q) => [q.key, q.value, q.icon]),
    [
      ['deposit_issues', 1, 'deposit'],
      ['withdraw_issues', 2, 'withdrawal'],
      ['game_issues', 3, 'game'],
      ['service_issues', 4, 'customer'],
      ['apply_issues', 6, 'applyAgent'],
      ['other_issues', 0, 'others'],
    ],
  );
  assert.is(NO_TYPE, -1);
  assert.equal([0, 1, 2, 3, 4, 6].map(isQuestionType), [true, true, true, true, true, true]);
  assert.equal([-1, 5, 7, '1', null, 1.5].map(isQuestionType), [false, false, false, false, false, false]);
});

test('SPEC §2.8 counter shows length/200; an emoji counts as one character', () => {
  assert.is(counterText(''), '0/200');
  assert.is(counterText('abc'), '3/200');
  assert.is(counterText('ok 👍'), '4/200');
  assert.is(feedbackLength('👍👍'), 2);
  assert.equal([FEEDBACK_MIN, FEEDBACK_MAX], [20, 200]);
});

test('SPEC §5 submit is enabled from 1 character of description (spaces alone do not count)', () => {
  assert.is(canSubmit(''), false);
  assert.is(canSubmit('   \n'), false);
  assert.is(canSubmit('a'), true);
});

test('SPEC §5 feedback: a type must be chosen first', () => {
  assert.is(feedbackErrors({ ...OK, type: NO_TYPE }).type, 'feedback.chooseType');
  assert.is(feedbackErrors({ ...OK, type: 5 }).type, 'feedback.chooseType');
  assert.is(feedbackErrors({ ...OK, type: 0 }).type, null, 'others (0) is a type');
});

test('SPEC §5/§9 feedback: description of 20 to 200 characters, trimmed', () => {
  assert.is(feedbackErrors({ ...OK, content: 'x'.repeat(19) }).content, 'feedback.length');
  assert.is(feedbackErrors({ ...OK, content: `  ${'x'.repeat(19)}  ` }).content, 'feedback.length');
  assert.is(feedbackErrors({ ...OK, content: 'x'.repeat(20) }).content, null);
  assert.is(feedbackErrors({ ...OK, content: 'x'.repeat(200) }).content, null);
  assert.is(feedbackErrors({ ...OK, content: 'x'.repeat(201) }).content, 'feedback.length');
});

test("SPEC §5 feedback: captcha required ('please write code'), numeric, at most 6", () => {
  assert.is(feedbackErrors({ ...OK, captcha: '' }).captcha, 'feedback.writeCode');
  assert.is(feedbackErrors({ ...OK, captcha: '  ' }).captcha, 'feedback.writeCode');
  assert.is(feedbackErrors({ ...OK, captcha: '12a4' }).captcha, 'validation.captcha');
  assert.is(feedbackErrors({ ...OK, captcha: '1234567' }).captcha, 'validation.captcha');
  assert.is(feedbackErrors({ ...OK, captcha: '123456' }).captcha, null);
});

test('SPEC §2.8/§5 feedback form: each problem under its own field', () => {
  assert.equal(feedbackErrors({ type: NO_TYPE, content: 'short', captcha: '' }), {
    type: 'feedback.chooseType',
    content: 'feedback.length',
    captcha: 'feedback.writeCode',
  });
  const ok = { type: 2, content: 'x'.repeat(FEEDBACK_MIN), captcha: '4821' };
  assert.equal(feedbackErrors(ok), { type: null, content: null, captcha: null });
  assert.is(feedbackErrors({ ...ok, captcha: '12a' }).captcha, 'validation.captcha');
  assert.is(feedbackErrors({ ...ok, content: 'x'.repeat(FEEDBACK_MAX + 1) }).content, 'feedback.length');
});

test("SPEC §5 feedback: the captcha refusals ask for the code in the form's words; others are left to the server's text", () => {
  assert.is(feedbackRefusalKey('CAPTCHA_INVALID'), 'feedback.codeWrong');
  assert.is(feedbackRefusalKey('CAPTCHA_REQUIRED'), 'feedback.writeCode');
  assert.is(feedbackRefusalKey('RATE_LIMITED'), null);
});

test.run();
