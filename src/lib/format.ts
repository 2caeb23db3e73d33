// Start-up path: home's jackpot and a member's balance show formatted amounts.
// Money stays in integer minor units everywhere; only views format it (SPEC §9: 2 decimals).
import type { Language } from '../api/types';

/**
 * Each language's separators, written out: building the first Intl.NumberFormat loads the
 * locale's ICU data, about 20 ms of main thread on a cheap phone in the first view (the
 * jackpot and the balance format at once), for three fixed patterns we can spell here.
 * Urdu puts a left-to-right mark before the minus so the sign stays left of the digits.
 */
const SEPARATORS: Record<Language, { group: string; decimal: string; minus: string }> = {
  pt: { group: '.', decimal: ',', minus: '-' },
  en: { group: ',', decimal: '.', minus: '-' },
  ur: { group: ',', decimal: '.', minus: '\u200e-' },
};

const grouped = (digits: string, group: string): string => digits.replace(/\B(?=(\d{3})+$)/g, group);
/** A whole non-negative number's decimal digits; past 10^21 toFixed writes exponent form, BigInt does not. */
const digitsOf = (n: number): string => (n < 1e21 ? n.toFixed(0) : BigInt(Math.trunc(n)).toString());

/** A whole number with the language's digit grouping (the jackpot, counts); rounds half away from zero. */
export function formatWhole(value: number, lang: Language): string {
  if (!Number.isFinite(value)) return '0';
  const abs = Math.round(Math.abs(value));
  const sep = SEPARATORS[lang];
  return (value < 0 && abs > 0 ? sep.minus : '') + grouped(digitsOf(abs), sep.group);
}

export function formatMoney(cents: number, lang: Language, symbol = ''): string {
  // `|| 0` turns -0 (e.g. from -0.4) into 0, which would otherwise show as "-0.00".
  const safe = Number.isFinite(cents) ? Math.trunc(cents) || 0 : 0;
  const sep = SEPARATORS[lang];
  // Units and cents are split in integer arithmetic: `safe / 100` in floating point
  // loses the last cent of large balances (above about 10^13 units).
  const abs = Math.abs(safe);
  const minor = abs % 100;
  const major = (abs - minor) / 100;
  const digits = `${grouped(digitsOf(major), sep.group)}${sep.decimal}${minor < 10 ? '0' : ''}${minor}`;
  // The sign goes before the currency ("-R$ 10,00"), as pt-BR and en write it, never inside it.
  return `${safe < 0 ? sep.minus : ''}${symbol ? `${symbol} ` : ''}${digits}`;
}

export const MASK = '****';
