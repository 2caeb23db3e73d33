// The operator's actions on the reference server (issue 7): approve a deposit, pay a
// withdrawal out or reject it (the reserved amount returns to the balance). Guarded by the
// X-Admin-Token header against the site config's wallet.adminToken (empty: every call 403).
import { createHash, timingSafeEqual } from 'node:crypto';
import { approveDeposit, balanceOf } from '../db/wallet.ts';
import { decideWithdrawal, type Decision } from '../db/wallet-ops.ts';
import { HttpError } from '../http/envelope.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';
import { posInt } from './wallet.ts';
import { walletConfig } from './wallet-config.ts';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

function requireAdmin(ctx: ApiContext): void {
  const expected = walletConfig(ctx.site).adminToken;
  const given = ctx.headers['x-admin-token'];
  // Digests of equal length, compared in constant time: neither the token nor its length leaks.
  const ok = expected !== '' && typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
  if (!ok)
    throw new HttpError(
      403,
      'NO_PERMISSION',
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
    );
}

function decide(ctx: ApiContext, decision: Decision) {
  requireAdmin(ctx);
  const r = decideWithdrawal(ctx.db, posInt(p.object(ctx.body), 'withdrawalId'), decision);
  if (r === 'NOT_FOUND') throw new HttpError(404, 'NOT_FOUND', 'No such withdrawal');
  if (r === 'ALREADY_DECIDED')
    throw new HttpError(409, 'WITHDRAWAL_DECIDED', 'This withdrawal was already decided otherwise');
  ctx.log(`ADMIN withdrawal ${r.record.id} ${decision} (${r.record.amount} cents)`);
  return { ...r.record, balance: r.balance };
}

export const walletAdminHandlers: Handlers<'depositApprove' | 'withdrawPayout' | 'withdrawReject'> = {
  depositApprove: (ctx) => {
    requireAdmin(ctx);
    const r = approveDeposit(ctx.db, posInt(p.object(ctx.body), 'depositId'), walletConfig(ctx.site).promoReload);
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
