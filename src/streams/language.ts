// Reload on language change (SPEC §4 home rows, winner board, help; §9 debounce 250/200 ms).
import {
  EMPTY,
  type Observable,
  type SchedulerLike,
  catchError,
  debounceTime,
  defer,
  distinctUntilChanged,
  map,
  switchMap,
} from 'rxjs';
import type { Language } from '../api/types';

export const LANGUAGE_DEBOUNCE_MS = 250;

export interface LanguageChangeDeps<T> {
  language$: Observable<Language>;
  load: (lang: Language) => Observable<T> | Promise<T>;
  scheduler?: SchedulerLike;
}

/**
 * Loads data for each settled language. Every distinct language is loaded, the first
 * one included, so a caller that already loaded the current language skips it itself.
 */
export function languageChanges<T>(deps: LanguageChangeDeps<T>): Observable<{ language: Language; data: T }> {
  return deps.language$.pipe(
    // Debounce before distinct: pt → en → pt inside the window is no change at all.
    debounceTime(LANGUAGE_DEBOUNCE_MS, deps.scheduler),
    distinctUntilChanged(),
    // switchMap: rows in the old language must never land after rows in the new one.
    switchMap((language) =>
      defer(() => deps.load(language)).pipe(
        map((data) => ({ language, data })),
        catchError(() => EMPTY),
      ),
    ),
  );
}
