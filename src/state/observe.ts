// signal → observable, the other direction of bind.ts: streams react to state changes
// (session, flags) without knowing about signals.
import { effect } from '@preact/signals-react';
import { distinctUntilChanged, Observable } from 'rxjs';

export function toObservable<T>(read: () => T, equal: (a: T, b: T) => boolean = (a, b) => JSON.stringify(a) === JSON.stringify(b)): Observable<T> {
  return new Observable<T>((sub) => effect(() => { sub.next(read()); })).pipe(distinctUntilChanged(equal));
}
