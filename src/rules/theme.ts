// Start-up path: the theme is applied before the first paint.
// Colour theme (SPEC §3, §4, §9): only 'dark' and 'light' exist; dark is the default.

export type Theme = 'dark' | 'light';

/**
 * The stored value comes from local storage or a data attribute, so it may be anything
 * (null, an old value, a typo). Only the exact string 'light' selects light; everything
 * else falls back to dark, the default (SPEC §4 "anything else falls back to dark").
 * Matching is exact on purpose: 'Light' was never written by this app.
 */
export function normalizeTheme(v: unknown): Theme {
  return v === 'light' ? 'light' : 'dark';
}
