// The pending-money poll (src/streams/pending-money.ts): while a deposit or withdrawal of the
// member waits, the client asks this every PENDING_POLL_MS, so one call answers everything that
// can change meanwhile: the balance, whether anything still waits, and the latest records,
// with a stamp of them. A call that sends the stamp it last read, while nothing changed, is
// held until a decision about the member's money (money-events.ts) or HOLD_MS: the credit
// then shows at once, and the client still makes at most one call per poll period.
import { createHash } from 'node:crypto';
import type { MoneyStatus } from '../../src/api/types.ts';
import { PENDING_HOLD_MS } from '../../src/streams/pending-money.ts';
import { depositPage, pendingDeposits } from '../db/deposits.ts';
import type { Db } from '../db/open.ts';
import { bucketsOf } from '../db/bonus.ts';
import { processingWithdrawals, withdrawalPage } from '../db/withdrawals.ts';
import type { Handlers } from './context.ts';
import { nextMoneyChange } from './money-events.ts';

/** Enough records for the ones a player just made; older ones are in the record lists. */
const LATEST = 5;

/** Whether money of the member waits for a decision (the wallet call says it too, so a fresh page knows). */
export const moneyPending = (db: Db, memberId: number): boolean =>
  pendingDeposits(db, memberId) > 0 || processingWithdrawals(db, memberId) > 0;

function statusOf(db: Db, id: number): MoneyStatus {
  const b = bucketsOf(db, id);
  const s = {
    balance: b.cash + b.bonus,
    bonus: b.bonus,
    pending: moneyPending(db, id),
    deposits: depositPage(db, id, 1, LATEST).list,
    withdrawals: withdrawalPage(db, id, 1, LATEST).list,
  };
  const seen = JSON.stringify([
    s.balance,
    s.bonus,
    s.pending,
    ...[...s.deposits, ...s.withdrawals].map((r) => [r.id, r.status]),
  ]);
  return { ...s, stamp: createHash('sha256').update(seen).digest('base64url').slice(0, 16) };
}

/** The stamp of the member's money as the poll would answer it now. */
export const moneyStamp = (db: Db, memberId: number): string => statusOf(db, memberId).stamp;

export const moneyStatusHandlers: Handlers<'moneyStatus'> = {
  moneyStatus: async (ctx) => {
    const id = ctx.member.memberId;
    const since = ctx.params.since || undefined;
    const now = statusOf(ctx.db, id);
    if (since === undefined || since !== now.stamp || !now.pending) return now;
    await nextMoneyChange(id, PENDING_HOLD_MS);
    return statusOf(ctx.db, id);
  },
};
