// The one primitive for paged lists (SPEC §4 paging), as signals: reset loads page 1 and
// replaces, more loads the next page and appends and is ignored on the last page; a newer load
// aborts an older; `loading` always ends false and errors are dictionary keys. usePagedList
// binds one to a view.
import { signal, type Signal } from '@preact/signals-react';
import { useEffect, useRef, useState } from 'react';
import { emptyPage, mergePage, nextPageNo, type Paged } from '../rules/paging';
import { onLanguageChange } from './language';
import { errorKey } from './resource';

export interface PageAnswer<T> {
  items: T[];
  pageNo: number;
  totalPages: number;
  total?: number;
}
export type PageFetcher<T> = (pageNo: number, signal: AbortSignal) => Promise<PageAnswer<T>>;

export interface PagedList<T> {
  page: Signal<Paged<T>>;
  loading: Signal<boolean>;
  /** True while 'more' is loading (the list stays on screen). */
  appending: Signal<boolean>;
  error: Signal<string | null>;
  reset: (fetcher: PageFetcher<T>) => Promise<void>;
  /** Takes the fetcher for later pages of a list that started with its first page (pagedList's `first`): nothing is asked now. */
  adopt: (fetcher: PageFetcher<T>) => void;
  more: () => Promise<void>;
  retry: () => Promise<void>;
  /**
   * Shows a first page another load is asking (a search stream, which cancels its stale requests
   * itself): 'loading', then its answer or its failure. `more` and `retry` go on with `fetcher`.
   */
  show: (fetcher: PageFetcher<T>, first: 'loading' | { answer: PageAnswer<T> } | { error: unknown }) => void;
  /** Drops one item without a reload (a favourite removed inside the favourites class). */
  remove: (key: string) => void;
  abort: () => void;
}

/** `first`: page 1 already in hand (the boot shell's answer), shown from the first render. */
export function pagedList<T>(key: (item: T) => string, first: PageAnswer<T> | null = null): PagedList<T> {
  const page = signal<Paged<T>>(first ? mergePage(emptyPage<T>(), first, 'replace', key) : emptyPage());
  const loading = signal(false);
  const appending = signal(false);
  const error = signal<string | null>(null);
  let fetcher: PageFetcher<T> | null = null;
  let current: AbortController | null = null;
  let lastRequest: { pageNo: number; mode: 'append' | 'replace' } = { pageNo: 1, mode: 'replace' };

  async function load(pageNo: number, mode: 'append' | 'replace'): Promise<void> {
    if (!fetcher) return;
    current?.abort();
    const ctrl = new AbortController();
    current = ctrl;
    lastRequest = { pageNo, mode };
    loading.value = true;
    appending.value = mode === 'append';
    error.value = null;
    if (mode === 'replace') page.value = emptyPage();
    try {
      const answer = await fetcher(pageNo, ctrl.signal);
      if (current === ctrl) page.value = mergePage(page.value, answer, mode, key);
    } catch (e) {
      if (current === ctrl && !ctrl.signal.aborted) error.value = errorKey(e);
    } finally {
      if (current === ctrl) {
        loading.value = false;
        appending.value = false;
        current = null;
      }
    }
  }

  return {
    page,
    loading,
    appending,
    error,
    reset: (f) => {
      fetcher = f;
      return load(1, 'replace');
    },
    adopt: (f) => {
      fetcher = f;
    },
    more: () => {
      const next = nextPageNo(page.value);
      return next === null || loading.value ? Promise.resolve() : load(next, 'append');
    },
    retry: () => load(lastRequest.pageNo, lastRequest.mode),
    show: (f, first) => {
      current?.abort();
      current = null;
      fetcher = f;
      lastRequest = { pageNo: 1, mode: 'replace' };
      appending.value = false;
      error.value = null;
      loading.value = first === 'loading';
      if (first === 'loading') page.value = emptyPage();
      else if ('answer' in first) page.value = mergePage(emptyPage<T>(), first.answer, 'replace', key);
      else error.value = errorKey(first.error);
    },
    remove: (k) => {
      const p = page.value;
      const items = p.items.filter((i) => key(i) !== k);
      if (items.length !== p.items.length) page.value = { ...p, items, total: Math.max(0, p.total - 1) };
    },
    abort: () => {
      current?.abort();
      current = null;
      loading.value = false;
      appending.value = false;
    },
  };
}

/**
 * A paged list's life in a view: page 1 when the view mounts and whenever `deps` change (with
 * the fetcher of that render), page 1 again on a language change if `perLanguage`, aborted when
 * the view goes. A null fetcher (nothing to ask yet, e.g. a visitor's favourites) asks nothing.
 */
export function usePagedList<T>(
  key: (item: T) => string,
  fetcher: PageFetcher<T> | null,
  deps: readonly unknown[],
  { perLanguage = false }: { perLanguage?: boolean } = {},
): PagedList<T> {
  const [list] = useState(() => pagedList(key));
  const latest = useRef(fetcher);
  latest.current = fetcher;
  useEffect(() => {
    const reset = () => {
      if (latest.current) void list.reset(latest.current);
    };
    reset();
    const off = perLanguage ? onLanguageChange(reset) : undefined;
    return () => {
      off?.();
      list.abort();
    };
  }, [fetcher === null, ...deps]);
  return list;
}
