// The three states of one-screen data (state/use-resource.ts): the error with its retry while
// nothing has loaded, loading, then the data. A failed reload keeps what was shown.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { ResourceView } from '../../state/use-resource';
import { ErrorState, Loading } from '../PageState';

/** What shows while a resource has no data: its error with a retry, or loading. */
export function NotLoaded({ of }: { of: ResourceView<unknown> }) {
  useSignals();
  return of.error.value ? <ErrorState messageKey={of.error.value} onRetry={of.reload} /> : <Loading />;
}

export function Loaded<T>({ of, children }: { of: ResourceView<T>; children: (data: T) => ReactNode }) {
  useSignals();
  const data = of.data.value;
  return data === null ? <NotLoaded of={of} /> : children(data);
}
