// A request as an observable: unsubscribing (a switchMap moving on, a view going) aborts it
// through its AbortSignal, unless it already ended.
import { from, Observable } from 'rxjs';

export function abortable<R>(ask: (signal: AbortSignal) => Promise<R> | Observable<R>): Observable<R> {
  return new Observable<R>((sub) => {
    const ctrl = new AbortController();
    let ended = false;
    const inner = from(ask(ctrl.signal)).subscribe({
      next: (v) => sub.next(v),
      error: (e: unknown) => {
        ended = true;
        sub.error(e);
      },
      complete: () => {
        ended = true;
        sub.complete();
      },
    });
    return () => {
      inner.unsubscribe();
      if (!ended) ctrl.abort();
    };
  });
}
