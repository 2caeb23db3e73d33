// What a refused call means to a view, read once here so views never see the API client's
// errors: the dictionary key to show, the platform's code, the envelope's value, and the form
// field it concerns (SPEC §8: every server code has a `server.<CODE>` key).
import { ApiError } from '../api/client';
import { hasText } from './i18n';
import { errorKey } from './resource';

export interface Failure {
  /** The dictionary key to show ('error.unknown' for anything without text). */
  key: string;
  /** The platform's code ('CAPTCHA_INVALID'); '' for a network failure, a timeout or a bug. */
  code: string;
  /** The failure envelope's value (login's { captcha: true }, the SMS answer's expirationTime), else null. */
  value: unknown;
  /** The field it concerns, in the form's own names; null when it concerns the whole form. */
  field: string | null;
}

/** Server codes that concern one field, and the field (server names). */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  USER_EXISTS: 'username',
  MOBILE_EXISTS: 'mobileNum',
  CPF_EXISTS: 'cpf',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  SMS_CODE_INVALID: 'verificationCode',
  AFFILIATE_INVALID: 'affiliateCode',
  OLD_PASSWORD_WRONG: 'oldPassword',
  PASSWORD_SAME: 'newPassword',
};

/**
 * INVALID_FIELD carries the field and the rule's message key (the server checks with the same
 * rules as the form); other field codes map to their field. `rename` maps server field names
 * to the form's own (countryDialingCode shows under the mobile number).
 */
export function failureOf(e: unknown, rename: Readonly<Record<string, string>> = {}): Failure {
  if (!(e instanceof ApiError)) return { key: 'error.unknown', code: '', value: null, field: null };
  const named = (f: string) => rename[f] ?? (f === 'countryDialingCode' ? 'mobileNum' : f);
  const v = e.value as { field?: unknown; messageKey?: unknown } | null;
  if (e.code === 'INVALID_FIELD' && typeof v?.field === 'string' && typeof v.messageKey === 'string')
    return {
      key: hasText(v.messageKey) ? v.messageKey : 'error.unknown',
      code: e.code,
      value: e.value,
      field: named(v.field),
    };
  const field = FIELD_OF_CODE[e.code];
  // A code the dictionary has no text for (an unknown platform code) shows 'Unknown error', never a raw key.
  return { key: errorKey(e), code: e.code, value: e.value, field: field ? named(field) : null };
}
