// SPEC §4/§9: a form's field errors re-validate 200 ms after the language settles, so an error
// reads in the new language (and a rule that depends on it answers again).
import { skip } from 'rxjs';
import { revalidateOnLanguage } from '../streams/language';
import { language } from './i18n';
import { toObservable } from './observe';

/** Calls `revalidate` after each settled language change; returns the stop. */
export function onLanguageRevalidate(revalidate: () => void): () => void {
  const sub = revalidateOnLanguage(toObservable(() => language.value).pipe(skip(1)), revalidate).subscribe();
  return () => sub.unsubscribe();
}
