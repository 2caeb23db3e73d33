// A page's one-off remote data: refetched when its inputs change, aborted on unmount;
// `loading` always ends false and errors are dictionary keys (like state/resource.ts).
import { useEffect, useState } from 'react';
import { errorKey } from './resource';

export interface CallState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

export function useCall<T>(
  fetcher: ((signal: AbortSignal) => Promise<T>) | null,
  deps: readonly unknown[],
): CallState<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(fetcher !== null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!fetcher) {
      setLoading(false);
      return;
    }
    const ctrl = new AbortController();
    setLoading(true);
    setError(null);
    fetcher(ctrl.signal)
      .then(
        (v) => {
          if (!ctrl.signal.aborted) setData(v);
        },
        (e: unknown) => {
          if (!ctrl.signal.aborted) setError(errorKey(e));
        },
      )
      .finally(() => {
        if (!ctrl.signal.aborted) setLoading(false);
      });
    return () => ctrl.abort();
  }, [...deps, round]);
  return { data, error, loading, reload: () => setRound((r) => r + 1) };
}
