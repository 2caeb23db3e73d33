import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Observable, Subject, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { Wallet } from '../../../src/api/types';
import { BALANCE_INITIAL, BALANCE_THROTTLE_MS, type BalanceState, balance } from '../../../src/streams/balance';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));
const w = (cents: number): Wallet => ({ sumBalance: cents, currencySymbol: 'R$' });
const st = (refreshing: boolean, wallet: Wallet | null, error = false): BalanceState => ({ refreshing, wallet, error });

// Fetch k (1-based) answers wallet w(k * 100), or fails when k is in `failing`.
function fetcher(s: TestScheduler, delay: string | null, failing: number[] = []) {
  const calls: number[] = [];
  const fetchWallet = (): Observable<Wallet> => {
    calls.push(s.now());
    const k = calls.length;
    if (failing.includes(k)) return delay ? s.createColdObservable(`${delay} #`) : throwError(() => new Error('x'));
    return delay ? s.createColdObservable(`${delay} (a|)`, { a: w(k * 100) }) : of(w(k * 100));
  };
  return { calls, fetchWallet };
}

test('SPEC §7 balance: the refresh throttle is 250 ms', () => {
  assert.is(BALANCE_THROTTLE_MS, 250);
  assert.equal(BALANCE_INITIAL, st(false, null));
});

test('SPEC §4 balance: starts empty; a ping shows refreshing (masked) and then the new wallet', () => {
  const s = ts();
  const f = fetcher(s, '50ms');
  s.run(({ hot, expectObservable }) => {
    const out$ = balance({ refresh$: hot('100ms x 899ms x'), fetchWallet: f.fetchWallet, scheduler: s });
    expectObservable(out$).toBe('i 99ms r 49ms a 849ms R 49ms b', {
      i: st(false, null),
      r: st(true, null),
      a: st(false, w(100)),
      R: st(true, w(100)),
      b: st(false, w(200)),
    });
  });
  assert.equal(f.calls, [100, 1000]);
});

test('SPEC §7 balance: pings are throttled at 250 ms; the last ping of a window still fetches at its end', () => {
  const s = ts();
  const f = fetcher(s, null);
  s.run(({ hot, expectObservable }) => {
    // Pings at 0, 100, 249 → a fetch at 0 and one at 250 (the window's end); 251 and 400 fall in
    // the window that fetch opened → one more at 500. Never more than one fetch per 250 ms.
    const refresh$ = hot('x 99ms x 148ms x 1ms x 148ms x');
    expectObservable(balance({ refresh$, fetchWallet: f.fetchWallet, scheduler: s })).toBe(
      '(ira) 245ms (RB) 246ms (SC)',
      {
        i: st(false, null),
        r: st(true, null),
        a: st(false, w(100)),
        R: st(true, w(100)),
        B: st(false, w(200)),
        S: st(true, w(200)),
        C: st(false, w(300)),
      },
    );
  });
  assert.equal(f.calls, [0, 250, 500]);
});

test('SPEC §4 balance: one fetch at a time; pings during a fetch ask for exactly one more after it (money may have moved)', () => {
  const s = ts();
  const f = fetcher(s, '1000ms');
  s.run(({ hot, expectObservable }) => {
    // 300 and 900 arrive while the first fetch (0 → 1000) runs: one more fetch, 1000 → 2000.
    // 1300 arrives during that one: one more, 2000 → 3000. The mask stays on in between.
    const refresh$ = hot('x 299ms x 599ms x 399ms x');
    expectObservable(balance({ refresh$, fetchWallet: f.fetchWallet, scheduler: s })).toBe(
      '(ir) 996ms (aR) 996ms (bS) 996ms c',
      {
        i: st(false, null),
        r: st(true, null),
        a: st(false, w(100)),
        R: st(true, w(100)),
        b: st(false, w(200)),
        S: st(true, w(200)),
        c: st(false, w(300)),
      },
    );
  });
  assert.equal(f.calls, [0, 1000, 2000]);
});

test('SPEC §4 balance: a failure keeps the previous wallet with error; the next success clears it', () => {
  const s = ts();
  const f = fetcher(s, '10ms', [2]);
  s.run(({ hot, expectObservable }) => {
    const refresh$ = hot('x 999ms x 999ms x');
    expectObservable(balance({ refresh$, fetchWallet: f.fetchWallet, scheduler: s })).toBe(
      '(ir) 6ms a 989ms R 9ms e 989ms S 9ms c',
      {
        i: st(false, null),
        r: st(true, null),
        a: st(false, w(100)),
        R: st(true, w(100)),
        e: st(false, w(100), true),
        S: st(true, w(100)),
        c: st(false, w(300)),
      },
    );
  });
  assert.equal(f.calls, [0, 1000, 2000]);
});

test('SPEC §4 balance: a first fetch that fails leaves no wallet and flags the error', () => {
  const s = ts();
  s.run(({ hot, expectObservable }) => {
    const out$ = balance({
      refresh$: hot('x'),
      fetchWallet: () => {
        throw new Error('sync');
      },
      scheduler: s,
    });
    expectObservable(out$).toBe('(ire)', { i: st(false, null), r: st(true, null), e: st(false, null, true) });
  });
});

test('SPEC §4 balance: a fetch that completes without a wallet is a failure, not an endless mask', () => {
  const s = ts();
  s.run(({ cold, hot, expectObservable }) => {
    const out$ = balance({ refresh$: hot('x'), fetchWallet: () => cold('100ms |'), scheduler: s });
    expectObservable(out$).toBe('(ir) 96ms e', { i: st(false, null), r: st(true, null), e: st(false, null, true) });
  });
});

test('SPEC §4 balance: after unsubscribe pings fetch nothing and a late answer is dropped', () => {
  const s = ts();
  const f = fetcher(s, '100ms');
  s.run(({ hot, expectObservable }) => {
    const out$ = balance({ refresh$: hot('x 999ms x'), fetchWallet: f.fetchWallet, scheduler: s });
    expectObservable(out$, '^ 50ms !').toBe('(ir)', { i: st(false, null), r: st(true, null) });
  });
  assert.equal(f.calls, [0]);
});

test('SPEC §4 balance: accepts a Promise fetcher; the scheduler parameter drives the throttle', async () => {
  const s = ts();
  const refresh$ = new Subject<void>();
  const states: BalanceState[] = [];
  let calls = 0;
  const done = new Promise<void>((resolve) => {
    balance({ refresh$, fetchWallet: async () => w(++calls), scheduler: s }).subscribe((v) => {
      states.push(v);
      if (!v.refreshing && v.wallet) resolve();
    });
  });
  refresh$.next();
  refresh$.next(); // same virtual instant: throttled
  await done;
  assert.is(calls, 1);
  assert.equal(states, [st(false, null), st(true, null), st(false, w(1))]);
});

test.run();
