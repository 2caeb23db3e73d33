// Opens (creating on first start) the reference server's database under DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './schema.ts';
import { assertSchemaAsMigrated } from './schema-check.ts';
import { checkDataPresent, markDataPresent } from './data-marker.ts';
import { keepDataPrivate, PRIVATE_DIR_MODE } from './private-files.ts';
import { seedIfEmpty, seedWithSchema } from './seed.ts';

export type Db = Database.Database;

export const DB_FILE = 'site.db';

/** `log` hears what could not be made private (server/db/private-files.ts). */
export function openDatabase(dataDir: string, log: (line: string) => void = () => {}): Db {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  checkDataPresent(dataDir, DB_FILE);
  // Closed before SQLite creates anything in it; the files once they all exist (below).
  keepDataPrivate(dataDir, DB_FILE);
  const db = new Database(path.join(dataDir, DB_FILE));
  try {
    // WAL lets readers (every catalogue call) run while a write (a bet, a deposit) commits.
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // A second process (a test, an admin script) waits for the lock instead of failing.
    db.pragma('busy_timeout = 5000');
    // Checked before migrating too: a planted trigger would otherwise fire on the migrations' own writes.
    assertSchemaAsMigrated(db, path.join(dataDir, DB_FILE));
    migrate(db, (version) => seedWithSchema(db, version));
    assertSchemaAsMigrated(db, path.join(dataDir, DB_FILE));
    seedIfEmpty(db);
    markDataPresent(dataDir);
    for (const what of keepDataPrivate(dataDir, DB_FILE))
      log(
        `WARNING: could not make ${what} private (0700 folder, 0600 files): give the server's user ownership of DATA_DIR`,
      );
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

/** Folds the WAL back into site.db so the data directory is one self-contained file. */
export function closeDatabase(db: Db): void {
  if (!db.open) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
