// Search as the player types (SPEC §2.3 home search, §2.4 the lobby's name search, §5 trimmed
// text): each keystroke's text waits SEARCH_DEBOUNCE_MS of quiet, Enter searches at once, the
// same text twice is asked once (Enter asks again), and a newer query cancels the older's
// request (switchMap, whose unsubscribe aborts the fetch's signal), so a slow answer for "ab"
// never lands over the answer for "abc".
import {
  type Observable,
  type SchedulerLike,
  catchError,
  concat,
  debounce,
  distinctUntilChanged,
  map,
  of,
  switchMap,
  timer,
} from 'rxjs';
import { abortable } from './abortable';

/** Quiet time after the last keystroke before the text is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the box sends: the text as it stands; `now` for Enter (SPEC §2.3: it searches at once). */
export interface SearchInput {
  text: string;
  now?: boolean;
}

export type SearchState<R> =
  | { query: string; status: 'idle' }
  | { query: string; status: 'loading' }
  | { query: string; status: 'done'; result: R }
  | { query: string; status: 'failed'; error: unknown };

export interface SearchDeps<R> {
  input$: Observable<SearchInput>;
  /** One query's answer; aborting `signal` cancels the request. */
  fetch: (query: string, signal: AbortSignal) => Promise<R> | Observable<R>;
  /** A query that asks nothing and shows 'idle' instead (home's cleared search is its lobby). */
  idle?: (query: string) => boolean;
  debounceMs?: number;
  scheduler?: SchedulerLike;
}

export function searchStream<R>(deps: SearchDeps<R>): Observable<SearchState<R>> {
  const wait = deps.debounceMs ?? SEARCH_DEBOUNCE_MS;
  return deps.input$.pipe(
    map((i) => ({ query: i.text.trim(), now: i.now === true })),
    debounce((i) => (i.now ? of(0) : timer(wait, deps.scheduler))),
    // Debounce first: "ab" → "abc" → "ab" inside the wait is no change at all.
    distinctUntilChanged((a, b) => a.query === b.query && !b.now),
    switchMap(
      ({ query }): Observable<SearchState<R>> =>
        deps.idle?.(query)
          ? of({ query, status: 'idle' })
          : concat(
              of({ query, status: 'loading' } as const),
              abortable((signal) => deps.fetch(query, signal)).pipe(
                map((result): SearchState<R> => ({ query, status: 'done', result })),
                // Inside the switch: one failed search never ends the box's stream.
                catchError((error: unknown) => of({ query, status: 'failed', error } as const)),
              ),
            ),
    ),
  );
}
