// Registration by user name or by mobile number (SPEC §2.5, §3, §5), the settings the
// form is built from, and the user-name and affiliate-code checks. The form plan comes
// from src/rules/registration.ts, the same function the register page uses.
import type { LoginValue, RegistrationSettings } from '../../src/api/endpoints.ts';
import {
  firstRegistrationError,
  registrationPlan,
  type RegisterFormField,
  type RegisterMethod,
  type RegisterValues,
} from '../../src/rules/registration.ts';
import { brazilToday, IDENTITY_FIELDS, identityRecord } from '../../src/rules/identity.ts';
import { profileOf } from '../../src/rules/jurisdiction.ts';
import { type SignupLimitField, signupLimits } from '../../src/rules/signup-limits.ts';
import { affiliateExists, insertMember, memberByMobile, memberByName } from '../db/accounts.ts';
import { cpfTaken, insertIdentity } from '../db/identities.ts';
import { accountsConfig } from './accounts-config.ts';
import { check, dialingCode, invalid, mobile, requireCaptcha, requireSmsCode } from './accounts-input.ts';
import { loginValue, NO_PASSWORD } from './accounts-login.ts';
import { rateLimit } from './accounts-limits.ts';
import { hashPassword } from './password-hash.ts';
import type { ApiContext, Handlers, ParamsContext } from './context.ts';
import { apiError } from '../http/errors.ts';
import { setSignupLimits } from './play-limits.ts';

/** The identity and messenger contacts a site may ask for: read from the form and kept with the member. */
const CONTACT_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;
/** The text fields (the sign-up limits come as numbers: see register). */
const FORM_FIELDS: readonly Exclude<RegisterFormField, SignupLimitField>[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
  ...CONTACT_FIELDS,
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
  ...IDENTITY_FIELDS,
];
/** Kept with the member as contact details; secrets and one-time answers are not. */
const PROFILE_FIELDS = ['email', 'payeeName', ...CONTACT_FIELDS, 'recommenderId'] as const;

const userExists = () => apiError('USER_EXISTS');
const mobileExists = () => apiError('MOBILE_EXISTS');
const cpfExists = () => apiError('CPF_EXISTS');

/** A mobile account without a chosen name is named by its number (digits never clash with letter-first names). */
function nameForMobile(ctx: ApiContext, cc: string, num: string): string {
  return memberByName(ctx.db, num) ? `${cc}${num}` : num;
}

async function register(
  ctx: ApiContext & ParamsContext<'register' | 'registerMobile'>,
  method: RegisterMethod,
): Promise<LoginValue> {
  const sw = ctx.site.whitelabel;
  if (!(method === 'username' ? sw.USERNAMEREG3 : sw.MOBILENUMREG3)) throw apiError('REGISTRATION_CLOSED');
  const cfg = accountsConfig(ctx.site);
  const b = ctx.params;
  rateLimit(ctx.db, 'register', { ...cfg.limits.register, perAccount: 0 }, ctx.ip);
  const values: RegisterValues = {};
  for (const f of FORM_FIELDS) values[f] = b[f] ?? '';
  const channel = b.registerMethod;
  // The sign-up limits arrive as numbers; the form's rule reads them as the form's text (cents as
  // an amount, whole minutes), so both sides refuse the same values with the same field's message.
  const number = (n: number | undefined) => (n === undefined ? '' : String(n));
  values.lossPeriod = b.lossPeriod ?? '';
  values.lossLimit = b.lossLimit === undefined ? '' : (b.lossLimit / 100).toFixed(2);
  values.sessionLimit = number(b.sessionLimit);
  values.dayLimit = number(b.dayLimit);

  // The jurisdiction profile may ask who the player is (Brazil: CPF, name, birth date, address).
  const plan = registrationPlan(method, cfg.registration, sw, {
    profile: profileOf(ctx.site),
    today: brazilToday(Date.now()),
  });
  // The number is checked by its country's rule, so the dialing code is checked first.
  const cc = (values.mobileNum ?? '').trim() ? dialingCode(cfg, b) : cfg.registration.defaultCountryCode;
  const err = firstRegistrationError(plan, values, cc);
  if (err) throw invalid(err.field, err.key);
  const asked = (f: RegisterFormField) => plan.fields.some((x) => x.field === f);
  const v = (f: RegisterFormField) => (asked(f) ? (values[f] ?? '').trim() : '');
  const phone = v('mobileNum') ? mobile(cfg, b) : null;
  // A well-formed attempt also counts for the name or number it asks for, whatever the
  // address, so one target cannot be tried from many (its captcha or SMS code guessed).
  const wanted = (v('username') || (phone ? `${phone.cc}${phone.mobile}` : '')).toLowerCase();
  if (wanted) rateLimit(ctx.db, 'register', { ...cfg.limits.register, perIp: 0 }, ctx.ip, `register:${wanted}`);

  if (plan.captcha) requireCaptcha(ctx.db, values.captcha ?? '', b.captchaKey ?? '');
  const username = v('username');
  if (username && memberByName(ctx.db, username)) throw userExists();
  if (phone && memberByMobile(ctx.db, phone.cc, phone.e164)) throw mobileExists();
  // One account per CPF: the rule checked its digits, so the record holds the 11 digits.
  const identity = plan.identity ? identityRecord(values) : null;
  // Set at account creation where the profile asks them (Brazil); ignored elsewhere.
  const limits = plan.limits ? signupLimits(values) : null;
  if (identity && cpfTaken(ctx.db, identity.cpf)) throw cpfExists();
  const affiliateCode = v('affiliateCode');
  if (affiliateCode && !affiliateExists(ctx.db, affiliateCode)) throw apiError('AFFILIATE_INVALID');
  if (phone && asked('verificationCode') && v('verificationCode'))
    requireSmsCode(ctx.db, cfg, phone.cc, phone.mobile, 'register', v('verificationCode'));

  const password = asked('password') ? (values.password ?? '') : '';
  const [passwordHash, paymentHash] = await Promise.all([
    password ? hashPassword(password) : NO_PASSWORD,
    v('paymentPassword') ? hashPassword(values.paymentPassword ?? '') : '',
  ]);
  // From here on nothing awaits: the uniqueness checks and the insert are one step.
  if (username && memberByName(ctx.db, username)) throw userExists();
  if (phone && memberByMobile(ctx.db, phone.cc, phone.e164)) throw mobileExists();
  if (identity && cpfTaken(ctx.db, identity.cpf)) throw cpfExists();
  const profile: Record<string, string> = {};
  for (const f of PROFILE_FIELDS) if (v(f)) profile[f] = v(f);
  if (paymentHash) profile.paymentPasswordHash = paymentHash;
  const userName = username || nameForMobile(ctx, phone!.cc, phone!.mobile);
  const id = ctx.db.transaction(() => {
    const memberId = insertMember(ctx.db, {
      userName,
      passwordHash,
      type: 0,
      nickname: v('nickname'),
      merchantCode: ctx.site.merchantCode,
      countryDialingCode: phone?.cc ?? null,
      mobileNum: phone?.e164 ?? null,
      profile,
      registerMethod: channel,
      affiliateCode: affiliateCode || null,
    });
    if (identity) insertIdentity(ctx.db, { memberId, ...identity });
    if (limits) setSignupLimits(ctx.db, memberId, limits);
    return memberId;
  })();
  ctx.log(`REGISTER ${method} ${userName} via ${channel}`);
  return loginValue(ctx, { id, userName, type: 0, firstTimeLogin: 0, merchantCode: ctx.site.merchantCode });
}

export const registerHandlers: Handlers<
  'register' | 'registerMobile' | 'registerSettings' | 'usernameCheck' | 'affiliateCheck'
> = {
  register: (ctx) => register(ctx, 'username'),
  registerMobile: (ctx) => register(ctx, 'mobile'),
  registerSettings: (ctx): RegistrationSettings => accountsConfig(ctx.site).registration,
  usernameCheck: (ctx) => {
    const username = ctx.params.username.trim();
    check('username', 'username', username);
    rateLimit(ctx.db, 'lookup', accountsConfig(ctx.site).limits.lookup, ctx.ip);
    return { available: memberByName(ctx.db, username) === null };
  },
  affiliateCheck: (ctx) => {
    const code = ctx.params.code.trim();
    check('affiliateCode', 'affiliateCode', code);
    rateLimit(ctx.db, 'lookup', accountsConfig(ctx.site).limits.lookup, ctx.ip);
    if (!affiliateExists(ctx.db, code)) throw apiError('AFFILIATE_INVALID');
    return { code };
  },
};
