// Money waiting for a decision, as signals (src/streams/pending-money.ts polls while it waits):
// whether anything waits, and the latest deposits and withdrawals the poll read, which the
// money pages lay over what they loaded, so "Pendente" turns "Aprovado" without a tap. The
// balance it reads goes where every balance shows (header, side menu, pages).
import { signal } from '@preact/signals-react';
import type { DepositRecord, MoneyStatus, WithdrawRecord } from '../../api/types';
import { wallet } from '../session';

/** A request this page just made: the poll starts before any answer says so. */
export const moneyWaits = signal(false);
export const latestDeposits = signal<readonly DepositRecord[]>([]);
export const latestWithdrawals = signal<readonly WithdrawRecord[]>([]);
/** The last answer's stamp: the next call sends it, so the server holds it until something changes. */
let lastStamp: string | undefined;
export const moneyStamp = (): string | undefined => lastStamp;
/** A stamp the wallet call answered (a page just opened while money waits). */
export function noteMoneyStamp(stamp: string | undefined): void {
  if (stamp !== undefined) lastStamp = stamp;
}

export function expectDecision(): void {
  // A request just made changed the records: the next call must not wait on the old stamp.
  lastStamp = undefined;
  moneyWaits.value = true;
}

export function applyMoneyStatus(s: MoneyStatus): void {
  lastStamp = s.stamp;
  if (wallet.value) wallet.value = { ...wallet.value, sumBalance: s.balance, pending: s.pending };
  moneyWaits.value = s.pending;
  latestDeposits.value = s.deposits;
  latestWithdrawals.value = s.withdrawals;
}

/** A record as the poll last read it, when it read that one; else as the page loaded it. */
export function fresher<R extends { id: number }>(r: R, latest: readonly R[]): R {
  return latest.find((x) => x.id === r.id) ?? r;
}
