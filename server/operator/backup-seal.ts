// Backups the server writes carry a seal: an HMAC-SHA256 of the database bytes under a key
// only this site holds (DATA_DIR/backup-key, mode 0600, written at the first start), appended
// after the SQLite file as one fixed-length line. Restore checks it before anything else, so a
// file that another site wrote, or anyone changed after this server wrote it (a trigger added
// with the sqlite3 shell), is refused with a message that says which. SQLite reads a file by
// the page count in its header and ignores the line after the pages, so a sealed backup still
// opens as a database for reading; restore puts only the database bytes in place.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const BACKUP_KEY_FILE = 'backup-key';

const PREFIX = '\nAURORA-BACKUP-SEAL v1 site=';
/** `\nAURORA-BACKUP-SEAL v1 site=<12 hex> hmac-sha256=<64 hex>\n` */
const SEAL = /^\nAURORA-BACKUP-SEAL v1 site=([0-9a-f]{12}) hmac-sha256=([0-9a-f]{64})\n$/;
export const SEAL_LENGTH = PREFIX.length + 12 + ' hmac-sha256='.length + 64 + 1;
/** Bound into the MAC, so a digest made for another purpose with the same key never passes. */
const CONTEXT = 'aurora-backup-v1\n';

/** The site's backup key, written (random, 256 bits, mode 0600) when the folder has none. */
export function ensureBackupKey(dataDir: string): Buffer {
  const file = join(dataDir, BACKUP_KEY_FILE);
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return readBackupKey(dataDir)!;
}

/** The folder's key, or null when it has none (a new folder restore is about to fill). */
export function readBackupKey(dataDir: string): Buffer | null {
  const file = join(dataDir, BACKUP_KEY_FILE);
  if (!existsSync(file)) return null;
  const hex = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} is not a backup key (64 hex digits)`);
  return Buffer.from(hex, 'hex');
}

/** A name for the key that gives nothing of it away: which site wrote a backup. */
export const siteIdOf = (key: Buffer) =>
  createHash('sha256').update('aurora-backup-site:').update(key).digest('hex').slice(0, 12);

/** The HMAC of the file's first `length` bytes, read in pieces (a database can be large). */
function macOf(fd: number, length: number, key: Buffer): Buffer {
  const mac = createHmac('sha256', key).update(CONTEXT);
  const chunk = Buffer.alloc(1 << 20);
  for (let at = 0; at < length; ) {
    const n = readSync(fd, chunk, 0, Math.min(chunk.length, length - at), at);
    if (n === 0) throw new Error('the file ended early');
    mac.update(chunk.subarray(0, n));
    at += n;
  }
  return mac.digest();
}

/** Appends the seal to a database file the server just wrote. */
export function sealBackup(path: string, key: Buffer): void {
  const fd = openSync(path, 'r+');
  try {
    const length = fstatSync(fd).size;
    const line = `${PREFIX}${siteIdOf(key)} hmac-sha256=${macOf(fd, length, key).toString('hex')}\n`;
    writeSync(fd, line, length);
  } finally {
    closeSync(fd);
  }
}

export type SealCheck =
  | { ok: true; databaseBytes: number }
  | { ok: false; reason: 'unsealed' | 'other-site' | 'changed'; site?: string };

/** Whether the file carries this site's seal over exactly the bytes before it. */
export function checkSeal(path: string, key: Buffer): SealCheck {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size <= SEAL_LENGTH) return { ok: false, reason: 'unsealed' };
    const tail = Buffer.alloc(SEAL_LENGTH);
    readSync(fd, tail, 0, SEAL_LENGTH, size - SEAL_LENGTH);
    const seal = SEAL.exec(tail.toString('latin1'));
    if (!seal) return { ok: false, reason: 'unsealed' };
    const [, site, mac] = seal as unknown as [string, string, string];
    if (site !== siteIdOf(key)) return { ok: false, reason: 'other-site', site };
    const databaseBytes = size - SEAL_LENGTH;
    if (!timingSafeEqual(macOf(fd, databaseBytes, key), Buffer.from(mac, 'hex')))
      return { ok: false, reason: 'changed' };
    return { ok: true, databaseBytes };
  } finally {
    closeSync(fd);
  }
}
