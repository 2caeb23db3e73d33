// SPEC §9 jackpot counter bound to a signal with reference counting (state/jackpot.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { acquireJackpot, jackpot, jackpotText, jackpotUsers } from '../../../src/state/jackpot.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { useSignals } from '@preact/signals-react/runtime';
import { render } from '../../setup/render.tsx';

const clock = (until: number) => new VirtualTimeScheduler(VirtualAction, until);
const run = (s: VirtualTimeScheduler, until: number) => {
  s.maxFrames = until;
  s.flush();
};

test('SPEC §9 jackpot binding: one ticker for many views, stopped when the last one lets go', () => {
  jackpot.value = 0;
  const s = clock(0);
  const deps = { random: () => 0, scheduler: s };
  const a = acquireJackpot(deps);
  assert.is(jackpotUsers(), 1);
  assert.is(jackpot.value, 2_000_000, 'the first value shows at once');
  const b = acquireJackpot(deps);
  assert.is(jackpotUsers(), 2);
  run(s, 10_000);
  assert.is(jackpot.value, 2_000_300, 'one ticker: +100 every 3 s, not twice');
  a();
  a();
  assert.is(jackpotUsers(), 1, 'a release counts once');
  run(s, 13_000);
  assert.is(jackpot.value, 2_000_400, 'still running for the remaining view');
  b();
  assert.is(jackpotUsers(), 0);
  run(s, 60_000);
  assert.is(jackpot.value, 2_000_400, 'unused: no more ticks, no timers left behind');
  assert.is(s.actions.length, 0, 'the pending timer was cancelled');
});

test('SPEC §9 jackpot binding: a restart carries on from the shown amount', () => {
  const s = clock(0);
  const release = acquireJackpot({ random: () => 0.5, scheduler: s });
  assert.is(jackpot.value, 2_000_400, 'no jump back to a new start value');
  run(s, 4_000);
  assert.is(jackpot.value, 2_000_700, '+300 after 4 s (random 0.5)');
  release();
});

test('DESIGN jackpot text: the signal as a JSX child updates its text node without re-rendering the view', async () => {
  setDictionary('pt', {});
  let renders = 0;
  // biome-ignore lint/correctness/noComponentHookFactories: a probe component that counts its own renders
  function View() {
    useSignals();
    renders++;
    return (
      <p>
        R$ <span>{jackpotText}</span>
      </p>
    );
  }
  jackpot.value = 2_000_000;
  const view = await render(<View />);
  assert.is(view.text(), 'R$ 2.000.000');
  await act(async () => {
    jackpot.value = 2_000_123;
  });
  assert.is(view.text(), 'R$ 2.000.123');
  assert.is(renders, 1, 'the view function ran once');
  view.unmount();
});

test.run();
