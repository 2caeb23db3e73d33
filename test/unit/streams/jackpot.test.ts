import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TestScheduler } from 'rxjs/testing';
import { JACKPOT_DELAYS_MS, jackpotStart, jackpotStep, jackpotTicker } from '../../../src/streams/jackpot';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));
const always = (x: number) => () => x;
const ALMOST_ONE = 0.999_999_9;

// Replays the given draws in order and counts them; throws when the script runs out.
function scripted(draws: number[]) {
  let i = 0;
  const random = () => {
    const v = draws[i++];
    if (v === undefined) throw new Error('random() called more often than scripted');
    return v;
  };
  return { random, count: () => i };
}

// mulberry32: a small seeded generator, so the bounds test is repeatable.
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

test('SPEC §9 jackpot: starts between 2,000,000 and 2,100,000 inclusive', () => {
  assert.is(jackpotStart(always(0)), 2_000_000);
  assert.is(jackpotStart(always(0.5)), 2_050_000);
  assert.is(jackpotStart(always(ALMOST_ONE)), 2_100_000);
  assert.is(jackpotStart(always(1)), 2_100_000, 'a fake returning 1 stays in range');
});

test('SPEC §9 jackpot: a step adds 100..500 (first draw) and waits 3, 4 or 5 s (second draw)', () => {
  assert.equal(jackpotStep(1000, always(0)), { next: 1100, delayMs: 3000 });
  assert.equal(jackpotStep(1000, always(ALMOST_ONE)), { next: 1500, delayMs: 5000 });
  assert.equal(jackpotStep(1000, scripted([0.5, 0.5]).random), { next: 1300, delayMs: 4000 });
  assert.equal(jackpotStep(1000, scripted([ALMOST_ONE, 0]).random), { next: 1500, delayMs: 3000 });
  assert.equal(JACKPOT_DELAYS_MS, [3000, 4000, 5000]);
});

test('SPEC §9 jackpot: 10,000 seeded draws stay in bounds and hit every end and delay', () => {
  const random = seeded(42);
  const starts = new Set<number>();
  const incs = new Set<number>();
  const delays = new Set<number>();
  for (let i = 0; i < 10_000; i++) {
    const start = jackpotStart(random);
    assert.ok(Number.isInteger(start) && start >= 2_000_000 && start <= 2_100_000, `start ${start}`);
    starts.add(start);
    const { next, delayMs } = jackpotStep(start, random);
    const inc = next - start;
    assert.ok(Number.isInteger(inc) && inc >= 100 && inc <= 500, `increment ${inc}`);
    incs.add(inc);
    delays.add(delayMs);
  }
  assert.ok(incs.has(100) && incs.has(500), 'both ends of the increment are reachable');
  assert.equal([...delays].sort(), [3000, 4000, 5000]);
  assert.ok(starts.size > 9_000, 'starts are spread out');
});

test('SPEC §9 jackpot ticker: random 0 → 2,000,000 at once, then +100 every 3000 ms', () => {
  const s = ts();
  s.run(({ expectObservable }) => {
    expectObservable(jackpotTicker({ random: always(0), scheduler: s }), '^ 10000ms !').toBe(
      'a 2999ms b 2999ms c 2999ms d',
      { a: 2_000_000, b: 2_000_100, c: 2_000_200, d: 2_000_300 },
    );
  });
});

test('SPEC §9 jackpot ticker: random ~1 → 2,100,000 at once, then +500 every 5000 ms', () => {
  const s = ts();
  s.run(({ expectObservable }) => {
    expectObservable(jackpotTicker({ random: always(ALMOST_ONE), scheduler: s }), '^ 14999ms !').toBe(
      'a 4999ms b 4999ms c',
      { a: 2_100_000, b: 2_100_500, c: 2_101_000 },
    );
  });
});

test('SPEC §9 jackpot ticker: each step waits its own drawn delay (4000, 5000, 3000 ms)', () => {
  const s = ts();
  const r = scripted([0, 0.5, 0.5, ALMOST_ONE, ALMOST_ONE, 0, 0, 0, 0]);
  s.run(({ expectObservable }) => {
    expectObservable(jackpotTicker({ random: r.random, scheduler: s }), '^ 12500ms !').toBe(
      'a 3999ms b 4999ms c 2999ms d',
      { a: 2_000_000, b: 2_000_300, c: 2_000_800, d: 2_000_900 },
    );
  });
});

test('SPEC §9 jackpot ticker: stops drawing and ticking on unsubscribe', () => {
  const s = ts();
  let draws = 0;
  const random = () => {
    draws++;
    return 0;
  };
  s.run(({ expectObservable }) => {
    expectObservable(jackpotTicker({ random, scheduler: s }), '^ 7000ms !').toBe('a 2999ms b 2999ms c', {
      a: 2_000_000,
      b: 2_000_100,
      c: 2_000_200,
    });
  });
  // start (1) + the step drawn after each of the 3 shown values (2 each); nothing after 7000.
  assert.is(draws, 7);
  assert.is(s.actions.length, 0, 'no timer left scheduled');
});

test('SPEC §9 jackpot ticker: cold; each subscription starts from its own value', () => {
  const s = ts();
  const r = scripted([0, 0, 0, ALMOST_ONE, 0, 0, 0, 0]);
  s.run(({ expectObservable }) => {
    const t$ = jackpotTicker({ random: r.random, scheduler: s });
    expectObservable(t$, '^ 1000ms !').toBe('a', { a: 2_000_000 });
    expectObservable(t$, '500ms ^ 1000ms !').toBe('500ms b', { b: 2_100_000 });
  });
});

test('SPEC §9 jackpot ticker: the scheduler parameter drives the delays (no run mode)', () => {
  const s = ts();
  const values: Array<[number, number]> = [];
  const sub = jackpotTicker({ random: always(0), scheduler: s }).subscribe((v) => values.push([s.now(), v]));
  s.maxFrames = 10_000;
  s.flush();
  sub.unsubscribe();
  assert.equal(values, [
    [0, 2_000_000],
    [3000, 2_000_100],
    [6000, 2_000_200],
    [9000, 2_000_300],
  ]);
});

test.run();
