import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { batch, signal } from '@preact/signals-react';
import { BehaviorSubject, Subject, take } from 'rxjs';
import { bind } from '../../../src/state/bind.ts';
import { toObservable } from '../../../src/state/observe.ts';

/** Captures console.error while `fn` runs. */
function errors<T>(fn: () => T): { result: T; logged: unknown[][] } {
  const original = console.error;
  const logged: unknown[][] = [];
  console.error = (...a: unknown[]) => {
    logged.push(a);
  };
  try {
    return { result: fn(), logged };
  } finally {
    console.error = original;
  }
}

test('DESIGN bind: the signal starts at the initial value and mirrors every emission', () => {
  const s$ = new Subject<number>();
  const b = bind(s$, 0);
  assert.is(b.value.value, 0);
  s$.next(5);
  assert.is(b.value.value, 5);
  s$.next(7);
  assert.is(b.value.value, 7);
  b.dispose();
});

test('DESIGN bind: a synchronous source sets the signal at once', () => {
  const b = bind(new BehaviorSubject('now'), 'initial');
  assert.is(b.value.value, 'now');
  b.dispose();
});

test('DESIGN bind: writes into a given target signal', () => {
  const target = signal(1);
  const s$ = new Subject<number>();
  const b = bind(s$, 0, target);
  assert.is(b.value, target);
  s$.next(9);
  assert.is(target.value, 9);
  b.dispose();
});

test('DESIGN bind: dispose stops the mirror and unsubscribes from the source', () => {
  const s$ = new Subject<number>();
  const b = bind(s$, 0);
  s$.next(1);
  b.dispose();
  assert.is(s$.observed, false, 'no subscription is left');
  s$.next(2);
  assert.is(b.value.value, 1);
});

test('DESIGN bind: an erroring stream keeps the last value and logs, never throws', () => {
  const s$ = new Subject<number>();
  const b = bind(s$, 0);
  s$.next(3);
  const { logged } = errors(() => s$.error(new Error('network down')));
  assert.is(b.value.value, 3);
  assert.is(logged.length, 1);
  assert.is((logged[0]![1] as Error).message, 'network down');
  s$.next(4); // a dead subject: nothing more arrives
  assert.is(b.value.value, 3);
  b.dispose();
});

test('DESIGN observe: toObservable emits the current value on subscribe', () => {
  const s = signal('a');
  const seen: string[] = [];
  const sub = toObservable(() => s.value).subscribe((v) => seen.push(v));
  assert.equal(seen, ['a']);
  sub.unsubscribe();
});

test('DESIGN observe: toObservable emits on every change, distinct values only', () => {
  const s = signal(1);
  const seen: number[] = [];
  const sub = toObservable(() => s.value).subscribe((v) => seen.push(v));
  s.value = 2;
  s.value = 2;
  s.value = 3;
  s.value = 3;
  s.value = 1;
  assert.equal(seen, [1, 2, 3, 1]);
  sub.unsubscribe();
});

test('DESIGN observe: objects are compared by value (a new but equal object is not a change)', () => {
  const session = signal<{ type: number } | null>(null);
  const seen: unknown[] = [];
  const sub = toObservable(() => (session.value ? { type: session.value.type } : null)).subscribe((v) => seen.push(v));
  session.value = { type: 1 };
  session.value = { type: 1 };
  session.value = { type: 4 };
  session.value = null;
  assert.equal(seen, [null, { type: 1 }, { type: 4 }, null]);
  sub.unsubscribe();
});

test('DESIGN observe: a custom equality decides what is a change', () => {
  const s = signal(10);
  const seen: number[] = [];
  const sub = toObservable(
    () => s.value,
    (a, b) => Math.floor(a / 10) === Math.floor(b / 10),
  ).subscribe((v) => seen.push(v));
  s.value = 15;
  s.value = 21;
  assert.equal(seen, [10, 21]);
  sub.unsubscribe();
});

test('DESIGN observe: a derived read emits once per batch of changes', () => {
  const a = signal(1);
  const b = signal(1);
  const seen: number[] = [];
  const sub = toObservable(() => a.value + b.value).subscribe((v) => seen.push(v));
  batch(() => {
    a.value = 2;
    b.value = 3;
  });
  assert.equal(seen, [2, 5]);
  sub.unsubscribe();
});

test('DESIGN observe: unsubscribing stops reading the signal', () => {
  const s = signal(0);
  let reads = 0;
  const seen: number[] = [];
  const sub = toObservable(() => {
    reads++;
    return s.value;
  }).subscribe((v) => seen.push(v));
  sub.unsubscribe();
  const before = reads;
  s.value = 1;
  s.value = 2;
  assert.is(reads, before);
  assert.equal(seen, [0]);
});

test('DESIGN observe: completing downstream (take) also stops the effect', () => {
  const s = signal(0);
  let reads = 0;
  const seen: number[] = [];
  toObservable(() => {
    reads++;
    return s.value;
  })
    .pipe(take(2))
    .subscribe((v) => seen.push(v));
  s.value = 1;
  const after = reads;
  s.value = 2;
  assert.equal(seen, [0, 1]);
  assert.is(reads, after);
});

test('DESIGN observe: signals a subscriber reads do not become dependencies of the stream', () => {
  const source = signal(0);
  const other = signal(0);
  let reads = 0;
  const seen: number[] = [];
  const sub = toObservable(() => {
    reads++;
    return source.value;
  }).subscribe((v) => {
    seen.push(v + other.value);
  });
  const before = reads;
  other.value = 1; // only read by the subscriber
  assert.is(reads, before, 'a change the stream does not read re-runs nothing');
  source.value = 5;
  assert.equal(seen, [0, 6]);
  sub.unsubscribe();
});

test('DESIGN observe: a subscriber that updates a signal it reads does not loop', () => {
  const source = signal(0);
  const count = signal(0);
  const sub = toObservable(() => source.value).subscribe(() => {
    count.value = count.value + 1;
  });
  source.value = 1;
  source.value = 2;
  assert.is(count.value, 3);
  sub.unsubscribe();
});

test.run();
