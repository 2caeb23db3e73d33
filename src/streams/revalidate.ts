// Field errors re-validate when the language changes (SPEC §4, §9: debounce 200 ms), so an
// error reads in the new language. Its own module: the form kit imports it, and nothing else
// should come with it into every form's chunk.
import { type Observable, type SchedulerLike, debounceTime, distinctUntilChanged, map } from 'rxjs';
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
