// Where a refused account call shows its message: under the field it concerns, or for
// the whole form. Every server code has a `server.<CODE>` dictionary key (SPEC §8).
import { ApiError } from '../../api/client';
import { errorKey } from '../../state/resource';
import { hasText } from '../../state/i18n';

/** Server codes that concern one field, and the field (server names). */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  USER_EXISTS: 'username',
  MOBILE_EXISTS: 'mobileNum',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  SMS_CODE_INVALID: 'verificationCode',
  AFFILIATE_INVALID: 'affiliateCode',
  OLD_PASSWORD_WRONG: 'oldPassword',
  PASSWORD_SAME: 'newPassword',
};

export interface Placed {
  field: string | null;
  key: string;
}

/**
 * INVALID_FIELD carries the field and the rule's message key (the server checks with the
 * same rules as the form); other field codes map to their field; anything else is the
 * form's error. `rename` maps server field names to the form's own (countryDialingCode
 * shows under the mobile number).
 */
export function placeError(e: unknown, rename: Readonly<Record<string, string>> = {}): Placed {
  const err = e instanceof ApiError ? e : null;
  if (!err) return { field: null, key: 'error.unknown' };
  const named = (f: string) => rename[f] ?? (f === 'countryDialingCode' ? 'mobileNum' : f);
  const v = err.value as { field?: unknown; messageKey?: unknown } | null;
  if (err.code === 'INVALID_FIELD' && typeof v?.field === 'string' && typeof v.messageKey === 'string') {
    return { field: named(v.field), key: hasText(v.messageKey) ? v.messageKey : 'error.unknown' };
  }
  const field = FIELD_OF_CODE[err.code];
  // A code the dictionary has no text for (an unknown platform code) shows 'Unknown error', never a raw key.
  return { field: field ? named(field) : null, key: errorKey(err) };
}
