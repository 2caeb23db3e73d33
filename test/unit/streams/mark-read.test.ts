import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EMPTY, type Observable, Subject, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { MARK_READ_THROTTLE_MS, markRead } from '../../../src/streams/mark-read';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));

// Records every step as "frame step id" so order and timing are asserted together.
function steps(
  s: TestScheduler,
  opts: { server?: (id: number) => Observable<unknown>; reload?: () => Observable<unknown> } = {},
) {
  const log: string[] = [];
  let current = 0;
  return {
    log,
    markLocal: (id: number) => log.push(`${s.now()} local ${id}`),
    callServer: (id: number) => {
      current = id;
      log.push(`${s.now()} server ${id}`);
      return opts.server ? opts.server(id) : of(true);
    },
    reload: () => {
      log.push(`${s.now()} reload ${current}`);
      return opts.reload ? opts.reload() : of([]);
    },
  };
}

test('SPEC §9 mark-read: the throttle is 150 ms', () => {
  assert.is(MARK_READ_THROTTLE_MS, 150);
});

test('SPEC §4 mark-read: throttles ids at 150 ms (leading); ids inside the window are dropped', () => {
  const s = ts();
  const d = steps(s);
  s.run(({ hot, expectObservable }) => {
    // ids 1, 2, 3 at 0, 50, 149; id 4 at 151 opens a new window; id 5 at 200 is inside it.
    const ids$ = hot('a 49ms b 98ms c 1ms d 48ms e', { a: 1, b: 2, c: 3, d: 4, e: 5 });
    expectObservable(markRead({ ...d, ids$, scheduler: s })).toBe('a 150ms d', { a: 1, d: 4 });
  });
  assert.equal(d.log, ['0 local 1', '0 server 1', '0 reload 1', '151 local 4', '151 server 4', '151 reload 4']);
});

test('SPEC §4 mark-read: local first, then server, then reload; the id is emitted when the reload is done', () => {
  const s = ts();
  const d = steps(s, {
    server: () => s.createColdObservable('20ms (x|)', { x: true }),
    reload: () => s.createColdObservable('30ms (y|)', { y: [] }),
  });
  s.run(({ hot, expectObservable }) => {
    expectObservable(markRead({ ...d, ids$: hot('10ms a', { a: 7 }), scheduler: s })).toBe('60ms a', { a: 7 });
  });
  assert.equal(d.log, ['10 local 7', '10 server 7', '30 reload 7']);
});

test('SPEC §4 mark-read: the local mark is immediate even while an earlier id is still on the network', () => {
  const s = ts();
  const d = steps(s, {
    server: () => s.createColdObservable('300ms (x|)', { x: true }),
    reload: () => s.createColdObservable('100ms (y|)', { y: [] }),
  });
  s.run(({ hot, expectObservable }) => {
    const ids$ = hot('a 199ms b', { a: 1, b: 2 });
    expectObservable(markRead({ ...d, ids$, scheduler: s })).toBe('400ms a 399ms b', { a: 1, b: 2 });
  });
  // Server calls and reloads run one id at a time so an older reload never lands last.
  assert.equal(d.log, ['0 local 1', '0 server 1', '200 local 2', '300 reload 1', '400 server 2', '700 reload 2']);
});

test('SPEC §4 mark-read: a failed server call or reload is swallowed for that id; later ids still work', () => {
  const s = ts();
  const d = steps(s, {
    server: (id) => (id === 1 ? throwError(() => new Error('500')) : of(true)),
    reload: () => (s.now() === 400 ? throwError(() => new Error('reload')) : of([])),
  });
  s.run(({ hot, expectObservable }) => {
    const ids$ = hot('a 199ms b 199ms c 199ms d', { a: 1, b: 2, c: 3, d: 4 });
    expectObservable(markRead({ ...d, ids$, scheduler: s })).toBe('200ms b 399ms d', { b: 2, d: 4 });
  });
  // id 1: server failed, so no reload; id 3: the reload failed.
  assert.equal(d.log, [
    '0 local 1',
    '0 server 1',
    '200 local 2',
    '200 server 2',
    '200 reload 2',
    '400 local 3',
    '400 server 3',
    '400 reload 3',
    '600 local 4',
    '600 server 4',
    '600 reload 4',
  ]);
});

test('SPEC §4 mark-read: a server call that completes without a value still reloads', () => {
  const s = ts();
  const d = steps(s, { server: () => EMPTY });
  s.run(({ hot, expectObservable }) => {
    expectObservable(markRead({ ...d, ids$: hot('a', { a: 9 }), scheduler: s })).toBe('a', { a: 9 });
  });
  assert.equal(d.log, ['0 local 9', '0 server 9', '0 reload 9']);
});

test('SPEC §4 mark-read: after unsubscribe nothing more is called, and an in-flight id is not reloaded', () => {
  const s = ts();
  const d = steps(s, { server: () => s.createColdObservable('100ms (x|)', { x: true }) });
  s.run(({ hot, expectObservable }) => {
    const ids$ = hot('a 999ms b', { a: 1, b: 2 });
    expectObservable(markRead({ ...d, ids$, scheduler: s }), '^ 50ms !').toBe('');
  });
  assert.equal(d.log, ['0 local 1', '0 server 1']);
});

test('SPEC §4 mark-read: the scheduler parameter drives the throttle (no run mode)', () => {
  const s = ts();
  const d = steps(s);
  const ids$ = new Subject<number>();
  const out: number[] = [];
  const sub = markRead({ ...d, ids$, scheduler: s }).subscribe((id) => out.push(id));
  s.schedule(() => ids$.next(1), 0);
  s.schedule(() => ids$.next(2), 100);
  s.schedule(() => ids$.next(3), 200);
  s.flush();
  sub.unsubscribe();
  assert.equal(out, [1, 3]);
});

test('SPEC §4 mark-read: accepts Promise server and reload functions', async () => {
  const log: string[] = [];
  const ids$ = new Subject<number>();
  const done = new Promise<number>((resolve) => {
    markRead({
      ids$,
      markLocal: (id) => log.push(`local ${id}`),
      callServer: async (id) => {
        log.push(`server ${id}`);
      },
      reload: async () => {
        log.push('reload');
      },
    }).subscribe(resolve);
  });
  ids$.next(5);
  assert.equal(await done, 5);
  assert.equal(log, ['local 5', 'server 5', 'reload']);
});

test.run();
