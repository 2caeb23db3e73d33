// The operator's money decisions and the list of work waiting for one: approve or reject a
// deposit, pay a withdrawal out or reject it (the reserved amount returns to the balance).
// Operator-level calls (server/api/access.ts); each action leaves an audit row
// (server/operator/audit.ts). Every decision is idempotent: approving an approved deposit
// answers the same record and credits nothing, since the credit is a ledger row keyed by
// the deposit (deposit:<id>), and the same holds for a withdrawal's refund. Each answer says
// whether the call changed the record (`changed: false`: it was already so).
// An approval is the reference server's credit notice: it may name the payer's CPF, as a PSP's
// PIX notice does (`payerCpf`). Where the jurisdiction moves money only from the player's own
// CPF (src/rules/own-cpf.ts) it must, and a payer who is not the member rejects the order with
// the reason the player reads on it, crediting nothing (the money goes back to the payer).
import { payerOutcome } from '../../src/rules/own-cpf.ts';
import { cpfDigits } from '../../src/rules/identity.ts';
import { profileOf } from '../../src/rules/jurisdiction.ts';
import { approveDeposit, rejectDeposit } from '../db/deposit-decisions.ts';
import { depositRow } from '../db/deposits.ts';
import { identityOf } from '../db/identities.ts';
import { advanceBonusesAllowed } from './promo.ts';
import { pendingWork } from '../db/operator-records.ts';
import { balanceOf } from '../db/wallet.ts';
import { decideWithdrawal, type Decision } from '../db/withdrawals.ts';
import { audited, targetOf } from '../operator/audit.ts';
import { moneyChanged } from './money-events.ts';
import type { Handlers, OperatorContext, ParamsContext } from './context.ts';
import { apiError } from '../http/errors.ts';
import * as p from './params.ts';

/** The approval of an order with its payer: credited, or rejected for a payer who is not the member. */
function approve(ctx: OperatorContext & ParamsContext<'depositApprove'>) {
  const { depositId, payerCpf } = ctx.params;
  const profile = profileOf(ctx.site);
  // An order opened with a bonus before the site took a profile without advance bonuses: the deposit only.
  const payBonus = advanceBonusesAllowed(ctx);
  if (!profile.ownCpfPayments) return approveDeposit(ctx.db, depositId, Date.now(), { payBonus });
  const d = depositRow(ctx.db, depositId);
  if (!d) return 'NOT_FOUND' as const;
  const outcome = payerOutcome(profile, identityOf(ctx.db, d.member_id)?.cpf ?? null, payerCpf);
  if (outcome === 'PAYER_CPF_REQUIRED') throw apiError('PAYER_CPF_REQUIRED');
  if (outcome === 'PAYER_CPF_FORMAT') throw p.badBody('payerCpf', 'is not a CPF (11 digits with valid check digits)');
  const payer = cpfDigits(payerCpf!)!;
  if (outcome === 'CREDIT') return approveDeposit(ctx.db, depositId, Date.now(), { payerCpf: payer, payBonus });
  const r = rejectDeposit(ctx.db, depositId, Date.now(), 'rejected', { refusal: 'PAYER_NOT_OWN_CPF', payerCpf: payer });
  if (r === 'APPROVED') throw apiError('DEPOSIT_APPROVED');
  return r;
}

function decide(ctx: OperatorContext & ParamsContext<'withdrawPayout' | 'withdrawReject'>, decision: Decision) {
  const r = decideWithdrawal(ctx.db, ctx.params.withdrawalId, decision);
  if (r === 'NOT_FOUND') throw apiError('NOT_FOUND', 'No such withdrawal');
  if (r === 'ALREADY_DECIDED') throw apiError('WITHDRAWAL_DECIDED');
  moneyChanged(r.memberId);
  return { ...r.record, balance: r.balance, changed: r.changed };
}

const deposit = targetOf('deposit', 'depositId');
const withdrawal = targetOf('withdrawal', 'withdrawalId');
const money = (v: { amount: number; status: string; balance: number }) => ({
  amount: v.amount,
  status: v.status,
  balance: v.balance,
});

export const operatorHandlers: Handlers<
  'operatorPending' | 'depositApprove' | 'depositReject' | 'withdrawPayout' | 'withdrawReject'
> = {
  operatorPending: (ctx) => pendingWork(ctx.db),
  depositApprove: audited(
    'depositApprove',
    deposit,
    (ctx) => {
      const r = approve(ctx);
      if (r === 'NOT_FOUND') throw apiError('NOT_FOUND', 'No such deposit');
      if (r === 'REJECTED') throw apiError('DEPOSIT_REJECTED');
      if (r === 'CANCELLED') throw apiError('DEPOSIT_CANCELLED');
      if (r === 'EXPIRED') throw apiError('DEPOSIT_EXPIRED');
      const { memberId, ...record } = r;
      moneyChanged(memberId);
      return { ...record, balance: balanceOf(ctx.db, memberId) };
    },
    (v) => ({ ...money(v), bonus: v.bonus }),
  ),
  depositReject: audited(
    'depositReject',
    deposit,
    (ctx) => {
      const r = rejectDeposit(ctx.db, ctx.params.depositId);
      if (r === 'NOT_FOUND') throw apiError('NOT_FOUND', 'No such deposit');
      if (r === 'APPROVED') throw apiError('DEPOSIT_APPROVED');
      const { memberId, ...record } = r;
      moneyChanged(memberId);
      return { ...record, balance: balanceOf(ctx.db, memberId) };
    },
    money,
  ),
  withdrawPayout: audited('withdrawPayout', withdrawal, (ctx) => decide(ctx, 'paid'), money),
  withdrawReject: audited('withdrawReject', withdrawal, (ctx) => decide(ctx, 'rejected'), money),
};
