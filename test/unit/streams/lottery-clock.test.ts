// SPEC §2.1 /m/lottery and §2.13 the lottery launcher: the countdown to the next draw runs on the
// server's clock, a tick per second, and asks for the following draw once this one is drawn.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { NextDraw } from '../../../src/api/types';
import { clockText } from '../../../src/rules/lottery';
import { CLOCK_RETRY_MS, DRAW_SETTLE_MS, lotteryClock } from '../../../src/streams/lottery-clock';

const ts = () => new TestScheduler((a, e) => assert.equal(a, e));
const iso = (ms: number) => new Date(ms).toISOString();
/** The server's clock runs 60 s ahead of the phone's virtual one. */
const SERVER_AHEAD = 60_000;

/** Answers the next draw as the server would at that virtual moment: the n-th ask gets `drawAts[n]`. */
function server(s: TestScheduler, drawAts: number[]) {
  const asked: number[] = [];
  const fetchNext = (): Observable<NextDraw> => {
    asked.push(s.now());
    const drawAt = drawAts[asked.length - 1] ?? Number.POSITIVE_INFINITY;
    return s.createColdObservable('(n|)', {
      n: {
        nodeId: '10557',
        drawAt: iso(drawAt),
        serverTime: iso(s.now() + SERVER_AHEAD),
        intervalSeconds: 10,
        format: null,
        last: { nodeId: '10557', drawAt: iso(drawAt - 10_000), numbers: [1, 2, 3, 4, 5] },
      },
    });
  };
  return { asked, fetchNext };
}

const state = (drawAt: number, seconds: number) => ({
  drawAt,
  seconds,
  last: { nodeId: '10557', drawAt: iso(drawAt - 10_000), numbers: [1, 2, 3, 4, 5] },
});

test('SPEC §9 lottery clock: the next round is asked 2 s after a draw; a failed ask is retried after 5 s', () => {
  assert.is(DRAW_SETTLE_MS, 2000);
  assert.is(CLOCK_RETRY_MS, 5000);
});

test('SPEC §2.1 lottery countdown: one tick per whole second, on the second boundaries, down to 0 at the draw', () => {
  const s = ts();
  // The draw is 3.5 s away on the server's clock.
  const draw = SERVER_AHEAD + 3500;
  const srv = server(s, [draw]);
  s.run(({ expectObservable }) => {
    expectObservable(lotteryClock({ fetchNext: srv.fetchNext, now: () => s.now(), scheduler: s }), '^ 4000ms !').toBe(
      'a 499ms b 999ms c 999ms d 999ms e',
      { a: state(draw, 4), b: state(draw, 3), c: state(draw, 2), d: state(draw, 1), e: state(draw, 0) },
    );
  });
});

test("SPEC §2.1 lottery countdown: a phone clock an hour wrong shows the same time left (it counts from the server's)", () => {
  for (const phoneWrongBy of [3_600_000, -3_600_000, 0]) {
    const s = ts();
    const draw = SERVER_AHEAD + 2000;
    const srv = server(s, [draw]);
    s.run(({ expectObservable }) => {
      const now = () => s.now() + phoneWrongBy;
      expectObservable(lotteryClock({ fetchNext: srv.fetchNext, now, scheduler: s }), '^ 2500ms !').toBe(
        'a 999ms b 999ms c',
        { a: state(draw, 2), b: state(draw, 1), c: state(draw, 0) },
      );
    });
  }
});

test('SPEC §2.1 lottery countdown: after the draw it waits 2 s, then counts down to the following draw', () => {
  const s = ts();
  const first = SERVER_AHEAD + 1000;
  const second = SERVER_AHEAD + 5000;
  const srv = server(s, [first, second]);
  s.run(({ expectObservable }) => {
    expectObservable(lotteryClock({ fetchNext: srv.fetchNext, now: () => s.now(), scheduler: s }), '^ 4500ms !').toBe(
      'a 999ms b 1999ms c 999ms d',
      { a: state(first, 1), b: state(first, 0), c: state(second, 2), d: state(second, 1) },
    );
  });
  assert.equal(srv.asked, [0, 3000], 'asked at the start, then 2 s after the draw at 1 s');
});

test('SPEC §2.1 lottery countdown: a failed ask is retried 5 s later and the clock goes on', () => {
  const s = ts();
  const draw = SERVER_AHEAD + 6000;
  let calls = 0;
  const srv = server(s, [0, draw]);
  const fetchNext = (): Observable<NextDraw> => {
    calls++;
    if (calls === 1) {
      srv.asked.push(s.now());
      return s.createColdObservable('#', undefined, new Error('offline'));
    }
    return srv.fetchNext();
  };
  s.run(({ expectObservable }) => {
    expectObservable(lotteryClock({ fetchNext, now: () => s.now(), scheduler: s }), '^ 5500ms !').toBe('5000ms a', {
      a: state(draw, 1),
    });
  });
  assert.equal(srv.asked, [0, 5000]);
});

test('SPEC §2.1 the countdown reads mm:ss, and h:mm:ss from an hour', () => {
  assert.is(clockText(0), '00:00');
  assert.is(clockText(5), '00:05');
  assert.is(clockText(299), '04:59');
  assert.is(clockText(3599), '59:59');
  assert.is(clockText(3600), '1:00:00');
  assert.is(clockText(-3), '00:00');
});

test.run();
