// Promotions with join and claim per member, the daily check-in and the referral link
// (SPEC §2.12 invite friends, §3 promotion states, §4 reward centre and referral shortcut, §5).
import { isAgent, isRealMember } from '../../src/rules/roles.ts';
import { findSession } from '../db/members.ts';
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
import { HttpError } from '../http/envelope.ts';
import { requireSession } from './auth.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';

const REFUSALS: Record<PromoRefusal, HttpError> = {
  NOT_FOUND: new HttpError(404, 'NOT_FOUND', 'No such promotion'),
  NOT_STARTED: new HttpError(409, 'PROMOTION_NOT_STARTED', 'This promotion has not started yet'),
  CLOSED: new HttpError(409, 'PROMOTION_CLOSED', 'This promotion has ended'),
  NOT_JOINABLE: new HttpError(409, 'PROMOTION_NOT_JOINABLE', 'This promotion needs no joining'),
  NOT_CLAIMABLE: new HttpError(409, 'PROMOTION_NOT_CLAIMABLE', 'Nothing to claim yet'),
};

const refused = <T>(v: T | PromoRefusal): T => {
  if (typeof v === 'string' && v in REFUSALS) throw REFUSALS[v as PromoRefusal];
  return v as T;
};

/** Rewards are money: only real accounts (types 0, 1, 2) take part, as with deposits (SPEC §5). */
function requireRealAccount(ctx: ApiContext) {
  const s = requireSession(ctx);
  if (!isRealMember(s.type))
    throw new HttpError(403, 'FREE_REJECT', 'Please login an actual account to use this function');
  return s;
}

const visitorOrMember = (ctx: ApiContext) =>
  ctx.token ? (findSession(ctx.db, ctx.token) ?? requireSession(ctx)) : null;

function bodyId(ctx: ApiContext): number {
  const id = p.object(ctx.body).id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
    throw new HttpError(400, 'BAD_BODY', 'id must be a positive integer');
  return id;
}

export const promoHandlers: Handlers<
  'promotions' | 'promotionDetail' | 'promotionJoin' | 'promotionClaim' | 'signInDays' | 'signIn' | 'referralLink'
> = {
  promotions: (ctx) => listPromotions(ctx.db, p.language(ctx.query), visitorOrMember(ctx)?.memberId ?? null),
  promotionDetail: (ctx) => {
    const id = p.int(ctx.query, 'id', { min: 1, max: 1_000_000, def: 0 });
    const found = id ? getPromotion(ctx.db, p.language(ctx.query), visitorOrMember(ctx)?.memberId ?? null, id) : null;
    if (!found) throw REFUSALS.NOT_FOUND;
    return found;
  },
  promotionJoin: (ctx) => ({ state: refused(joinPromotion(ctx.db, requireRealAccount(ctx).memberId, bodyId(ctx))) }),
  promotionClaim: (ctx) => refused(claimPromotion(ctx.db, requireRealAccount(ctx).memberId, bodyId(ctx))),
  signInDays: (ctx) => signInCalendar(ctx.db, requireSession(ctx).memberId),
  signIn: (ctx) => refused(signIn(ctx.db, requireRealAccount(ctx).memberId)),
  referralLink: (ctx) => {
    const s = requireSession(ctx);
    // SPEC §5: invite friends is for player accounts only; agents have their own links (SPEC §4).
    if (!isRealMember(s.type))
      throw new HttpError(403, 'FREE_REJECT', 'Please login an actual account to use this function');
    if (isAgent(s.type)) throw new HttpError(403, 'AGENT_ACCOUNT', 'Agents use the agent programme links');
    if (ctx.site.whitelabel.REFERRAL !== true) throw new HttpError(403, 'FEATURE_OFF', 'Referral is not available');
    return referralFor(ctx.db, s.memberId);
  },
};
