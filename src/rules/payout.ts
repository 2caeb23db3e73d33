// Where a withdrawal is paid (SPEC §7 Withdraw: bank cards; Member settings): a Brazilian bank
// account (agência, conta with its check digit, corrente or poupança) or a PIX key (CPF, phone,
// e-mail or random key). Shared with the reference server, which refuses what these refuse.
// Each check answers a dictionary key or null; `normalize…` gives the form a key is stored in.
import { isCpf } from './identity';
import { mobileE164 } from './phone';
import { checkHolderName } from './wallet';

export type DestinationKind = 'BANK' | 'PIX';
export type AccountType = 'CHECKING' | 'SAVINGS';
export type PixKeyType = 'CPF' | 'PHONE' | 'EMAIL' | 'EVP';
export const ACCOUNT_TYPES: readonly AccountType[] = ['CHECKING', 'SAVINGS'];
export const PIX_KEY_TYPES: readonly PixKeyType[] = ['CPF', 'PHONE', 'EMAIL', 'EVP'];

const digits = (v: string) => v.replace(/\D/g, '');

/** The CPF rule lives with the other identity numbers (rules/identity); PIX keys use it too. */
export { isCpf };

/**
 * A PIX phone key: a Brazilian mobile by the rule every phone field follows (rules/phone), as E.164
 * ("+55 (11) 98765-4321" → "+5511987654321"); null otherwise. The PIX directory takes mobiles only,
 * so a landline ("(11) 3333-4444") is refused and the form says so (payout.error.pixPhone).
 */
export const normalizePhone = (v: string): string | null => mobileE164('55', v);

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// The PIX directory allows e-mail keys of up to 77 characters.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The key as the PIX directory stores it, or null when it is not a key of that type. */
export function normalizePixKey(type: PixKeyType, v: string): string | null {
  const s = v.trim();
  switch (type) {
    case 'CPF':
      return isCpf(s) && /^[\d.\s-]+$/.test(s) ? digits(s) : null;
    case 'PHONE':
      return /^[\d\s()+-]+$/.test(s) ? normalizePhone(s) : null;
    case 'EMAIL':
      return EMAIL.test(s) && s.length <= 77 ? s.toLowerCase() : null;
    case 'EVP':
      return EVP.test(s.toLowerCase()) ? s.toLowerCase() : null;
  }
  // A type the directory does not know (the server reads it from a request as sent).
  return null;
}

/** A refused phone key gets its own message: a Brazilian mobile with its area code, never a landline. */
export const checkPixKey = (type: string, v: string): 'payout.error.pixKey' | 'payout.error.pixPhone' | null =>
  (PIX_KEY_TYPES as readonly string[]).includes(type) && normalizePixKey(type as PixKeyType, v) !== null
    ? null
    : type === 'PHONE'
      ? 'payout.error.pixPhone'
      : 'payout.error.pixKey';

/** Agência: 4 digits, optionally a check digit ("1234", "1234-5"; Banco do Brasil's can be X). */
export const checkBranch = (v: string): 'payout.error.branch' | null =>
  /^\d{4}(-?[\dXx])?$/.test(v.trim()) ? null : 'payout.error.branch';

/** Conta with its check digit: "1234567-8" (1 to 12 digits, a hyphen, a digit or X). */
export const checkAccount = (v: string): 'payout.error.account' | null =>
  /^\d{1,12}-[\dXx]$/.test(v.replace(/\s+/g, '')) ? null : 'payout.error.account';

export const checkAccountType = (v: string): 'payout.error.accountType' | null =>
  (ACCOUNT_TYPES as readonly string[]).includes(v) ? null : 'payout.error.accountType';

export interface DestinationInput {
  kind: string;
  bankCode: string;
  branch: string;
  account: string;
  accountType: string;
  pixKeyType: string;
  pixKey: string;
  holderName: string;
}

/** The add-destination form's errors: a bank account's fields, or a PIX key's. */
export function checkDestination(v: DestinationInput) {
  const bank = v.kind === 'BANK';
  return {
    bankCode: bank && v.bankCode === '' ? 'wallet.error.bank' : null,
    branch: bank ? checkBranch(v.branch) : null,
    account: bank ? checkAccount(v.account) : null,
    accountType: bank ? checkAccountType(v.accountType) : null,
    pixKey: bank ? null : checkPixKey(v.pixKeyType, v.pixKey),
    holderName: checkHolderName(v.holderName),
  };
}

/** What a list shows of a stored account or key: enough to recognise it, not enough to reuse it. */
export function maskDestination(kind: DestinationKind, keyType: string, value: string): string {
  if (kind === 'BANK') return `**** ${value.replace(/-/g, '').slice(-4)}`;
  if (keyType === 'CPF') return `***.${value.slice(3, 6)}.${value.slice(6, 9)}-**`;
  if (keyType === 'PHONE') return `${value.slice(0, 5)} *****-${value.slice(-4)}`;
  if (keyType === 'EMAIL') {
    const [user = '', domain = ''] = value.split('@');
    return `${user.slice(0, 2)}***@${domain}`;
  }
  return `${value.slice(0, 4)}****-****-${value.slice(-4)}`;
}
