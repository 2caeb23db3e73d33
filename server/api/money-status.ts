// The pending-money poll (src/streams/pending-money.ts): while a deposit or withdrawal of the
// member waits, the client asks this every few seconds, so one call answers everything that
// can change meanwhile: the balance, whether anything still waits, and the latest records.
import type { MoneyStatus } from '../../src/api/types.ts';
import { depositPage, pendingDeposits } from '../db/deposits.ts';
import type { Db } from '../db/open.ts';
import { balanceOf } from '../db/wallet.ts';
import { processingWithdrawals, withdrawalPage } from '../db/withdrawals.ts';
import type { Handlers } from './context.ts';

/** Enough records for the ones a player just made; older ones are in the record lists. */
const LATEST = 5;

/** Whether money of the member waits for a decision (the wallet call says it too, so a fresh page knows). */
export const moneyPending = (db: Db, memberId: number): boolean =>
  pendingDeposits(db, memberId) > 0 || processingWithdrawals(db, memberId) > 0;

export const moneyStatusHandlers: Handlers<'moneyStatus'> = {
  moneyStatus: (ctx): MoneyStatus => {
    const id = ctx.member.memberId;
    return {
      balance: balanceOf(ctx.db, id),
      pending: moneyPending(ctx.db, id),
      deposits: depositPage(ctx.db, id, 1, LATEST).list,
      withdrawals: withdrawalPage(ctx.db, id, 1, LATEST).list,
    };
  },
};
