// Wallet balance on demand (SPEC §4 "Balance display": masked while refreshing; §7 getWallet on refresh).
import {
  BehaviorSubject,
  type Observable,
  type SchedulerLike,
  catchError,
  concat,
  concatMap,
  defer,
  filter,
  finalize,
  map,
  of,
  scan,
  startWith,
  take,
  throttle,
  throttleTime,
  throwIfEmpty,
} from 'rxjs';
import type { Wallet } from '../api/types';

export const BALANCE_THROTTLE_MS = 250;

export interface BalanceState {
  refreshing: boolean;
  wallet: Wallet | null;
  error: boolean;
}

export interface BalanceDeps {
  refresh$: Observable<unknown>;
  fetchWallet: () => Observable<Wallet> | Promise<Wallet>;
  scheduler?: SchedulerLike;
}

export const BALANCE_INITIAL: BalanceState = { refreshing: false, wallet: null, error: false };

type BalanceEvent = { kind: 'start' } | { kind: 'loaded'; wallet: Wallet } | { kind: 'failed' };

// A failure keeps the previous wallet: an old balance with an error mark beats a blank.
const reduce = (state: BalanceState, ev: BalanceEvent): BalanceState => {
  switch (ev.kind) {
    case 'start':
      return { refreshing: true, wallet: state.wallet, error: false };
    case 'loaded':
      return { refreshing: false, wallet: ev.wallet, error: false };
    case 'failed':
      return { refreshing: false, wallet: state.wallet, error: true };
  }
};

/**
 * One fetch at a time, and a refresh asked for while one runs (or inside the throttle's window)
 * is never dropped: it becomes one more fetch after, because money may have moved after the
 * running fetch was answered (a bonus claimed just after the page opened showed the old
 * balance). A burst of taps on the refresh icon still costs two fetches at most.
 */
export function balance(deps: BalanceDeps): Observable<BalanceState> {
  return defer(() => {
    const idle$ = new BehaviorSubject(true);
    return deps.refresh$.pipe(
      throttleTime(BALANCE_THROTTLE_MS, deps.scheduler, { leading: true, trailing: true }),
      throttle(() => idle$.pipe(filter(Boolean), take(1)), { leading: true, trailing: true }),
      concatMap(() => {
        idle$.next(false);
        return concat(
          of<BalanceEvent>({ kind: 'start' }),
          defer(() => deps.fetchWallet()).pipe(
            take(1),
            throwIfEmpty(),
            map((wallet): BalanceEvent => ({ kind: 'loaded', wallet })),
            catchError(() => of<BalanceEvent>({ kind: 'failed' })),
          ),
        ).pipe(finalize(() => idle$.next(true)));
      }),
      scan(reduce, BALANCE_INITIAL),
      startWith(BALANCE_INITIAL),
    );
  });
}
