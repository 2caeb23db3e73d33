// Reading and checking account request bodies with the shared rules of
// src/rules/validation.ts, so the server refuses exactly what the client refuses.
import type { Db } from '../db/open.ts';
import { takeCaptcha, useSmsCode } from '../db/accounts.ts';
import { checkField, stripLeadingZero, type RuleName } from '../../src/rules/validation.ts';
import type { AccountsConfig } from './accounts-config.ts';
import { apiError } from '../http/errors.ts';

/** A field that fails its rule: the client shows messageKey under the field. */
export const invalid = (field: string, messageKey: string) =>
  apiError('INVALID_FIELD', `${field} is not valid`, { field, messageKey });

export function check(field: string, rule: RuleName, value: string, required = true): void {
  const key = checkField(rule, value, required);
  if (key) throw invalid(field, key);
}

/** The dialing code must be one the site offers; the number loses one leading zero. */
export function mobile(
  cfg: AccountsConfig,
  b: { mobileNum?: string; countryDialingCode?: string },
  rule: RuleName = 'mobileNum',
): { cc: string; mobile: string } {
  const raw = b.mobileNum ?? '';
  check('mobileNum', rule, raw);
  const cc = (b.countryDialingCode ?? '').replace(/^\+/, '') || cfg.registration.defaultCountryCode;
  if (!cfg.registration.countryCodes.some((c) => c.code === cc))
    throw invalid('countryDialingCode', 'validation.mobileNum');
  return { cc, mobile: stripLeadingZero(raw) };
}

/** Single-use captcha; `value` marks the failure as one the login form answers with a captcha. */
export function requireCaptcha(
  db: Db,
  answer: string,
  key: string,
  value: Record<string, unknown> | null = null,
): void {
  if (!answer || !key) throw apiError('CAPTCHA_REQUIRED', undefined, value);
  if (checkField('captcha', answer, true) || !takeCaptcha(db, key, answer.trim())) {
    throw apiError('CAPTCHA_INVALID', undefined, value);
  }
}

export function requireSmsCode(
  db: Db,
  cfg: AccountsConfig,
  cc: string,
  mobileNum: string,
  purpose: string,
  code: string,
): void {
  check('verificationCode', 'verificationCode', code);
  if (!useSmsCode(db, cc, mobileNum, purpose, code.trim(), cfg.security.smsMaxAttempts)) {
    throw apiError('SMS_CODE_INVALID');
  }
}
