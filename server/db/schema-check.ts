// The schema a database holds must be exactly the one the migrations create: a table, index,
// view or trigger they do not create is code or data the server never wrote (a trigger planted
// in a backup can pay every approved deposit ten times, and would run inside the server's own
// transactions). Restore (scripts/operator/restore.ts) and every start (open.ts) compare
// sqlite_master with the schema a fresh run of the same migrations produces in memory.
import Database from 'better-sqlite3';
import { StartRefused } from '../start-refused.ts';
import { MIGRATIONS } from './migrations/index.ts';

interface SchemaRow {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** Tables SQLite itself writes when someone runs ANALYZE: statistics for the planner, no code. */
const SQLITE_STATISTICS = new Set(['sqlite_stat1', 'sqlite_stat4']);

const READ_SCHEMA = 'SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name';

const expectedByVersion = new Map<number, Map<string, SchemaRow>>();

/** What the first `version` migrations create, keyed by type and name. */
function expectedSchema(version: number): Map<string, SchemaRow> {
  let rows = expectedByVersion.get(version);
  if (!rows) {
    const fresh = new Database(':memory:');
    try {
      for (const sql of MIGRATIONS.slice(0, version)) fresh.exec(sql);
      rows = new Map((fresh.prepare(READ_SCHEMA).all() as SchemaRow[]).map((r) => [`${r.type} ${r.name}`, r]));
    } finally {
      fresh.close();
    }
    expectedByVersion.set(version, rows);
  }
  return rows;
}

/**
 * Every difference between the database's schema and the one its `user_version` of migrations
 * creates, one line each (`trigger pay_tenfold (on deposits) is not created by the migrations`);
 * empty when they are the same.
 */
export function schemaDifferences(db: Database.Database): string[] {
  const version = db.pragma('user_version', { simple: true }) as number;
  // A newer build's database: migrate() refuses it with its own message.
  if (version > MIGRATIONS.length) return [];
  const expected = expectedSchema(version);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const row of db.prepare(READ_SCHEMA).all() as SchemaRow[]) {
    const key = `${row.type} ${row.name}`;
    seen.add(key);
    const want = expected.get(key);
    const what = row.tbl_name && row.tbl_name !== row.name ? `${key} (on ${row.tbl_name})` : key;
    if (!want) {
      if (row.type === 'table' && SQLITE_STATISTICS.has(row.name)) continue;
      out.push(`${what} is not created by the migrations`);
    } else if (want.sql !== row.sql || want.tbl_name !== row.tbl_name) out.push(`${what} differs from the migrations'`);
  }
  for (const key of expected.keys()) if (!seen.has(key)) out.push(`${key} is missing`);
  return out;
}

/** Thrown by a start on a database whose schema the migrations did not write. */
export class ForeignSchemaError extends StartRefused {}

/** Refuses to serve a database holding anything the migrations do not create (called after migrating). */
export function assertSchemaAsMigrated(db: Database.Database, file: string): void {
  const differences = schemaDifferences(db);
  if (differences.length === 0) return;
  throw new ForeignSchemaError(
    `Refusing to start: ${file} holds schema the migrations do not create (${differences.join('; ')}). ` +
      'It may run code inside every transaction. Restore a backup the server wrote (docs/operations.md), ' +
      'or remove what is listed if you added it yourself.',
  );
}
