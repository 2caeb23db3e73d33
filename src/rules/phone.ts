// Mobile numbers by country (SPEC §5 Registration, §4 SMS, §7 PIX keys): one rule for every form
// where a phone is typed (registration, SMS login, forgotten password, a PIX phone key) and for the
// reference server, which imports this file and stores what `mobileE164` answers.
// Why a library: each country's numbering plan (Brazil's area codes and nine-digit mobiles, the
// North American plan, the UK's 07…) changes every year; libphonenumber-js keeps Google's metadata
// current. The `mobile` build carries the mobile ranges only (a mobile is what an SMS needs):
// ~35 KB brotli, so only the lazy chunks that take a phone import this file (never the first view).
import { AsYouType, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/mobile';

/** What a number may be typed with: digits, spaces, brackets, dots, hyphens and a leading +. */
const TYPED = /^\+?[\d\s().-]+$/;
/** Longest input accepted: E.164's 15 digits with their usual punctuation. */
export const PHONE_MAX_LENGTH = 20;

/** The dialing code as the site lists it ("55", "+55") without its plus. */
const callingCode = (code: string) => code.trim().replace(/^\+/, '');

/** The typed number read under a dialing code; a number typed with another "+code" keeps its own. */
function parsed(code: string, typed: string): PhoneNumber | undefined {
  const v = typed.trim();
  if (v === '' || v.length > PHONE_MAX_LENGTH || !TYPED.test(v)) return undefined;
  try {
    return parsePhoneNumberFromString(v, { defaultCallingCode: callingCode(code) });
  } catch {
    return undefined; // a dialing code no country has ("999")
  }
}

/**
 * The number as E.164 ("+5521998765432") when it is a mobile of the chosen dialing code's country,
 * else null: "(21) 99876-5432", "021 99876-5432" and "+55 21 99876-5432" under +55 all give the same
 * answer; an unknown area code, a landline, too few digits or a number of another country give null.
 */
export function mobileE164(code: string, typed: string): string | null {
  const n = parsed(code, typed);
  return n?.isValid() && n.countryCallingCode === callingCode(code) ? n.number : null;
}

/** The form's check: null when valid, else the dictionary key shown under the field. */
export const checkMobile = (code: string, typed: string): 'validation.mobileNum' | null =>
  mobileE164(code, typed) === null ? 'validation.mobileNum' : null;

/**
 * The national significant number ("21998765432": no trunk zero, no country code), the form the
 * platform's API takes beside countryDialingCode; null when the number is not valid.
 */
export function mobileNational(code: string, typed: string): string | null {
  const n = parsed(code, typed);
  return n && mobileE164(code, typed) !== null ? n.nationalNumber : null;
}

/**
 * The number drawn in its country's format as it is typed ("2199876" → "(21) 99876"), for a caret
 * at the end. What the formatter cannot read (letters, a second +) is left as typed.
 */
export function formatTyping(code: string, typed: string): string {
  if (!TYPED.test(typed)) return typed;
  try {
    return new AsYouType({ defaultCallingCode: callingCode(code) }).input(typed);
  } catch {
    return typed; // a dialing code no country has
  }
}

/** The number in its country's national format once the field is left; as typed when it does not parse. */
export function formatMobile(code: string, typed: string): string {
  const n = parsed(code, typed);
  if (!n || mobileE164(code, typed) === null) return typed;
  return n.formatNational();
}

/** A stored E.164 number drawn in its country's national format ("+5521998765432" → "(21) 99876-5432"). */
export function formatStored(e164: string): string {
  const n = parsePhoneNumberFromString(e164);
  return n ? n.formatNational() : e164;
}

/** A form's mobile field: an empty one is required (or passes when optional), else the country's rule. */
export function checkMobileField(
  code: string,
  typed: string | undefined,
  required: boolean,
): 'validation.required' | 'validation.mobileNum' | null {
  if ((typed ?? '').trim() === '') return required ? 'validation.required' : null;
  return checkMobile(code, typed ?? '');
}
