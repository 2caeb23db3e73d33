// Wallet balance on demand (SPEC §4 "Balance display": masked while refreshing; §7 getWallet on refresh).
import {
  Observable, SchedulerLike, catchError, concat, defer, exhaustMap, map, of, scan, startWith,
  take, throttleTime, throwIfEmpty,
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

export function balance(deps: BalanceDeps): Observable<BalanceState> {
  return deps.refresh$.pipe(
    throttleTime(BALANCE_THROTTLE_MS, deps.scheduler),
    // exhaustMap: taps on the refresh icon during a fetch add nothing; the answer is coming.
    exhaustMap(() =>
      concat(
        of<BalanceEvent>({ kind: 'start' }),
        defer(() => deps.fetchWallet()).pipe(
          take(1),
          throwIfEmpty(),
          map((wallet): BalanceEvent => ({ kind: 'loaded', wallet })),
          catchError(() => of<BalanceEvent>({ kind: 'failed' })),
        ),
      ),
    ),
    scan(reduce, BALANCE_INITIAL),
    startWith(BALANCE_INITIAL),
  );
}
