// SPEC §4/§9 the send-code countdown the verification field shows (state/auth.ts countdown): it
// shows the seconds left at once, counts down through its stream (loaded with the first code
// sent, so the sign-in pages start without RxJS), and stops when the field is gone. The time is
// a virtual clock's: the test advances it instead of waiting.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { VirtualTimeScheduler } from 'rxjs';
import { countdown } from '../../../src/state/auth.ts';

/** Lets the countdown's stream module arrive (a dynamic import), with no time passing on the clock. */
const streamLoaded = async () => {
  await import('../../../src/streams/sms-countdown.ts');
  await new Promise((r) => setImmediate(r));
};

test('SPEC §4/§9 the countdown shows the seconds left at once, counts down, and reaches 0 when the deadline passes', async () => {
  const clock = new VirtualTimeScheduler();
  const timer = countdown(clock.now() + 1200, clock);
  assert.is(timer.value.value, 2, 'before its stream has loaded');
  await streamLoaded();
  /** The seconds shown at each 100 ms of the clock, from 0 to 2 s. */
  const seen: number[] = [];
  for (let at = 0; at <= 2000; at += 100) {
    clock.maxFrames = at;
    clock.flush();
    seen.push(timer.value.value);
  }
  assert.equal(seen.slice(0, 5), [2, 2, 2, 2, 2], 'two seconds left until the 500 ms tick');
  assert.equal(seen.slice(5, 15), Array(10).fill(1), 'one from 500 ms to 1.4 s');
  assert.equal(seen.slice(15), Array(6).fill(0), 'none from the first tick past the deadline (1.5 s) on');
  assert.is(clock.actions.length, 0, 'and it stops ticking');
  timer.dispose();
});

test('a countdown disposed before its stream has loaded never ticks', async () => {
  const clock = new VirtualTimeScheduler();
  const timer = countdown(clock.now() + 1200, clock);
  timer.dispose();
  await streamLoaded();
  assert.is(clock.actions.length, 0, 'no timer was ever scheduled');
  clock.flush();
  assert.is(timer.value.value, 2);
});

test.run();
