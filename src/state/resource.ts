// Start-up path: home's remote data are resources.
// A page's remote data as three signals. Every load ends with loading=false whatever
// happens, so a failed call never leaves a spinner behind; a newer load aborts the older.
import { signal, type Signal } from '@preact/signals-react';
import { ApiError } from '../api/client';
import { hasText } from './i18n';

export interface Resource<T, A extends unknown[]> {
  data: Signal<T | null>;
  error: Signal<string | null>;
  loading: Signal<boolean>;
  load: (...args: A) => Promise<T | null>;
  abort: () => void;
}

/**
 * The dictionary key a view shows for a failure. A platform code the dictionary has no
 * text for (`server.<CODE>`) becomes 'error.unknown' rather than a raw key on screen.
 */
export const errorKey = (e: unknown): string =>
  e instanceof ApiError && hasText(e.messageKey) ? e.messageKey : 'error.unknown';

export function resource<T, A extends unknown[]>(
  fetcher: (signal: AbortSignal, ...args: A) => Promise<T>,
): Resource<T, A> {
  const data = signal<T | null>(null);
  const error = signal<string | null>(null);
  const loading = signal(false);
  let current: AbortController | null = null;
  const abort = () => {
    current?.abort();
    current = null;
    loading.value = false;
  };
  async function load(...args: A): Promise<T | null> {
    current?.abort();
    const ctrl = new AbortController();
    current = ctrl;
    loading.value = true;
    error.value = null;
    try {
      const value = await fetcher(ctrl.signal, ...args);
      if (current === ctrl) data.value = value;
      return value;
    } catch (e) {
      if (current === ctrl && !ctrl.signal.aborted) error.value = errorKey(e);
      return null;
    } finally {
      if (current === ctrl) {
        loading.value = false;
        current = null;
      }
    }
  }
  return { data, error, loading, load, abort };
}
