// Cash and bonus where a page shows them (SPEC §7 Wallet and money: balance; SPEC §9: 2
// decimals): read when the view mounts and again whenever the total changes under it (a deposit
// approved while the page is open), so the split never disagrees with the header. A member with
// nothing open sees the balances and no wagering at all.
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BonusWallet } from '../../../src/api/types.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { bonusWallet } from '../../../src/state/money/bonus.ts';
import { setSession, wallet } from '../../../src/state/session.ts';
import { BonusPanel } from '../../../src/ui/Bonus/BonusPanel.tsx';
import { fail, installFetch, ok, type FakeFetch } from '../../setup/fake-fetch.ts';
import { flush, render, type Rendered } from '../../setup/render.tsx';

let view: Rendered | null = null;
let f: FakeFetch | null = null;
test.before.each(() => {
  setDictionary('en', { 'wallet.cash': 'Cash', 'wallet.bonus': 'Bonus', 'wagering.title': 'Bonus wagering' });
  setSession({ token: 'tok', merchantCode: 'M', userName: 'ana', type: 1, firstTimeLogin: false });
  wallet.value = { sumBalance: 0, currencySymbol: 'R$' };
  bonusWallet.data.value = null;
});
test.after.each(() => {
  view?.unmount();
  view = null;
  f?.restore();
  f = null;
  setSession(null);
});

const answers: BonusWallet[] = [
  { cash: 0, bonus: 0, withdrawable: 0, withdrawWhileOpen: 'forfeit', requirements: [] },
  { cash: 2000, bonus: 0, withdrawable: 2000, withdrawWhileOpen: 'forfeit', requirements: [] },
];
const cell = (id: string) => view!.container.querySelector(`[data-testid="${id}"]`)?.textContent;

test('the split is read again when the total changes under it, and shows no wagering when none is open', async () => {
  let n = 0;
  f = installFetch((c) =>
    c.url.includes('/wps/member/bonus') ? ok(answers[Math.min(n++, 1)]) : fail('NOT_FOUND', 404),
  );
  view = await render(<BonusPanel />);
  await flush();
  assert.is(cell('cash'), 'R$ 0.00');
  assert.is(f.calls.length, 1);
  await act(async () => {
    wallet.value = { sumBalance: 2000, currencySymbol: 'R$' }; // the poll read an approved deposit
  });
  await flush();
  await flush();
  assert.is(f.calls.length, 2, 'asked again once');
  assert.is(cell('cash'), 'R$ 20.00');
  assert.is(cell('bonus'), 'R$ 0.00');
  assert.not.ok(view.text().includes('Bonus wagering'), 'nothing open: no wagering heading, no bar');
  assert.is(view.container.querySelector('[role="progressbar"]'), null);
});

test.run();
