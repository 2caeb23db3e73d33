// The operator's token: the secret every operator call (/wps/admin/…) carries in X-Admin-Token.
// Out of the box an operator can act: with no token configured, the first start generates one
// and keeps it in DATA_DIR/operator-token (mode 0600), where `npm run operator` finds it. An
// explicit token (ADMIN_TOKEN, else the site config's wallet.adminToken) wins over the file and is
// written to it too (mode 0600, owned by the server's user), so the CLI on the machine finds it
// even when the token came from a secrets file only root reads. "off" in either turns the
// operator API off: its calls then say so (OPERATOR_API_DISABLED) instead of looking like a
// wrong token.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config.ts';

export const TOKEN_FILE = 'operator-token';

export type TokenSource = 'ADMIN_TOKEN' | 'site config wallet.adminToken' | 'token file';

export type OperatorKey =
  | {
      state: 'on';
      /** SHA-256 of the token: compared in constant time, never the token itself. */
      digest: Buffer;
      /** Who acted, in the audit log and server log: the first 12 hex digits of the token's SHA-256. */
      fingerprint: string;
      source: TokenSource;
      /** The token file: the token came from it, or an explicit token was written to it for the CLI. */
      file: string | null;
    }
  | { state: 'off' };

export const tokenDigest = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();
export const fingerprintOf = (token: string): string => tokenDigest(token).toString('hex').slice(0, 12);

/** The explicitly configured token: ADMIN_TOKEN wins over the site config; '' when neither sets one. */
export function configuredToken(site: SiteConfig, env: NodeJS.ProcessEnv = process.env): string {
  const wallet = (site as unknown as { wallet?: { adminToken?: unknown } }).wallet;
  const fromSite = typeof wallet?.adminToken === 'string' ? wallet.adminToken : '';
  return (env.ADMIN_TOKEN?.trim() || fromSite).trim();
}

const keyOf = (token: string, source: TokenSource, file: string | null): OperatorKey => ({
  state: 'on',
  digest: tokenDigest(token),
  fingerprint: fingerprintOf(token),
  source,
  file,
});

/**
 * The operator key this server runs with. With no token configured it reads DATA_DIR's token
 * file, or writes a new random one there (created exclusively, so two processes starting on
 * one fresh directory cannot both write) and logs once how to use it; the token itself is
 * never logged.
 */
export function operatorKey(
  o: { dataDir: string; site: SiteConfig; log: (line: string) => void },
  env: NodeJS.ProcessEnv = process.env,
): OperatorKey {
  const configured = configuredToken(o.site, env);
  if (configured.toLowerCase() === 'off') return { state: 'off' };
  const file = join(o.dataDir, TOKEN_FILE);
  if (configured) {
    if (keepExplicitToken(o.dataDir, file, configured))
      o.log(
        `Operator token from ${env.ADMIN_TOKEN?.trim() ? 'ADMIN_TOKEN' : 'the site config'} written to ${file} (mode 0600) for "npm run operator" on this machine`,
      );
    return keyOf(configured, env.ADMIN_TOKEN?.trim() ? 'ADMIN_TOKEN' : 'site config wallet.adminToken', file);
  }
  const existing = readToken(file);
  if (existing) {
    // A copied data directory can lose the mode: the token is a password, keep it private.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return keyOf(existing, 'token file', file);
  }
  mkdirSync(o.dataDir, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  try {
    writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    // Another process wrote it between our read and our write: use theirs.
    const theirs = (e as NodeJS.ErrnoException).code === 'EEXIST' ? readToken(file) : null;
    if (!theirs) throw e;
    return keyOf(theirs, 'token file', file);
  }
  o.log(
    `Operator token generated in ${file} (mode 0600; set ADMIN_TOKEN to use your own). ` +
      `Use it with "npm run operator -- pending", which reads that file, or send it as the X-Admin-Token header.`,
  );
  return keyOf(token, 'token file', file);
}

/**
 * Writes an explicit token to the token file, where the CLI run as the server's user reads it
 * (under systemd ADMIN_TOKEN often comes from a root-only EnvironmentFile). Written beside and
 * renamed, so a reader never sees half a token; left alone when it already holds this token.
 * Answers whether it wrote the file.
 */
function keepExplicitToken(dataDir: string, file: string, token: string): boolean {
  if (readToken(file) === token) {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return false;
  }
  mkdirSync(dataDir, { recursive: true });
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, `${token}\n`, { mode: 0o600 });
  chmodSync(part, 0o600);
  renameSync(part, file);
  return true;
}

function readToken(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}
