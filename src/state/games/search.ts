// A search box bound to a paged list (SPEC §2.3, §2.4, §5): the text goes through the search
// stream (debounced, trimmed, stale requests aborted: streams/search.ts) and each query's first
// page lands in the list, whose 'more' then pages on with that query. Loaded lazily by the
// views when the player first focuses or types in a box: it brings RxJS.
import { type SchedulerLike, Subject } from 'rxjs';
import { type SearchInput, searchStream } from '../../streams/search';
import type { PagedList, PageFetcher } from '../paged';

export interface SearchBox {
  /** The box's text as it stands; `now` for Enter (and the clear button). */
  type: (text: string, now?: boolean) => void;
  /** The query the list shows or is loading ('' before any). */
  query: () => string;
  dispose: () => void;
}

export interface SearchOptions<T> {
  /** The pages of one query. */
  pagesFor: (query: string) => PageFetcher<T>;
  /** Called when the settled query changes (before its answer), so the view can follow it (the URL, a filter). */
  onQuery: (query: string) => void;
  /** The query the list shows when the box starts (a name the filter panel set); '' by default. */
  from?: string;
  /** A query that asks nothing (home's empty box is its lobby). */
  idle?: (query: string) => boolean;
  scheduler?: SchedulerLike;
}

export function searchInto<T>(list: PagedList<T>, o: SearchOptions<T>): SearchBox {
  const input$ = new Subject<SearchInput>();
  let query = o.from ?? '';
  const sub = searchStream({
    input$,
    fetch: (q, signal) => o.pagesFor(q)(1, signal),
    idle: o.idle,
    scheduler: o.scheduler,
  }).subscribe((s) => {
    if (s.query !== query) {
      query = s.query;
      o.onQuery(query);
    }
    if (s.status === 'idle') return list.abort();
    list.show(
      o.pagesFor(s.query),
      s.status === 'loading' ? 'loading' : s.status === 'done' ? { answer: s.result } : { error: s.error },
    );
  });
  return {
    type: (text, now = false) => input$.next({ text, now }),
    query: () => query,
    dispose: () => sub.unsubscribe(),
  };
}
