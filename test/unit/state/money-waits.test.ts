// Money that waits keeps the pending-money poll on (SPEC §7): not only when the wallet says so,
// but whenever the member's page reads an order or a record that still waits. The operator may
// decide between the wallet's read and the page's; the wallet then says nothing waits, and
// without the poll the page would show "Pendente" or "Em processamento" until a reload.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WithdrawRecord } from '../../../src/api/types.ts';
import { depositOrder, depositRecordPages } from '../../../src/state/money/deposit.ts';
import { moneyWaits } from '../../../src/state/money/pending.ts';
import { withdrawRecordPages } from '../../../src/state/money/withdraw.ts';
import { installFetch, ok } from '../../setup/fake-fetch.ts';
import { pendingPixOrder } from '../../setup/pix-order.ts';

const deposit = pendingPixOrder();

/** Whether reading `answer` through `read` left the poll on. */
async function waitsAfter(answer: unknown, read: () => Promise<unknown>): Promise<boolean> {
  moneyWaits.value = false;
  const f = installFetch(() => ok(answer));
  try {
    await read();
  } finally {
    f.restore();
  }
  const waits = moneyWaits.value;
  moneyWaits.value = false;
  return waits;
}

const page = <T>(list: T[]) => ({ list, pageNum: 1, totalPages: 1 });
const signal = new AbortController().signal;

test('SPEC §7 a deposit order that still waits starts the poll; a decided one does not', async () => {
  assert.is(await waitsAfter(deposit, () => depositOrder.load(deposit.id)), true);
  assert.is(await waitsAfter({ ...deposit, status: 'approved' }, () => depositOrder.load(deposit.id)), false);
});

test('SPEC §7 deposit records with one still waiting start the poll; all decided, they do not', async () => {
  const decided = { ...deposit, id: 8, status: 'rejected' as const };
  assert.is(await waitsAfter(page([decided, deposit]), () => depositRecordPages(1, signal)), true);
  assert.is(await waitsAfter(page([decided]), () => depositRecordPages(1, signal)), false);
});

test('SPEC §7 withdrawal records with one still processing start the poll; paid and rejected ones do not', async () => {
  const withdrawal = (id: number, status: WithdrawRecord['status']): WithdrawRecord => ({
    id,
    cardId: 1,
    amount: 2000,
    status,
    createdAt: new Date().toISOString(),
  });
  assert.is(
    await waitsAfter(page([withdrawal(1, 'paid'), withdrawal(2, 'processing')]), () => withdrawRecordPages(1, signal)),
    true,
  );
  assert.is(
    await waitsAfter(page([withdrawal(1, 'paid'), withdrawal(3, 'rejected')]), () => withdrawRecordPages(1, signal)),
    false,
  );
});

test.run();
