// A deposit order on the page (SPEC §7 Deposit): a PIX order shows its QR, its code to copy
// and the time left; its status follows what the pending-money poll read, without a reload.
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DepositOrder } from '../../../src/pages/money/deposit-order.tsx';
import { setDictionary } from '../../../src/state/i18n.ts';
import { applyMoneyStatus, latestDeposits } from '../../../src/state/money/pending.ts';
import { pendingPixOrder } from '../../setup/pix-order.ts';
import { flush, render, type Rendered } from '../../setup/render.tsx';

let view: Rendered | null = null;
test.after.each(() => {
  view?.unmount();
  view = null;
  latestDeposits.value = [];
});

test('SPEC §7 deposit by PIX: the order shows the QR, the code to copy and the time left; the poll turns it approved', async () => {
  const order = pendingPixOrder();
  setDictionary('en', {
    'wallet.order.title.pending': 'Waiting for payment',
    'wallet.order.title.approved': 'Deposit credited',
    'wallet.pix.expiresIn': 'Expires in {time}',
    'wallet.pix.code': 'PIX copy and paste',
    'wallet.pix.copy': 'Copy code',
    'wallet.pix.qr': 'PIX QR code',
  });
  view = await render(<DepositOrder record={order} account={null} onAgain={() => undefined} />);
  await flush();
  const c = view.container;
  assert.is(c.querySelector('h3')?.textContent, 'Waiting for payment');
  assert.is(c.querySelector('svg[role="img"]')?.getAttribute('aria-label'), 'PIX QR code');
  assert.ok((c.querySelector('.pix-qr path')?.getAttribute('d') ?? '').length > 1000, 'the QR modules are drawn');
  assert.is((c.querySelector('#pix-code') as HTMLTextAreaElement).value, order.payCode);
  assert.match(c.querySelector('[data-testid="pix-left"]')?.textContent ?? '', /^Expires in (10:00|9:5\d)$/);
  await act(async () => {
    applyMoneyStatus({
      balance: 5000,
      bonus: 0,
      pending: false,
      deposits: [{ ...order, status: 'approved' }],
      withdrawals: [],
      stamp: 's1',
    });
  });
  assert.is(c.querySelector('h3')?.textContent, 'Deposit credited', 'the status the poll read, without a reload');
  assert.is(c.querySelector('.pix-qr'), null, 'nothing left to pay');
});

test.run();
