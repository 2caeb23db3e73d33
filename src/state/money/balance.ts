// The balance a money call answered, shown at once wherever the balance shows (header, side
// menu, member centre), then confirmed by a refresh. A refresh asked while a fetch is in flight
// is not lost (streams/balance.ts queues one more fetch after it), but it is a round trip or two
// away: the call's own answer shows the new amount without waiting for it.
import { wallet } from '../session';
import { refreshBalance } from '../wallet';

export function showBalance(cents: number): void {
  if (wallet.value) wallet.value = { ...wallet.value, sumBalance: cents };
}

/** Runs a call that moves money and shows the balance it answered; the balance refreshes either way. */
export async function movingMoney<T extends { balance: number }>(call: () => Promise<T>): Promise<T> {
  try {
    const r = await call();
    showBalance(r.balance);
    return r;
  } finally {
    refreshBalance();
  }
}
