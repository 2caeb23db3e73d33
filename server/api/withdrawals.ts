// Withdrawals (SPEC §7 Wallet and money: withdraw). Real-account calls (the dispatcher refuses
// the others, server/api/access.ts); the amount is checked against the site limits and the
// payment password, then reserved at once; the operator pays it out or rejects it (operator.ts).
// The jurisdiction profile refuses a member whose identity was refused, and where money goes
// only to the player's own CPF, any destination but the PIX key that is that CPF (own-cpf.ts).
import { paymentHash } from '../db/payment-passwords.ts';
import { withdraw, withdrawalPage, withdrawalReport, type WithdrawRefusal } from '../db/withdrawals.ts';
import type { HttpError } from '../http/envelope.ts';
import type { Handlers } from './context.ts';
import { moneyConfig } from './money-config.ts';
import { bonusConfig } from './bonus-config.ts';
import * as p from './params.ts';
import { requirePaymentPassword } from './payment-password.ts';
import { apiError } from '../http/errors.ts';
import { payoutAllowed } from '../../src/rules/own-cpf.ts';
import { payoutTarget } from '../db/bank-cards.ts';
import { moneyIdentity } from './own-cpf.ts';

const WITHDRAW_REFUSALS: Record<WithdrawRefusal, HttpError> = {
  NO_CARD: apiError('NO_BANK_CARD'),
  INSUFFICIENT: apiError(
    'INSUFFICIENT_BALANCE',
    'The amount is more than the cash balance (bonus money cannot be withdrawn)',
  ),
  BONUS_OPEN: apiError('BONUS_OPEN'),
  KEY_REUSED: apiError('IDEMPOTENCY_KEY_REUSED', 'This request key was used for a different withdrawal'),
};

export const withdrawalHandlers: Handlers<'withdrawSettings' | 'withdraw' | 'withdrawRecords' | 'withdrawReport'> = {
  withdrawSettings: (ctx) => {
    const s = ctx.member;
    const { profile, ownCpf } = moneyIdentity(ctx, s.memberId);
    const cfg = moneyConfig(ctx.site);
    return {
      ...cfg.withdraw,
      banks: cfg.banks,
      hasPaymentPassword: paymentHash(ctx.db, s.memberId) !== null,
      ownCpf: profile.ownCpfPayments ? ownCpf : null,
    };
  },
  withdraw: async (ctx) => {
    const s = ctx.member;
    const cfg = moneyConfig(ctx.site);
    const { cardId, amount, idempotencyKey: key, paymentPassword, forfeitBonus } = ctx.params;
    const { profile, ownCpf } = moneyIdentity(ctx, s.memberId);
    p.withinLimits(amount, cfg.withdraw);
    await requirePaymentPassword(ctx, s.memberId, paymentPassword);
    // Another member's card id stays NO_CARD (withdraw below): only the member's own is judged here.
    const target = payoutTarget(ctx.db, s.memberId, cardId);
    if (target && !payoutAllowed(profile, ownCpf, target)) throw apiError('PAYOUT_NOT_OWN_CPF');
    // The balance check, the withdrawal row and its ledger debit commit together (server/db/withdrawals.ts).
    const whileOpen = bonusConfig(ctx.site).withdrawWhileOpen;
    const r = withdraw(ctx.db, s.memberId, { cardId, amount, key, forfeitBonus, whileOpen });
    if (typeof r === 'string') throw WITHDRAW_REFUSALS[r];
    return r;
  },
  withdrawRecords: (ctx) => {
    const s = ctx.member;
    const { pageNo, pageSize } = ctx.params;
    return withdrawalPage(ctx.db, s.memberId, pageNo, pageSize);
  },
  withdrawReport: (ctx) => withdrawalReport(ctx.db, ctx.member.memberId),
};
