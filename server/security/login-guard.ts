// Failed logins without handing anyone a way to lock other people out. With one lock per
// account, a stranger who knew only a user name kept any account locked with five wrong
// passwords every 15 minutes. Now:
// - per source (address + account): after lockAfterFailures failures that address is
//   locked out of that account for lockMinutes; the owner elsewhere is not;
// - per account (every address): the captcha after captchaAfterFailures, and past
//   lockAfterFailures a delay after each failure that doubles (1 s, 2 s, 4 s, … up to
//   lockMinutes), which bounds a guesser spread over many addresses without a hard lock;
// - unlock: a successful SMS-code login, a password reset by SMS code, or the security
//   answer (POST /wps/session/unlock) clears the account's count and lets that address skip
//   the account-wide delay and the per-account rate limit for lockMinutes, so an owner
//   gets in while a stranger goes on failing from elsewhere.
// Each attempt is counted before its (asynchronous) password check, so a concurrent
// burst is judged at the same counts as one attempt after another.
import type { Db } from '../db/open.ts';
import { clearFailures, loginFailures, recordFailure, restampLock, type Failures } from '../db/accounts.ts';
import { hitWindow, lastFailureAt, readWindow } from '../db/limits.ts';
import type { Security } from '../api/accounts-config.ts';
import { apiError, signInRefusal, type SignInRefusal } from '../http/errors.ts';

const sourceKey = (ip: string, account: string) => `src|${ip}|${account}`;
const grantKey = (ip: string, account: string) => `unlock|${ip}|${account}`;

/** Whether this address unlocked this account recently (it skips the account-wide delay and rate limit). */
export const unlocked = (db: Db, ip: string, account: string): boolean =>
  readWindow(db, grantKey(ip, account)) !== null;

/** Seconds the account must still wait after its last failure (0: none). */
function accountDelay(db: Db, s: Security, account: string, failures: number, now: number): number {
  if (s.lockAfterFailures <= 0 || failures < s.lockAfterFailures) return 0;
  const last = lastFailureAt(db, account);
  if (last === null) return 0;
  const delayMs = Math.min(2 ** (failures - s.lockAfterFailures) * 1000, s.lockMinutes * 60_000);
  return Math.max(0, Math.ceil((last + delayMs - now) / 1000));
}

const locked = (seconds: number) =>
  apiError('ACCOUNT_LOCKED', `Too many failed logins. Try again in ${Math.ceil(seconds / 60)} minutes`, {
    captcha: true,
    retryAfterSeconds: seconds,
  });

export interface LoginAttempt {
  /** Account-wide failures before this attempt: the caller asks the captcha from captchaAfterFailures. */
  accountFailures: number;
  /** Counts the attempt as a failure on both keys (call it synchronously, before the password check). */
  count(): void;
  /** The refusal for a wrong password or code (the attempt was counted): 403 with attempts left, or 423. */
  refuse(code: SignInRefusal, message: string): never;
  /** A right password: both counts start again. */
  succeed(): void;
}

/** Refuses a locked source (423) or an account in its delay (429 ACCOUNT_DELAYED) before anything is checked. */
export function admitLogin(db: Db, s: Security, ip: string, account: string, now = Date.now()): LoginAttempt {
  const src = sourceKey(ip, account);
  const own = loginFailures(db, src, now);
  if (own.lockedUntil !== null) throw locked(Math.ceil((own.lockedUntil - now) / 1000));
  const acct = loginFailures(db, account, now);
  const wait = unlocked(db, ip, account) ? 0 : accountDelay(db, s, account, acct.failures, now);
  if (wait > 0)
    throw apiError(
      'ACCOUNT_DELAYED',
      `Too many failed logins on this account. Try again in ${wait} seconds, or unlock it`,
      { captcha: true, retryAfterSeconds: wait },
    );
  let counted: Failures = own;
  return {
    accountFailures: acct.failures,
    count() {
      counted = recordFailure(db, src, s.lockAfterFailures, s.lockMinutes * 60_000);
      recordFailure(db, account, 0, 0);
    },
    refuse(code, message) {
      if (counted.lockedUntil !== null) {
        // The lock runs from the failure that confirmed it, not from when it was counted.
        restampLock(db, src, s.lockMinutes * 60_000);
        throw locked(s.lockMinutes * 60);
      }
      throw signInRefusal(code, message, {
        captcha: s.captchaAfterFailures > 0 && acct.failures + 1 >= s.captchaAfterFailures,
        attemptsLeft: s.lockAfterFailures > 0 ? s.lockAfterFailures - counted.failures : null,
      });
    },
    succeed() {
      clearFailures(db, src);
      clearFailures(db, account);
    },
  };
}

/** The owner proved it (SMS code or security answer): the account's count starts again and this address skips its delay. */
export function grantUnlock(db: Db, s: Security, ip: string, account: string): void {
  clearFailures(db, account);
  clearFailures(db, sourceKey(ip, account));
  hitWindow(db, grantKey(ip, account), Math.max(1, s.lockMinutes) * 60_000);
}
