// Bonus money and its wagering requirement: cash and bonus kept apart, a requirement's
// progress, and what a withdrawal does to an open one. All amounts are integer cents.

/** The game families a requirement weighs stakes by (a family missing from `contributions` counts 0 %). */
export type WageringFamily = 'SLOT' | 'FISH' | 'TABLE' | 'LIVE' | 'CRASH' | 'SPORTS' | 'LOTTERY';

/**
 * A promotion's wagering terms, stated in one place that the banner, the promotion page, the
 * deposit form and the help centre all read.
 */
export interface WageringTerms {
  /** The requirement is multiplier × the bonus, or × (bonus + deposit) when `withDeposit`. */
  multiplier: number;
  withDeposit: boolean;
  /** Days from the grant to the deadline. */
  days: number;
  /** The largest stake (cents) a member may place while the requirement is open. */
  maxStake: number;
  /** Percent of a settled stake that counts, per family (0–100). */
  contributions: Partial<Record<WageringFamily, number>>;
  /** A sports bet counts only at or above these decimal odds (the whole bet's odds for a multiple). */
  sportsMinOdds: number;
}

/**
 * What a member playing with bonus money is told before a game starts (the launch answer): how
 * much of this game's stakes count towards the open requirement, the largest stake allowed, and
 * the lowest sports odds that count.
 */
export interface PlayWagering {
  /** The game's family (null: a type no family names, which counts 0 %). */
  family: WageringFamily | null;
  /** Percent of a settled stake that counts, 0–100. */
  contribution: number;
  /** The largest stake (cents) while a requirement is open. */
  maxStake: number;
  sportsMinOdds: number;
}

export type WageringState = 'open' | 'met' | 'expired' | 'forfeited' | 'cancelled';

/** One bonus grant and what must be wagered before it becomes cash. */
export interface WageringRequirement {
  id: number;
  promoId: number | null;
  /** The promotion's title in the asked language. */
  title: string;
  /** The bonus granted. */
  bonus: number;
  /** What must be wagered (weighted by family). */
  target: number;
  /** Weighted, settled stakes so far (never above target). */
  wagered: number;
  grantedAt: string;
  deadline: string;
  state: WageringState;
  terms: WageringTerms;
}

/** The member's two balances and their requirements (GET /wps/member/bonus). */
export interface BonusWallet {
  cash: number;
  bonus: number;
  /** Cash that can be withdrawn now (cash less any reserved by pending withdrawals). */
  withdrawable: number;
  /**
   * What withdrawing does while a requirement is open: 'forfeit' — allowed after the member
   * confirms, and the open bonus is forfeited; 'refuse' — refused until it is met (site config).
   */
  withdrawWhileOpen: 'forfeit' | 'refuse';
  /** Open requirements first, then the last few closed ones (met, expired, forfeited, cancelled). */
  requirements: WageringRequirement[];
}
