// Deposits (SPEC §5 deposit block, §7 Wallet and money: deposit). Real-account calls (the
// dispatcher refuses the others, server/api/access.ts); amounts are integer cents checked
// against the site limits. A request is a payment order: a PIX code, a gateway page or the
// operator's account (server/db/deposits.ts); it is credited when paid on the gateway's
// page or approved by the operator (operator.ts). The jurisdiction profile decides which kinds
// are offered and accepted, and refuses a member whose identity was refused (own-cpf.ts).
import { bonusFor } from '../../src/rules/bonus.ts';
import { createDeposit, depositedCents, depositOfKey, depositPage, depositRow, toDeposit } from '../db/deposits.ts';
import { listPromotions } from '../db/promo.ts';
import { advanceBonusesAllowed, offerable } from './promo.ts';
import { demoGatewayOn } from '../pay/gateway.ts';
import { memberCaps } from '../security/member-caps.ts';
import type { Language } from '../../src/rules/languages.ts';
import type { ParamsOf } from '../../src/api/endpoints.ts';
import type { ApiContext, Handlers } from './context.ts';
import { methodIn, moneyConfig } from './money-config.ts';
import * as p from './params.ts';
import { checkDepositLimit } from './responsible.ts';
import { apiError } from '../http/errors.ts';
import { profileOf } from '../../src/rules/jurisdiction.ts';
import { kindAllowed } from '../../src/rules/own-cpf.ts';
import { moneyIdentity } from './own-cpf.ts';

/**
 * SPEC §7 deposit promotions: those open now that pay a bonus with a deposit (their
 * definition, src/rules/bonus.ts), that the member has not taken yet; a first-deposit bonus
 * only until a deposit has been approved. None where the profile allows no advance bonus.
 */
function offeredPromotions(ctx: ApiContext, memberId: number, language: Language) {
  const now = Date.now();
  const firstDeposit = depositedCents(ctx.db, memberId) === 0;
  return offerable(ctx, listPromotions(ctx.db, language, memberId)).flatMap((x) =>
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
function promisedBonus(ctx: ApiContext, memberId: number, b: ParamsOf<'deposit'>): number {
  const { promoId, amount } = b;
  if (promoId === undefined) return 0;
  if (!advanceBonusesAllowed(ctx)) throw apiError('ADVANCE_BONUS_NOT_ALLOWED');
  // The titles are not read here: any language lists the same offers.
  const promo = offeredPromotions(ctx, memberId, 'pt').find((x) => x.id === promoId);
  if (!promo) throw apiError('PROMO_NOT_OFFERED');
  const bonus = bonusFor(promo.bonus, amount);
  if (bonus === 0) throw apiError('BONUS_MIN_DEPOSIT');
  // The form states the bonus before the player sends: a definition changed since is refused, not paid differently.
  if (b.expectedBonus !== undefined && b.expectedBonus !== bonus) throw apiError('BONUS_CHANGED');
  return bonus;
}

/**
 * The methods a member can pay by here: a card or online-banking order is paid on a gateway's
 * page, and this server's only gateway is the demo one (server/pay/gateway.ts), so without it
 * those methods are neither offered nor accepted. The jurisdiction profile's deposit kinds
 * (Brazil: PIX only) leave out the others whatever the site configures.
 */
const payableMethods = (ctx: ApiContext) => {
  const profile = profileOf(ctx.site);
  const methods = moneyConfig(ctx.site).methods.filter((m) => kindAllowed(profile, m.kind));
  return demoGatewayOn(ctx.site) ? methods : methods.filter((m) => m.kind !== 'GATEWAY' && m.kind !== 'BANK');
};

export const depositHandlers: Handlers<'depositSettings' | 'deposit' | 'depositRecords' | 'depositOrder'> = {
  depositSettings: (ctx) => {
    moneyIdentity(ctx, ctx.member.memberId);
    const cfg = moneyConfig(ctx.site);
    const lang = ctx.params.language;
    return {
      methods: payableMethods(ctx).map((m) => methodIn(m, lang)),
      presets: cfg.deposit.presets,
      minCents: cfg.deposit.minCents,
      maxCents: cfg.deposit.maxCents,
      promotions: offeredPromotions(ctx, ctx.member.memberId, lang),
    };
  },
  deposit: (ctx) => {
    const s = ctx.member;
    const { profile } = moneyIdentity(ctx, s.memberId);
    const cfg = moneyConfig(ctx.site);
    const b = ctx.params;
    const methodId = b.methodId;
    const method = cfg.methods.find((m) => m.id === methodId);
    if (!method) throw p.badBody('methodId', 'is not a deposit method of this site');
    if (!kindAllowed(profile, method.kind)) throw apiError('PAYMENT_KIND_REFUSED');
    if (!payableMethods(ctx).includes(method)) throw apiError('DEPOSIT_METHOD_UNAVAILABLE', undefined);
    const bankCode = b.bankCode ?? '';
    if (method.kind === 'BANK' && !method.banks.some((x) => x.code === bankCode))
      throw p.badBody('bankCode', "must be one of the method's banks");
    const { amount, idempotencyKey: key } = b;
    p.withinLimits(amount, cfg.deposit);
    // A retry answers the first order (createDeposit), even once its bonus is paid and no longer offered.
    const earlier = depositOfKey(ctx.db, s.memberId, key);
    // The member's own deposit limits (responsible gaming), after the site's; the retry of an
    // order already made is that order, already counted in its window.
    if (!earlier) checkDepositLimit(ctx.db, s.memberId, amount);
    const bonus = earlier ? earlier.bonus_promised_cents : promisedBonus(ctx, s.memberId, b);
    const r = createDeposit(
      ctx.db,
      s.memberId,
      {
        methodId,
        kind: method.kind,
        bankCode: method.kind === 'BANK' ? bankCode : '',
        amount,
        promoId: b.promoId ?? null,
        promisedBonus: bonus,
        key,
        payableMs: cfg.deposit.payableMinutes * 60_000,
        pix: { ...cfg.pix, txidPrefix: ctx.site.merchantCode },
      },
      memberCaps(ctx.site).pendingDeposits,
    );
    if (r === 'TOO_MANY_PENDING') throw apiError('TOO_MANY_PENDING_DEPOSITS');
    if (r === 'KEY_REUSED')
      throw apiError('IDEMPOTENCY_KEY_REUSED', 'This request key was used for a different deposit');
    return r;
  },
  depositRecords: (ctx) => {
    const s = ctx.member;
    const { pageNo, pageSize } = ctx.params;
    return depositPage(ctx.db, s.memberId, pageNo, pageSize);
  },
  depositOrder: (ctx) => {
    const row = depositRow(ctx.db, ctx.params.id);
    // Another member's order answers as if it did not exist.
    if (!row || row.member_id !== ctx.member.memberId) throw apiError('NOT_FOUND', 'No such deposit');
    return toDeposit(row);
  },
};
