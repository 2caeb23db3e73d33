// Which registration tabs and fields show, and how the whole form is checked (SPEC §2.5,
// §4 registration method, §5). Shared by the register page and the reference server, so
// the fields the server demands are exactly the fields the page shows.
import type { RegisterParams } from '../api/endpoints';
import type { RegisterChannel } from './auth';
import { checkIdentityField, IDENTITY_FIELDS, type IdentityField, parseBirthDate } from './identity';
import { checkMobile, mobileNational } from './phone';
import { SIGNUP_LIMIT_FIELDS, type SignupLimitField, signupLimitErrors, signupLimits } from './signup-limits';
import {
  checkConfirm,
  checkField,
  normalizeValue,
  REGISTRATION_FIELDS,
  type FieldCheck,
  type MessageKey,
  type RegistrationField,
} from './validation';

export type RegisterMethod = 'username' | 'mobile';
export interface FieldRule {
  enabled: boolean;
  required: boolean;
}
/** SPEC §3: per field enabled and required; captcha has enabled only. */
export interface RegistrationRules {
  fields: Record<RegistrationField, FieldRule>;
  captcha: { enabled: boolean };
}

/** The whitelabel switches registration reads (SPEC §3). */
export interface RegistrationSwitches {
  USERNAMEREG3?: boolean;
  MOBILENUMREG3?: boolean;
  REGMOBVERF3?: boolean;
  MOBILENUMPASSREG3?: boolean;
  MOBILEVERCODELOGIN3?: boolean;
}

export interface MethodChoice {
  methods: RegisterMethod[];
  initial: RegisterMethod | null;
  tabs: boolean;
}

/**
 * SPEC §2.5/§4: tabs appear only when both methods are on; the form starts on mobile
 * only when mobile registration is on and username registration off. Neither on means
 * registration is closed (initial null).
 */
export function registrationMethods(sw: RegistrationSwitches): MethodChoice {
  const methods: RegisterMethod[] = [];
  if (sw.USERNAMEREG3) methods.push('username');
  if (sw.MOBILENUMREG3) methods.push('mobile');
  return { methods, initial: methods[0] ?? null, tabs: methods.length === 2 };
}

/**
 * The fields only a method asks for itself (registrationPlan): the SMS code belongs to the mobile
 * method alone, so the username form never shows it even when the rules switch it on.
 */
const METHOD_FIELDS: ReadonlySet<RegistrationField> = new Set(['username', 'password', 'verificationCode']);
/** Optional fields in the order the form shows them (REGISTRATION_FIELDS' order), after the method's own fields. */
const OPTIONAL_ORDER = REGISTRATION_FIELDS.filter((f) => !METHOD_FIELDS.has(f));

/** A field the plan may ask: the server's rules' fields, and the identity a jurisdiction profile asks (rules/identity). */
export type PlanField = RegistrationField | IdentityField;

export interface RegistrationPlan {
  method: RegisterMethod;
  /** Fields in display order; confirmPassword follows password. */
  fields: Array<{ field: PlanField; required: boolean }>;
  captcha: boolean;
  /** With identity by CPF (rules/jurisdiction): the youngest age allowed and the day it is counted on (ISO). */
  identity: { minAge: number; today: string } | null;
  /** With loss and time limits (rules/jurisdiction): the new player sets a loss limit and a time limit (rules/play-limits). */
  limits: boolean;
}

/** What registration reads of the jurisdiction profile (rules/jurisdiction `profileOf`), and today's date (ISO) there. */
export interface RegistrationJurisdiction {
  profile: { identityByCpf: boolean; minAge: number; lossAndTimeLimits?: boolean };
  today: string;
}

const isIdentityField = (f: string): f is IdentityField => (IDENTITY_FIELDS as readonly string[]).includes(f);

/**
 * The username method always asks username and password. The mobile method always asks
 * the mobile number; the SMS code when REGMOBVERF3 is on (or the rules ask for it); a
 * password when MOBILENUMPASSREG3 is on, when SMS login is off (else the account could
 * never log in), or when the rules ask for it; a username only when the rules ask.
 * Every other field follows the server's rules. A profile with identity by CPF (Brazil) then asks,
 * required whatever the rules say, the CPF, full name, birth date, mobile number (the username
 * method too), e-mail and address.
 */
export function registrationPlan(
  method: RegisterMethod,
  rules: RegistrationRules,
  sw: RegistrationSwitches,
  jurisdiction?: RegistrationJurisdiction,
): RegistrationPlan {
  const r = rules.fields;
  const fields: RegistrationPlan['fields'] = [];
  const add = (field: PlanField, on: boolean, required: boolean) => {
    if (on) fields.push({ field, required });
  };
  if (method === 'username') {
    add('username', true, true);
    add('password', true, true);
  } else {
    add('mobileNum', true, true);
    add(
      'verificationCode',
      sw.REGMOBVERF3 === true || r.verificationCode.enabled,
      sw.REGMOBVERF3 === true || r.verificationCode.required,
    );
    add('username', r.username.enabled, r.username.required);
    const forced = sw.MOBILENUMPASSREG3 === true || sw.MOBILEVERCODELOGIN3 !== true;
    add('password', forced || r.password.enabled, forced || r.password.required);
  }
  const byCpf = jurisdiction?.profile.identityByCpf === true;
  if (byCpf) {
    add('cpf', true, true);
    add('fullName', true, true);
    add('birthDate', true, true);
    if (method === 'username') add('mobileNum', true, true);
    add('email', true, true);
    add('address', true, true);
  }
  for (const f of OPTIONAL_ORDER) if (!fields.some((x) => x.field === f)) add(f, r[f].enabled, r[f].required);
  const identity = byCpf ? { minAge: jurisdiction!.profile.minAge, today: jurisdiction!.today } : null;
  const limits = jurisdiction?.profile.lossAndTimeLimits === true;
  return { method, fields, captcha: rules.captcha.enabled, identity, limits };
}

export type RegisterFormField = PlanField | 'confirmPassword' | 'captcha' | SignupLimitField;
export type RegisterValues = Partial<Record<RegisterFormField, string>>;

/** The form's checks of the server's rules in display order (confirmation and identity handled by registrationErrors). */
export function registrationChecks(plan: RegistrationPlan): FieldCheck<RegisterFormField>[] {
  const checks: FieldCheck<RegisterFormField>[] = [];
  for (const f of plan.fields)
    if (!isIdentityField(f.field)) checks.push({ field: f.field, rule: f.field, required: f.required });
  if (plan.captcha) checks.push({ field: 'captcha', rule: 'captcha', required: true });
  return checks;
}

/** Confirmation is checked when a password is asked and either required or typed. */
function confirmNeeded(plan: RegistrationPlan, values: RegisterValues): boolean {
  const pw = plan.fields.find((f) => f.field === 'password');
  return pw !== undefined && (pw.required || (values.password ?? '') !== '');
}

/**
 * Every failing field of the form, keyed by field (for inline errors). The mobile number is checked
 * by its country's rule (rules/phone) under the dialing code the player chose.
 */
export function registrationErrors(
  plan: RegistrationPlan,
  values: RegisterValues,
  countryCode: string,
): Partial<Record<RegisterFormField, MessageKey>> {
  const out: Partial<Record<RegisterFormField, MessageKey>> = {};
  if (plan.identity)
    for (const f of IDENTITY_FIELDS) {
      const key = checkIdentityField(f, values[f], plan.identity.today, plan.identity.minAge);
      if (key) out[f] = key;
    }
  for (const c of registrationChecks(plan)) {
    const typed = (values[c.field] ?? '').trim();
    const key =
      c.field === 'mobileNum' && typed !== ''
        ? checkMobile(countryCode, typed)
        : checkField(c.rule, values[c.field], c.required);
    if (key) out[c.field] = key;
    if (c.field === 'password' && confirmNeeded(plan, values)) {
      const confirm = checkConfirm(values.password ?? '', values.confirmPassword ?? '');
      if (confirm) out.confirmPassword = confirm;
    }
  }
  if (plan.limits) Object.assign(out, signupLimitErrors(values));
  return out;
}

/** Field order for focusing the first failure (SPEC §5). */
export function registrationOrder(plan: RegistrationPlan): RegisterFormField[] {
  const order: RegisterFormField[] = [];
  for (const f of plan.fields) {
    order.push(f.field);
    if (f.field === 'password') order.push('confirmPassword');
  }
  // The limits are asked after the fields and before the captcha (the form's order).
  if (plan.limits) order.push(...SIGNUP_LIMIT_FIELDS);
  if (plan.captcha) order.push('captcha');
  return order;
}

/** The first failing field in display order, or null. */
export function firstRegistrationError(
  plan: RegistrationPlan,
  values: RegisterValues,
  countryCode: string,
): { field: RegisterFormField; key: MessageKey } | null {
  const errors = registrationErrors(plan, values, countryCode);
  const field = registrationOrder(plan).find((f) => errors[f] !== undefined);
  return field ? { field, key: errors[field]! } : null;
}

/** A rules object with every field off: what a server without a registration section means. */
export function closedRules(): RegistrationRules {
  const fields = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, { enabled: false, required: false }])) as Record<
    RegistrationField,
    FieldRule
  >;
  return { fields, captcha: { enabled: false } };
}

/** Never written to session storage: secrets and one-time answers. */
export const NOT_SAVED: ReadonlySet<RegisterFormField> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
  'captcha',
  'verificationCode',
]);

/** SPEC §2.5: what the form saves to session storage and restores on return (no secrets). */
export function savedValues(values: RegisterValues): RegisterValues {
  const out: RegisterValues = {};
  for (const [k, v] of Object.entries(values) as Array<[RegisterFormField, string | undefined]>)
    if (v && !NOT_SAVED.has(k)) out[k] = v;
  return out;
}

export interface PayloadContext {
  channel: RegisterChannel;
  host: string;
  countryDialingCode: string;
  captchaKey: string;
}

/**
 * SPEC §3 registration payload: the fields the plan asks (trimmed, passwords as typed,
 * the mobile as its national number: "(021) 99876-5432" → "21998765432"; empty optional fields left out), plus registerMethod,
 * registerUrl, domain, type 0, and the dialing code and captcha when they apply.
 */
export function registerPayload(plan: RegistrationPlan, values: RegisterValues, ctx: PayloadContext): RegisterParams {
  const p: RegisterParams = { registerMethod: ctx.channel, registerUrl: ctx.host, domain: ctx.host, type: 0 };
  for (const { field } of plan.fields) {
    if (isIdentityField(field)) {
      const v = (values[field] ?? '').trim();
      // The birth date goes as ISO when it is a date (the server checks it again either way).
      if (v !== '') p[field] = field === 'birthDate' ? (parseBirthDate(v) ?? v) : v;
      continue;
    }
    const v = normalizeValue(field, values[field] ?? '');
    if (v !== '') p[field] = field === 'mobileNum' ? (mobileNational(ctx.countryDialingCode, v) ?? v) : v;
  }
  // The limits go as numbers: the period, the loss limit in cents, each time limit in minutes.
  const limits = plan.limits ? signupLimits(values) : null;
  if (limits) {
    p.lossPeriod = limits.lossPeriod;
    p.lossLimit = limits.lossCents;
    if (limits.sessionMinutes !== null) p.sessionLimit = limits.sessionMinutes;
    if (limits.dayMinutes !== null) p.dayLimit = limits.dayMinutes;
  }
  if (p.password) p.confirmPassword = values.confirmPassword ?? '';
  if (p.mobileNum) p.countryDialingCode = ctx.countryDialingCode;
  if (plan.captcha) {
    p.captcha = (values.captcha ?? '').trim();
    p.captchaKey = ctx.captchaKey;
  }
  return p;
}
