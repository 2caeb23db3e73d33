// A member wagering bonus money, for the games' cap tests: promotion 8 carries terms whose
// largest stake is R$ 10 (docs/bonus.md "Largest stake"), and the member joins and claims it.
import * as assert from 'uvu/assert';
import type { WageringTerms } from '../../src/api/types.ts';
import { setPromotionTerms } from '../../server/db/bonus.ts';
import { apiCall, type start } from './server.ts';

export const CAPPED_TERMS: WageringTerms = {
  multiplier: 10,
  withDeposit: false,
  days: 7,
  maxStake: 1000,
  contributions: { SLOT: 100, TABLE: 10, LIVE: 10, SPORTS: 100, LOTTERY: 0 },
  sportsMinOdds: 1.5,
};

export async function claimCappedBonus(server: Awaited<ReturnType<typeof start>>, token: string): Promise<void> {
  setPromotionTerms(server.db!, 8, CAPPED_TERMS);
  for (const step of ['join', 'claim']) {
    const r = await apiCall(server, 'POST', `/wps/promo/${step}`, { token, body: { id: 8 } });
    assert.ok(r.success, r.message);
  }
}
