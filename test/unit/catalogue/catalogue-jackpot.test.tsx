// SPEC §2.3/§9 jackpot counter bound to a signal with reference counting (state/jackpot.ts), fed
// by the server's amount, which each visit stores for the next.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { acquireJackpot, jackpot, jackpotText, jackpotUsers } from '../../../src/state/jackpot.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import type { JackpotValue } from '../../../src/api/types';
import { useSignals } from '@preact/signals-react/runtime';
import { render } from '../../setup/render.tsx';

const clock = () => new VirtualTimeScheduler(VirtualAction, 0);
const run = async (s: VirtualTimeScheduler, until: number) => {
  // Let the answers' promises settle before and after each run of timers.
  for (let i = 0; i < 3; i++) {
    await Promise.resolve();
    s.maxFrames = until;
    s.flush();
  }
};
/** A server whose jackpot is `amount.value`, counting its asks. */
function server(start: number) {
  const state = { amount: start, asks: 0 };
  const fetch = async (): Promise<JackpotValue> => {
    state.asks++;
    return { amount: state.amount, updatedAt: '', serverTime: '', shareBp: 100 };
  };
  return { state, fetch };
}

test('SPEC §9 jackpot binding: one counter for many views, stopped when the last one lets go; each amount is stored for the next visit', async () => {
  jackpot.value = null;
  const s = clock();
  const srv = server(200_000_000);
  const a = acquireJackpot({ fetch: srv.fetch, scheduler: s });
  const b = acquireJackpot({ fetch: srv.fetch, scheduler: s });
  assert.is(jackpotUsers(), 2);
  await run(s, 100);
  assert.is(jackpot.value, 200_000_000, 'a first visit shows the amount at once');
  assert.is(srv.state.asks, 1, 'one counter, one ask');
  assert.is(localStorage.getItem('jackpot'), '200000000');
  a();
  a();
  assert.is(jackpotUsers(), 1, 'a release counts once');
  srv.state.amount = 200_000_500;
  await run(s, 62_000);
  assert.is(jackpot.value, 200_000_500, 'still running for the remaining view: counted up to the new amount');
  b();
  assert.is(jackpotUsers(), 0);
  srv.state.amount = 200_009_999;
  await run(s, 300_000);
  assert.is(jackpot.value, 200_000_500, 'unused: no more asks');
  assert.is(srv.state.asks, 2);
  assert.is(s.actions.length, 0, 'no timers left behind');
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
  jackpot.value = 200_000_000;
  const view = await render(<View />);
  assert.is(view.text(), 'R$ 2.000.000,00');
  await act(async () => {
    jackpot.value = 200_012_345;
  });
  assert.is(view.text(), 'R$ 2.000.123,45');
  assert.is(renders, 1, 'the view function ran once');
  view.unmount();
});

test.run();
