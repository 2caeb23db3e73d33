import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { Dialogs } from '../../../src/ui/Dialogs/index.tsx';
import { Toasts } from '../../../src/ui/Toasts/index.tsx';
import { confirm, dialogs } from '../../../src/state/dialogs.ts';
import { toast, toasts } from '../../../src/state/toasts.ts';
import { click, render, type Rendered } from '../../setup/render.tsx';

let view: Rendered | null = null;
// Each toast's hide function: calling them at the end clears the toasts' own timers (up to
// 10 s for a loading toast), which would otherwise keep the test process alive.
const shown: Array<() => void> = [];
test.before.each(() => {
  toasts.value = [];
  dialogs.value = [];
});
test.after.each(() => {
  view?.unmount();
  view = null;
  for (const hide of shown.splice(0)) hide();
  toasts.value = [];
  dialogs.value = [];
});

const set = (fn: () => void) =>
  act(async () => {
    fn();
  });
const key = (k: string) =>
  act(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  });

test('SPEC §8 Toasts: fail and offline are alerts (assertive); info, success and loading are status (polite)', async () => {
  view = await render(<Toasts />);
  await set(() => {
    shown.push(toast.info('Saved changes'));
    shown.push(toast.success('Registered successfully'));
    shown.push(toast.fail('Invitation code error'));
    shown.push(toast.offline('No internet connection'));
    shown.push(toast.loading('Please wait'));
  });
  const rows = [...view.container.querySelectorAll('.toast')].map((el) => [el.textContent, el.getAttribute('role')]);
  assert.equal(rows, [
    ['Saved changes', 'status'],
    ['Registered successfully', 'status'],
    ['Invitation code error', 'alert'],
    ['No internet connection', 'alert'],
    ['Please wait', 'status'],
  ]);
});

test('SPEC §8 Toasts: loading shows a spinner; other kinds do not', async () => {
  view = await render(<Toasts />);
  await set(() => {
    shown.push(toast.loading('Please wait'));
    shown.push(toast.info('Hi'));
  });
  const [loading, info] = [...view.container.querySelectorAll('.toast')];
  assert.ok(loading!.querySelector('.spinner'));
  assert.is(info!.querySelector('.spinner'), null);
});

test('SPEC §8 Toasts: tapping a toast dismisses it, except a loading toast', async () => {
  view = await render(<Toasts />);
  await set(() => {
    shown.push(toast.fail('Wrong'));
    shown.push(toast.loading('Please wait'));
  });
  await click(view.container.querySelector('.toast-fail'));
  await click(view.container.querySelector('.toast-loading'));
  assert.equal(
    [...view.container.querySelectorAll('.toast')].map((el) => el.textContent),
    ['Please wait'],
  );
});

test('SPEC §8 Toasts: a toast disappears from the page when it is hidden', async () => {
  view = await render(<Toasts />);
  let hide = () => {};
  await set(() => {
    hide = toast.loading('Please wait');
    shown.push(hide);
  });
  assert.is(view.text(), 'Please wait');
  await set(() => hide());
  assert.is(view.container.querySelectorAll('.toast').length, 0);
});

const spec = { title: 'Log out', body: 'Do you want to log out?', ok: 'OK', cancel: 'Cancel' };

test('CONTRIBUTING Dialogs: nothing renders without a dialog', async () => {
  view = await render(<Dialogs />);
  assert.is(view.container.innerHTML, '');
});

test('CONTRIBUTING Dialogs: an open dialog is a labelled modal alertdialog and the OK button has focus', async () => {
  view = await render(<Dialogs />);
  await set(() => {
    void confirm(spec);
  });
  const dlg = view.container.querySelector('[role="alertdialog"]')!;
  assert.ok(dlg);
  assert.is(dlg.getAttribute('aria-modal'), 'true');
  assert.is(document.getElementById(dlg.getAttribute('aria-labelledby')!)!.textContent, 'Log out');
  assert.is(document.getElementById(dlg.getAttribute('aria-describedby')!)!.textContent, 'Do you want to log out?');
  const buttons = [...dlg.querySelectorAll('button')].map((b) => b.textContent);
  assert.equal(buttons, ['Cancel', 'OK']);
  assert.is(document.activeElement?.textContent, 'OK');
});

test('CONTRIBUTING Dialogs: OK resolves true and closes; focus returns to the opener', async () => {
  const opener = document.createElement('button');
  opener.textContent = 'Sign out';
  document.body.appendChild(opener);
  opener.focus();
  view = await render(<Dialogs />);
  let answer: Promise<boolean> = Promise.resolve(false);
  await set(() => {
    answer = confirm(spec);
  });
  const ok = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'OK')!;
  await click(ok);
  assert.is(view.container.querySelector('[role="alertdialog"]'), null);
  assert.is(await answer, true);
  assert.is(document.activeElement, opener);
  opener.remove();
});

test('CONTRIBUTING Dialogs: Escape cancels (resolves false) and closes', async () => {
  view = await render(<Dialogs />);
  let answer: Promise<boolean> = Promise.resolve(true);
  await set(() => {
    answer = confirm(spec);
  });
  await key('Escape');
  assert.is(view.container.querySelector('[role="alertdialog"]'), null);
  assert.is(dialogs.value.length, 0);
  assert.is(await answer, false);
});

test('SPEC §9 Dialogs: the 300 ms mask guard counts from when the dialog shows, not from when its code was asked', async () => {
  // The dialog layer loads lazily: on a slow phone the dialog appears well after confirm().
  let answer: Promise<boolean> = Promise.resolve(true);
  await set(() => {
    answer = confirm(spec, () => performance.now() - 5_000);
  });
  view = await render(<Dialogs />);
  const mask = view.container.querySelector('.mask')!;
  await click(mask);
  assert.ok(view.container.querySelector('[role="alertdialog"]'), 'a tap as it appears does not close it');
  dialogs.value[0]!.openedAt -= 300;
  await click(mask);
  assert.is(view.container.querySelector('[role="alertdialog"]'), null, 'from 300 ms on the mask cancels');
  assert.is(await answer, false);
});

test('Dialogs: Tab stays inside the open dialog (from OK to Cancel and back)', async () => {
  view = await render(<Dialogs />);
  await set(() => {
    void confirm(spec);
  });
  const [cancel, ok] = [...view.container.querySelectorAll<HTMLButtonElement>('.dialog button')];
  assert.is(document.activeElement, ok);
  const tab = (shift: boolean) =>
    act(async () => {
      document.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, bubbles: true, cancelable: true }),
      );
    });
  await tab(false);
  assert.is(document.activeElement, cancel, 'Tab from the last control wraps to the first');
  await tab(true);
  assert.is(document.activeElement, ok, 'Shift+Tab from the first wraps to the last');
  await key('Escape');
});

test('CONTRIBUTING Dialogs: other keys do not close the dialog', async () => {
  view = await render(<Dialogs />);
  await set(() => {
    void confirm(spec);
  });
  await key('Enter');
  await key('a');
  assert.is(dialogs.value.length, 1);
});

test('CONTRIBUTING Dialogs: the Cancel button resolves false', async () => {
  view = await render(<Dialogs />);
  let answer: Promise<boolean> = Promise.resolve(true);
  await set(() => {
    answer = confirm(spec);
  });
  await click([...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!);
  assert.is(dialogs.value.length, 0);
  assert.is(await answer, false);
});

test('SPEC §9 Dialogs: a mask tap right after opening is ignored; clicks inside the dialog never cancel', async () => {
  view = await render(<Dialogs />);
  await set(() => {
    void confirm(spec);
  });
  await click(view.container.querySelector('.mask'));
  assert.is(dialogs.value.length, 1, 'within 300 ms of opening');
  await set(() => {
    dialogs.value = dialogs.value.map((d) => ({ ...d, openedAt: performance.now() - 1000 }));
  });
  await click(view.container.querySelector('.dialog h2'));
  assert.is(dialogs.value.length, 1, 'a click inside the dialog is not a mask click');
  await click(view.container.querySelector('.mask'));
  assert.is(dialogs.value.length, 0, 'after 300 ms the mask cancels');
});

test('CONTRIBUTING Dialogs: with two dialogs Escape answers only the top one', async () => {
  view = await render(<Dialogs />);
  let first: Promise<boolean> = Promise.resolve(true);
  await set(() => {
    first = confirm({ ...spec, title: 'First' });
    void confirm({ ...spec, title: 'Second' });
  });
  assert.is(view.container.querySelector('h2')!.textContent, 'Second');
  await key('Escape');
  assert.equal(
    dialogs.value.map((d) => d.title),
    ['First'],
  );
  assert.is(view.container.querySelector('h2')!.textContent, 'First');
  assert.is(document.activeElement?.textContent, 'OK', 'focus moves into the dialog now shown');
  await key('Escape');
  assert.is(dialogs.value.length, 0);
  assert.is(await first, false);
});

test.run();
