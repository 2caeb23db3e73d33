// Advance bonuses (Lei 14.790/2023 art. 29): money a promotion gives before, and without, a bet:
// a bonus taken with a deposit (welcome, first-deposit or reload match), a fixed reward claimed
// on joining (a sign-up gift), a daily check-in's credit, a reward for a friend's sign-up. A
// jurisdiction profile without `advanceBonuses` (src/rules/jurisdiction.ts) neither lists,
// advertises nor pays one. What stays is money the platform pays after play, drawn from what was
// staked (AUTO: weekly cashback on net losses, a leaderboard's prizes), and a promotion that
// pays nothing by itself.
import type { Promotion } from '../api/types';

/** What the rule reads of a promotion. */
export type AdvanceBonusFacts = Pick<Promotion, 'kind' | 'rewardAmount' | 'bonus'>;

/** Whether a promotion pays money before any bet (see the module's comment). */
export function isAdvanceBonus(p: AdvanceBonusFacts): boolean {
  // A bonus paid with a deposit comes before the deposit is staked, whatever the kind.
  if (p.bonus !== null) return true;
  switch (p.kind) {
    case 'DEPOSIT':
      return true;
    case 'AUTO':
      // The platform pays it after the period's play (cashback on losses, a ranking's prize).
      return false;
    default:
      // INSTANT, REVIEW, SIGNIN, REFERRAL: the reward is paid on a claim, a check-in or a
      // friend's sign-up; with nothing staked first.
      return p.rewardAmount > 0;
  }
}
