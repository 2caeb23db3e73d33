// Per-IP and per-account rate limits: fixed-window counters in the server's database
// (server/db/limits.ts), so a restart keeps them. A refusal is a 429 envelope with
// value.retryAfterSeconds.
import type { Db } from '../db/open.ts';
import { hitWindow } from '../db/limits.ts';
import type { Limit, LimitName } from './accounts-config.ts';
import { apiError } from '../http/errors.ts';

/** Seconds until the window ends when this hit is over `max`, else 0. */
function hit(db: Db, key: string, max: number, windowMs: number, now: number): number {
  const w = hitWindow(db, key, windowMs, now);
  return w.count > max ? Math.max(1, Math.ceil((w.expiresAt - now) / 1000)) : 0;
}

/**
 * Counts one attempt against the IP and (when given) the account; throws 429 when either
 * is over its limit. A limit of 0 means unlimited.
 */
export function rateLimit(db: Db, name: LimitName, limit: Limit, ip: string, account?: string, now = Date.now()): void {
  const windowMs = limit.windowSeconds * 1000;
  const waits = [
    limit.perIp > 0 ? hit(db, `${name}|ip|${ip}`, limit.perIp, windowMs, now) : 0,
    account && limit.perAccount > 0
      ? hit(db, `${name}|acct|${account.toLowerCase()}`, limit.perAccount, windowMs, now)
      : 0,
  ];
  const wait = Math.max(...waits);
  if (wait > 0) {
    throw apiError('RATE_LIMITED', `Too many attempts. Please try again in ${wait} seconds`, {
      retryAfterSeconds: wait,
    });
  }
}
