// Start-up path: the dictionary is loaded before the first render.
// One language is loaded at a time; UR falls back to EN key by key, never a raw key.
import { computed, signal } from '@preact/signals-react';
import type { Language } from '../api/types';
import { readString, writeString } from '../lib/storage';
import { takePrefetched } from '../api/prefetch';

declare const __DICT_URLS__: Record<string, string> | undefined;
const DICT_URLS: Record<string, string> = typeof __DICT_URLS__ !== 'undefined' ? __DICT_URLS__ : {};

export type Dictionary = Record<string, string>;
export const SUPPORTED: readonly Language[] = ['pt', 'en', 'ur'];
export const RTL: ReadonlySet<Language> = new Set(['ur']);

/** A stored or requested language code; region tags count by their language (SPEC §3: PT-BR). */
export function normalizeLanguage(v: unknown): Language {
  const code = typeof v === 'string' ? v.toLowerCase().split(/[-_]/)[0]! : '';
  return (SUPPORTED as readonly string[]).includes(code) ? (code as Language) : 'pt';
}

const isLanguageTag = (v: string) => normalizeLanguage(v) !== 'pt' || /^pt([-_]|$)/i.test(v);
export const language = signal<Language>(normalizeLanguage(readString('language', 'local', isLanguageTag)));
export const dictionary = signal<Dictionary>({});
const fallback = signal<Dictionary>({});

export async function fetchDictionary(lang: Language, fetcher: typeof fetch = fetch): Promise<Dictionary> {
  const url = DICT_URLS[lang] ?? `/i18n/${lang}.json`;
  const res = await (takePrefetched(url) ?? fetcher(url));
  if (!res.ok) throw new Error(`dictionary ${lang}: HTTP ${res.status}`);
  const dict = (await res.json()) as unknown;
  if (typeof dict !== 'object' || dict === null || Array.isArray(dict))
    throw new Error(`dictionary ${lang}: not an object`);
  return dict as Dictionary;
}

/** Loads and applies a language; the previous dictionary stays until the new one arrives. */
export async function applyLanguage(lang: Language, fetcher: typeof fetch = fetch): Promise<void> {
  const [dict, fb] = await Promise.all([
    fetchDictionary(lang, fetcher),
    lang === 'ur' ? fetchDictionary('en', fetcher) : Promise.resolve({}),
  ]);
  fallback.value = fb;
  dictionary.value = dict;
  language.value = lang;
  writeString('language', lang);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang === 'pt' ? 'pt-BR' : lang;
    document.documentElement.dir = RTL.has(lang) ? 'rtl' : 'ltr';
  }
}

/** Sets a dictionary directly (tests, and the boot path when it is already fetched). */
export function setDictionary(lang: Language, dict: Dictionary, fb: Dictionary = {}): void {
  fallback.value = fb;
  dictionary.value = dict;
  language.value = lang;
}

/** Whether the current dictionary (or its fallback) has text for a key. */
export function hasText(key: string): boolean {
  const own = Object.prototype.hasOwnProperty;
  return own.call(dictionary.value, key) || own.call(fallback.value, key);
}

/** First-strong isolate … pop: EN fallback text keeps its own direction inside a right-to-left line. */
const FSI = '\u2068';
const PDI = '\u2069';

export function t(key: string, params?: Record<string, string | number>): string {
  const own = dictionary.value[key];
  const text = own ?? fallback.value[key] ?? key;
  const filled = params ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : text;
  // UR showing EN text ("Account: {name}"): isolated, or its punctuation lands on the wrong side.
  return own === undefined && text !== key && RTL.has(language.value) ? FSI + filled + PDI : filled;
}

export const isRtl = computed(() => RTL.has(language.value));

/**
 * The cardinal plural rule for whole counts, one for every language here: only 1 is 'one' ("1
 * dia seguido", "2 dias seguidos"). Written out: Intl.PluralRules would load ICU data on
 * start-up for two answers. It is CLDR's for en and ur; for pt CLDR also counts 0 as 'one',
 * but Brazilian usage puts zero in the plural ("0 membros ativos", "0 apostas").
 */
export function plural(_lang: Language, n: number): 'one' | 'other' {
  return Math.abs(n) === 1 ? 'one' : 'other';
}

/**
 * A text that carries a count: the dictionary has `key.one` and `key.other`, and the
 * language's rule picks one; {count} is the number (params may show it otherwise: "99+").
 */
export function tn(key: string, count: number, params?: Record<string, string | number>): string {
  return t(`${key}.${plural(language.value, count)}`, { count, ...params });
}
