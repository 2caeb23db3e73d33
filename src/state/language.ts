// Language changes: debounced 250 ms, then the dictionary and everything that depends on
// the language reloads (SPEC §4, §9). Pages register their reloaders here.
import { signal } from '@preact/signals-react';
import { Subject } from 'rxjs';
import type { Language } from '../api/types';
import { languageChanges } from '../streams/language';
import { applyLanguage } from './i18n';

const requests$ = new Subject<Language>();
const reloaders = new Set<(lang: Language) => void>();
export const pendingLanguage = signal<Language | null>(null);

export const requestLanguage = (lang: Language): void => {
  pendingLanguage.value = lang;
  requests$.next(lang);
};

/** A view's language-dependent data registers its reload; returns the unregister. */
export function onLanguageChange(reload: (lang: Language) => void): () => void {
  reloaders.add(reload);
  return () => reloaders.delete(reload);
}

export function startLanguage(): () => void {
  const sub = languageChanges({ language$: requests$, load: (lang) => applyLanguage(lang).then(() => lang) })
    .subscribe(({ language }) => {
      pendingLanguage.value = null;
      for (const reload of reloaders) reload(language);
    });
  return () => sub.unsubscribe();
}
