// Per-member caps on rows a member can make the server keep: pending deposits (each one an
// item on the operator's review list) and payout destinations (bank cards). Without them
// one account could fill the review queue or the card table in a loop. Site config
// `wallet.maxPendingDeposits` and `wallet.maxBankCards`; both 5 unless set.
import type { SiteConfig } from '../config.ts';

export interface MemberCaps {
  pendingDeposits: number;
  bankCards: number;
}

const DEFAULTS: MemberCaps = { pendingDeposits: 5, bankCards: 5 };
const cap = (v: unknown, def: number) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 ? v : def);

export function memberCaps(site: SiteConfig): MemberCaps {
  const wallet = (site as unknown as { wallet?: Record<string, unknown> }).wallet ?? {};
  return {
    pendingDeposits: cap(wallet.maxPendingDeposits, DEFAULTS.pendingDeposits),
    bankCards: cap(wallet.maxBankCards, DEFAULTS.bankCards),
  };
}
