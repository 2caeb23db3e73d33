// Withdrawing with bonus money (SPEC §7 Withdraw): the form caps the amount at what can be
// withdrawn now and says what happens to an open bonus; where the site lets the cash go, sending
// asks first in a dialog and then says forfeitBonus; a BONUS_OPEN refusal brings that dialog up
// with the form as typed; where the site refuses, there is no form, only why.
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BonusWallet, PayoutDestination, WageringRequirement, WithdrawSettings } from '../../../src/api/types.ts';
import { WithdrawForm } from '../../../src/pages/money/withdraw-form.tsx';
import { answer, dialogs } from '../../../src/state/dialogs.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { bonusWallet } from '../../../src/state/money/bonus.ts';
import { setSession, wallet } from '../../../src/state/session.ts';
import { WageringProgress } from '../../../src/ui/Bonus/WageringProgress.tsx';
import { fail, installFetch, ok, type FakeFetch } from '../../setup/fake-fetch.ts';
import { flush, render, type Rendered } from '../../setup/render.tsx';

let view: Rendered | null = null;
let f: FakeFetch | null = null;
test.before.each(() => {
  setDictionary('en', {
    'wallet.withdraw.review': 'Continue',
    'wallet.withdraw.confirm': 'Confirm withdrawal',
    'wallet.error.aboveBalance': 'More than you can withdraw',
    'wagering.withdraw.free': 'You can withdraw {cash} now.',
    'wagering.withdraw.forfeit': 'You can withdraw {cash} now. Withdrawing forfeits your {bonus} bonus.',
    'wagering.withdraw.keep': 'Wager {left} more to keep it.',
    'wagering.withdraw.refuse':
      'You cannot withdraw until the wagering is met: {left} still to wager for your {bonus} bonus.',
    'wagering.forfeit.body': 'Withdrawing {amount} now forfeits your {bonus} bonus.',
    'wagering.forfeit.ok': 'Withdraw and forfeit the bonus',
    'wagering.forfeit.cancel': 'Keep the bonus',
    'wagering.progress': '{wagered} of {target} wagered, ends {day} at {time}',
    'wagering.bar': 'Wagering of {title}',
    'server.BONUS_OPEN': 'A bonus is still being wagered.',
  });
  setSession({ token: 'tok', merchantCode: 'M', userName: 'ana', type: 1, firstTimeLogin: false });
  wallet.value = { sumBalance: 80_000, currencySymbol: 'R$' };
  bonusWallet.data.value = null;
});
test.after.each(() => {
  view?.unmount();
  view = null;
  f?.restore();
  f = null;
  for (const d of dialogs.value) answer(d.id, false);
  setSession(null);
});

const terms = {
  multiplier: 5,
  withDeposit: false,
  days: 7,
  maxStake: 2500,
  contributions: { SLOT: 100 },
  sportsMinOdds: 1.5,
};
const open: WageringRequirement = {
  id: 1,
  promoId: 1,
  title: 'Welcome',
  bonus: 50_000,
  target: 250_000,
  wagered: 184_000,
  grantedAt: '2026-12-05T23:59:00Z',
  deadline: '2026-12-12T23:59:00Z',
  state: 'open',
  terms,
};
const bw = (over: Partial<BonusWallet> = {}): BonusWallet => ({
  cash: 30_000,
  bonus: 50_000,
  withdrawable: 30_000,
  withdrawWhileOpen: 'forfeit',
  requirements: [open],
  ...over,
});
const list: PayoutDestination[] = [
  { id: 5, kind: 'PIX', bankName: 'PIX', accountMasked: '***123', holderName: 'Ana' } as PayoutDestination,
];
const settings = { minCents: 1000, maxCents: 1_000_000, processingHours: 24, hasPaymentPassword: true, banks: [] };

const inputs = () => [...view!.container.querySelectorAll('input')];
async function type(el: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function submit() {
  await act(async () => {
    view!.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await flush();
  await flush();
}
async function fillAndReview(amount: string) {
  const [money, pin] = inputs();
  await type(money!, amount);
  await type(pin!, '123456');
  await submit();
}
const withdrawBodies = () =>
  f!.calls.filter((c) => c.url.includes('/wps/transaction/withdraw')).map((c) => JSON.parse(c.body ?? '{}'));
const withdrawn = () =>
  ok({ record: { id: 9, cardId: 5, amount: 20_000, status: 'processing', createdAt: '' }, balance: 60_000 });

test('forfeit mode: the form says what can go and what the bonus becomes, and caps the amount there', async () => {
  view = await render(<WithdrawForm list={list} settings={settings as WithdrawSettings} bonus={bw()} />);
  assert.ok(view.text().includes('You can withdraw R$ 300.00 now. Withdrawing forfeits your R$ 500.00 bonus.'));
  assert.ok(view.text().includes('Wager R$ 660.00 more to keep it.'));
  await fillAndReview('400');
  assert.ok(
    view.text().includes('More than you can withdraw'),
    'R$ 400 is over the R$ 300 of cash, though the total is R$ 800',
  );
});

test('forfeit mode: confirming asks in a dialog; "keep" sends nothing, "forfeit" sends forfeitBonus', async () => {
  f = installFetch((c) => (c.url.includes('/wps/transaction/withdraw') ? withdrawn() : fail('NOT_FOUND', 404)));
  view = await render(<WithdrawForm list={list} settings={settings as WithdrawSettings} bonus={bw()} />);
  await fillAndReview('200');
  await submit(); // the confirmation step's "Confirm withdrawal"
  assert.is(dialogs.value.length, 1);
  assert.is(dialogs.value[0]!.body, 'Withdrawing R$ 200.00 now forfeits your R$ 500.00 bonus.');
  await act(async () => answer(dialogs.value[0]!.id, false));
  await flush();
  assert.equal(withdrawBodies(), [], 'kept the bonus: nothing sent');
  await submit();
  await act(async () => answer(dialogs.value[0]!.id, true));
  await flush();
  await flush();
  assert.is(withdrawBodies().length, 1);
  assert.is(withdrawBodies()[0].forfeitBonus, true);
  assert.is(withdrawBodies()[0].amount, 20_000);
});

test('BONUS_OPEN: the dialog comes up with the form as typed, and a yes sends it again forfeiting the bonus', async () => {
  let n = 0;
  f = installFetch((c) => {
    if (c.url.includes('/wps/member/bonus')) return ok(bw());
    if (c.url.includes('/wps/transaction/withdraw')) return ++n === 1 ? fail('BONUS_OPEN', 409) : withdrawn();
    return fail('NOT_FOUND', 404);
  });
  // The page read no open requirement (it opened since): nothing to ask before sending.
  view = await render(
    <WithdrawForm list={list} settings={settings as WithdrawSettings} bonus={bw({ requirements: [], bonus: 0 })} />,
  );
  await fillAndReview('200');
  await submit();
  await flush();
  assert.is(withdrawBodies().length, 1);
  assert.is(withdrawBodies()[0].forfeitBonus, undefined);
  assert.is(dialogs.value.length, 1, 'the refusal brings the confirmation up');
  assert.is(dialogs.value[0]!.body, 'Withdrawing R$ 200.00 now forfeits your R$ 500.00 bonus.');
  await act(async () => answer(dialogs.value[0]!.id, true));
  await flush();
  await flush();
  const again = withdrawBodies()[1];
  assert.is(again.forfeitBonus, true);
  assert.is(again.amount, 20_000, 'the amount as typed');
  assert.is(again.paymentPassword, '123456', 'the password as typed');
  assert.is.not(again.idempotencyKey, withdrawBodies()[0].idempotencyKey, 'a request of its own');
});

test('refuse mode: no form, only why', async () => {
  view = await render(
    <WithdrawForm list={list} settings={settings as WithdrawSettings} bonus={bw({ withdrawWhileOpen: 'refuse' })} />,
  );
  assert.is(view.container.querySelector('form'), null);
  assert.ok(
    view
      .text()
      .includes('You cannot withdraw until the wagering is met: R$ 660.00 still to wager for your R$ 500.00 bonus.'),
  );
});

test('progress: a progressbar with its values and the sentence as its value text', async () => {
  view = await render(<WageringProgress r={open} />);
  const bar = view.container.querySelector('[role="progressbar"]')!;
  assert.is(bar.getAttribute('aria-valuenow'), '73');
  assert.is(bar.getAttribute('aria-valuemin'), '0');
  assert.is(bar.getAttribute('aria-valuemax'), '100');
  assert.is(bar.getAttribute('aria-label'), 'Wagering of Welcome');
  assert.match(
    bar.getAttribute('aria-valuetext') ?? '',
    /^R\$ 1,840\.00 of R\$ 2,500\.00 wagered, ends 1[23]\/12 at \d\d:59$/,
  );
  view.unmount();
  view = await render(<WageringProgress r={{ ...open, state: 'met' }} />);
  assert.is(view.container.querySelector('[role="progressbar"]'), null, 'a closed one has no bar');
});

test.run();
