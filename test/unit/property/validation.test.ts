// Property tests for every validator of SPEC §5: account fields, confirmation,
// password change, form order, feedback and the wallet forms. Each property is checked on
// a few hundred generated inputs; a counter-example is printed with its seed when one fails.
import { test } from 'uvu';
import fc from 'fast-check';
import { canSubmit, FEEDBACK_MAX, FEEDBACK_MIN, feedbackErrors, QUESTION_TYPES } from '../../../src/rules/feedback.ts';
import { NOT_SAVED, savedValues, type RegisterFormField } from '../../../src/rules/registration.ts';
import {
  checkConfirm,
  checkField,
  checkPasswordChanged,
  LIMITS,
  RULES,
  stripLeadingZero,
  type RuleName,
} from '../../../src/rules/validation.ts';
import { checkAccount, checkBranch, isCpf, normalizePixKey } from '../../../src/rules/payout.ts';
import { checkHolderName, checkPaymentPassword } from '../../../src/rules/wallet.ts';

const RUNS = { numRuns: 150 };
const check = (p: fc.IPropertyWithHooks<unknown[]> | fc.IAsyncPropertyWithHooks<unknown[]>) =>
  fc.assert(p as fc.IProperty<unknown[]>, RUNS);
const NAMES = Object.keys(RULES) as RuleName[];
const PASSWORDS: ReadonlySet<RuleName> = new Set(['password', 'loginPassword', 'paymentPassword']);
const keyOf = (r: RuleName) => `validation.${r === 'loginMobileNum' ? 'mobileNum' : r}`;
/** Any text a player (or an attacker) can type: unicode, controls, markup, long strings. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
);

/** Values each rule must accept, built from the bounds documented in RULE_BOUNDS. */
const VALID: Partial<Record<RuleName, fc.Arbitrary<string>>> = {
  username: fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3,15}$/),
  loginUsername: fc.stringMatching(/^[A-Za-z0-9_]{3,32}$/),
  password: fc
    .tuple(fc.stringMatching(/^[A-Za-z]$/), fc.stringMatching(/^\d$/), fc.stringMatching(/^[\x21-\x7E]{4,18}$/))
    .chain(([l, d, rest]) =>
      fc.shuffledSubarray([...(l + d + rest)], { minLength: rest.length + 2 }).map((cs) => cs.join('')),
    ),
  loginPassword: fc.stringMatching(/^[\x21-\x7E]{6,32}$/),
  mobileNum: fc.stringMatching(/^[1-9]\d{5,14}$/),
  verificationCode: fc.stringMatching(/^\d{4,10}$/),
  captcha: fc.stringMatching(/^\d{1,6}$/),
  paymentPassword: fc.stringMatching(/^\d{6}$/),
  qqNum: fc.stringMatching(/^[1-9]\d{4,11}$/),
  wechat: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{5,19}$/),
  whatsapp: fc.stringMatching(/^\+?\d{6,15}$/),
  email: fc.emailAddress().filter((e) => e.length <= 255 && /\.[^.@]{2,}$/.test(e)),
  affiliateCode: fc.stringMatching(/^[A-Za-z0-9]{4,16}$/),
};

test('SPEC §5 property: every rule is total: any string gives null or its own dictionary key, never a throw', () => {
  check(
    fc.property(fc.constantFrom(...NAMES), anyText, (rule, v) => {
      const r = RULES[rule](v);
      return r === null || r === keyOf(rule);
    }),
  );
});

test('SPEC §5 property: values inside the documented bounds pass their rule', () => {
  for (const [rule, arb] of Object.entries(VALID) as [RuleName, fc.Arbitrary<string>][]) {
    fc.assert(
      fc.property(arb, (v) => RULES[rule](v) === null),
      { ...RUNS, numRuns: 100, examples: [] },
    );
  }
});

test('SPEC §5 property: an optional empty or blank field passes; a required one asks to be filled', () => {
  check(
    fc.property(fc.constantFrom(...NAMES), fc.stringMatching(/^[ \t]{0,5}$/), (rule, blank) => {
      if (PASSWORDS.has(rule) && blank !== '') return true; // passwords are taken as typed: spaces are a value
      const required = checkField(rule, blank, true);
      return (
        checkField(rule, blank, false) === null &&
        checkField(rule, undefined, false) === null &&
        (required === 'validation.required' || required === 'validation.enterPassword')
      );
    }),
  );
});

test('SPEC §5 property: surrounding spaces never change the verdict of a non-password field', () => {
  check(
    fc.property(
      fc.constantFrom(...NAMES.filter((n) => !PASSWORDS.has(n))),
      anyText,
      fc.stringMatching(/^ {0,3}$/),
      fc.stringMatching(/^ {0,3}$/),
      (rule, v, a, b) => checkField(rule, a + v + b, false) === checkField(rule, v, false),
    ),
  );
});

test('SPEC §5 property: markup (< or >) is refused by every field that is not a password', () => {
  check(
    fc.property(
      fc.constantFrom(...NAMES.filter((n) => !PASSWORDS.has(n))),
      fc.string({ maxLength: 10 }),
      fc.constantFrom('<', '>'),
      fc.string({ maxLength: 10 }),
      (rule, a, m, b) => checkField(rule, `${a}${m}${b}`, false) !== null,
    ),
  );
});

test('SPEC §5/§9 property: captcha over 6, SMS code over 10, mobile over 20, e-mail over 255 characters always fail', () => {
  const over = (n: number) => fc.string({ minLength: n + 1, maxLength: n + 40 }).filter((s) => s.trim().length > n);
  check(fc.property(over(LIMITS.captcha), (v) => RULES.captcha(v.trim()) !== null));
  check(fc.property(fc.stringMatching(/^\d{11,30}$/), (v) => RULES.verificationCode(v) !== null));
  check(fc.property(over(LIMITS.mobile), (v) => RULES.mobileNum(v.trim()) !== null));
  check(fc.property(fc.stringMatching(/^[a-z]{250,300}$/), (name) => RULES.email(`${name}@x.com`) !== null));
});

test('SPEC §5 property: one leading zero is stripped from a mobile number, a second one is not', () => {
  check(
    fc.property(
      VALID.mobileNum!,
      (m) =>
        stripLeadingZero(`0${m}`) === m &&
        RULES.mobileNum(`0${m}`) === (m.length + 1 <= LIMITS.mobile ? null : 'validation.mobileNum') &&
        RULES.mobileNum(`00${m}`) !== null,
    ),
  );
});

test('SPEC §5 property: confirmation passes exactly when it is non-empty and equal to the password', () => {
  check(
    fc.property(anyText, anyText, fc.boolean(), (p, other, same) => {
      const c = same ? p : other;
      const r = checkConfirm(p, c);
      if (c === '') return r === 'validation.enterPassword';
      return c === p ? r === null : r === 'validation.confirmMismatch';
    }),
  );
});

test('SPEC §5 property: the new password must differ from a non-empty old one', () => {
  check(
    fc.property(anyText, anyText, fc.boolean(), (o, n, same) => {
      const nw = same ? o : n;
      return checkPasswordChanged(o, nw) === (o !== '' && o === nw ? 'validation.passwordSame' : null);
    }),
  );
});

test('SPEC §5 property: secrets (passwords, captcha, SMS code) are never kept in the saved register form', () => {
  const keys = [
    'username',
    'password',
    'confirmPassword',
    'paymentPassword',
    'captcha',
    'verificationCode',
    'email',
    'mobileNum',
  ] as RegisterFormField[];
  check(
    fc.property(fc.dictionary(fc.constantFrom(...keys), anyText), (values) => {
      const saved = savedValues(values);
      return Object.keys(saved).every(
        (k) =>
          !NOT_SAVED.has(k as RegisterFormField) && saved[k as RegisterFormField] === values[k as RegisterFormField],
      );
    }),
  );
});

test('SPEC §5 property: feedback is sendable only with a type, 20-200 characters and a numeric captcha', () => {
  const types = [...QUESTION_TYPES.map((q) => q.value), -1, 999];
  check(
    fc.property(
      fc.constantFrom(...types),
      fc.oneof(anyText, fc.string({ minLength: 15, maxLength: 220 })),
      fc.oneof(anyText, fc.stringMatching(/^\d{1,6}$/)),
      (type, content, captcha) => {
        const errors = feedbackErrors({ type, content, captcha });
        const sendable = Object.values(errors).every((e) => e === null);
        const n = [...content.trim()].length;
        const ok =
          QUESTION_TYPES.some((q) => q.value === type) &&
          n >= FEEDBACK_MIN &&
          n <= FEEDBACK_MAX &&
          /^\d{1,6}$/.test(captcha.trim());
        return sendable === ok && (!sendable || canSubmit(content));
      },
    ),
  );
});

test('SPEC §7 property: payment password, Brazilian bank account, CPF key and holder name accept exactly their formats', () => {
  check(fc.property(anyText, (v) => (checkPaymentPassword(v) === null) === /^\d{6}$/.test(v)));
  // A Brazilian account: agência of 4 digits (+ a check digit), conta with its check digit.
  check(fc.property(fc.stringMatching(/^\d{1,12}-[\dX]$/), (a) => checkAccount(a) === null));
  check(
    fc.property(anyText, (v) => (checkAccount(v) === null ? /^\d{1,12}-[\dXx]$/.test(v.replace(/\s+/g, '')) : true)),
  );
  check(fc.property(anyText, (v) => (checkBranch(v) === null ? /^\d{4}(-?[\dXx])?$/.test(v.trim()) : true)));
  // A CPF key is 11 digits whose two check digits are right (mod 11, remainders 0 and 1 give
  // 0), as the Receita Federal defines them: compared with that definition written out here,
  // on random numbers and on valid ones with one digit changed (which usually, not always,
  // breaks them: two remainders share the check digit 0).
  const cpfDigit = (digits: string) => {
    const sum = [...digits].reduce((n, c, i) => n + Number(c) * (digits.length + 1 - i), 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const cpfByDefinition = (d: string) =>
    /^\d{11}$/.test(d) &&
    !/^(\d)\1{10}$/.test(d) &&
    cpfDigit(d.slice(0, 9)) === Number(d[9]) &&
    cpfDigit(d.slice(0, 10)) === Number(d[10]);
  const withCheckDigits = (nine: string) => {
    const ten = `${nine}${cpfDigit(nine)}`;
    return `${ten}${cpfDigit(ten)}`;
  };
  check(fc.property(fc.stringMatching(/^\d{11}$/), (d) => isCpf(d) === cpfByDefinition(d)));
  check(
    fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 0, max: 10 }), (nine, i) => {
      const d = withCheckDigits(nine);
      const other = `${d.slice(0, i)}${(Number(d[i]) + 1) % 10}${d.slice(i + 1)}`;
      return (
        isCpf(d) === cpfByDefinition(d) &&
        (!isCpf(d) || normalizePixKey('CPF', d) === d) &&
        isCpf(other) === cpfByDefinition(other)
      );
    }),
  );
  check(
    fc.property(fc.stringMatching(/^\p{L}[\p{L} .'-]{0,40}\p{L}$/u), (name) => checkHolderName(` ${name} `) === null),
  );
  check(fc.property(anyText, (v) => (checkHolderName(v) === null ? !/[<>\d]/.test(v) && v.trim().length >= 2 : true)));
});

test.run();
