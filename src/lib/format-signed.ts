// A credit or a debit as the money records show it. Not on the start-up path (format.ts is):
// only the records' lazy pages sign amounts, so only their chunks carry this.
import type { Language } from '../api/types';
import { formatMoney } from './format';

/**
 * A credit or a debit as the records show it: "+R$ 2,00", "−R$ 10,00" (a true minus sign,
 * as wide as the plus), the sign before the currency; nothing before a zero.
 */
export function formatSignedMoney(cents: number, lang: Language, symbol = ''): string {
  const safe = Number.isFinite(cents) ? Math.trunc(cents) || 0 : 0;
  const sign = safe > 0 ? '+' : safe < 0 ? `${lang === 'ur' ? '\u200e' : ''}\u2212` : '';
  return sign + formatMoney(Math.abs(safe), lang, symbol);
}
