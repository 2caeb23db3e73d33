// Promotions, the daily check-in and the referral link (SPEC §3 promotion states, §4 reward centre).

import type { WageringTerms } from './bonus';

/**
 * A deposit bonus as the site defines it: a percentage of the deposit up to a cap (cents),
 * from a minimum deposit, optionally on a first deposit only (src/rules/bonus.ts computes it).
 */
export interface BonusDefinition {
  percent: number;
  maxCents: number;
  minDepositCents: number;
  firstDepositOnly: boolean;
}

/**
 * How a promotion is taken up: INSTANT (join, then claim), REVIEW (joining is an application
 * the platform reviews), AUTO (everyone takes part, the platform pays), SIGNIN (the daily
 * check-in calendar), REFERRAL (invite friends), DEPOSIT (chosen on the deposit form; its
 * bonus comes with the approved deposit).
 */
export type PromotionKind = 'INSTANT' | 'REVIEW' | 'AUTO' | 'SIGNIN' | 'REFERRAL' | 'DEPOSIT';

/** A member's progress in one promotion, as the server stores it (SPEC §3 promotion states). */
export type PromotionMemberState = 'joined' | 'applying' | 'process' | 'claimable' | 'claimed' | 'issued' | 'rejected';

export interface Promotion {
  id: number;
  kind: PromotionKind;
  title: string;
  summary: string;
  image: string;
  /** Cents; 0 when the reward is not a fixed amount. */
  rewardAmount: number;
  startsAt: string;
  endsAt: string | null;
  /** null for a visitor or a member who has not taken part. */
  state: PromotionMemberState | null;
  /** The language the texts are in: the asked one, or the fallback (en, then pt) when the site's content lacks it. */
  lang?: string;
  /** The bonus it pays with a deposit (src/rules/bonus.ts); null when it is not taken with one. */
  bonus: BonusDefinition | null;
  /**
   * What a member must wager before the money it pays becomes cash (src/api/domain/bonus.ts);
   * null when it pays cash at once. The texts state the same figures.
   */
  wagering: WageringTerms | null;
}

export interface PromotionDetail extends Promotion {
  content: string;
}

export interface PromotionClaim {
  state: PromotionMemberState;
  rewardAmount: number;
  balance: number;
}

/** The daily check-in calendar of the current month (days are UTC dates, YYYY-MM-DD). */
export interface SignInCalendar {
  today: string;
  days: string[];
  signedToday: boolean;
  rewardAmount: number;
  streak: number;
}

export interface ReferralLink {
  code: string;
  path: string;
  invited: number;
}
