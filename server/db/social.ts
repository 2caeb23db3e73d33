// Social login records (SPEC §2.5, §2.6): sign-ins started (by the state's digest: single use,
// short lived), provider accounts linked to members, and the demo provider's codes.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './open.ts';
import { perDb } from './statements.ts';

/** A started sign-in is good for this long: the time to consent at the provider. */
export const STATE_TTL_MS = 10 * 60_000;
/** A demo provider's code is good for this long, and once. */
export const CODE_TTL_MS = 60_000;

export const digest = (v: string) => createHash('sha256').update(v).digest('base64url');
export const newSecret = () => randomBytes(32).toString('base64url');
/** PKCE S256 (RFC 7636): the challenge of a verifier. */
export const challengeOf = (verifier: string) => digest(verifier);

const stmts = perDb((db) => ({
  insertState: db.prepare(
    'INSERT INTO social_states (state_digest, provider, challenge, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ),
  useState: db.prepare(
    'UPDATE social_states SET used_at = ? WHERE state_digest = ? AND used_at IS NULL AND expires_at > ?',
  ),
  state: db.prepare<[string], { provider: string; challenge: string }>(
    'SELECT provider, challenge FROM social_states WHERE state_digest = ?',
  ),
  purgeStates: db.prepare('DELETE FROM social_states WHERE expires_at < ?'),
  link: db.prepare<[string, string], { member_id: number }>(
    'SELECT member_id FROM social_links WHERE provider = ? AND subject = ?',
  ),
  insertLink: db.prepare('INSERT INTO social_links (provider, subject, member_id, created_at) VALUES (?, ?, ?, ?)'),
  insertCode: db.prepare(
    `INSERT INTO demo_idp_codes (code_digest, client_id, redirect_uri, challenge, subject, name, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ),
  useCode: db.prepare(
    'UPDATE demo_idp_codes SET used_at = ? WHERE code_digest = ? AND used_at IS NULL AND expires_at > ?',
  ),
  code: db.prepare<
    [string],
    { client_id: string; redirect_uri: string; challenge: string; subject: string; name: string }
  >('SELECT client_id, redirect_uri, challenge, subject, name FROM demo_idp_codes WHERE code_digest = ?'),
  purgeCodes: db.prepare('DELETE FROM demo_idp_codes WHERE expires_at < ?'),
}));

/** A new sign-in: its state (kept only as a digest) bound to the provider and the PKCE challenge. */
export function startSignIn(db: Db, provider: string, challenge: string, now = Date.now()): string {
  const state = newSecret();
  const s = stmts(db);
  // Expired rows a day old are dropped, so the table holds only sign-ins that may still finish.
  s.purgeStates.run(now - 86_400_000);
  s.insertState.run(digest(state), provider, challenge, now, now + STATE_TTL_MS);
  return state;
}

/** The sign-in of `state`, used up: unknown, expired or already used answers null. */
export function takeSignIn(db: Db, state: string, now = Date.now()): { provider: string; challenge: string } | null {
  const s = stmts(db);
  const d = digest(state);
  if (s.useState.run(now, d, now).changes !== 1) return null;
  return s.state.get(d) ?? null;
}

export const memberOfSubject = (db: Db, provider: string, subject: string): number | null =>
  stmts(db).link.get(provider, subject)?.member_id ?? null;

export function linkSubject(db: Db, provider: string, subject: string, memberId: number, now = Date.now()): void {
  stmts(db).insertLink.run(provider, subject, memberId, new Date(now).toISOString());
}

export interface DemoGrant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  subject: string;
  name: string;
}

/** The demo provider's authorization code for a consent: single use, CODE_TTL_MS. */
export function issueDemoCode(db: Db, g: DemoGrant, now = Date.now()): string {
  const code = newSecret();
  const s = stmts(db);
  s.purgeCodes.run(now - 86_400_000);
  s.insertCode.run(digest(code), g.clientId, g.redirectUri, g.challenge, g.subject, g.name, now + CODE_TTL_MS);
  return code;
}

/** The grant of a demo code, used up: unknown, expired or already used answers null. */
export function redeemDemoCode(db: Db, code: string, now = Date.now()): DemoGrant | null {
  const s = stmts(db);
  const d = digest(code);
  if (s.useCode.run(now, d, now).changes !== 1) return null;
  const r = s.code.get(d);
  return r
    ? { clientId: r.client_id, redirectUri: r.redirect_uri, challenge: r.challenge, subject: r.subject, name: r.name }
    : null;
}
