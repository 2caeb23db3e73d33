// The data directory holds password hashes, personal data, sessions' digests and payment-page
// secrets: no other local user may read it. At every start the folder is made 0700 and the
// database files 0600 (site.db, its -wal and -shm, the copies a restore keeps, backups in
// progress), so a folder created under a loose umask, copied, or restored from a backup made
// elsewhere is closed again, and so are the secrets kept beside them (the backup key and the
// generated operator token), which are written 0600 but may have been copied looser.
import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_KEY_FILE } from '../operator/backup-seal.ts';
import { TOKEN_FILE } from '../operator/token.ts';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A database file of `dbFile`: itself, its -wal/-shm/-journal, a copy a restore kept (`.before-restore-…`). */
const isDatabaseFile = (name: string, dbFile: string) =>
  name === dbFile || name.startsWith(`${dbFile}-`) || name.startsWith(`${dbFile}.`);
const SECRET_FILES = new Set([BACKUP_KEY_FILE, TOKEN_FILE]);

function restrict(file: string, mode: number, failed: string[]): void {
  try {
    if ((fs.statSync(file).mode & 0o777) !== mode) fs.chmodSync(file, mode);
  } catch (e) {
    // Gone in between (SQLite removes its -shm and -wal on close): nothing left to protect.
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') failed.push(`${file} (${(e as Error).message})`);
  }
}

/**
 * Makes DATA_DIR 0700 and every database and secret file in it 0600; answers what it could not change
 * (a folder owned by another user), for the start-up log.
 */
export function keepDataPrivate(dataDir: string, dbFile: string): string[] {
  const failed: string[] = [];
  restrict(dataDir, PRIVATE_DIR_MODE, failed);
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    const full = path.join(dataDir, entry.name);
    if (entry.isFile() && (isDatabaseFile(entry.name, dbFile) || SECRET_FILES.has(entry.name)))
      restrict(full, PRIVATE_FILE_MODE, failed);
    else if (entry.isDirectory() && entry.name === 'backup-tmp') {
      restrict(full, PRIVATE_DIR_MODE, failed);
      for (const f of fs.readdirSync(full)) restrict(path.join(full, f), PRIVATE_FILE_MODE, failed);
    }
  }
  return failed;
}
