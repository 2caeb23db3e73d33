// A field's check on blur waits for the press that moved the focus away (ui/form/after-press.ts):
// its error pushes down what is below, and a tap whose pointer comes up elsewhere than it went
// down is no click. That holds for the first press a page sees too.
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const tick = () => new Promise((r) => setTimeout(r, 5));
const press = (type: 'pointerdown' | 'pointerup') => document.dispatchEvent(new Event(type, { bubbles: true }));

test("the first press after the form kit loads: a blur's check waits until the pointer is up", async () => {
  // A fresh copy of the module, as a page that has just loaded it: no blur has happened yet.
  const { afterPress } = (await import(
    `../../../src/ui/form/after-press.ts?fresh=${Date.now()}`
  )) as typeof import('../../../src/ui/form/after-press.ts');
  let checked = 0;
  press('pointerdown'); // on 'submit', below the field being left
  afterPress(() => checked++); // the field's blur, which the press caused
  await tick();
  assert.is(checked, 0, 'no error shows while the pointer is down');
  press('pointerup');
  await tick();
  assert.is(checked, 1, 'it shows once the press (and its click) is over');
});

test('no press under way: the check runs at once (a field left by the keyboard)', async () => {
  const { afterPress } = await import('../../../src/ui/form/after-press.ts');
  let checked = 0;
  afterPress(() => checked++);
  await tick();
  assert.is(checked, 1);
});

test.run();
