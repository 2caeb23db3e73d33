// The money settings of the site: deposit methods, presets and limits, withdrawal limits,
// banks, the reload bonus and VIP levels (the operator's token: server/operator/token.ts).
// They live in the site config's `wallet` section (its name kept, so operators' SITE_CONFIG
// files keep working) and are read once per config object with defaults, so a partial
// SITE_CONFIG never leaves a limit undefined.
import type { Bank, PaymentMethod, VipLevel } from '../../src/api/types.ts';
import type { Limits } from '../../src/rules/wallet.ts';
import type { SiteConfig } from '../config.ts';

export interface MoneyConfig {
  deposit: Limits & { presets: number[] };
  withdraw: Limits;
  methods: PaymentMethod[];
  banks: Bank[];
  vip: VipLevel[];
  /** The bonus of a REVIEW (reload) promotion accepted with a deposit: a percentage up to a cap. */
  promoReload: { percent: number; maxCents: number };
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const cents = (v: unknown, def: number) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : def);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

const cache = new WeakMap<SiteConfig, MoneyConfig>();

export function moneyConfig(site: SiteConfig): MoneyConfig {
  let c = cache.get(site);
  if (c) return c;
  const raw = obj((site as unknown as Obj).wallet);
  const dep = obj(raw.deposit);
  const wd = obj(raw.withdraw);
  const banks = arr(raw.banks)
    .map((b) => ({ code: str(obj(b).code), name: str(obj(b).name) }))
    .filter((b) => b.code);
  const byCode = new Map(banks.map((b) => [b.code, b]));
  c = {
    deposit: {
      minCents: cents(dep.minCents, 1000),
      maxCents: cents(dep.maxCents, 5_000_000),
      presets: arr(dep.presets).filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0),
    },
    withdraw: { minCents: cents(wd.minCents, 2000), maxCents: cents(wd.maxCents, 5_000_000) },
    methods: arr(raw.methods)
      .map((m) => {
        const o = obj(m);
        const kind = o.kind === 'MANUAL' || o.kind === 'GATEWAY' ? o.kind : 'BANK';
        return {
          id: str(o.id),
          kind,
          vendor: str(o.vendor),
          name: str(o.name),
          banks: arr(o.banks)
            .map((code) => byCode.get(str(code)))
            .filter((b): b is Bank => b !== undefined),
          account: typeof o.account === 'string' ? o.account : null,
        } satisfies PaymentMethod;
      })
      .filter((m) => m.id),
    banks,
    vip: arr(raw.vip).map((l, i) => {
      const o = obj(l);
      return {
        level: i + 1,
        name: str(o.name),
        minDepositCents: cents(o.minDepositCents, 0) || 0,
        benefits: arr(o.benefits).map(str),
      };
    }),
    promoReload: {
      percent: cents(obj(raw.promoReload).percent, 20),
      maxCents: cents(obj(raw.promoReload).maxCents, 50_000),
    },
  };
  cache.set(site, c);
  return c;
}
