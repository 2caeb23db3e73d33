// SPEC §4/§9: a form's field errors re-validate 200 ms after the language settles, so an error
// reads in the new language (and a rule that depends on it answers again).
import { Observable } from 'rxjs';
import type { Language } from '../api/types';
import { revalidateOnLanguage } from '../streams/revalidate';
import { onLanguageChange } from './language';

/** Each applied language change (the dictionary is in), as a stream. */
const changes$ = new Observable<Language>((sub) => onLanguageChange((lang) => sub.next(lang)));

/** Calls `revalidate` after each settled language change; returns the stop. */
export function onLanguageRevalidate(revalidate: () => void): () => void {
  const sub = revalidateOnLanguage(changes$, revalidate).subscribe();
  return () => sub.unsubscribe();
}
