// The site's bonus settings (site config `bonus`, docs/bonus.md), read once per config object
// with defaults, so a partial SITE_CONFIG never leaves one undefined.
// - withdrawWhileOpen: what a withdrawal does while a wagering requirement is open: 'forfeit'
//   (the default: allowed once the member confirms with forfeitBonus, which forfeits the open
//   bonus) or 'refuse' (refused with BONUS_OPEN until it is met, expires or is cancelled).
// - promotionTerms: { "<promotion id>": WageringTerms | null }, written over the promotions'
//   own terms at every start (null: the promotion pays cash). A test site uses it for a small
//   requirement; an operator may use it to change terms without a content import.
// - sweepSeconds: how often requirements past their deadline are expired (also at every start).
import type { BonusWallet, WageringTerms } from '../../src/api/types.ts';
import type { SiteConfig } from '../config.ts';
import { checkTerms } from '../db/bonus.ts';

export interface BonusConfig {
  withdrawWhileOpen: BonusWallet['withdrawWhileOpen'];
  promotionTerms: ReadonlyMap<number, WageringTerms | null>;
  sweepMs: number;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});

const cache = new WeakMap<SiteConfig, BonusConfig>();

export function bonusConfig(site: SiteConfig): BonusConfig {
  let c = cache.get(site);
  if (c) return c;
  const raw = obj((site as unknown as Obj).bonus);
  const terms = new Map<number, WageringTerms | null>();
  for (const [id, t] of Object.entries(obj(raw.promotionTerms))) {
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`bonus.promotionTerms: "${id}" is not a promotion id`);
    const checked = t === null ? null : checkTerms(t);
    if (t !== null && checked === null)
      throw new Error(`bonus.promotionTerms.${id}: not complete wagering terms (docs/bonus.md)`);
    terms.set(n, checked);
  }
  const sweep = raw.sweepSeconds;
  c = {
    withdrawWhileOpen: raw.withdrawWhileOpen === 'refuse' ? 'refuse' : 'forfeit',
    promotionTerms: terms,
    sweepMs: typeof sweep === 'number' && Number.isFinite(sweep) && sweep > 0 ? sweep * 1000 : 60_000,
  };
  cache.set(site, c);
  return c;
}
