// signal → observable, the other direction of bind.ts: streams react to state changes
// (session, flags) without knowing about signals.
import { effect, untracked } from '@preact/signals-react';
import { distinctUntilChanged, Observable } from 'rxjs';

export function toObservable<T>(
  read: () => T,
  equal: (a: T, b: T) => boolean = (a, b) => JSON.stringify(a) === JSON.stringify(b),
): Observable<T> {
  // Only `read` is tracked: signals that subscribers read while handling a value must not
  // become dependencies of this effect (they would re-run it on unrelated changes).
  return new Observable<T>((sub) =>
    effect(() => {
      const v = read();
      untracked(() => sub.next(v));
    }),
  ).pipe(distinctUntilChanged(equal));
}
