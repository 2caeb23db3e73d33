// The one seam between RxJS and signals: views read signals and never subscribe.
import { signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { Observable } from 'rxjs';

export interface Bound<T> {
  value: ReadonlySignal<T>;
  dispose: () => void;
}

/** Mirrors an observable into a signal until dispose; errors keep the last value. */
export function bind<T>(source: Observable<T>, initial: T, target: Signal<T> = signal(initial)): Bound<T> {
  const sub = source.subscribe({
    next: (v) => {
      target.value = v;
    },
    error: (e: unknown) => console.error('bind: stream failed', e),
  });
  return { value: target, dispose: () => sub.unsubscribe() };
}
