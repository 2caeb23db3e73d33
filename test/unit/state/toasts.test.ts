import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dismiss, show, toast, toasts } from '../../../src/state/toasts.ts';
import { manualClock, type ManualClock } from '../../setup/fake-fetch.ts';

let clock: ManualClock;
test.before.each(() => {
  clock = manualClock();
  toasts.value = [];
});
test.after.each(() => {
  clock.restore();
  toasts.value = [];
});

const shown = () => toasts.value.map((x) => `${x.kind}:${x.text}`);

test('SPEC §8 toasts: show adds a toast of each kind, dismiss removes it', () => {
  toast.info('i');
  toast.success('s');
  toast.fail('f');
  toast.offline('o');
  toast.loading('l');
  assert.equal(shown(), ['info:i', 'success:s', 'fail:f', 'offline:o', 'loading:l']);
  dismiss(toasts.value[2]!.id);
  assert.equal(shown(), ['info:i', 'success:s', 'offline:o', 'loading:l']);
  dismiss(123456);
  assert.is(toasts.value.length, 4, 'dismissing an unknown id changes nothing');
});

test('SPEC §8 toasts: the default duration is 3 s (short)', () => {
  toast.info('hello');
  assert.is(toasts.value[0]!.durationMs, 3000);
  clock.advance(2999);
  assert.equal(shown(), ['info:hello']);
  clock.advance(1);
  assert.equal(shown(), []);
});

test('SPEC §9 toasts: a given duration is honoured (1.5 s, 8 s)', () => {
  toast.success('sent', 1500);
  toast.offline('offline', 8000);
  clock.advance(1499);
  assert.equal(shown(), ['success:sent', 'offline:offline']);
  clock.advance(1);
  assert.equal(shown(), ['offline:offline']);
  clock.advance(8000 - 1500 - 1);
  assert.equal(shown(), ['offline:offline']);
  clock.advance(1);
  assert.equal(shown(), []);
});

test('SPEC §8 toasts: the same kind and text replaces the old toast instead of stacking', () => {
  toast.fail('wrong code', 2000);
  clock.advance(1500);
  toast.fail('wrong code', 2000);
  assert.equal(shown(), ['fail:wrong code']);
  clock.advance(600);
  assert.equal(shown(), ['fail:wrong code'], 'the first timer does not hide the replacement');
  clock.advance(1400);
  assert.equal(shown(), []);
});

test('SPEC §8 toasts: a different kind or text stacks', () => {
  toast.fail('a');
  toast.info('a');
  toast.fail('b');
  assert.equal(shown(), ['fail:a', 'info:a', 'fail:b']);
});

test('SPEC §9 toasts: loading never outlives 9999 ms by default', () => {
  toast.loading('please wait');
  assert.is(toasts.value[0]!.durationMs, 9999);
  clock.advance(9998);
  assert.equal(shown(), ['loading:please wait']);
  clock.advance(1);
  assert.equal(shown(), []);
});

test('SPEC §9 toasts: loading is capped at 10 s (feedback) even when asked for longer', () => {
  toast.loading('sending', 10_000);
  assert.is(toasts.value[0]!.durationMs, 10_000);
  toasts.value = [];
  toast.loading('forever', 60_000);
  assert.is(toasts.value[0]!.durationMs, 10_000);
  clock.advance(10_000);
  assert.equal(shown(), []);
  toast.loading('huge', Number.POSITIVE_INFINITY);
  clock.advance(10_000);
  assert.equal(shown(), [], 'Infinity is capped too');
});

test('SPEC §8 toasts: the returned hide function removes the toast at once and cancels its timer', () => {
  const hide = toast.loading('please wait');
  toast.info('other', 5000);
  hide();
  assert.equal(shown(), ['info:other']);
  assert.is(clock.pending(), 1, "only the other toast's timer is left");
  hide();
  assert.equal(shown(), ['info:other'], 'hiding twice is harmless');
});

test('SPEC §8 toasts: the hide function of a replaced toast does not hide its replacement', () => {
  const hideOld = show('loading', 'please wait');
  show('loading', 'please wait');
  hideOld();
  assert.equal(shown(), ['loading:please wait']);
});

test('SPEC §8 toasts: each toast gets its own id', () => {
  toast.info('a');
  toast.info('b');
  const [a, b] = toasts.value;
  assert.ok(a!.id !== b!.id);
});

test.run();
