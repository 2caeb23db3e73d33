// What a promotion's button says and does (SPEC §3 promotion states: Join, Claim, Applying,
// Close, Rejected, Issued, Claimed, Process, Joined, coming soon).
import type { Promotion } from '../api/types';

export type PromotionLabel =
  | 'join'
  | 'claim'
  | 'applying'
  | 'close'
  | 'rejected'
  | 'issued'
  | 'claimed'
  | 'process'
  | 'joined'
  | 'comingSoon';

/** 'login' sends a visitor to log in; 'signIn', 'invite' and 'deposit' open those screens; null is a disabled button. */
export type PromotionAction = 'join' | 'claim' | 'login' | 'signIn' | 'invite' | 'deposit' | null;

export interface PromotionStatus {
  label: PromotionLabel;
  action: PromotionAction;
}

const STORED: Record<NonNullable<Promotion['state']>, PromotionStatus> = {
  claimable: { label: 'claim', action: 'claim' },
  claimed: { label: 'claimed', action: null },
  issued: { label: 'issued', action: null },
  rejected: { label: 'rejected', action: null },
  applying: { label: 'applying', action: null },
  process: { label: 'process', action: null },
  joined: { label: 'joined', action: null },
};

/**
 * The member's stored state wins (a reward already earned can be claimed after the end);
 * otherwise: not started is 'coming soon', ended is 'Close', AUTO promotions include every
 * member ('Joined'), sign-in, referral and deposit bonuses open their screens, the rest can be joined.
 * A visitor's actions all lead to login first.
 */
export function promotionStatus(
  p: Pick<Promotion, 'kind' | 'startsAt' | 'endsAt' | 'state'>,
  now: number,
  loggedIn: boolean,
): PromotionStatus {
  if (p.state && loggedIn) return STORED[p.state] ?? { label: 'process', action: null };
  if (Date.parse(p.startsAt) > now) return { label: 'comingSoon', action: null };
  if (p.endsAt !== null && Date.parse(p.endsAt) <= now) return { label: 'close', action: null };
  if (!loggedIn) return { label: 'join', action: 'login' };
  if (p.kind === 'AUTO') return { label: 'joined', action: null };
  if (p.kind === 'SIGNIN') return { label: 'join', action: 'signIn' };
  if (p.kind === 'REFERRAL') return { label: 'join', action: 'invite' };
  // A deposit bonus is taken on the deposit form, with the deposit it pays on.
  if (p.kind === 'DEPOSIT') return { label: 'join', action: 'deposit' };
  return { label: 'join', action: 'join' };
}

/** The reward centre lists the promotions where the member has something to collect or follow. */
export const REWARD_STATES: ReadonlySet<string> = new Set(['claimable', 'applying', 'process', 'claimed', 'issued']);
