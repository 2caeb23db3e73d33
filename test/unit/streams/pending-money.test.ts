import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Observable, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { PENDING_POLL_MS, pendingMoney } from '../../../src/streams/pending-money';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));
const B = { t: true, f: false };

/** A status fetcher that records the frame of each call and answers call k with k (or fails). */
function recorder(s: TestScheduler, failing: number[] = [], answer?: (k: number) => Observable<number>) {
  const calls: number[] = [];
  const fetchStatus = (): Observable<number> => {
    calls.push(s.now());
    const k = calls.length;
    if (failing.includes(k)) return throwError(() => new Error(`fail ${k}`));
    return answer ? answer(k) : of(k);
  };
  return { calls, fetchStatus };
}

test('SPEC §7 pending money: one status call every 5000 ms while money waits and the page is visible', () => {
  assert.is(PENDING_POLL_MS, 5_000);
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, expectObservable }) => {
    const out$ = pendingMoney({
      pending$: cold('t', B),
      visible$: cold('t', B),
      fetchStatus: r.fetchStatus,
      scheduler: s,
    });
    expectObservable(out$, '^ 16000ms !').toBe('5000ms a 4999ms b 4999ms c', { a: 1, b: 2, c: 3 });
  });
  assert.equal(r.calls, [5000, 10_000, 15_000]);
});

test('SPEC §7 pending money: nothing is asked while nothing waits, and the poll stops when the answer says so', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, expectObservable }) => {
    // Waits from 0 to 12 s: calls at 5 s and 10 s, then nothing.
    const pending$ = cold('t 11999ms f', B);
    expectObservable(
      pendingMoney({ pending$, visible$: cold('t', B), fetchStatus: r.fetchStatus, scheduler: s }),
      '^ 40000ms !',
    ).toBe('5000ms a 4999ms b', { a: 1, b: 2 });
  });
  assert.equal(r.calls, [5000, 10_000]);
  const idle = ts();
  const none = recorder(idle);
  idle.run(({ cold, expectObservable }) => {
    expectObservable(
      pendingMoney({ pending$: cold('f', B), visible$: cold('t', B), fetchStatus: none.fetchStatus, scheduler: idle }),
      '^ 60000ms !',
    ).toBe('');
  });
  assert.equal(none.calls, []);
});

test('SPEC §7 pending money: a hidden page asks nothing; coming back asks at once, never twice within 5000 ms', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, expectObservable }) => {
    // Visible, hidden at 6 s, back at 20 s (at once), hidden at 21 s, back at 22 s (waits to 25 s).
    const visible$ = cold('t 5999ms f 13999ms t 999ms f 999ms t', B);
    expectObservable(
      pendingMoney({ pending$: cold('t', B), visible$, fetchStatus: r.fetchStatus, scheduler: s }),
      '^ 31000ms !',
    ).toBe('5000ms a 14999ms b 4999ms c 4999ms d', { a: 1, b: 2, c: 3, d: 4 });
  });
  assert.equal(r.calls, [5000, 20_000, 25_000, 30_000]);
});

test('SPEC §7 pending money: money that starts waiting on a visible page is first asked about 5000 ms later', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, expectObservable }) => {
    const pending$ = cold('f 2999ms t', B);
    expectObservable(
      pendingMoney({ pending$, visible$: cold('t', B), fetchStatus: r.fetchStatus, scheduler: s }),
      '^ 9000ms !',
    ).toBe('8000ms a', { a: 1 });
  });
  assert.equal(r.calls, [8000]);
});

test('SPEC §7 pending money: a failed call is skipped and the poll goes on; a slow call is never doubled', () => {
  const s = ts();
  const r = recorder(s, [1]);
  s.run(({ cold, expectObservable }) => {
    expectObservable(
      pendingMoney({ pending$: cold('t', B), visible$: cold('t', B), fetchStatus: r.fetchStatus, scheduler: s }),
      '^ 11000ms !',
    ).toBe('10000ms b', { b: 2 });
  });
  assert.equal(r.calls, [5000, 10_000]);
  const slow = ts();
  const rs = recorder(slow, [], (k) => slow.createColdObservable('7000ms a|', { a: k }));
  slow.run(({ cold, expectObservable }) => {
    // The call at 5 s answers at 12 s; the tick at 10 s finds it in flight and asks nothing.
    expectObservable(
      pendingMoney({ pending$: cold('t', B), visible$: cold('t', B), fetchStatus: rs.fetchStatus, scheduler: slow }),
      '^ 16000ms !',
    ).toBe('12000ms a', { a: 1 });
  });
  assert.equal(rs.calls, [5000, 15_000]);
});

test.run();
