// The money settings of the site: deposit methods (names per language), presets and limits,
// the PIX receiver and how long an order can be paid, withdrawal limits and processing time,
// banks and VIP levels (the operator's token: server/operator/token.ts). Bonuses are defined
// on their promotions (migration 014), not here.
// They live in the site config's `wallet` section (its name kept, so operators' SITE_CONFIG
// files keep working) and are read once per config object with defaults, so a partial
// SITE_CONFIG never leaves a limit undefined.
import type { Bank, Language, PaymentMethod, VipLevel } from '../../src/api/types.ts';
import type { Limits } from '../../src/rules/wallet.ts';
import type { SiteConfig } from '../config.ts';

/** A method as configured: its name in each language (`name` alone: the same in all). */
export type ConfiguredMethod = Omit<PaymentMethod, 'name'> & { names: Partial<Record<Language, string>>; name: string };

export interface MoneyConfig {
  deposit: Limits & { presets: number[]; payableMinutes: number };
  withdraw: Limits & { processingHours: number };
  methods: ConfiguredMethod[];
  banks: Bank[];
  vip: VipLevel[];
  /** Who receives PIX deposits: the key and the names the payment code carries. */
  pix: { key: string; merchantName: string; merchantCity: string };
}

/** A method as the deposit form shows it, named in the player's language. */
export const methodIn = (m: ConfiguredMethod, lang: Language): PaymentMethod => {
  const { names, ...rest } = m;
  return { ...rest, name: names[lang] ?? names.pt ?? m.name };
};

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
      payableMinutes: cents(dep.payableMinutes, 30),
    },
    withdraw: {
      minCents: cents(wd.minCents, 2000),
      maxCents: cents(wd.maxCents, 5_000_000),
      processingHours: cents(wd.processingHours, 24),
    },
    methods: arr(raw.methods)
      .map((m) => {
        const o = obj(m);
        const kind = o.kind === 'MANUAL' || o.kind === 'GATEWAY' || o.kind === 'PIX' ? o.kind : 'BANK';
        const names = obj(o.names);
        return {
          id: str(o.id),
          kind,
          vendor: str(o.vendor),
          name: str(o.name),
          names: { pt: str(names.pt) || undefined, en: str(names.en) || undefined, ur: str(names.ur) || undefined },
          banks: arr(o.banks)
            .map((code) => byCode.get(str(code)))
            .filter((b): b is Bank => b !== undefined),
          account: typeof o.account === 'string' ? o.account : null,
        } satisfies ConfiguredMethod;
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
    pix: {
      key: str(obj(raw.pix).key) || 'pix@aurora.example',
      merchantName: str(obj(raw.pix).merchantName) || 'Aurora Pagamentos',
      merchantCity: str(obj(raw.pix).merchantCity) || 'Sao Paulo',
    },
  };
  cache.set(site, c);
  return c;
}
