// Deposits (SPEC §5 deposit block, §7 Wallet and money: deposit). Real-account calls (the
// dispatcher refuses the others, server/api/access.ts); amounts are integer cents checked
// against the site limits; a request waits for the operator's approval (operator.ts).
import { listPromotions } from '../db/promo.ts';
import { createDeposit, depositPage } from '../db/deposits.ts';
import { HttpError } from '../http/envelope.ts';
import { memberCaps } from '../security/caps.ts';
import type { ApiContext, Handlers } from './context.ts';
import { moneyConfig } from './money-config.ts';
import * as p from './params.ts';
import { checkDepositLimit } from './responsible.ts';

/** SPEC §7 deposit promotions: the REVIEW and INSTANT promotions open now that the member has not taken yet. */
function offeredPromotions(ctx: ApiContext, memberId: number) {
  const now = Date.now();
  return listPromotions(ctx.db, p.language(ctx.query), memberId)
    .filter(
      (x) =>
        (x.kind === 'REVIEW' || x.kind === 'INSTANT') &&
        x.state === null &&
        Date.parse(x.startsAt) <= now &&
        (x.endsAt === null || Date.parse(x.endsAt) > now),
    )
    .map((x) => ({ id: x.id, title: x.title }));
}

export const depositHandlers: Handlers<'depositSettings' | 'deposit' | 'depositRecords'> = {
  depositSettings: (ctx) => {
    const s = ctx.member;
    const cfg = moneyConfig(ctx.site);
    const promotions = offeredPromotions(ctx, s.memberId);
    return {
      methods: cfg.methods,
      presets: cfg.deposit.presets,
      minCents: cfg.deposit.minCents,
      maxCents: cfg.deposit.maxCents,
      promotions,
    };
  },
  deposit: (ctx) => {
    const s = ctx.member;
    const cfg = moneyConfig(ctx.site);
    const b = p.object(ctx.body);
    const methodId = p.trimmed(b, 'methodId', 32);
    const method = cfg.methods.find((m) => m.id === methodId);
    if (!method) throw p.badBody('methodId', 'is not a deposit method of this site');
    const bankCode = p.optionalTrimmed(b, 'bankCode', 16) ?? '';
    if (method.kind === 'BANK' && !method.banks.some((x) => x.code === bankCode))
      throw p.badBody('bankCode', "must be one of the method's banks");
    const amount = p.id(b, 'amount');
    p.withinLimits(amount, cfg.deposit);
    // The member's own deposit limits (responsible gaming), after the site's.
    checkDepositLimit(ctx.db, s.memberId, amount);
    const promoId = p.optionalId(b, 'promoId');
    if (promoId !== null && !offeredPromotions(ctx, s.memberId).some((x) => x.id === promoId))
      throw new HttpError(409, 'PROMO_NOT_OFFERED', 'This promotion cannot be taken with a deposit');
    const r = createDeposit(
      ctx.db,
      s.memberId,
      { methodId, bankCode: method.kind === 'BANK' ? bankCode : '', amount, promoId, key: p.idempotencyKey(b) },
      memberCaps(ctx.site).pendingDeposits,
    );
    if (r === 'TOO_MANY_PENDING')
      throw new HttpError(409, 'TOO_MANY_PENDING_DEPOSITS', 'Too many deposits are waiting for approval');
    if (r === 'KEY_REUSED')
      throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This request key was used for a different deposit');
    return r;
  },
  depositRecords: (ctx) => {
    const s = ctx.member;
    const { pageNo, pageSize } = p.paging(ctx.query);
    return depositPage(ctx.db, s.memberId, pageNo, pageSize);
  },
};
