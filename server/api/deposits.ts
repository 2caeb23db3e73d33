// Deposits (SPEC §5 deposit block, §7 Wallet and money: deposit). Real-account calls (the
// dispatcher refuses the others, server/api/access.ts); amounts are integer cents checked
// against the site limits. A request is a payment order: a PIX code, a gateway page or the
// operator's account (server/db/deposits.ts); it is credited when paid on the gateway's
// page or approved by the operator (operator.ts).
import { bonusFor } from '../../src/rules/bonus.ts';
import { createDeposit, depositedCents, depositOfKey, depositPage, depositRow, toDeposit } from '../db/deposits.ts';
import { listPromotions } from '../db/promo.ts';
import { HttpError } from '../http/envelope.ts';
import { demoGatewayOn } from '../pay/gateway.ts';
import { memberCaps } from '../security/member-caps.ts';
import type { ApiContext, Handlers } from './context.ts';
import { methodIn, moneyConfig } from './money-config.ts';
import * as p from './params.ts';
import { checkDepositLimit } from './responsible.ts';

/**
 * SPEC §7 deposit promotions: those open now that pay a bonus with a deposit (their
 * definition, src/rules/bonus.ts), that the member has not taken yet; a first-deposit bonus
 * only until a deposit has been approved.
 */
function offeredPromotions(ctx: ApiContext, memberId: number) {
  const now = Date.now();
  const firstDeposit = depositedCents(ctx.db, memberId) === 0;
  return listPromotions(ctx.db, p.language(ctx.query), memberId).flatMap((x) =>
    x.bonus !== null &&
    x.state === null &&
    (firstDeposit || !x.bonus.firstDepositOnly) &&
    Date.parse(x.startsAt) <= now &&
    (x.endsAt === null || Date.parse(x.endsAt) > now)
      ? [{ id: x.id, title: x.title, bonus: x.bonus }]
      : [],
  );
}

/** The bonus a deposit with this promotion is promised; refused when the form could not have said it. */
function promisedBonus(ctx: ApiContext, memberId: number, b: Record<string, unknown>, amount: number): number {
  const promoId = p.optionalId(b, 'promoId');
  if (promoId === null) return 0;
  const promo = offeredPromotions(ctx, memberId).find((x) => x.id === promoId);
  if (!promo) throw new HttpError(409, 'PROMO_NOT_OFFERED', 'This promotion cannot be taken with a deposit');
  const bonus = bonusFor(promo.bonus, amount);
  if (bonus === 0)
    throw new HttpError(409, 'BONUS_MIN_DEPOSIT', 'The amount is below the minimum deposit of this bonus');
  // The form states the bonus before the player sends: a definition changed since is refused, not paid differently.
  if (b.expectedBonus !== undefined && b.expectedBonus !== bonus)
    throw new HttpError(409, 'BONUS_CHANGED', 'The bonus of this promotion has changed; check it again');
  return bonus;
}

/**
 * The methods a member can pay by here: a card or online-banking order is paid on a gateway's
 * page, and this server's only gateway is the demo one (server/pay/gateway.ts), so without it
 * those methods are neither offered nor accepted.
 */
const payableMethods = (ctx: ApiContext) => {
  const methods = moneyConfig(ctx.site).methods;
  return demoGatewayOn(ctx.site) ? methods : methods.filter((m) => m.kind !== 'GATEWAY' && m.kind !== 'BANK');
};

export const depositHandlers: Handlers<'depositSettings' | 'deposit' | 'depositRecords' | 'depositOrder'> = {
  depositSettings: (ctx) => {
    const cfg = moneyConfig(ctx.site);
    const lang = p.language(ctx.query);
    return {
      methods: payableMethods(ctx).map((m) => methodIn(m, lang)),
      presets: cfg.deposit.presets,
      minCents: cfg.deposit.minCents,
      maxCents: cfg.deposit.maxCents,
      promotions: offeredPromotions(ctx, ctx.member.memberId),
    };
  },
  deposit: (ctx) => {
    const s = ctx.member;
    const cfg = moneyConfig(ctx.site);
    const b = p.object(ctx.body);
    const methodId = p.trimmed(b, 'methodId', 32);
    const method = cfg.methods.find((m) => m.id === methodId);
    if (!method) throw p.badBody('methodId', 'is not a deposit method of this site');
    if (!payableMethods(ctx).includes(method))
      throw new HttpError(
        409,
        'DEPOSIT_METHOD_UNAVAILABLE',
        'This deposit method is not available on this site: no payment provider takes its payments',
      );
    const bankCode = p.optionalTrimmed(b, 'bankCode', 16) ?? '';
    if (method.kind === 'BANK' && !method.banks.some((x) => x.code === bankCode))
      throw p.badBody('bankCode', "must be one of the method's banks");
    const amount = p.id(b, 'amount');
    p.withinLimits(amount, cfg.deposit);
    const key = p.idempotencyKey(b);
    // A retry answers the first order (createDeposit), even once its bonus is paid and no longer offered.
    const earlier = depositOfKey(ctx.db, s.memberId, key);
    // The member's own deposit limits (responsible gaming), after the site's; the retry of an
    // order already made is that order, already counted in its window.
    if (!earlier) checkDepositLimit(ctx.db, s.memberId, amount);
    const bonus = earlier ? earlier.bonus_promised_cents : promisedBonus(ctx, s.memberId, b, amount);
    const r = createDeposit(
      ctx.db,
      s.memberId,
      {
        methodId,
        kind: method.kind,
        bankCode: method.kind === 'BANK' ? bankCode : '',
        amount,
        promoId: p.optionalId(b, 'promoId'),
        promisedBonus: bonus,
        key,
        payableMs: cfg.deposit.payableMinutes * 60_000,
        pix: { ...cfg.pix, txidPrefix: ctx.site.merchantCode },
      },
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
  depositOrder: (ctx) => {
    const row = depositRow(ctx.db, p.idParam(ctx.query.get('id'), 'id'));
    // Another member's order answers as if it did not exist.
    if (!row || row.member_id !== ctx.member.memberId) throw new HttpError(404, 'NOT_FOUND', 'No such deposit');
    return toDeposit(row);
  },
};
