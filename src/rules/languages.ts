// Start-up path: the stored language is checked against this list before the first render.
// The languages the site speaks (SPEC §3: PT the default, EN, UR written right to left). Every
// list of languages derives from this one: the Language type, the app's (state/i18n.ts) and
// the chooser's, the server's parameter parser (server/api/input/common.ts), the operator's
// content schema, the SMS text, the live chat page and the seeded texts. What else a new language needs (its
// dictionary, flag, name, formats, fonts) is listed in docs/languages-and-accessibility.md.

export const LANGUAGES = ['pt', 'en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC §3: the language of a visit that stored none, and of any code the site does not speak. */
export const DEFAULT_LANGUAGE: Language = 'pt';

/** Written right to left: the page turns `dir="rtl"` (SPEC §3: UR). */
export const RTL_LANGUAGES: readonly Language[] = ['ur'];

export const isLanguage = (v: unknown): v is Language => (LANGUAGES as readonly unknown[]).includes(v);
