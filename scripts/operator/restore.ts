// Restore, done with the server stopped: the backup is checked (the seal this site's server
// put on it, SQLite's integrity check, a schema version this server can open, and exactly the
// tables, indexes, views and triggers the migrations create), a server still holding the
// database is detected by SQLite's own lock and refused, the current database is kept beside
// it, and the backup takes its place. Its stale -wal and -shm files go, or SQLite would replay
// them onto the restored file.
import { copyFileSync, existsSync, openSync, fsyncSync, closeSync, renameSync, rmSync, truncateSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE } from '../../server/db/open.ts';
import { SCHEMA_VERSION } from '../../server/db/schema.ts';
import { schemaDifferences } from '../../server/db/schema-check.ts';
import { BACKUP_KEY_FILE, checkSeal, readBackupKey, siteIdOf } from '../../server/operator/backup-seal.ts';
import { CliError, defaultDataDir } from './client.ts';

/** Checks the copy about to go in place (opening the operator's own file would leave -wal and -shm beside it). */
function checkBackup(copy: string, file: string): void {
  let db: Database.Database;
  try {
    db = new Database(copy, { fileMustExist: true, timeout: 0 });
  } catch (e) {
    throw new CliError(`${file} is not a database this server can open: ${(e as Error).message}`);
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new CliError(`${file} fails SQLite's integrity check: ${String(check)}`);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version < 1 || version > SCHEMA_VERSION)
      throw new CliError(`${file} has schema ${version}; this server opens 1 to ${SCHEMA_VERSION}`);
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'members'").get())
      throw new CliError(`${file} is not an Aurora database (it has no members table)`);
    const differences = schemaDifferences(db);
    if (differences.length > 0)
      throw new CliError(
        `${file} holds schema the migrations do not create, which could run code in the server's transactions: ${differences.join('; ')}. Refused`,
      );
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`${file} is not a database this server can open: ${(e as Error).message}`);
  } finally {
    db.close();
  }
}

/** Refuses a file this site's server did not write, or one changed since; leaves only the database bytes. */
function checkAndUnseal(copy: string, file: string, dataDir: string, key: Buffer): void {
  const seal = checkSeal(copy, key);
  if (seal.ok) {
    truncateSync(copy, seal.databaseBytes);
    return;
  }
  const keyFile = join(dataDir, BACKUP_KEY_FILE);
  if (seal.reason === 'unsealed')
    throw new CliError(
      `${file} carries no backup seal: only a backup this site's server wrote (npm run operator -- backup) can be restored`,
    );
  if (seal.reason === 'other-site')
    throw new CliError(
      `${file} was written by another site (site ${seal.site}); ${dataDir} is site ${siteIdOf(key)}. ` +
        `To move a site on purpose, put the backup-key of the site that wrote it in ${keyFile} first (docs/operations.md)`,
    );
  throw new CliError(`${file} was changed after the server wrote it (its seal does not match): refused`);
}

/** Refuses while any process (a running server) has the database open: it holds a lock we cannot take. */
function ensureStopped(database: string): void {
  if (!existsSync(database)) return;
  const db = new Database(database, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('ROLLBACK');
  } catch (e) {
    if ((e as { code?: string }).code === 'SQLITE_BUSY')
      throw new CliError(`A server has ${database} open: stop it first, then restore, then start it again`);
    throw e;
  } finally {
    db.close();
  }
}

export function restore(
  file: string,
  dataDirFlag: string | undefined,
  env: NodeJS.ProcessEnv,
  now = new Date(),
): { database: string; previous: string | null } {
  const backup = resolve(file);
  const dataDir = dataDirFlag ? resolve(dataDirFlag) : defaultDataDir(env);
  const database = join(dataDir, DB_FILE);
  if (!existsSync(backup)) throw new CliError(`${file} does not exist: give the path of a backup file`);
  if (!existsSync(dataDir))
    throw new CliError(
      `The data folder ${dataDir} does not exist: create it (mode 0700, owned by the server's user), ` +
        `put this site's backup-key in it (from your secret store), then restore again (docs/operations.md)`,
    );
  const key = readBackupKey(dataDir);
  if (!key)
    throw new CliError(
      `${join(dataDir, BACKUP_KEY_FILE)} is missing: a backup is checked with the key of the site that wrote it. ` +
        "Put that site's backup-key there first (docs/operations.md)",
    );
  const incoming = `${database}.restoring`;
  const removeIncoming = () => {
    for (const f of ['', '-wal', '-shm']) rmSync(`${incoming}${f}`, { force: true });
  };
  copyFileSync(backup, incoming);
  try {
    checkAndUnseal(incoming, file, dataDir, key);
    checkBackup(incoming, file);
    ensureStopped(database);
  } catch (e) {
    removeIncoming();
    throw e;
  }
  const fd = openSync(incoming, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  let previous: string | null = null;
  if (existsSync(database)) {
    previous = `${database}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(database, previous);
  }
  for (const stale of ['-wal', '-shm']) rmSync(`${database}${stale}`, { force: true });
  renameSync(incoming, database);
  return { database, previous };
}
