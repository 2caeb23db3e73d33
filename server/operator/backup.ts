// Backups with SQLite's online backup API (better-sqlite3 db.backup): the copy is consistent
// (one snapshot of every table) while the site keeps serving, since the backup copies pages
// in steps between requests and restarts a step a write changed. Restoring is done with the
// server stopped (scripts/operator/restore.ts; docs/operations.md), which checks the seal
// every backup carries (backup-seal.ts).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/open.ts';
import { FileAnswer } from '../http/file-answer.ts';
import { ensureBackupKey, sealBackup } from './backup-seal.ts';

export const SQLITE_TYPE = 'application/vnd.sqlite3';

/** A snapshot of the database in a temporary file under DATA_DIR (same disk: no cross-device copy). */
export async function snapshot(db: Db, dataDir: string, now = new Date()): Promise<FileAnswer> {
  const dir = join(dataDir, 'backup-tmp');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `${randomBytes(8).toString('hex')}.db`);
  try {
    await db.backup(path);
    sealBackup(path, ensureBackupKey(dataDir));
    // SQLite creates it under the process umask; the folder is 0700, the copy private too.
    chmodSync(path, 0o600);
  } catch (e) {
    rmSync(path, { force: true });
    throw e;
  }
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return new FileAnswer(path, `aurora-${stamp}.db`, SQLITE_TYPE);
}
