// SPEC §2.13 balance widget: the header strip (HeaderBalance) and the widget in the side menu
// and member centre (BalanceWidget) show the same symbol, the same 2-decimal amount, hide
// together (remembered) and mask together while a refresh runs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BalanceWidget } from '../../../src/ui/BalanceWidget/index.tsx';
import { HeaderBalance } from '../../../src/ui/Header/HeaderBalance.tsx';
import { setDictionary } from '../../../src/state/i18n.ts';
import { overlay } from '../../../src/state/menus.ts';
import { wallet } from '../../../src/state/session.ts';
import { balanceHidden, balanceRefreshing } from '../../../src/state/wallet.ts';
import { click, render, type Rendered } from '../../setup/render.tsx';

const EN = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'i18n', 'en.json'), 'utf8')) as Record<
  string,
  string
>;
let view: Rendered | null = null;
const set = (fn: () => void) =>
  act(async () => {
    fn();
  });
const shown = (v: Rendered) =>
  Array.from(v.container.querySelectorAll('[data-testid="balance"]'), (el) =>
    el.textContent!.replace(/\s+/g, ' ').trim(),
  );

function Places() {
  return (
    <Router hook={memoryLocation({ path: '/m/member/home' }).hook}>
      <div className="header">
        <HeaderBalance />
      </div>
      <div className="side-menu">
        <BalanceWidget />
      </div>
      <div className="member-balance">
        <BalanceWidget />
      </div>
    </Router>
  );
}

test.before.each(() => {
  setDictionary('en', EN);
  localStorage.clear();
  balanceHidden.value = false;
  balanceRefreshing.value = false;
});
test.after.each(() => {
  view?.unmount();
  view = null;
  wallet.value = null;
  balanceHidden.value = false;
  balanceRefreshing.value = false;
  localStorage.clear();
});
test.after(() => {
  setDictionary('pt', {});
});

test('SPEC §2.13/§9 the same symbol and 2-decimal amount in the header, side menu and member centre', async () => {
  wallet.value = { sumBalance: 1_234_505, currencySymbol: 'R$' };
  view = await render(<Places />);
  assert.equal(shown(view), ['R$ 12,345.05', 'R$ 12,345.05', 'R$ 12,345.05']);
  await set(() => {
    wallet.value = { sumBalance: 7, currencySymbol: 'R$' };
  });
  assert.equal(shown(view), ['R$ 0.07', 'R$ 0.07', 'R$ 0.07'], 'a new balance reaches every place at once');
});

test('SPEC §2.13 hiding in the side menu hides everywhere (the header too), is remembered, and showing again in the member centre shows everywhere', async () => {
  wallet.value = { sumBalance: 50_000, currencySymbol: 'R$' };
  view = await render(<Places />);
  await click(view.container.querySelector('.side-menu button[aria-label="Hide balance"]'));
  assert.equal(shown(view), ['R$ ****', 'R$ ****', 'R$ ****']);
  assert.is(localStorage.getItem('hideBalance'), '1');
  await click(view.container.querySelector('.member-balance button[aria-label="Show balance"]'));
  assert.equal(shown(view), ['R$ 500.00', 'R$ 500.00', 'R$ 500.00']);
  assert.is(localStorage.getItem('hideBalance'), '0');
});

test("the header's total opens its breakdown (cash and bonus, the hide toggle) and names what a tap does", async () => {
  wallet.value = { sumBalance: 50_000, currencySymbol: 'R$' };
  view = await render(<Places />);
  const total = view.container.querySelector('.header .bal-amount')!;
  assert.is(total.getAttribute('aria-label'), 'Balance R$ 500.00: see cash and bonus');
  assert.is(total.getAttribute('aria-haspopup'), 'dialog');
  await click(total);
  assert.is(overlay.value, 'balance');
  assert.equal(shown(view), ['R$ 500.00', 'R$ 500.00', 'R$ 500.00'], 'a tap no longer hides the balance');
  overlay.value = null;
});

test('SPEC §4 balance display: masked everywhere while refreshing, every refresh button disabled meanwhile', async () => {
  wallet.value = { sumBalance: 50_000, currencySymbol: 'R$' };
  balanceRefreshing.value = true;
  view = await render(<Places />);
  assert.equal(shown(view), ['R$ ****', 'R$ ****', 'R$ ****']);
  const refresh = Array.from(
    view.container.querySelectorAll<HTMLButtonElement>('button[aria-label="Refresh balance"]'),
  );
  assert.is(refresh.length, 3);
  assert.ok(refresh.every((b) => b.disabled));
  await set(() => {
    balanceRefreshing.value = false;
  });
  assert.equal(shown(view), ['R$ 500.00', 'R$ 500.00', 'R$ 500.00']);
});

test.run();
