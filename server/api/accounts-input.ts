// Reading and checking account request bodies with the shared rules of
// src/rules/validation.ts, so the server refuses exactly what the client refuses.
import type { Db } from '../db/open.ts';
import { takeCaptcha, useSmsCode } from '../db/accounts.ts';
import { checkField, type RuleName } from '../../src/rules/validation.ts';
import { mobileE164, mobileNational } from '../../src/rules/phone.ts';
import type { AccountsConfig } from './accounts-config.ts';
import { apiError } from '../http/errors.ts';

/** A field that fails its rule: the client shows messageKey under the field. */
export const invalid = (field: string, messageKey: string) =>
  apiError('INVALID_FIELD', `${field} is not valid`, { field, messageKey });

export function check(field: string, rule: RuleName, value: string, required = true): void {
  const key = checkField(rule, value, required);
  if (key) throw invalid(field, key);
}

/** The dialing code sent (the site's default when none), refused when the site does not offer it. */
export function dialingCode(cfg: AccountsConfig, b: { countryDialingCode?: string }): string {
  const cc = (b.countryDialingCode ?? '').replace(/^\+/, '') || cfg.registration.defaultCountryCode;
  if (!cfg.registration.countryCodes.some((c) => c.code === cc))
    throw invalid('countryDialingCode', 'validation.mobileNum');
  return cc;
}

/**
 * The dialing code must be one the site offers and the number a mobile of its country, by the rule
 * the forms use (src/rules/phone.ts). `mobile` is the national number (SMS codes and the outbox are
 * kept by it), `e164` the form a member's number is stored and found in.
 */
export function mobile(
  cfg: AccountsConfig,
  b: { mobileNum?: string; countryDialingCode?: string },
): { cc: string; mobile: string; e164: string } {
  const raw = b.mobileNum ?? '';
  const cc = dialingCode(cfg, b);
  const e164 = mobileE164(cc, raw);
  const national = mobileNational(cc, raw);
  if (e164 === null || national === null) throw invalid('mobileNum', 'validation.mobileNum');
  return { cc, mobile: national, e164 };
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
