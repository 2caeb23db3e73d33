// The pending-money poll's first call on a page that just opened (SPEC §7: a decided deposit
// shows without a tap). The page's read of a waiting order often answers before the wallet
// does; the poll must still send the wallet's stamp, which lets the server hold the call until
// the money moves. A call without one is answered at once, and a decision made just after it
// would show only a whole period (5 s) later.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { expectDecision, moneyWaits, noteMoneyStamp } from '../../../src/state/money/pending.ts';
import { setSession, wallet } from '../../../src/state/session.ts';
import { startPendingMoney } from '../../../src/state/streams-wiring.ts';
import { balanceError } from '../../../src/state/wallet.ts';
import { installFetch, ok } from '../../setup/fake-fetch.ts';

const status = { balance: 0, bonus: 0, pending: true, deposits: [], withdrawals: [], stamp: 'after-call' };
const settle = () => new Promise((r) => setTimeout(r, 20));

function memberPageJustOpened(): void {
  setSession({ token: 'tok', merchantCode: 'M', userName: 'ana', type: 0, firstTimeLogin: false });
  wallet.value = null;
  balanceError.value = false;
  moneyWaits.value = false;
}

/** Runs `steps` with the poll started over a fake server; `statusCalls` lists the status calls' URLs so far. */
async function withPoll(steps: (statusCalls: () => string[]) => Promise<void>): Promise<void> {
  const f = installFetch(() => ok(status));
  const stop = startPendingMoney();
  try {
    await steps(() => f.calls.map((c) => c.url).filter((u) => u.includes('/wps/member/money/status')));
  } finally {
    stop();
    f.restore();
  }
}

test.after.each(() => {
  setSession(null);
  moneyWaits.value = false;
  balanceError.value = false;
});

test('SPEC §7 an order read first: the poll waits for the wallet and sends its stamp', async () => {
  memberPageJustOpened();
  await withPoll(async (statusCalls) => {
    expectDecision(); // the order page read a waiting order before the wallet answered
    await settle();
    assert.equal(statusCalls(), [], 'no stamp-less call while the wallet is on its way');
    noteMoneyStamp('wallet-stamp');
    wallet.value = { sumBalance: 0, currencySymbol: 'R$', pending: true, moneyStamp: 'wallet-stamp' };
    await settle();
    assert.is(statusCalls().length, 1);
    assert.match(statusCalls()[0]!, /[?&]since=wallet-stamp\b/);
  });
});

test('SPEC §7 a request made after the wallet answered keeps its stamp (the server answers at once on a changed one)', async () => {
  memberPageJustOpened();
  noteMoneyStamp('before-request');
  wallet.value = { sumBalance: 500, currencySymbol: 'R$', pending: false };
  await withPoll(async (statusCalls) => {
    expectDecision();
    await settle();
    assert.is(statusCalls().length, 1, 'the poll starts at once');
    assert.match(statusCalls()[0]!, /[?&]since=before-request\b/);
  });
});

test('SPEC §7 a wallet that failed does not keep a waiting order from being watched', async () => {
  memberPageJustOpened();
  await withPoll(async (statusCalls) => {
    expectDecision();
    balanceError.value = true;
    await settle();
    assert.is(statusCalls().length, 1);
  });
});

test.run();
