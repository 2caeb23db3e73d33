import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TestScheduler } from 'rxjs/testing';
import { smsCountdown } from '../../../src/streams/sms-countdown.ts';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));

test('SPEC §4/§9 SMS countdown: seconds left, refreshed every 500 ms, ends with 0 when the link returns', () => {
  const s = ts();
  s.run(({ expectObservable }) => {
    // Deadline 3 s from frame 0: 3 at 0 ms, 2 from 1000 ms... the 500 ms ticks in between repeat nothing.
    expectObservable(smsCountdown(3000, s)).toBe('a 999ms b 999ms c 999ms (d|)', { a: 3, b: 2, c: 1, d: 0 });
  });
});

test('SPEC §4 SMS countdown to a deadline between ticks ends on the first tick past it', () => {
  const s = ts();
  s.run(({ expectObservable }) => {
    expectObservable(smsCountdown(1200, s)).toBe('a 499ms b 999ms (c|)', { a: 2, b: 1, c: 0 });
  });
});

test('SPEC §4 a deadline already past gives 0 at once and completes', () => {
  const s = ts();
  s.run(({ expectObservable }) => {
    expectObservable(smsCountdown(-5, s)).toBe('(a|)', { a: 0 });
  });
});

test.run();
