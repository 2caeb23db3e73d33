// The member's profile and VIP level (SPEC §7 Member settings: profile, VIP).
import { checkField } from '../../src/rules/validation.ts';
import { checkHolderName } from '../../src/rules/wallet.ts';
import { depositedCents } from '../db/deposits.ts';
import { headIconOf, profileOf, securityQuestionOf, updateProfile } from '../db/member-settings.ts';
import { paymentHash } from '../db/payment-passwords.ts';
import type { ApiContext, Handlers } from './context.ts';
import { moneyConfig } from './money-config.ts';
import { apiError } from '../http/errors.ts';
import { identityStatusOf } from './operator-identity.ts';

/** The member's VIP level: the highest whose deposit threshold the approved deposits reach. */
function vipLevelOf(ctx: ApiContext, memberId: number) {
  const levels = moneyConfig(ctx.site).vip;
  const deposited = depositedCents(ctx.db, memberId);
  let level = levels[0] ?? null;
  for (const l of levels) if (deposited >= l.minDepositCents) level = l;
  return { level, levels, deposited };
}

function profile(ctx: ApiContext, memberId: number) {
  const vip = ctx.site.whitelabel.VIP === true ? (vipLevelOf(ctx, memberId).level?.name ?? '') : '';
  return {
    ...profileOf(ctx.db, memberId),
    hasPaymentPassword: paymentHash(ctx.db, memberId) !== null,
    vipLabel: vip,
    headIcon: headIconOf(ctx.db, memberId),
    securityQuestion: securityQuestionOf(ctx.db, memberId)?.question ?? '',
    identity: identityStatusOf(ctx.db, memberId),
  };
}

export const memberProfileHandlers: Handlers<'memberProfile' | 'updateProfile' | 'vipInfo'> = {
  memberProfile: (ctx) => profile(ctx, ctx.member.memberId),
  updateProfile: (ctx) => {
    const s = ctx.member;
    const { nickname, email, payeeName } = ctx.params;
    // The registration rule: no bidi override, zero-width or control character can reach the
    // names other members and agents see.
    if (nickname !== undefined && checkField('nickname', nickname, true)) throw apiError('NICKNAME_FORMAT');
    if (email !== undefined && email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw apiError('EMAIL_FORMAT');
    if (payeeName !== undefined && checkHolderName(payeeName)) throw apiError('PAYEE_NAME_FORMAT');
    updateProfile(ctx.db, s.memberId, { nickname, email, payeeName });
    return profile(ctx, s.memberId);
  },
  vipInfo: (ctx) => {
    const s = ctx.member;
    if (ctx.site.whitelabel.VIP !== true) throw apiError('FEATURE_OFF', 'VIP is not available');
    const { level, levels, deposited } = vipLevelOf(ctx, s.memberId);
    return { level: level?.level ?? 0, depositedCents: deposited, levels };
  },
};
