// Per-IP and per-account rate limits: fixed-window counters in memory, one table per
// server (keyed by its database), so tests and restarts start clean. A refusal is a 429
// envelope with value.retryAfterSeconds.
import type { Db } from '../db/open.ts';
import { HttpError } from '../http/envelope.ts';
import type { Limit, LimitName } from './accounts-config.ts';

interface Window {
  start: number;
  count: number;
}
const tables = new WeakMap<Db, Map<string, Window>>();
const SWEEP_AT = 10_000;

function hit(table: Map<string, Window>, key: string, max: number, windowMs: number, now: number): number {
  let w = table.get(key);
  if (!w || now - w.start >= windowMs) {
    if (table.size >= SWEEP_AT) for (const [k, v] of table) if (now - v.start >= windowMs) table.delete(k);
    w = { start: now, count: 0 };
    table.set(key, w);
  }
  w.count++;
  return w.count > max ? Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) : 0;
}

/**
 * Counts one attempt against the IP and (when given) the account; throws 429 when either
 * is over its limit. A limit of 0 means unlimited.
 */
export function rateLimit(db: Db, name: LimitName, limit: Limit, ip: string, account?: string, now = Date.now()): void {
  let table = tables.get(db);
  if (!table) tables.set(db, (table = new Map()));
  const windowMs = limit.windowSeconds * 1000;
  const waits = [
    limit.perIp > 0 ? hit(table, `${name}|ip|${ip}`, limit.perIp, windowMs, now) : 0,
    account && limit.perAccount > 0
      ? hit(table, `${name}|acct|${account.toLowerCase()}`, limit.perAccount, windowMs, now)
      : 0,
  ];
  const wait = Math.max(...waits);
  if (wait > 0) {
    throw new HttpError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${wait} seconds`, {
      retryAfterSeconds: wait,
    });
  }
}
