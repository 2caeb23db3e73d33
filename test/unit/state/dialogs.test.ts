import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MASK_GUARD_MS, answer, confirm, dialogs, maskClick } from '../../../src/state/dialogs.ts';

const spec = { title: 'Log out', body: 'Are you sure?', ok: 'OK', cancel: 'Cancel' };
const top = () => dialogs.value[dialogs.value.length - 1]!;

/** Tracks whether a promise has settled and with what. */
function track<T>(p: Promise<T>): { settled: () => boolean; value: () => T | undefined } {
  let done = false;
  let v: T | undefined;
  void p.then((x) => {
    done = true;
    v = x;
  });
  return { settled: () => done, value: () => v };
}
const tick = () => new Promise((r) => setTimeout(r, 0));
/** The promise's value if it has settled by the next macrotask, else 'pending' (never hangs the suite). */
const settle = <T>(p: Promise<T>) => Promise.race([p, new Promise<'pending'>((r) => setImmediate(() => r('pending')))]);

test.before.each(() => {
  dialogs.value = [];
});

test('SPEC §9 dialogs: the mask guard is 300 ms', () => {
  assert.is(MASK_GUARD_MS, 300);
});

test('SPEC §4 dialogs: confirm opens a dialog with the given texts', () => {
  void confirm(spec, () => 1000);
  assert.is(dialogs.value.length, 1);
  const d = top();
  assert.equal(
    { title: d.title, body: d.body, ok: d.ok, cancel: d.cancel, openedAt: d.openedAt },
    { ...spec, openedAt: 1000 },
  );
});

test('SPEC §4 dialogs: OK resolves true and closes the dialog', async () => {
  const p = confirm(spec, () => 0);
  answer(top().id, true);
  assert.is(await settle(p), true);
  assert.is(dialogs.value.length, 0);
});

test('SPEC §4 dialogs: Cancel resolves false and closes the dialog', async () => {
  const p = confirm(spec, () => 0);
  answer(top().id, false);
  assert.is(await settle(p), false);
  assert.is(dialogs.value.length, 0);
});

test('SPEC §4 dialogs: the answer stays pending until the player answers', async () => {
  const t = track(confirm(spec, () => 0));
  await tick();
  assert.is(t.settled(), false);
  answer(top().id, true);
  await tick();
  assert.is(t.value(), true);
});

test('SPEC §9 dialogs: mask clicks within 300 ms of opening are ignored', async () => {
  const t = track(confirm(spec, () => 1000));
  const id = top().id;
  assert.is(maskClick(id, 1000), false);
  assert.is(maskClick(id, 1150), false);
  assert.is(maskClick(id, 1299), false);
  await tick();
  assert.is(dialogs.value.length, 1, 'still open');
  assert.is(t.settled(), false);
});

test('SPEC §9 dialogs: a mask click from 300 ms on cancels', async () => {
  const p = confirm(spec, () => 1000);
  const id = top().id;
  assert.is(maskClick(id, 1300), true);
  assert.is(await settle(p), false);
  assert.is(dialogs.value.length, 0);
});

test("SPEC §9 dialogs: the guard counts from each dialog's own opening", async () => {
  const first = confirm(spec, () => 0);
  const firstId = top().id;
  void confirm({ ...spec, title: 'Second' }, () => 500);
  const secondId = top().id;
  assert.is(maskClick(secondId, 600), false, 'the second opened 100 ms ago');
  assert.is(maskClick(firstId, 600), true, 'the first opened 600 ms ago');
  assert.is(await settle(first), false);
  assert.equal(
    dialogs.value.map((d) => d.title),
    ['Second'],
  );
});

test('SPEC §4 dialogs: answering an unknown or already answered id is a no-op', async () => {
  const t = track(confirm(spec, () => 0));
  const id = top().id;
  answer(id + 999, true);
  assert.is(maskClick(id + 999, 10_000), false);
  assert.is(dialogs.value.length, 1);
  answer(id, false);
  answer(id, true);
  await tick();
  assert.is(t.value(), false, 'the first answer wins');
  assert.is(dialogs.value.length, 0);
});

test('SPEC §4 dialogs: dialogs stack; answering one leaves the others open', async () => {
  const a = confirm({ ...spec, title: 'A' }, () => 0);
  const b = track(confirm({ ...spec, title: 'B' }, () => 0));
  assert.equal(
    dialogs.value.map((d) => d.title),
    ['A', 'B'],
  );
  answer(dialogs.value[0]!.id, true);
  assert.is(await settle(a), true);
  await tick();
  assert.is(b.settled(), false);
  assert.equal(
    dialogs.value.map((d) => d.title),
    ['B'],
  );
});

test('SPEC §9 dialogs: by default the guard uses the real clock', async () => {
  const p = confirm(spec);
  const id = top().id;
  assert.is(maskClick(id), false, 'a click right after opening is ignored');
  assert.is(maskClick(id, performance.now() + 300), true);
  assert.is(await settle(p), false);
});

test.run();
