import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Observable, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { PENDING_HOLD_MS, PENDING_POLL_MS, pendingMoney } from '../../../src/streams/pending-money';

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

const poll = (
  s: TestScheduler,
  r: ReturnType<typeof recorder>,
  pending$: Observable<boolean>,
  visible$: Observable<boolean>,
) => pendingMoney({ pending$, visible$, fetchStatus: r.fetchStatus, scheduler: s });

test('SPEC §7 pending money: a page opening while money waits asks at once, then every 5000 ms while visible', () => {
  assert.is(PENDING_POLL_MS, 5_000);
  assert.ok(PENDING_HOLD_MS < PENDING_POLL_MS, 'a call the server holds has ended before the next tick');
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, expectObservable }) => {
    expectObservable(poll(s, r, cold('t', B), cold('t', B)), '^ 16000ms !').toBe('a 4999ms b 4999ms c 4999ms d', {
      a: 1,
      b: 2,
      c: 3,
      d: 4,
    });
  });
  assert.equal(r.calls, [0, 5000, 10_000, 15_000]);
});

test('SPEC §7 pending money: nothing is asked while nothing waits, and the poll stops when the answer says so', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, expectObservable }) => {
    // Waits from 0 to 12 s: calls at 0, 5 s and 10 s, then nothing.
    expectObservable(poll(s, r, cold('t 11999ms f', B), cold('t', B)), '^ 40000ms !').toBe('a 4999ms b 4999ms c', {
      a: 1,
      b: 2,
      c: 3,
    });
  });
  assert.equal(r.calls, [0, 5000, 10_000]);
  const idle = ts();
  const none = recorder(idle);
  idle.run(({ cold, expectObservable }) => {
    expectObservable(poll(idle, none, cold('f', B), cold('t', B)), '^ 60000ms !').toBe('');
  });
  assert.equal(none.calls, []);
});

test('SPEC §7 pending money: a hidden page asks nothing; coming back asks at once, never twice within 5000 ms', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, expectObservable }) => {
    // Visible (0, 5 s), hidden at 6 s, back at 20 s (at once), hidden at 21 s, back at 22 s (waits to 25 s).
    const visible$ = cold('t 5999ms f 13999ms t 999ms f 999ms t', B);
    expectObservable(poll(s, r, cold('t', B), visible$), '^ 31000ms !').toBe('a 4999ms b 14999ms c 4999ms d 4999ms e', {
      a: 1,
      b: 2,
      c: 3,
      d: 4,
      e: 5,
    });
  });
  assert.equal(r.calls, [0, 5000, 20_000, 25_000, 30_000]);
});

test('SPEC §7 pending money: money that starts waiting on an open page (a request just sent) is asked about at once, then every 5000 ms', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, expectObservable }) => {
    expectObservable(poll(s, r, cold('f 2999ms t', B), cold('t', B)), '^ 9000ms !').toBe('3000ms a 4999ms b', {
      a: 1,
      b: 2,
    });
  });
  assert.equal(r.calls, [3000, 8000]);
});

test('SPEC §7 pending money: waiting again within a period of the last call waits for the period', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, expectObservable }) => {
    // Waits 0-1 s (call at 0), nothing waits, waits again at 2 s: the next call is at 5 s, not 2 s.
    expectObservable(poll(s, r, cold('t 999ms f 999ms t', B), cold('t', B)), '^ 6000ms !').toBe('a 4999ms b', {
      a: 1,
      b: 2,
    });
  });
  assert.equal(r.calls, [0, 5000]);
});

test('SPEC §7 pending money: a failed call is skipped and the poll goes on; a slow call is never doubled', () => {
  const s = ts();
  const r = recorder(s, [1]);
  s.run(({ cold, expectObservable }) => {
    expectObservable(poll(s, r, cold('t', B), cold('t', B)), '^ 6000ms !').toBe('5000ms b', { b: 2 });
  });
  assert.equal(r.calls, [0, 5000]);
  const slow = ts();
  const rs = recorder(slow, [], (k) => slow.createColdObservable('7000ms a|', { a: k }));
  slow.run(({ cold, expectObservable }) => {
    // The call at 0 answers at 7 s; the tick at 5 s finds it in flight and asks nothing.
    expectObservable(poll(slow, rs, cold('t', B), cold('t', B)), '^ 11000ms !').toBe('7000ms a', { a: 1 });
  });
  assert.equal(rs.calls, [0, 10_000]);
});

test.run();
