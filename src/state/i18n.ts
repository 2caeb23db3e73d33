// Start-up path: the dictionary is loaded before the first render.
// One language is loaded at a time; UR falls back to EN key by key, never a raw key.
// A visit that opens on home starts with the language's first-view slice (the keys named by the
// modules home can run, scripts/build/first-view-keys.ts); every other page group waits for the
// whole dictionary before it renders (src/pages-loader.ts), and a key the slice lacks fetches it.
import { computed, signal } from '@preact/signals-react';
import { readString, writeString } from '../lib/storage';
import { dictionaryUrls, takePrefetched } from '../boot/prefetched';
import { FIRST_VIEW_MISS } from '../lib/first-view-miss';
import { DEFAULT_LANGUAGE, isLanguage, type Language, RTL_LANGUAGES } from '../rules/languages';

export type Dictionary = Record<string, string>;
export const RTL: ReadonlySet<Language> = new Set(RTL_LANGUAGES);

/** A stored or requested language code; region tags count by their language (SPEC §3: PT-BR). */
export function normalizeLanguage(v: unknown): Language {
  const code = typeof v === 'string' ? v.toLowerCase().split(/[-_]/)[0]! : '';
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

const isLanguageTag = (v: string) => normalizeLanguage(v) !== 'pt' || /^pt([-_]|$)/i.test(v);
export const language = signal<Language>(normalizeLanguage(readString('language', 'local', isLanguageTag)));
export const dictionary = signal<Dictionary>({});
const fallback = signal<Dictionary>({});

/**
 * The file of a language's dictionary, whole or home's first-view slice: index.html names them
 * (src/boot/inline.ts), so a changed text renames the dictionary and the page, never the app's code.
 */
const dictionaryUrl = (lang: Language, firstView: boolean): string => {
  const urls = dictionaryUrls();
  return (firstView ? urls?.firstView : urls?.whole)?.[lang] ?? `/i18n/${lang}.json`;
};

export async function fetchDictionary(
  lang: Language,
  fetcher: typeof fetch = fetch,
  firstView = false,
): Promise<Dictionary> {
  const url = dictionaryUrl(lang, firstView);
  const res = await (takePrefetched(url) ?? fetcher(url));
  if (!res.ok) throw new Error(`dictionary ${lang}: HTTP ${res.status}`);
  const dict = (await res.json()) as unknown;
  if (typeof dict !== 'object' || dict === null || Array.isArray(dict))
    throw new Error(`dictionary ${lang}: not an object`);
  return dict as Dictionary;
}

/** The whole dictionary's load, once asked (a language choice always asks for it); unset while home shows only its slice. */
let whole: Promise<void> | undefined;

/** While home's first-view slice is on screen, whether a view asked it for a key it lacks; null once the whole dictionary is. */
let sliceMissed: boolean | null = null;

async function load(lang: Language, firstView: boolean, fetcher: typeof fetch): Promise<void> {
  const [dict, fb] = await Promise.all([
    fetchDictionary(lang, fetcher, firstView),
    lang === 'ur' ? fetchDictionary('en', fetcher, firstView) : Promise.resolve({}),
  ]);
  // A slice answering after the whole dictionary was asked for would take keys off the screen.
  if (firstView && whole) return;
  // The whole dictionary over its own slice: every text on screen stays as it is, so it is filled
  // in place and no view renders again, unless one showed a key the slice lacked. Set anew, it
  // re-rendered the whole app at the player's first touch, a stall that split a typed word.
  if (sliceMissed === false && language.peek() === lang) {
    Object.assign(dictionary.peek(), dict);
    Object.assign(fallback.peek(), fb);
    sliceMissed = null;
    return;
  }
  sliceMissed = firstView ? false : null;
  fallback.value = fb;
  dictionary.value = dict;
  language.value = lang;
  writeString('language', lang);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang === 'pt' ? 'pt-BR' : lang;
    document.documentElement.dir = RTL.has(lang) ? 'rtl' : 'ltr';
  }
}

/** Loads and applies a language, whole; the previous dictionary stays until the new one arrives. */
export function applyLanguage(lang: Language, fetcher: typeof fetch = fetch): Promise<void> {
  const done = (whole = load(lang, false, fetcher));
  // A failed load is asked again by the next page that waits for it.
  done.catch(() => {
    if (whole === done) whole = undefined;
  });
  return done;
}

/**
 * The start-up language: on home, its first-view slice (half the bytes of the whole, and the
 * dictionary is on the path of home's first paint); elsewhere the whole dictionary, which the
 * page waits for anyway. index.html's boot script asks for the same file (src/boot/inline.ts).
 */
export function applyStartLanguage(lang: Language, opensOnHome: boolean, fetcher: typeof fetch = fetch): Promise<void> {
  if (!opensOnHome) return applyLanguage(lang, fetcher);
  whole = undefined;
  return load(lang, true, fetcher);
}

/** Settles once the whole dictionary of the language on screen is in: what a page other than home waits for. */
export const wholeDictionary = (fetcher: typeof fetch = fetch): Promise<void> =>
  whole ?? applyLanguage(language.value, fetcher);

/**
 * A key the dictionary on screen lacks while it is home's first-view slice: the whole dictionary
 * is fetched and set anew (the text shows when it is in), and the key named, for the e2e suite to
 * tell a key the slice should have held from one no dictionary has (an unknown server code).
 */
function missing(key: string): void {
  if (sliceMissed === null) return;
  sliceMissed = true;
  if (whole) return;
  console.warn(FIRST_VIEW_MISS, key);
  // A failed load is the next page's to show (applyLanguage keeps the rejection handled).
  void wholeDictionary();
}
const has = (d: Dictionary, key: string) => Object.hasOwn(d, key);

/** Sets a dictionary directly (tests, and the boot path when it is already fetched). */
export function setDictionary(lang: Language, dict: Dictionary, fb: Dictionary = {}): void {
  whole = Promise.resolve();
  sliceMissed = null;
  fallback.value = fb;
  dictionary.value = dict;
  language.value = lang;
}

/** Whether the current dictionary (or its fallback) has text for a key. */
export function hasText(key: string): boolean {
  const found = has(dictionary.value, key) || has(fallback.value, key);
  if (!found) missing(key);
  return found;
}

/** First-strong isolate … pop: EN fallback text keeps its own direction inside a right-to-left line. */
const FSI = '\u2068';
const PDI = '\u2069';

export function t(key: string, params?: Record<string, string | number>): string {
  const own = dictionary.value[key];
  const found = own ?? fallback.value[key];
  if (found === undefined) missing(key);
  const text = found ?? key;
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
