import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BehaviorSubject, EMPTY, type Observable, Subject, firstValueFrom, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { UnreadCounts } from '../../../src/api/types';
import {
  UNREAD_MAX_BACKOFF_MS,
  UNREAD_POLL_MS,
  UNREAD_THROTTLE_MS,
  ZERO_UNREAD,
  unreadCounts,
  unreadDelay,
} from '../../../src/streams/unread';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));
const n = (k: number): UnreadCounts => ({ inboxUnreadCount: k, chatUnreadCount: k, announcementUnreadCount: k });
const member = { type: 0 };

// A fetcher that records [frame, withChat] and answers call k (1-based) with counts n(k),
// or fails when k is in `failing`.
function recorder(s: TestScheduler, failing: number[] = [], answer?: (k: number) => Observable<UnreadCounts>) {
  const calls: Array<[number, boolean]> = [];
  const fetchCounts = (withChat: boolean): Observable<UnreadCounts> => {
    calls.push([s.now(), withChat]);
    const k = calls.length;
    if (failing.includes(k)) return throwError(() => new Error(`fail ${k}`));
    return answer ? answer(k) : of(n(k));
  };
  return { calls, fetchCounts };
}

test('SPEC §9 unread: constants are 30000 ms poll, 250 ms throttle, 5 min backoff cap', () => {
  assert.is(UNREAD_POLL_MS, 30_000);
  assert.is(UNREAD_THROTTLE_MS, 250);
  assert.is(UNREAD_MAX_BACKOFF_MS, 300_000);
  assert.equal(
    [0, 1, 2, 3, 4].map((f) => unreadDelay(f, 30_000, 300_000)),
    [30_000, 60_000, 120_000, 240_000, 300_000],
  );
});

test('SPEC §4 unread: logged in and visible fetches at once, then every 30000 ms', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a', { a: member }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t', { t: true }),
      refresh$: hot('-'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 70000ms !').toBe('a 29999ms b 29999ms c', { a: n(1), b: n(2), c: n(3) });
  });
  assert.equal(r.calls, [
    [0, true],
    [30_000, true],
    [60_000, true],
  ]);
});

test('SPEC §4 unread: the next poll counts 30000 ms from the previous answer', () => {
  const s = ts();
  const r = recorder(s, [], (k) => s.createColdObservable('100ms (a|)', { a: n(k) }));
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a', { a: member }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t', { t: true }),
      refresh$: hot('-'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 40000ms !').toBe('100ms a 30099ms b', { a: n(1), b: n(2) });
  });
  // Answer 1 at 100 → poll 2 at 30100 → answer 2 at 30200.
  assert.equal(r.calls, [
    [0, true],
    [30_100, true],
  ]);
});

test('SPEC §4/§6 unread: chat counted only with CBS3 on and type not 4; otherwise chat is 0', () => {
  const cases: Array<[boolean, number, boolean]> = [
    [true, 0, true],
    [true, 2, true],
    [false, 0, false],
    [true, 4, false],
  ];
  for (const [chat, type, expectWithChat] of cases) {
    const s = ts();
    const r = recorder(s);
    s.run(({ cold, hot, expectObservable }) => {
      const counts$ = unreadCounts({
        fetchCounts: r.fetchCounts,
        session$: cold('a', { a: { type } }),
        chatEnabled$: cold('c', { c: chat }),
        visible$: cold('t', { t: true }),
        refresh$: hot('-'),
        scheduler: s,
      });
      const a = expectWithChat ? n(1) : { ...n(1), chatUnreadCount: 0 };
      expectObservable(counts$, '^ 10ms !').toBe('a', { a });
    });
    assert.equal(r.calls, [[0, expectWithChat]], `chat=${chat} type=${type}`);
  }
});

test('SPEC §7 unread: a burst of refresh pings within 250 ms fetches on the leading and trailing edge only', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a', { a: member }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t', { t: true }),
      refresh$: hot('1000ms x 49ms x 49ms x 49ms x'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 32000ms !').toBe('a 999ms b 249ms c 29999ms d', {
      a: n(1),
      b: n(2),
      c: n(3),
      d: n(4),
    });
  });
  // Pings at 1000, 1050, 1100, 1150 → 1000 (leading) and 1250 (trailing); the poll re-arms from 1250.
  assert.equal(
    r.calls.map(([t]) => t),
    [0, 1000, 1250, 31_250],
  );
});

test('SPEC §7 unread: a ping 249 ms after the first poll waits for the trailing edge at 250 ms', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a', { a: member }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t', { t: true }),
      refresh$: hot('249ms x'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 1000ms !').toBe('a 249ms b', { a: n(1), b: n(2) });
  });
  assert.equal(
    r.calls.map(([t]) => t),
    [0, 250],
  );
});

test('SPEC §4 unread: inputs repeating their value do not restart polling; a new login does', () => {
  const s = ts();
  const r = recorder(s);
  const again = { type: 0 };
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a 39999ms b', { a: member, b: again }),
      chatEnabled$: cold('t 9999ms t', { t: true }),
      visible$: cold('t 19999ms t', { t: true }),
      refresh$: hot('-'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 50000ms !').toBe('a 29999ms b 9999ms c', { a: n(1), b: n(2), c: n(3) });
  });
  assert.equal(
    r.calls.map(([t]) => t),
    [0, 30_000, 40_000],
  );
});

test('SPEC §4 unread: unchanged counts are not emitted again', () => {
  const s = ts();
  const r = recorder(s, [], () => of(n(5)));
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a', { a: member }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t', { t: true }),
      refresh$: hot('-'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 70000ms !').toBe('a', { a: n(5) });
  });
  assert.equal(
    r.calls.map(([t]) => t),
    [0, 30_000, 60_000],
  );
});

test('SPEC §4 unread: logged out emits zero counts once and never fetches', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a', { a: null }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t 999ms f 999ms t', { t: true, f: false }),
      refresh$: hot('500ms x'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 100000ms !').toBe('z', { z: ZERO_UNREAD });
  });
  assert.equal(r.calls, []);
});

test('SPEC §4 unread: logout emits zero counts and stops polling and refreshes', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a 9999ms b', { a: member, b: null }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t', { t: true }),
      refresh$: hot('20000ms x'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 100000ms !').toBe('a 9999ms z', { a: n(1), z: ZERO_UNREAD });
  });
  assert.equal(
    r.calls.map(([t]) => t),
    [0],
  );
});

test('SPEC §4 unread: a hidden page makes no requests; visible again fetches at once, then every 30000 ms', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a', { a: member }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t 9999ms f 49999ms t', { t: true, f: false }),
      refresh$: hot('20000ms x'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 100000ms !').toBe('a 59999ms b 29999ms c', { a: n(1), b: n(2), c: n(3) });
  });
  // Nothing at 30000 (hidden), nothing for the ping at 20000 (hidden).
  assert.equal(
    r.calls.map(([t]) => t),
    [0, 60_000, 90_000],
  );
});

test('SPEC §4 unread: failures back off 2x, 4x, 8x, capped at 5 min; the first success resets to 30000 ms', () => {
  const s = ts();
  const r = recorder(s, [2, 3, 4, 5, 8]);
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a', { a: member }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t', { t: true }),
      refresh$: hot('-'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 880000ms !').toBe('a 749999ms f 29999ms g 89999ms i', {
      a: n(1),
      f: n(6),
      g: n(7),
      i: n(9),
    });
  });
  // ok@0, fail@30000, fail@+60000, fail@+120000, fail@+240000, ok@+300000 (cap), ok@+30000,
  // then a new failure backs off from 2x again (+60000), not from where the old streak ended.
  assert.equal(
    r.calls.map(([t]) => t),
    [0, 30_000, 90_000, 210_000, 450_000, 750_000, 780_000, 810_000, 870_000],
  );
});

test('SPEC §4 unread: a synchronous throw or an empty answer is a failure, not the end of the stream', () => {
  const s = ts();
  const calls: number[] = [];
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: () => {
        calls.push(s.now());
        if (calls.length === 1) throw new Error('boom');
        if (calls.length === 2) return EMPTY;
        return of(n(calls.length));
      },
      session$: cold('a', { a: member }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t', { t: true }),
      refresh$: hot('-'),
      intervalMs: 1000,
      maxBackoffMs: 3000,
      scheduler: s,
    });
    expectObservable(counts$, '^ 6500ms !').toBe('5000ms c 999ms d', { c: n(3), d: n(4) });
  });
  // Custom interval 1000 ms: backoff 2000, then 4000 capped at 3000, then back to 1000.
  assert.equal(calls, [0, 2000, 5000, 6000]);
});

test('SPEC §4 unread: a refresh supersedes a fetch still in flight', () => {
  const s = ts();
  const r = recorder(s, [], (k) => s.createColdObservable('1000ms (a|)', { a: n(k) }));
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a', { a: member }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t', { t: true }),
      refresh$: hot('500ms x'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 2000ms !').toBe('1500ms b', { b: n(2) });
  });
  assert.equal(
    r.calls.map(([t]) => t),
    [0, 500],
  );
});

test('SPEC §4 unread: shared; two subscribers cause one fetch per tick and a late one gets the last counts', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a', { a: member }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t', { t: true }),
      refresh$: hot('-'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 40000ms !').toBe('a 29999ms b', { a: n(1), b: n(2) });
    expectObservable(counts$, '10000ms ^ 30000ms !').toBe('10000ms a 19999ms b', { a: n(1), b: n(2) });
  });
  assert.equal(
    r.calls.map(([t]) => t),
    [0, 30_000],
  );
});

test('SPEC §4 unread: after every subscriber leaves, no more fetches (ticks or pings)', () => {
  const s = ts();
  const r = recorder(s);
  s.run(({ cold, hot, expectObservable }) => {
    const counts$ = unreadCounts({
      fetchCounts: r.fetchCounts,
      session$: cold('a', { a: member }),
      chatEnabled$: cold('t', { t: true }),
      visible$: cold('t', { t: true }),
      refresh$: hot('50000ms x 99999ms x'),
      scheduler: s,
    });
    expectObservable(counts$, '^ 40000ms !').toBe('a 29999ms b', { a: n(1), b: n(2) });
    expectObservable(counts$, '^ 35000ms !').toBe('a 29999ms b', { a: n(1), b: n(2) });
  });
  assert.equal(
    r.calls.map(([t]) => t),
    [0, 30_000],
  );
});

test('SPEC §4 unread: the scheduler parameter drives every timer (no run mode)', () => {
  const s = ts();
  const r = recorder(s);
  const values: UnreadCounts[] = [];
  const sub = unreadCounts({
    fetchCounts: r.fetchCounts,
    session$: new BehaviorSubject<{ type: number } | null>(member),
    chatEnabled$: new BehaviorSubject(true),
    visible$: new BehaviorSubject(true),
    refresh$: new Subject(),
    scheduler: s,
  }).subscribe((v) => values.push(v));
  s.maxFrames = 65_000;
  s.flush();
  sub.unsubscribe();
  assert.equal(
    r.calls.map(([t]) => t),
    [0, 30_000, 60_000],
  );
  assert.equal(values, [n(1), n(2), n(3)]);
});

test('SPEC §4 unread: accepts a Promise fetcher', async () => {
  const first = await firstValueFrom(
    unreadCounts({
      fetchCounts: (withChat) => Promise.resolve({ ...n(7), chatUnreadCount: withChat ? 7 : 99 }),
      session$: new BehaviorSubject<{ type: number } | null>({ type: 4 }),
      chatEnabled$: new BehaviorSubject(true),
      visible$: new BehaviorSubject(true),
      refresh$: new Subject(),
    }),
  );
  assert.equal(first, { ...n(7), chatUnreadCount: 0 });
});

test.run();
