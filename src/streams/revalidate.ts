// Field errors re-validate when the language changes (SPEC §4, §9: debounce 200 ms), so an
// error reads in the new language. Its own module, loaded by state/revalidate.ts with a form's
// first language change: a form's first render needs none of RxJS.
import { type Observable, type SchedulerLike, Subject, debounceTime, distinctUntilChanged, map } from 'rxjs';
import type { Language } from '../api/types';

export const REVALIDATE_DEBOUNCE_MS = 200;

/** Re-runs field validation so error messages follow the new language. */
export function revalidateOnLanguage<T>(
  language$: Observable<Language>,
  revalidate: () => T,
  scheduler?: SchedulerLike,
): Observable<T> {
  return language$.pipe(
    debounceTime(REVALIDATE_DEBOUNCE_MS, scheduler),
    distinctUntilChanged(),
    map(() => revalidate()),
  );
}

/** One form's revalidation: the language changes pushed to it, and its stop. */
export interface Revalidator {
  push: (language: Language) => void;
  stop: () => void;
}

export function revalidator(revalidate: () => void): Revalidator {
  const changes = new Subject<Language>();
  const sub = revalidateOnLanguage(changes, revalidate).subscribe();
  return { push: (language) => changes.next(language), stop: () => sub.unsubscribe() };
}
