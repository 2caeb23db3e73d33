// SPEC §4/§9 the send-code countdown the verification field shows (state/auth.ts countdown): it
// shows the seconds left at once, counts down through its stream (loaded with the first code
// sent, so the sign-in pages start without RxJS), and stops when the field is gone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { countdown } from '../../../src/state/auth.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('SPEC §4/§9 the countdown shows the seconds left at once and reaches 0 when the deadline passes', async () => {
  const timer = countdown(Date.now() + 1200);
  assert.is(timer.value.value, 2, 'before its stream has loaded');
  await sleep(1800);
  assert.is(timer.value.value, 0, 'the send link is back');
  timer.dispose();
});

test('a countdown disposed before its stream has loaded never ticks', async () => {
  const timer = countdown(Date.now() + 1200);
  timer.dispose();
  await sleep(1800);
  assert.is(timer.value.value, 2);
});

test.run();
