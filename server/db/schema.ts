// The reference server's SQLite schema. Money is integer cents, timestamps are ISO-8601
// TEXT. Migrations are append-only files under migrations/: PRAGMA user_version records how
// many have run, so a data directory from an older build upgrades in place and a newer one
// is never touched.
import { MIGRATION_ROWS, MIGRATIONS } from './migrations/index.ts';
import type { Db } from './open.ts';

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the schema up to SCHEMA_VERSION; refuses a database written by a newer build.
 * `reached(version)` runs in the same transaction after each migration, for the site content
 * that first shipped with that migration's tables (server/db/seed.ts seedWithSchema).
 */
export function migrate(db: Db, reached: (version: number) => void = () => {}): void {
  const current = db.pragma('user_version', { simple: true });
  if (typeof current !== 'number') throw new Error('PRAGMA user_version returned no number');
  if (current > SCHEMA_VERSION) {
    throw new Error(`database schema ${current} is newer than this server (${SCHEMA_VERSION})`);
  }
  db.transaction(() => {
    for (let v = current; v < SCHEMA_VERSION; v++) {
      db.exec(MIGRATIONS[v] ?? '');
      MIGRATION_ROWS.get(v + 1)?.(db);
      reached(v + 1);
    }
    // PRAGMA takes no bound parameters; the value is our own integer.
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
