// Promotions with join and claim per member, the daily check-in and the referral link
// (SPEC §2.12 invite friends, §3 promotion states, §4 reward centre and referral shortcut, §5).
// A jurisdiction profile without advance bonuses (src/rules/jurisdiction.ts, Brazil) neither
// lists nor pays a promotion that gives money before a bet (src/rules/advance-bonus.ts): its
// detail, join, claim and the paid daily check-in answer ADVANCE_BONUS_NOT_ALLOWED.
import type { Promotion } from '../../src/api/types.ts';
import { isAdvanceBonus } from '../../src/rules/advance-bonus.ts';
import { profileOf } from '../../src/rules/jurisdiction.ts';
import { isAgent } from '../../src/rules/roles.ts';
import {
  claimPromotion,
  getPromotion,
  joinPromotion,
  listPromotions,
  referralFor,
  signIn,
  signInCalendar,
  type PromoRefusal,
} from '../db/promo.ts';
import type { HttpError } from '../http/envelope.ts';
import { visitorOrMember } from './auth.ts';
import type { ApiContext, Handlers, MemberContext } from './context.ts';
import { apiError } from '../http/errors.ts';

const REFUSALS: Record<PromoRefusal, HttpError> = {
  NOT_FOUND: apiError('NOT_FOUND', 'No such promotion'),
  RETIRED: apiError('PROMOTION_RETIRED'),
  NOT_STARTED: apiError('PROMOTION_NOT_STARTED'),
  CLOSED: apiError('PROMOTION_CLOSED'),
  NOT_JOINABLE: apiError('PROMOTION_NOT_JOINABLE'),
  NOT_CLAIMABLE: apiError('PROMOTION_NOT_CLAIMABLE'),
};

const refused = <T>(v: T | PromoRefusal): T => {
  if (typeof v === 'string' && v in REFUSALS) throw REFUSALS[v as PromoRefusal];
  return v as T;
};

/** Whether the site's profile lets a promotion pay before a bet (the default one does). */
export const advanceBonusesAllowed = (ctx: Pick<ApiContext, 'site'>): boolean => profileOf(ctx.site).advanceBonuses;

/** The promotions the site may offer: all of them, or, without advance bonuses, those that pay only after play. */
export const offerable = <P extends Pick<Promotion, 'kind' | 'rewardAmount' | 'bonus'>>(
  ctx: Pick<ApiContext, 'site'>,
  list: P[],
): P[] => (advanceBonusesAllowed(ctx) ? list : list.filter((p) => !isAdvanceBonus(p)));

/** Refuses a promotion the profile may not offer (before anything is stored or paid). */
function refuseAdvance(ctx: ApiContext, id: number): void {
  if (advanceBonusesAllowed(ctx)) return;
  const p = getPromotion(ctx.db, 'en', null, id);
  if (p && isAdvanceBonus(p)) throw apiError('ADVANCE_BONUS_NOT_ALLOWED');
}

/** The daily check-in pays its reward with nothing staked: an advance bonus when it pays anything. */
function refuseAdvanceCheckIn(ctx: MemberContext): void {
  if (advanceBonusesAllowed(ctx)) return;
  const { rewardAmount } = signInCalendar(ctx.db, ctx.member.memberId);
  if (isAdvanceBonus({ kind: 'SIGNIN', rewardAmount, bonus: null })) throw apiError('ADVANCE_BONUS_NOT_ALLOWED');
}

export const promoHandlers: Handlers<
  'promotions' | 'promotionDetail' | 'promotionJoin' | 'promotionClaim' | 'signInDays' | 'signIn' | 'referralLink'
> = {
  promotions: (ctx) =>
    offerable(ctx, listPromotions(ctx.db, ctx.params.language, visitorOrMember(ctx)?.memberId ?? null)),
  promotionDetail: (ctx) => {
    const { id, language } = ctx.params;
    const found = id ? getPromotion(ctx.db, language, visitorOrMember(ctx)?.memberId ?? null, id) : null;
    if (!found) throw REFUSALS.NOT_FOUND;
    if (offerable(ctx, [found]).length === 0) throw apiError('ADVANCE_BONUS_NOT_ALLOWED');
    return found;
  },
  promotionJoin: (ctx) => {
    refuseAdvance(ctx, ctx.params.id);
    return { state: refused(joinPromotion(ctx.db, ctx.member.memberId, ctx.params.id)) };
  },
  promotionClaim: (ctx) => {
    refuseAdvance(ctx, ctx.params.id);
    return refused(claimPromotion(ctx.db, ctx.member.memberId, ctx.params.id));
  },
  signInDays: (ctx) => {
    refuseAdvanceCheckIn(ctx);
    return signInCalendar(ctx.db, ctx.member.memberId);
  },
  signIn: (ctx) => {
    refuseAdvanceCheckIn(ctx);
    return refused(signIn(ctx.db, ctx.member.memberId));
  },
  referralLink: (ctx) => {
    const s = ctx.member;
    // SPEC §5: invite friends is for real player accounts only (the call's level); agents have their own links (SPEC §4).
    if (isAgent(s.type)) throw apiError('AGENT_ACCOUNT');
    if (ctx.site.whitelabel.REFERRAL !== true) throw apiError('FEATURE_OFF', 'Referral is not available');
    return referralFor(ctx.db, s.memberId);
  },
};
