// A promotion's terms line as the server sends it with a banner: the same pure rule the app
// runs (src/rules/wagering-line.ts) in the app's own dictionaries (i18n/<lang>.json), so the
// home banner states exactly what the promotion page, the deposit form and the help centre say,
// and the banner's first view loads none of the rule.
import { readFileSync } from 'node:fs';
import type { Language, WageringTerms } from '../../src/api/types.ts';
import type { Text } from '../../src/rules/wagering.ts';
import { wageringLine } from '../../src/rules/wagering-line.ts';

const dictionaries = new Map<Language, Record<string, string>>();

function dictionary(lang: Language): Record<string, string> {
  let d = dictionaries.get(lang);
  if (!d) {
    d = JSON.parse(readFileSync(new URL(`../../i18n/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    dictionaries.set(lang, d);
  }
  return d;
}

/** The dictionary lookup of a language with placeholders filled; a key it lacks falls back to English. */
export function dictionaryText(lang: Language): Text {
  const d = dictionary(lang);
  return (key, params = {}) =>
    (d[key] ?? dictionary('en')[key] ?? key).replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
}

/** The terms line of these terms in a language. */
export const termsLine = (terms: WageringTerms, lang: Language, symbol: string): string =>
  wageringLine(terms, lang, symbol, dictionaryText(lang));
