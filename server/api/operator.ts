// The operator's actions on the reference server: approve a deposit, pay a withdrawal out or
// reject it (the reserved amount returns to the balance). Operator-level calls: the dispatcher
// admits only the X-Admin-Token of the site config's wallet.adminToken (server/api/access.ts).
import { approveDeposit } from '../db/deposits.ts';
import { balanceOf } from '../db/wallet.ts';
import { decideWithdrawal, type Decision } from '../db/withdrawals.ts';
import { HttpError } from '../http/envelope.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';
import { moneyConfig } from './money-config.ts';

function decide(ctx: ApiContext, decision: Decision) {
  const r = decideWithdrawal(ctx.db, p.id(p.object(ctx.body), 'withdrawalId'), decision);
  if (r === 'NOT_FOUND') throw new HttpError(404, 'NOT_FOUND', 'No such withdrawal');
  if (r === 'ALREADY_DECIDED')
    throw new HttpError(409, 'WITHDRAWAL_DECIDED', 'This withdrawal was already decided otherwise');
  ctx.log(`ADMIN withdrawal ${r.record.id} ${decision} (${r.record.amount} cents)`);
  return { ...r.record, balance: r.balance };
}

export const operatorHandlers: Handlers<'depositApprove' | 'withdrawPayout' | 'withdrawReject'> = {
  depositApprove: (ctx) => {
    const r = approveDeposit(ctx.db, p.id(p.object(ctx.body), 'depositId'), moneyConfig(ctx.site).promoReload);
    if (r === 'NOT_FOUND') throw new HttpError(404, 'NOT_FOUND', 'No such deposit');
    if (r === 'REJECTED') throw new HttpError(409, 'DEPOSIT_REJECTED', 'This deposit was rejected');
    const { memberId, ...record } = r;
    ctx.log(
      `ADMIN deposit ${record.id} approved (${record.amount} cents${record.bonus ? `, bonus ${record.bonus}` : ''})`,
    );
    return { ...record, balance: balanceOf(ctx.db, memberId) };
  },
  withdrawPayout: (ctx) => decide(ctx, 'paid'),
  withdrawReject: (ctx) => decide(ctx, 'rejected'),
};
