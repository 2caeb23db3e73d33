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

/**
 * Money waits: a request just made, or a page that read a record still waiting. The stamp is
 * kept: after a request the records differ from it, so the server answers at once anyway; after
 * a read it is still the money as it is, so the server holds the call and a decision shows the
 * moment it is made. Without a stamp the call is answered at once, and a decision made just
 * after it would show only a whole period later.
 */
export function expectDecision(): void {
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
