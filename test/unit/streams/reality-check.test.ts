// The reality-check reminder (responsible gaming) to the millisecond: each whole interval
// since the session began, off at 0, restarted by a new setting, silent without a session.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TestScheduler } from 'rxjs/testing';
import { realityChecks } from '../../../src/streams/reality-check.ts';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));
const MIN = 60_000;

test('responsible gaming: a reminder at each interval since the session began, with the time played', () => {
  const s = ts();
  s.run(({ cold, expectObservable }) => {
    const settings = cold('a', { a: { startedAt: 0, minutes: 1 } });
    expectObservable(realityChecks(settings, s), '^ 3m !').toBe('1m a 59999ms b 59999ms c', {
      a: MIN,
      b: 2 * MIN,
      c: 3 * MIN,
    });
  });
});

test('responsible gaming: a session that began earlier (a reload) keeps its rhythm', () => {
  const s = ts();
  s.run(({ cold, expectObservable }) => {
    // Began 50 s before this page loaded: the first reminder is 10 s away, at 1 minute played.
    const settings = cold('a', { a: { startedAt: -50_000, minutes: 1 } });
    expectObservable(realityChecks(settings, s), '^ 80s !').toBe('10s a 59999ms b', { a: MIN, b: 2 * MIN });
  });
});

test('responsible gaming: off (0) or no session means no reminder; a new interval replaces the old at once', () => {
  const s = ts();
  s.run(({ cold, expectObservable }) => {
    const settings = cold('a 29s b 9s c', {
      a: { startedAt: 0, minutes: 0 },
      b: { startedAt: 0, minutes: 1 },
      c: null,
    });
    expectObservable(realityChecks(settings, s), '^ 5m !').toBe('');
    const changed = cold('a 29s b', { a: { startedAt: 0, minutes: 2 }, b: { startedAt: 0, minutes: 1 } });
    expectObservable(realityChecks(changed, s), '^ 70s !').toBe('1m a', { a: MIN });
  });
});

test.run();
