// Promotions with join and claim per member, the daily check-in and the referral link
// (SPEC §2.12 invite friends, §3 promotion states, §4 reward centre and referral shortcut, §5).
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
import type { Handlers } from './context.ts';
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

export const promoHandlers: Handlers<
  'promotions' | 'promotionDetail' | 'promotionJoin' | 'promotionClaim' | 'signInDays' | 'signIn' | 'referralLink'
> = {
  promotions: (ctx) => listPromotions(ctx.db, ctx.params.language, visitorOrMember(ctx)?.memberId ?? null),
  promotionDetail: (ctx) => {
    const { id, language } = ctx.params;
    const found = id ? getPromotion(ctx.db, language, visitorOrMember(ctx)?.memberId ?? null, id) : null;
    if (!found) throw REFUSALS.NOT_FOUND;
    return found;
  },
  promotionJoin: (ctx) => ({ state: refused(joinPromotion(ctx.db, ctx.member.memberId, ctx.params.id)) }),
  promotionClaim: (ctx) => refused(claimPromotion(ctx.db, ctx.member.memberId, ctx.params.id)),
  signInDays: (ctx) => signInCalendar(ctx.db, ctx.member.memberId),
  signIn: (ctx) => refused(signIn(ctx.db, ctx.member.memberId)),
  referralLink: (ctx) => {
    const s = ctx.member;
    // SPEC §5: invite friends is for real player accounts only (the call's level); agents have their own links (SPEC §4).
    if (isAgent(s.type)) throw apiError('AGENT_ACCOUNT');
    if (ctx.site.whitelabel.REFERRAL !== true) throw apiError('FEATURE_OFF', 'Referral is not available');
    return referralFor(ctx.db, s.memberId);
  },
};
