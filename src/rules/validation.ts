// Field rules of SPEC §5 as pure functions, shared by the client forms and the reference
// server (server/api/accounts.ts imports this file), so both refuse exactly the same input.
// A rule takes the value as typed and answers null (valid) or a dictionary key.
// SPEC §5 leaves the bounds unshown; the ones chosen here are listed in RULE_BOUNDS.

export type MessageKey = string;
export type Rule = (value: string) => MessageKey | null;

/** SPEC §5/§9 limits the inputs enforce with maxLength. */
export const LIMITS = { captcha: 6, smsCode: 10, mobile: 20, email: 255, password: 20, text: 50 } as const;

/**
 * Fields the server's registration rules may switch on (SPEC §5 Registration), in the order the
 * form shows them: the methods' own fields first, then the optional ones (rules/registration).
 */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'verificationCode',
  'mobileNum',
  'email',
  'nickname',
  'payeeName',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export type RuleName = RegistrationField | 'loginUsername' | 'loginPassword' | 'loginMobileNum' | 'captcha';

const PRINTABLE = /^[\x21-\x7E]+$/; // printable ASCII without spaces
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const NO_MARKUP = /^[^<>\u0000-\u001F\u007F]+$/;
const matches =
  (re: RegExp, key: MessageKey): Rule =>
  (v) =>
    re.test(v) ? null : key;

/** One leading zero is stripped before sending (SPEC §5). */
export function stripLeadingZero(mobile: string): string {
  const v = mobile.trim();
  return v.startsWith('0') ? v.slice(1) : v;
}

/**
 * The shape a number of any dialing code has; a second leading zero is an international prefix
 * (00...) typed into the national field. Every form and the server check a mobile by its country's
 * plan (rules/phone.ts, under the chosen dialing code): this file is on the start-up path and
 * cannot carry that library.
 */
const mobileRule: Rule = (v) =>
  v.length <= LIMITS.mobile && /^[1-9]\d{5,14}$/.test(stripLeadingZero(v)) ? null : 'validation.mobileNum';

const passwordRule: Rule = (v) =>
  v.length >= 6 && v.length <= LIMITS.password && PRINTABLE.test(v) && /[A-Za-z]/.test(v) && /\d/.test(v)
    ? null
    : 'validation.password';

export const RULES: Readonly<Record<RuleName, Rule>> = {
  username: matches(/^[A-Za-z][A-Za-z0-9]{3,15}$/, 'validation.username'),
  password: passwordRule,
  loginUsername: matches(/^[A-Za-z0-9_]{3,32}$/, 'validation.loginUsername'),
  loginPassword: (v) => (v.length >= 6 && v.length <= 32 && PRINTABLE.test(v) ? null : 'validation.loginPassword'),
  mobileNum: mobileRule,
  loginMobileNum: mobileRule,
  verificationCode: matches(/^\d{4,10}$/, 'validation.verificationCode'),
  captcha: matches(/^\d{1,6}$/, 'validation.captcha'),
  paymentPassword: matches(/^\d{6}$/, 'validation.paymentPassword'),
  idNumber: matches(/^[A-Za-z0-9]{5,20}$/, 'validation.idNumber'),
  qqNum: matches(/^[1-9]\d{4,11}$/, 'validation.qqNum'),
  facebook: (v) => (v.length >= 2 && v.length <= LIMITS.text && NO_MARKUP.test(v) ? null : 'validation.facebook'),
  wechat: matches(/^[A-Za-z][A-Za-z0-9_-]{5,19}$/, 'validation.wechat'),
  line: matches(/^[A-Za-z0-9._-]{4,20}$/, 'validation.line'),
  whatsapp: matches(/^\+?\d{6,15}$/, 'validation.whatsapp'),
  zalo: matches(/^\d{6,15}$/, 'validation.zalo'),
  email: (v) => (v.length <= LIMITS.email && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/.test(v) ? null : 'validation.email'),
  nickname: matches(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._-]{1,19}$/u, 'validation.nickname'),
  payeeName: matches(/^\p{L}[\p{L}\p{M} .'-]{1,49}$/u, 'validation.payeeName'),
  recommenderId: matches(/^\d{1,12}$/, 'validation.recommenderId'),
  affiliateCode: matches(/^[A-Za-z0-9]{4,16}$/, 'validation.affiliateCode'),
};

/** Human-readable bounds, for the README and for reviewers; the regexes above are the truth. */
export const RULE_BOUNDS: Readonly<Record<RuleName, string>> = {
  username: '4-16 letters or digits, starting with a letter',
  password: '6-20 printable characters without spaces, with at least one letter and one digit',
  loginUsername: '3-32 letters, digits or _',
  loginPassword: '6-32 printable characters without spaces',
  mobileNum: 'at most 20 characters; 6-15 digits, not starting with 0, once one leading zero is stripped',
  loginMobileNum: 'as mobileNum',
  verificationCode: '4-10 digits',
  captcha: '1-6 digits',
  paymentPassword: '6 digits',
  idNumber: '5-20 letters or digits',
  qqNum: '5-12 digits, not starting with 0',
  facebook: '2-50 characters without < > or control characters',
  wechat: '6-20 letters, digits, _ or -, starting with a letter',
  line: '4-20 letters, digits, . _ or -',
  whatsapp: '6-15 digits, optional leading +',
  zalo: '6-15 digits',
  email: 'name@domain.tld, at most 255 characters',
  nickname: '2-20 letters, digits, spaces, . _ or -, starting with a letter or digit',
  payeeName: "2-50 letters, spaces, . ' or -, starting with a letter",
  recommenderId: '1-12 digits',
  affiliateCode: '4-16 letters or digits',
};

/** Passwords are taken exactly as typed; every other field ignores surrounding spaces. */
const UNTRIMMED: ReadonlySet<RuleName> = new Set(['password', 'loginPassword', 'paymentPassword']);

export function normalizeValue(rule: RuleName, value: string): string {
  return UNTRIMMED.has(rule) ? value : value.trim();
}

/**
 * SPEC §5: an optional empty field passes; a required empty one asks to be filled;
 * anything else must pass its rule. Blank (spaces only) counts as empty.
 */
export function checkField(rule: RuleName, value: string | undefined, required: boolean): MessageKey | null {
  const v = normalizeValue(rule, value ?? '');
  if (v === '')
    return required
      ? rule === 'password' || rule === 'loginPassword'
        ? 'validation.enterPassword'
        : 'validation.required'
      : null;
  return RULES[rule](v);
}

/** SPEC §5: confirmation is required ('Enter password') and must equal the password. */
export function checkConfirm(password: string, confirm: string): MessageKey | null {
  if (confirm === '') return 'validation.enterPassword';
  return confirm === password ? null : 'validation.confirmMismatch';
}

/**
 * Every failing field of a form that sets a new password (change or reset): the field rules,
 * then the confirmation, which has no rule of its own because it is checked against the password.
 */
export function newPasswordErrors<F extends string>(
  checks: readonly FieldCheck<F>[],
  values: Record<F, string> & { newPassword: string; confirmPassword: string },
): Partial<Record<F, MessageKey>> & { confirmPassword?: MessageKey } {
  const errors = allErrors(checks, values);
  const confirm = checkConfirm(values.newPassword, values.confirmPassword);
  return confirm ? { ...errors, confirmPassword: confirm } : errors;
}

/** SPEC §5 change password: the new password must differ from the old one. */
export function checkPasswordChanged(oldPassword: string, newPassword: string): MessageKey | null {
  return oldPassword !== '' && oldPassword === newPassword ? 'validation.passwordSame' : null;
}

/** One field's check in a form: which rule, and whether it must be filled. */
export interface FieldCheck<F extends string = string> {
  field: F;
  rule: RuleName;
  required: boolean;
}

/** Every failing field, for a form that shows all its errors at once. */
export function allErrors<F extends string>(
  checks: readonly FieldCheck<F>[],
  values: Partial<Record<F, string>>,
): Partial<Record<F, MessageKey>> {
  const out: Partial<Record<F, MessageKey>> = {};
  for (const c of checks) {
    const key = checkField(c.rule, values[c.field], c.required);
    if (key) out[c.field] = key;
  }
  return out;
}
