// SPEC §3 language-to-flag mapping: the country whose flag stands for a language code in
// the language chooser. Region-tagged codes (PT-BR, zh-TW) use their region when it is
// listed, else their language; an unknown code has no flag (the chooser shows the name only).

const COUNTRY: Readonly<Record<string, string>> = {
  en: 'US',
  'en-gb': 'GB',
  ja: 'JP',
  km: 'KH',
  hi: 'IN',
  ta: 'IN',
  ur: 'PK',
  pt: 'BR',
  'pt-br': 'BR',
  'pt-pt': 'PT',
  zh: 'CN',
  'zh-tw': 'TW',
  ko: 'KR',
  th: 'TH',
  vi: 'VN',
  id: 'ID',
  ms: 'MY',
  es: 'ES',
  bn: 'BD',
  my: 'MM',
  tl: 'PH',
};

/** The ISO 3166 country of a language code's flag, or null. */
export function flagCountry(code: string): string | null {
  const c = code.trim().toLowerCase().replace('_', '-');
  return COUNTRY[c] ?? COUNTRY[c.split('-')[0]!] ?? null;
}

/**
 * Whether a phone draws flags: a flag is two regional-indicator letters that an emoji font joins
 * into one picture. Without one they stay two letter boxes, about twice one letter's width.
 */
export const flagDrawn = (flagWidth: number, letterWidth: number): boolean =>
  flagWidth > 0 && flagWidth < 1.5 * letterWidth;

/** The flag as regional-indicator emoji ('BR' → 🇧🇷), or '' without a flag. */
export function flagEmoji(code: string): string {
  const cc = flagCountry(code);
  return cc ? String.fromCodePoint(...[...cc].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65)) : '';
}
