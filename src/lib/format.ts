// Money stays in integer minor units everywhere; only views format it (SPEC §9: 2 decimals).
import type { Language } from '../api/types';

const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', ur: 'ur-PK' };

export function formatMoney(cents: number, lang: Language, symbol = ''): string {
  const safe = Number.isFinite(cents) ? Math.trunc(cents) : 0;
  const text = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(safe / 100);
  return symbol ? `${symbol} ${text}` : text;
}

export const MASK = '****';
