// Login by user name and password or by SMS code, and free-play (trial) accounts
// (SPEC §4, §7). Failed attempts count per account (unknown names too, so a refusal
// never tells whether a name exists): the captcha flag comes on after
// captchaAfterFailures, and the account locks for lockMinutes after lockAfterFailures.
import { randomInt } from 'node:crypto';
import type { LoginForm, LoginValue } from '../../src/api/endpoints.ts';
import { TRIAL_TYPE } from '../../src/rules/roles.ts';
import {
  clearFailures,
  credit,
  insertMember,
  loginFailures,
  memberByMobile,
  memberByName,
  recordFailure,
  restampLock,
  useSmsCode,
  type Failures,
  type LoginRow,
} from '../db/accounts.ts';
import { createSession } from '../db/members.ts';
import { HttpError } from '../http/envelope.ts';
import { accountsConfig, type AccountsConfig } from './accounts-config.ts';
import { readLoginBody } from './accounts-crypto.ts';
import { body, check, mobile, requireCaptcha } from './accounts-input.ts';
import { rateLimit } from './accounts-limits.ts';
import { burnPasswordCheck, verifyPassword } from './accounts-passwords.ts';
import type { ApiContext, Handlers } from './context.ts';

/** Trial accounts have no password: this placeholder never verifies (accounts-passwords.ts). */
export const NO_PASSWORD = 'none';

export function loginValue(
  ctx: ApiContext,
  row: Pick<LoginRow, 'id' | 'userName' | 'type' | 'firstTimeLogin' | 'merchantCode'>,
): LoginValue {
  return {
    token: createSession(ctx.db, row.id),
    userName: row.userName,
    type: row.type,
    firstTimeLogin: row.firstTimeLogin === 1,
    merchantCode: row.merchantCode || ctx.site.merchantCode,
  };
}

function refuseIfLocked(ctx: ApiContext, key: string): number {
  const state = loginFailures(ctx.db, key);
  if (state.lockedUntil !== null) {
    const wait = Math.ceil((state.lockedUntil - Date.now()) / 1000);
    throw new HttpError(423, 'ACCOUNT_LOCKED', `Too many failed logins. Try again in ${Math.ceil(wait / 60)} minutes`, {
      captcha: true,
      retryAfterSeconds: wait,
    });
  }
  return state.failures;
}

/** The refusal for a failure already counted in `f` (423 once it locked the account). */
function refuse(cfg: AccountsConfig, f: Failures, code: string, message: string): never {
  const s = cfg.security;
  const captcha = s.captchaAfterFailures > 0 && f.failures >= s.captchaAfterFailures;
  if (f.lockedUntil !== null) {
    throw new HttpError(423, 'ACCOUNT_LOCKED', `Too many failed logins. Try again in ${s.lockMinutes} minutes`, {
      captcha: true,
      retryAfterSeconds: s.lockMinutes * 60,
    });
  }
  throw new HttpError(403, code, message, {
    captcha,
    attemptsLeft: s.lockAfterFailures > 0 ? s.lockAfterFailures - f.failures : null,
  });
}

const countFailure = (ctx: ApiContext, cfg: AccountsConfig, key: string) =>
  recordFailure(ctx.db, key, cfg.security.lockAfterFailures, cfg.security.lockMinutes * 60_000);

async function passwordLogin(ctx: ApiContext, cfg: AccountsConfig, form: LoginForm): Promise<LoginValue> {
  const username = (form.username ?? '').trim();
  const password = form.password ?? '';
  check('username', 'loginUsername', username);
  check('password', 'loginPassword', password);
  const key = username.toLowerCase();
  rateLimit(ctx.db, 'login', cfg.limits.login, ctx.ip, key);
  const failures = refuseIfLocked(ctx, key);
  const captchaOn = cfg.security.captchaAfterFailures > 0 && failures >= cfg.security.captchaAfterFailures;
  if (captchaOn) requireCaptcha(ctx.db, form.captcha ?? '', form.captchaKey ?? '', { captcha: true });
  // The attempt counts as a failure before the password is checked (scrypt is asynchronous):
  // the requests of a burst see each other's attempts, so the captcha and the lock come at
  // the same count as for one request after another. A right password clears the count.
  const counted = countFailure(ctx, cfg, key);
  const row = memberByName(ctx.db, username);
  const ok = row ? await verifyPassword(password, row.passwordHash) : (await burnPasswordCheck(password), false);
  if (!row || !ok) {
    if (counted.lockedUntil !== null) restampLock(ctx.db, key, cfg.security.lockMinutes * 60_000);
    refuse(cfg, counted, 'LOGIN_FAILED', 'Incorrect user name or password');
  }
  clearFailures(ctx.db, key);
  return loginValue(ctx, row);
}

function smsLogin(ctx: ApiContext, cfg: AccountsConfig, form: LoginForm): LoginValue {
  if (ctx.site.whitelabel.MOBILEVERCODELOGIN3 !== true)
    throw new HttpError(403, 'FEATURE_OFF', 'SMS login is not available');
  const { cc, mobile: num } = mobile(
    cfg,
    { mobileNum: form.mobileNum, countryDialingCode: form.countryDialingCode },
    'loginMobileNum',
  );
  const code = (form.verificationCode ?? '').trim();
  check('verificationCode', 'verificationCode', code);
  const key = `sms:${cc}:${num}`;
  rateLimit(ctx.db, 'login', cfg.limits.login, ctx.ip, key);
  refuseIfLocked(ctx, key);
  const row = memberByMobile(ctx.db, cc, num);
  // The code is checked even for an unknown number, so both answer alike.
  const ok = useSmsCode(ctx.db, cc, num, 'login', code, cfg.security.smsMaxAttempts);
  if (!row || !ok) refuse(cfg, countFailure(ctx, cfg, key), 'SMS_CODE_INVALID', 'Verification code error');
  clearFailures(ctx.db, key);
  return loginValue(ctx, row);
}

function trialName(ctx: ApiContext): string {
  for (;;) {
    const name = `trial${randomInt(10_000_000, 100_000_000)}`;
    if (!memberByName(ctx.db, name)) return name;
  }
}

export const loginHandlers: Handlers<'login' | 'trialLogin'> = {
  login: async (ctx) => {
    const cfg = accountsConfig(ctx.site);
    const form = readLoginBody(ctx.headers, ctx.body, ctx.site.merchantCode);
    return form.type === 'sms' ? smsLogin(ctx, cfg, form) : passwordLogin(ctx, cfg, form);
  },
  trialLogin: (ctx) => {
    if (body(ctx.body).module !== 'FREEPLAY') throw new HttpError(400, 'BAD_BODY', 'module must be FREEPLAY');
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
  },
};
