// Money rules shared by the client and the reference server (SPEC §4 templates, §5, §7
// Wallet and money). Amounts are integer cents; text is parsed here and nowhere else.
import type { Language } from '../api/types';
import { formatMoney } from '../lib/format';
import { checkField } from './validation';

export type Template = 'base' | 'new';

/** SPEC §4: the deposit detail is the new template when dep_func is '1', otherwise base. */
export function depositTemplate(flags: { dep_func?: string } | null | undefined): Template {
  return flags?.dep_func === '1' ? 'new' : 'base';
}

/** SPEC §4: the member centre is the new template when mem_cen is '1', otherwise base. */
export function memberCentreTemplate(flags: { mem_cen?: string } | null | undefined): Template {
  return flags?.mem_cen === '1' ? 'new' : 'base';
}

/** Digits with an optional '.' or ',' and up to 2 decimals ("12", "12,5", "12.50") as cents; null when not an amount. */
export function parseAmount(text: string): number | null {
  const v = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(v)) return null;
  const [whole, frac = ''] = v.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/**
 * Cents as an amount field shows them, in the player's format (lib/format) without digit
 * grouping: "1234,50" in PT, "1234.50" in EN. parseAmount reads it back to the same cents, so a
 * preset, the 'all' button and the field agree (decimals are always two, so a separator
 * followed by three digits is grouping).
 */
export function centsToInput(cents: number, lang: Language): string {
  return formatMoney(cents, lang).replace(/[^\d,.]|[.,](?=\d{3})/g, '');
}

export interface Limits {
  minCents: number;
  maxCents: number;
}

export type AmountError =
  | 'wallet.error.amountFormat'
  | 'wallet.error.belowMin'
  | 'wallet.error.aboveMax'
  | 'wallet.error.aboveBalance';

/** A deposit or withdrawal amount within the site limits (and, for a withdrawal, the balance). */
export function checkAmount(cents: number | null, limits: Limits, balanceCents?: number): AmountError | null {
  if (cents === null || !Number.isSafeInteger(cents) || cents <= 0) return 'wallet.error.amountFormat';
  if (cents < limits.minCents) return 'wallet.error.belowMin';
  if (cents > limits.maxCents) return 'wallet.error.aboveMax';
  if (balanceCents !== undefined && cents > balanceCents) return 'wallet.error.aboveBalance';
  return null;
}

/**
 * The deposit form's errors (SPEC §5): an amount within the limits, and at least the minimum
 * deposit of the bonus chosen (bonusMinCents; it would pay nothing below); a bank for a bank
 * transfer.
 */
export function checkDeposit(
  v: { amount: string; bankCode: string },
  methodKind: string | undefined,
  limits: Limits,
  bonusMinCents = 0,
) {
  const cents = parseAmount(v.amount);
  const amount = checkAmount(cents, limits) ?? (cents! < bonusMinCents ? 'wallet.error.bonusMin' : null);
  return { amount, bankCode: methodKind === 'BANK' && v.bankCode === '' ? 'wallet.error.bank' : null };
}

/** The withdraw form's errors: an amount within the limits and the balance; the 6-digit payment password. */
export function checkWithdraw(v: { amount: string; paymentPassword: string }, limits: Limits, balanceCents?: number) {
  return {
    amount: checkAmount(parseAmount(v.amount), limits, balanceCents),
    paymentPassword: checkPaymentPassword(v.paymentPassword),
  };
}

/** Payment password: exactly 6 digits. */
export function checkPaymentPassword(v: string): 'wallet.error.paymentPassword' | null {
  return /^\d{6}$/.test(v) ? null : 'wallet.error.paymentPassword';
}

/** Account holder / payee name: 2 to 60 letters, spaces, dots, apostrophes or hyphens. */
export function checkHolderName(v: string): 'wallet.error.holderName' | null {
  const s = v.trim();
  return s.length >= 2 && s.length <= 60 && /^[\p{L} .'-]+$/u.test(s) ? null : 'wallet.error.holderName';
}

/** SPEC §7 transaction code list: ledger kinds grouped under the codes the filter offers. */
export const TRANSACTION_CODES = {
  DEPOSIT: ['deposit'],
  WITHDRAW: ['withdrawal', 'withdrawal_refund'],
  GAME: ['game_bet', 'game_win', 'game_refund'],
  BONUS: [
    'promo_bonus',
    'bonus',
    'sign_in',
    'trial_credit',
    'trial_removed',
    'bonus_converted',
    'bonus_expired',
    'bonus_forfeited',
    'bonus_cancelled',
  ],
  TRANSFER: ['transfer_in', 'transfer_out'],
  AGENT: ['salary', 'dividend', 'rebate'],
} as const satisfies Record<string, readonly string[]>;

export type TransactionCode = keyof typeof TRANSACTION_CODES | 'OTHER';

export function codeOfKind(kind: string): TransactionCode {
  for (const [code, kinds] of Object.entries(TRANSACTION_CODES))
    if ((kinds as readonly string[]).includes(kind)) return code as TransactionCode;
  return 'OTHER';
}

/** Nickname 1-20 characters without markup; e-mail optional (SPEC §5 email max 255); payee name as on a bank card. */
/** A profile's nickname follows the registration rule (no bidi, zero-width or control characters). */
export function checkProfile(v: { nickname: string; email: string; payeeName: string }) {
  const nick = v.nickname.trim();
  return {
    nickname: checkField('nickname', nick, true) ? 'validation.nickname' : null,
    email:
      v.email.trim() === '' || (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim()) && v.email.length <= 255)
        ? null
        : 'member.error.email',
    payeeName: v.payeeName.trim() === '' ? null : checkHolderName(v.payeeName),
  };
}
