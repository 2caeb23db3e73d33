// Prepared statements are compiled once per connection and reused: a WeakMap keyed by the
// connection lets a closed database (and its statements) be garbage-collected.
import type { Db } from './open.ts';

export function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let value = cache.get(db);
    if (value === undefined) {
      value = build(db);
      cache.set(db, value);
    }
    return value;
  };
}

/**
 * SQL fragment ranking a text row's language: the requested one first, then English,
 * then Portuguese (the site default), so a topic missing a translation still shows.
 */
export const LANGUAGE_RANK = `CASE language WHEN @language THEN 0 WHEN 'en' THEN 1 WHEN 'pt' THEN 2 ELSE 3 END`;

/** SQL fragment: member m is a downline of @agent (registered with one of its link codes, live or deleted). */
export const OWN_DOWNLINE = `EXISTS (SELECT 1 FROM agent_links l WHERE l.code = m.affiliate_code COLLATE NOCASE AND l.member_id = @agent)`;

/** Timestamps are stored as ISO-8601 TEXT (UTC, milliseconds). */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** Pages of a record list: at least one, so an empty list is page 1 of 1. */
export const pageCount = (rows: number, pageSize: number): number => Math.max(1, Math.ceil(rows / pageSize));
