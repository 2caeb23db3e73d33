// The account sections of the site config (registration rules, trial, security, rate
// limits, dev outbox), read once per config object with defaults for anything missing,
// so an operator's partial SITE_CONFIG never leaves a limit undefined.
import type { CountryCode, RegistrationSettings } from '../../src/api/endpoints.ts';
import { closedRules } from '../../src/rules/registration.ts';
import { isAgent } from '../../src/rules/roles.ts';
import { REGISTRATION_FIELDS } from '../../src/rules/validation.ts';
import type { SiteConfig } from '../config.ts';

export type LimitName =
  | 'login'
  | 'sms'
  | 'captcha'
  | 'register'
  | 'trial'
  | 'lookup'
  | 'feedback'
  | 'clientError'
  | 'pictures';
export type Limit = { perIp: number; perAccount: number; windowSeconds: number };

/** Type aliases (not interfaces) so the defaults can be read generically by numbers(). */
export type Security = {
  captchaAfterFailures: number;
  lockAfterFailures: number;
  lockMinutes: number;
  captchaTtlSeconds: number;
  smsCodeTtlSeconds: number;
  smsResendSeconds: number;
  smsMaxAttempts: number;
  /** Days a password lasts before the login asks for a new one; 0: forever. */
  passwordMaxAgeDays: number;
};

export interface AccountsConfig {
  registration: RegistrationSettings;
  devOutbox: boolean;
  trial: { merchantCode: string; startingBalanceCents: number };
  /** SPEC §6: member types that are agents only: the member login refuses them (NON_MEMBER). */
  agentOnlyTypes: number[];
  security: Security;
  limits: Record<LimitName, Limit>;
}

const SECURITY: Security = {
  captchaAfterFailures: 2,
  lockAfterFailures: 5,
  lockMinutes: 15,
  captchaTtlSeconds: 120,
  smsCodeTtlSeconds: 300,
  smsResendSeconds: 60,
  smsMaxAttempts: 5,
  passwordMaxAgeDays: 0,
};
const LIMITS: Record<LimitName, Limit> = {
  login: { perIp: 30, perAccount: 10, windowSeconds: 300 },
  sms: { perIp: 10, perAccount: 5, windowSeconds: 3600 },
  captcha: { perIp: 60, perAccount: 0, windowSeconds: 300 },
  // perAccount: attempts for one user name or mobile number, from any address.
  register: { perIp: 10, perAccount: 5, windowSeconds: 3600 },
  trial: { perIp: 10, perAccount: 0, windowSeconds: 3600 },
  lookup: { perIp: 60, perAccount: 0, windowSeconds: 300 },
  feedback: { perIp: 20, perAccount: 10, windowSeconds: 3600 },
  // Client error reports (POST /wps/client/error): enough for a page that fails now and then,
  // not a flood of the server log.
  clientError: { perIp: 30, perAccount: 0, windowSeconds: 300 },
  // Picture requests (the catalogue's art): a phone that scrolls the whole lobby asks for about
  // 700; a flood of made-up paths is refused before it is looked up.
  pictures: { perIp: 2000, perAccount: 0, windowSeconds: 60 },
};

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const num = (v: unknown, def: number): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : def);
const bool = (v: unknown): boolean => v === true;

function numbers<T extends Record<string, number>>(defaults: T, given: Obj): T {
  return Object.fromEntries(Object.entries(defaults).map(([k, d]) => [k, num(given[k], d)])) as T;
}

function registration(raw: Obj): RegistrationSettings {
  const base = closedRules();
  const fields = obj(raw.fields);
  for (const f of REGISTRATION_FIELDS) {
    const r = obj(fields[f]);
    base.fields[f] = { enabled: bool(r.enabled), required: bool(r.enabled) && bool(r.required) };
  }
  base.captcha.enabled = bool(obj(raw.captcha).enabled);
  const codes = Array.isArray(raw.countryCodes)
    ? raw.countryCodes
        .map(obj)
        .filter(
          (c): c is Obj & CountryCode =>
            typeof c.code === 'string' && /^\d{1,4}$/.test(c.code) && typeof c.region === 'string',
        )
        .map((c) => ({ code: c.code, region: c.region }))
    : [];
  const countryCodes = codes.length ? codes : [{ code: '55', region: 'BR' }];
  const def =
    typeof raw.defaultCountryCode === 'string' && countryCodes.some((c) => c.code === raw.defaultCountryCode)
      ? raw.defaultCountryCode
      : countryCodes[0]!.code;
  return { ...base, countryCodes, defaultCountryCode: def };
}

const cache = new WeakMap<SiteConfig, AccountsConfig>();

export function accountsConfig(site: SiteConfig): AccountsConfig {
  let c = cache.get(site);
  if (c) return c;
  const raw = site as unknown as Obj;
  const trial = obj(raw.trial);
  const limits = obj(raw.rateLimits);
  c = {
    registration: registration(obj(raw.registration)),
    devOutbox: bool(raw.devOutbox),
    trial: {
      merchantCode:
        typeof trial.merchantCode === 'string' && trial.merchantCode
          ? trial.merchantCode
          : `${site.merchantCode}_TRIAL`,
      startingBalanceCents: Math.trunc(num(trial.startingBalanceCents, 0)),
    },
    agentOnlyTypes: Array.isArray(obj(raw.logins).agentOnlyTypes)
      ? (obj(raw.logins).agentOnlyTypes as unknown[]).filter(
          (t): t is number => Number.isInteger(t) && isAgent(t as number),
        )
      : [],
    security: numbers(SECURITY, obj(raw.accountSecurity)),
    limits: Object.fromEntries(
      (Object.keys(LIMITS) as LimitName[]).map((k) => [k, numbers(LIMITS[k], obj(limits[k]))]),
    ) as Record<LimitName, Limit>,
  };
  cache.set(site, c);
  return c;
}
