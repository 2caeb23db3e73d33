// A marker file in DATA_DIR says "this directory holds a site". Without it, a database file
// lost or truncated to zero bytes (a failed restore, a disk full, a wrong volume mount) would
// be created and seeded afresh: the server would come up as a new, empty site and take
// registrations and deposits on top of the loss. With the marker there, the server refuses
// to start and says what is wrong instead.
import fs from 'node:fs';
import path from 'node:path';
import { StartRefused } from '../start-refused.ts';

export const MARKER_FILE = '.aurora-site';

export class MissingDataError extends StartRefused {}

/** Throws MissingDataError when the marker says a site was here but its database file is gone or empty. */
export function checkDataPresent(dataDir: string, dbFile: string): void {
  const marker = path.join(dataDir, MARKER_FILE);
  if (!fs.existsSync(marker)) return;
  const file = path.join(dataDir, dbFile);
  const size = fs.existsSync(file) ? fs.statSync(file).size : -1;
  if (size > 0) return;
  throw new MissingDataError(
    `Refusing to start: ${file} is ${size < 0 ? 'missing' : 'empty (0 bytes)'}, but ${marker} says this ` +
      `data directory held a site. Starting would create a new, empty site. Restore ${dbFile} from a backup; ` +
      `only to start a new site on purpose, delete ${marker}.`,
  );
}

/** Written once a database with its schema and seed exists in the directory. */
export function markDataPresent(dataDir: string): void {
  const marker = path.join(dataDir, MARKER_FILE);
  if (fs.existsSync(marker)) return;
  fs.writeFileSync(
    marker,
    'This directory holds an Aurora site database. While this file exists the server will not start on a missing or empty database.\n',
  );
}
