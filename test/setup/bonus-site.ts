// A site whose welcome bonus is quick to wager, for the journeys that play a bonus through to
// cash: the welcome promotion (id 1: 100 % of a first deposit from R$ 20) needs 1x its bonus,
// so a R$ 20 deposit brings R$ 20 of bonus that R$ 20 of slot stakes convert. The server
// writes bonus.promotionTerms over the promotion's own terms at start (docs/bonus.md), so the
// promotion list, the deposit form and the bonus wallet all state these figures.
//   server suites: start({ overrides: smallBonusSite({ wallet: { adminToken } }) })
//   Playwright:    test.use({ siteOverrides: smallBonusSite() }), or startSite(smallBonusSite())
import type { WageringTerms } from '../../src/api/types.ts';

export const SMALL_WELCOME_TERMS: WageringTerms = {
  multiplier: 1,
  withDeposit: false,
  days: 7,
  maxStake: 100_000,
  contributions: { SLOT: 100, FISH: 50, TABLE: 10, LIVE: 10, CRASH: 10, SPORTS: 100, LOTTERY: 0 },
  sportsMinOdds: 1.5,
};

export function smallBonusSite(
  overrides: Record<string, unknown> = {},
  withdrawWhileOpen: 'forfeit' | 'refuse' = 'forfeit',
): Record<string, unknown> {
  const bonus = (overrides.bonus ?? {}) as Record<string, unknown>;
  return { ...overrides, bonus: { withdrawWhileOpen, ...bonus, promotionTerms: { 1: SMALL_WELCOME_TERMS } } };
}
