// Fixed-window counters kept in SQLite (migration-limits.ts): rate limits per address and
// per account, and wrong guesses of a member's secrets. Each change is one statement, so
// it is atomic and synchronous; a restart finds every window as it was.
import type { Db } from './open.ts';
import { perDb } from './statements.ts';

export interface LimitWindow {
  count: number;
  /** ms since the epoch when the window ends. */
  expiresAt: number;
}

/** Every this many writes, windows that have ended are deleted. */
const SWEEP_EVERY = 1000;
const writes = new WeakMap<Db, number>();

const stmts = perDb((db) => ({
  // A window that has run out starts again at this hit (the columns on the right of SET
  // are the row's old values, so both CASEs see the same expiry).
  hit: db.prepare<[{ key: string; now: number; expires: number }], LimitWindow>(
    `INSERT INTO limit_windows (key, expires_at, count) VALUES (@key, @expires, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN expires_at <= @now THEN 1 ELSE count + 1 END,
       expires_at = CASE WHEN expires_at <= @now THEN @expires ELSE expires_at END
     RETURNING count, expires_at AS expiresAt`,
  ),
  get: db.prepare<[string, number], LimitWindow>(
    'SELECT count, expires_at AS expiresAt FROM limit_windows WHERE key = ? AND expires_at > ?',
  ),
  sweep: db.prepare<[number]>('DELETE FROM limit_windows WHERE expires_at <= ?'),
}));

/** Counts one event in `key`'s window (opening one of windowMs if none is running); answers the window after it. */
export function hitWindow(db: Db, key: string, windowMs: number, now = Date.now()): LimitWindow {
  const n = (writes.get(db) ?? 0) + 1;
  writes.set(db, n);
  if (n % SWEEP_EVERY === 0) stmts(db).sweep.run(now);
  return stmts(db).hit.get({ key, now, expires: now + windowMs })!;
}

/** The running window of `key`, or null when none runs. */
export function readWindow(db: Db, key: string, now = Date.now()): LimitWindow | null {
  return stmts(db).get.get(key, now) ?? null;
}

const failureStmts = perDb((db) => ({
  updated: db.prepare<[string], { at: string }>('SELECT updated_at AS at FROM login_failures WHERE user_key = ?'),
}));

/** When the last failed login under `key` was counted (ms since the epoch), or null. */
export function lastFailureAt(db: Db, key: string): number | null {
  const row = failureStmts(db).updated.get(key);
  return row ? Date.parse(row.at) : null;
}
