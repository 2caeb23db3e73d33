// Start-up path. Language changes: debounced 250 ms, then the dictionary and everything
// that depends on the language reloads (SPEC §4, §9). Pages register their reloaders here;
// the debounce lives in streams-wiring.ts.
import { signal } from '@preact/signals-react';
import type { Language } from '../api/types';
import { channel } from './channel';

export const languageRequests = channel<Language>();
const reloaders = new Set<(lang: Language) => void>();
export const pendingLanguage = signal<Language | null>(null);

export const requestLanguage = (lang: Language): void => {
  pendingLanguage.value = lang;
  languageRequests.send(lang);
};

/** A view's language-dependent data registers its reload; returns the unregister. */
export function onLanguageChange(reload: (lang: Language) => void): () => void {
  reloaders.add(reload);
  return () => reloaders.delete(reload);
}

/** Called once the new dictionary is in: every registered view reloads its data. */
export function languageApplied(lang: Language): void {
  pendingLanguage.value = null;
  for (const reload of reloaders) reload(lang);
}
