// Login by user name and password or by SMS code, and free-play (trial) accounts
// (SPEC §4, §7). Failed attempts count per account (unknown names too, so a refusal
// never tells whether a name exists) and per address: the captcha comes on after
// captchaAfterFailures on the account; after lockAfterFailures the address is locked out
// of the account and the account answers with growing delays (server/security/login-guard.ts).
import { randomInt } from 'node:crypto';
import type { LoginForm, LoginValue } from '../../src/api/endpoints.ts';
import { isAgent, TRIAL_TYPE } from '../../src/rules/roles.ts';
import { credit, insertMember, memberByMobile, memberByName, useSmsCode, type LoginRow } from '../db/accounts.ts';
import { createSession } from '../db/members.ts';
import { accountsConfig, type AccountsConfig } from './accounts-config.ts';
import { readLoginBody } from './accounts-crypto.ts';
import { check, mobile, requireCaptcha } from './accounts-input.ts';
import { rateLimit } from './accounts-limits.ts';
import { burnPasswordCheck, verifyPassword } from './password-hash.ts';
import type { ApiContext, Handlers } from './context.ts';
import { admitLogin, grantUnlock, type LoginAttempt, unlocked } from '../security/login-guard.ts';
import { checkNotExcluded } from './responsible.ts';
import { apiError } from '../http/errors.ts';

/** Trial accounts have no password: this placeholder never verifies (password-hash.ts). */
export const NO_PASSWORD = 'none';

export function loginValue(
  ctx: ApiContext,
  row: Pick<LoginRow, 'id' | 'userName' | 'type' | 'firstTimeLogin' | 'merchantCode'> & { passwordSetAt?: string },
): LoginValue {
  const maxDays = accountsConfig(ctx.site).security.passwordMaxAgeDays;
  return {
    token: createSession(ctx.db, row.id),
    userName: row.userName,
    type: row.type,
    firstTimeLogin: row.firstTimeLogin === 1,
    merchantCode: row.merchantCode || ctx.site.merchantCode,
    ...(row.passwordSetAt && passwordExpired(row.passwordSetAt, maxDays, Date.now()) ? { passwordExpired: true } : {}),
  };
}

/** SPEC §2.1 expired password: older than maxAgeDays (0: never expires). */
export function passwordExpired(setAt: string, maxAgeDays: number, now: number): boolean {
  const at = Date.parse(setAt);
  return maxAgeDays > 0 && Number.isFinite(at) && now - at >= maxAgeDays * 86_400_000;
}

/**
 * SPEC §6 separate login types, checked once the password or code is right (a stranger learns
 * nothing about an account's kind): the member login refuses an agent-only account, the agent
 * login an account that is no agent.
 */
function checkLoginType(cfg: AccountsConfig, form: LoginForm, type: number): void {
  if (form.loginType === 'agent') {
    if (!isAgent(type)) throw apiError('NON_AGENT');
  } else if (cfg.agentOnlyTypes.includes(type)) throw apiError('NON_MEMBER');
}

async function passwordLogin(ctx: ApiContext, cfg: AccountsConfig, form: LoginForm): Promise<LoginValue> {
  const username = (form.username ?? '').trim();
  const password = form.password ?? '';
  check('username', 'loginUsername', username);
  check('password', 'loginPassword', password);
  const key = username.toLowerCase();
  // Locked addresses and the account's delay are refused first, so those refusals do not
  // spend the account's rate limit; an address that unlocked the account is not held back
  // by what strangers did to it.
  const attempt: LoginAttempt = admitLogin(ctx.db, cfg.security, ctx.ip, key);
  rateLimit(ctx.db, 'login', cfg.limits.login, ctx.ip, unlocked(ctx.db, ctx.ip, key) ? undefined : key);
  const s = cfg.security;
  if (s.captchaAfterFailures > 0 && attempt.accountFailures >= s.captchaAfterFailures)
    requireCaptcha(ctx.db, form.captcha ?? '', form.captchaKey ?? '', { captcha: true });
  // Counted before the password is checked (scrypt is asynchronous), so the requests of a
  // burst see each other's attempts; a right password clears the count.
  attempt.count();
  const row = memberByName(ctx.db, username);
  const ok = row ? await verifyPassword(password, row.passwordHash) : (await burnPasswordCheck(password), false);
  if (!row || !ok) attempt.refuse('LOGIN_FAILED', 'Incorrect user name or password');
  attempt.succeed();
  checkLoginType(cfg, form, row.type);
  // Only once the password is right: a stranger must not learn that an account is excluded.
  checkNotExcluded(ctx.db, row.id);
  return loginValue(ctx, row);
}

function smsLogin(ctx: ApiContext, cfg: AccountsConfig, form: LoginForm): LoginValue {
  if (ctx.site.whitelabel.MOBILEVERCODELOGIN3 !== true) throw apiError('FEATURE_OFF', 'SMS login is not available');
  const {
    cc,
    mobile: num,
    e164,
  } = mobile(cfg, { mobileNum: form.mobileNum, countryDialingCode: form.countryDialingCode });
  const code = (form.verificationCode ?? '').trim();
  check('verificationCode', 'verificationCode', code);
  const key = `sms:${cc}:${num}`;
  const attempt: LoginAttempt = admitLogin(ctx.db, cfg.security, ctx.ip, key);
  rateLimit(ctx.db, 'login', cfg.limits.login, ctx.ip, key);
  attempt.count();
  const row = memberByMobile(ctx.db, cc, e164);
  // The code is checked even for an unknown number, so both answer alike.
  const ok = useSmsCode(ctx.db, cc, num, 'login', code, cfg.security.smsMaxAttempts);
  if (!row || !ok) attempt.refuse('SMS_CODE_INVALID', 'Verification code error');
  attempt.succeed();
  // A code sent to the account's phone proves the owner: it unlocks the password login too.
  grantUnlock(ctx.db, cfg.security, ctx.ip, row.userName.toLowerCase());
  checkLoginType(cfg, form, row.type);
  checkNotExcluded(ctx.db, row.id);
  return loginValue(ctx, row);
}

function trialName(ctx: ApiContext): string {
  for (;;) {
    const name = `trial${randomInt(10_000_000, 100_000_000)}`;
    if (!memberByName(ctx.db, name)) return name;
  }
}

/** SPEC §4 free play: a new trial account (type 4, its own merchant), logged in. */
function createTrial(ctx: ApiContext): { token: string; userName: string; customerType: number; merchantCode: string } {
  const cfg = accountsConfig(ctx.site);
  rateLimit(ctx.db, 'trial', cfg.limits.trial, ctx.ip);
  const userName = trialName(ctx);
  const merchantCode = cfg.trial.merchantCode;
  const id = ctx.db.transaction(() => {
    const memberId = insertMember(ctx.db, {
      userName,
      passwordHash: NO_PASSWORD,
      type: TRIAL_TYPE,
      merchantCode,
      registerMethod: 'TRIAL',
    });
    if (cfg.trial.startingBalanceCents > 0)
      credit(ctx.db, memberId, 'trial_credit', cfg.trial.startingBalanceCents, 'free play');
    return memberId;
  })();
  const v = loginValue(ctx, { id, userName, type: TRIAL_TYPE, firstTimeLogin: 0, merchantCode });
  return { token: v.token, userName, customerType: TRIAL_TYPE, merchantCode };
}

export const loginHandlers: Handlers<'login' | 'trialLogin' | 'trialAccount'> = {
  login: async (ctx) => {
    const cfg = accountsConfig(ctx.site);
    const form = readLoginBody(ctx.headers, ctx.params, ctx.site.merchantCode);
    return form.type === 'sms' ? smsLogin(ctx, cfg, form) : passwordLogin(ctx, cfg, form);
  },
  // SPEC §7 lists both: the free-play login (POST, the app's) and trial account creation (GET).
  trialLogin: createTrial,
  trialAccount: createTrial,
};
