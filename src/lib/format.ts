// Money stays in integer minor units everywhere; only views format it (SPEC §9: 2 decimals).
import type { Language } from '../api/types';

const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', ur: 'ur-PK' };

const formats = new Map<string, Intl.NumberFormat>();
/**
 * One formatter per language and number of decimals: building an Intl.NumberFormat costs far
 * more than using one, and the winners board or a ticking jackpot would build one per number.
 */
export function numberFormat(lang: Language, decimals = 0): Intl.NumberFormat {
  const key = `${lang}${decimals}`;
  let nf = formats.get(key);
  if (!nf) formats.set(key, nf = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
  return nf;
}

export function formatMoney(cents: number, lang: Language, symbol = ''): string {
  // `|| 0` turns -0 (e.g. from -0.4) into 0, which would otherwise show as "-0.00".
  const safe = Number.isFinite(cents) ? Math.trunc(cents) || 0 : 0;
  const nf = numberFormat(lang, 2);
  // Units and cents are split in integer arithmetic and formatted apart: `safe / 100` in
  // floating point loses the last cent of large balances (above about 10^13 units).
  const abs = Math.abs(safe);
  const minor = abs % 100;
  const major = (abs - minor) / 100;
  const text = nf.format(safe < 0 ? -major : major).slice(0, -2) + nf.format(minor / 100).slice(-2);
  return symbol ? `${symbol} ${text}` : text;
}

export const MASK = '****';
