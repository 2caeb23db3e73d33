// SPEC §2.3/§9 the jackpot counter, honest: the server's amount, asked at once and every minute,
// counted up to in a short tween, a fall shown at once (never counted down), a failed ask skipped.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { JackpotValue } from '../../../src/api/types';
import { storedJackpot } from '../../../src/rules/jackpot';
import {
  JACKPOT_REFRESH_MS,
  JACKPOT_TWEEN_STEP_MS,
  JACKPOT_TWEEN_STEPS,
  jackpotSteps,
  jackpotTicker,
} from '../../../src/streams/jackpot';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));
const answer = (amount: number): JackpotValue => ({
  amount,
  updatedAt: '2026-01-01T00:00:00.000Z',
  serverTime: '2026-01-01T00:00:00.000Z',
  shareBp: 100,
});

/** The server's answers in order (an Error is a failed ask), each after 10 ms; and when each was asked. */
function server(s: TestScheduler, amounts: (number | Error)[]) {
  const asked: number[] = [];
  const fetch = (): Observable<JackpotValue> => {
    asked.push(s.now());
    const a = amounts[asked.length - 1];
    return a instanceof Error || a === undefined
      ? s.createColdObservable('10ms #', undefined, a ?? new Error('no more'))
      : s.createColdObservable('10ms (v|)', { v: answer(a) });
  };
  return { asked, fetch };
}

test('SPEC §9 jackpot: asked every minute while shown; a rise counts up in 12 steps 100 ms apart', () => {
  assert.is(JACKPOT_REFRESH_MS, 60_000);
  assert.is(JACKPOT_TWEEN_STEPS, 12);
  assert.is(JACKPOT_TWEEN_STEP_MS, 100);
});

test('SPEC §2.3 jackpot steps: a rise counts up, eased, in whole cents, ending on the amount; a fall or a first amount is one step', () => {
  const up = jackpotSteps(200_000_000, 200_001_200);
  assert.is(up.length, 12);
  assert.is(up.at(-1), 200_001_200);
  assert.ok(
    up.every((v, i) => Number.isInteger(v) && v > (up[i - 1] ?? 200_000_000)),
    'each step higher than the last',
  );
  assert.ok(up[0]! - 200_000_000 > up.at(-1)! - up.at(-2)!, 'eased out: big steps first, small ones last');
  assert.equal(
    jackpotSteps(200_000_000, 200_000_003),
    [200_000_001, 200_000_002, 200_000_003],
    'a few cents: one a step',
  );
  assert.equal(jackpotSteps(200_000_000, 150_000_000), [150_000_000], 'a winner was paid: straight down, no count');
  assert.equal(jackpotSteps(null, 200_000_000), [200_000_000], 'nothing shown yet: the amount at once');
  assert.equal(jackpotSteps(5, 5), [5]);
});

test("SPEC §2.3 jackpot: a return visit counts up from the stored amount to the server's, then waits a minute to ask again", () => {
  const s = ts();
  const srv = server(s, [1_200, 1_200]);
  const shown: number | null = 0;
  s.run(({ expectObservable }) => {
    const ticker = jackpotTicker({ fetch: srv.fetch, shown: () => shown, animate: true, scheduler: s });
    const steps = jackpotSteps(0, 1_200);
    const marble = `10ms ${steps.map((_, i) => (i === 0 ? '100ms a' : ` 99ms ${String.fromCharCode(97 + i)}`)).join('')}`;
    const values = Object.fromEntries(steps.map((v, i) => [String.fromCharCode(97 + i), v]));
    expectObservable(ticker, '^ 70000ms !').toBe(marble, values);
  });
  assert.equal(srv.asked, [0, 60_000], 'asked at once, then a minute later (the same amount shows nothing new)');
});

test('SPEC §2.3 jackpot: with less motion each amount shows at once; a fall (a paid winner) shows at once too', () => {
  const s = ts();
  const srv = server(s, [1_000, 2_000, 500]);
  s.run(({ expectObservable }) => {
    const ticker = jackpotTicker({ fetch: srv.fetch, shown: () => 0, animate: false, scheduler: s });
    expectObservable(ticker, '^ 130000ms !').toBe('10ms a 59999ms b 59999ms c', { a: 1_000, b: 2_000, c: 500 });
  });
});

test('SPEC §2.3 jackpot: a failed ask is skipped; the next minute asks again and the counter carries on', () => {
  const s = ts();
  const srv = server(s, [new Error('offline'), 3_000]);
  s.run(({ expectObservable }) => {
    const ticker = jackpotTicker({ fetch: srv.fetch, shown: () => null, animate: true, scheduler: s });
    expectObservable(ticker, '^ 70000ms !').toBe('60010ms a', { a: 3_000 });
  });
  assert.equal(srv.asked, [0, 60_000]);
});

test('SPEC §2.3 jackpot: a stored amount is whole cents; anything else is no amount', () => {
  assert.is(storedJackpot('200001234'), 200_001_234);
  assert.is(storedJackpot('0'), 0);
  for (const bad of [null, '', '-5', '1.5', 'NaN', '1e9', ' 12', '9'.repeat(16)])
    assert.is(storedJackpot(bad), null, String(bad));
});

test.run();
