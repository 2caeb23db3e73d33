// What lies below home's first screen (the winners board, the footer, the later rows) mounts when
// the player comes near it (src/ui/motion.ts useNearViewport, src/ui/Deferred). A busy phone gets
// the observer's changes batched, oldest first: the newest one says where the spot is now.
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Deferred } from '../../../src/ui/Deferred/index.tsx';
import { installFakeIntersection, type FakeIntersection } from '../../setup/fake-intersection.ts';
import { render, type Rendered } from '../../setup/render.tsx';

let view: Rendered | null = null;
let observer: FakeIntersection | null = null;
/** One batch of changes to the spot the component watches, oldest first. */
const deliver = (changes: boolean[]) => observer!.deliver(changes.map((isIntersecting) => ({ isIntersecting })));

test.before.each(() => {
  observer = installFakeIntersection();
});
test.after.each(() => {
  view?.unmount();
  view = null;
  observer?.restore();
});

const footer = () => (
  <Deferred minHeight={480}>
    <p>footer</p>
  </Deferred>
);

test('a spot reached while the page was busy mounts: "far, then near" in one batch', async () => {
  view = await render(footer());
  assert.is(view.text(), '', 'far below the screen at start');
  await act(async () => deliver([false, true]));
  assert.is(view.text(), 'footer');
});

test('a spot the player passed while the page was busy stays unmounted: "near, then far" in one batch', async () => {
  view = await render(footer());
  await act(async () => deliver([true, false]));
  assert.is(view.text(), '');
  await act(async () => deliver([true]));
  assert.is(view.text(), 'footer', 'and mounts when the player comes back');
});

test.run();
