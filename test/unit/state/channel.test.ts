// Start-up: actions sent before the RxJS wiring has loaded wait in a queue, and the
// first queued action wakes the loader, so a visitor's early language change is never lost or late.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { channel, onQueued } from '../../../src/state/channel.ts';

test('an action sent with nobody listening waits, wakes the loader, and reaches the first listener', () => {
  let woken = 0;
  onQueued(() => {
    woken++;
  });
  const ch = channel<string>();
  ch.send('en');
  assert.is(woken, 1, 'the queued action asked for the wiring');
  const got: string[] = [];
  ch.listen((v) => got.push(v));
  assert.equal(got, ['en']);
  ch.send('ur');
  assert.equal(got, ['en', 'ur']);
  assert.is(woken, 1, 'a listened-to channel does not wake the loader again');
});

test('each queued action is delivered once, in order', () => {
  onQueued(() => undefined);
  const ch = channel<number>();
  ch.send(1);
  ch.send(2);
  const a: number[] = [];
  const b: number[] = [];
  ch.listen((v) => a.push(v));
  ch.listen((v) => b.push(v));
  assert.equal(a, [1, 2]);
  assert.equal(b, [], 'the queue was handed to the first listener only');
});

test.run();
