// Account queries: members by name or mobile, registration, passwords, sessions per
// member, failed-login counters, single-use captchas and SMS codes, the SMS outbox,
// affiliate codes. Secrets (session tokens, captcha keys, SMS codes) are stored as
// SHA-256 digests, like the sessions table (members.ts).
import { createHash } from 'node:crypto';
import type { Db } from './open.ts';
import { perDb } from './statements.ts';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

export interface LoginRow {
  id: number;
  userName: string;
  passwordHash: string;
  type: number;
  firstTimeLogin: number;
  merchantCode: string;
  /** When the password was last set (ISO): changed, or the account created. */
  passwordSetAt: string;
}

const MEMBER_COLUMNS = `id, user_name AS userName, password_hash AS passwordHash, type, first_time_login AS firstTimeLogin,
  merchant_code AS merchantCode, COALESCE(password_changed_at, created_at) AS passwordSetAt`;

const stmts = perDb((db) => ({
  byName: db.prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE user_name = ? COLLATE NOCASE`),
  byMobile: db.prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE country_dialing_code = ? AND mobile_num = ?`),
  byId: db.prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE id = ?`),
  insert:
    db.prepare(`INSERT INTO members (user_name, password_hash, type, nickname, created_at, merchant_code, country_dialing_code,
    mobile_num, first_time_login, profile_json, register_method, affiliate_code)
    VALUES (@userName, @passwordHash, @type, @nickname, @now, @merchantCode, @countryDialingCode, @mobileNum, @firstTimeLogin,
    @profileJson, @registerMethod, @affiliateCode)`),
  setPassword: db.prepare(
    'UPDATE members SET password_hash = ?, first_time_login = 0, password_changed_at = ? WHERE id = ?',
  ),
  revokeOthers: db.prepare('UPDATE sessions SET revoked = 1 WHERE member_id = ? AND token <> ?'),
  revokeAll: db.prepare('UPDATE sessions SET revoked = 1 WHERE member_id = ?'),
  credit: db.prepare('INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, ?, ?, ?, ?)'),
  failures: db.prepare('SELECT failures, locked_until AS lockedUntil FROM login_failures WHERE user_key = ?'),
  setFailures: db.prepare(`INSERT INTO login_failures (user_key, failures, locked_until, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_key) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until, updated_at = excluded.updated_at`),
  clearFailures: db.prepare('DELETE FROM login_failures WHERE user_key = ?'),
  restampLock: db.prepare(
    'UPDATE login_failures SET locked_until = ?, updated_at = ? WHERE user_key = ? AND locked_until IS NOT NULL',
  ),
  insertCaptcha: db.prepare('INSERT INTO captchas (key_digest, answer, expires_at) VALUES (?, ?, ?)'),
  takeCaptcha: db.prepare('DELETE FROM captchas WHERE key_digest = ? RETURNING answer, expires_at AS expiresAt'),
  purgeCaptchas: db.prepare('DELETE FROM captchas WHERE expires_at <= ?'),
  insertCode:
    db.prepare(`INSERT INTO sms_codes (country_dialing_code, mobile_num, purpose, code_digest, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`),
  lastCode:
    db.prepare(`SELECT id, code_digest AS codeDigest, attempts, used, created_at AS createdAt, expires_at AS expiresAt
    FROM sms_codes WHERE country_dialing_code = ? AND mobile_num = ? AND purpose = ? ORDER BY id DESC LIMIT 1`),
  codeAttempt: db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?'),
  codeUsed: db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?'),
  outbox: db.prepare('INSERT INTO sms_outbox (country_dialing_code, mobile_num, text, created_at) VALUES (?, ?, ?, ?)'),
  listOutbox:
    db.prepare(`SELECT mobile_num AS mobileNum, country_dialing_code AS countryDialingCode, text, created_at AS createdAt
    FROM sms_outbox WHERE mobile_num = ? ORDER BY id DESC LIMIT 20`),
  affiliate: db.prepare('SELECT code FROM affiliate_codes WHERE code = ?'),
  insertAffiliate: db.prepare('INSERT INTO affiliate_codes (code, member_id, created_at) VALUES (?, ?, ?)'),
}));

export const memberByName = (db: Db, userName: string) =>
  (stmts(db).byName.get(userName) as LoginRow | undefined) ?? null;
/** A member by the mobile stored with the account: its dialing code and its E.164 number. */
export const memberByMobile = (db: Db, code: string, e164: string) =>
  (stmts(db).byMobile.get(code, e164) as LoginRow | undefined) ?? null;
export const memberById = (db: Db, id: number) => (stmts(db).byId.get(id) as LoginRow | undefined) ?? null;

export interface NewMember {
  userName: string;
  passwordHash: string;
  type: number;
  nickname?: string;
  merchantCode: string;
  countryDialingCode?: string | null;
  mobileNum?: string | null;
  firstTimeLogin?: boolean;
  profile?: Record<string, string>;
  registerMethod?: string;
  affiliateCode?: string | null;
}

export function insertMember(db: Db, m: NewMember, now = Date.now()): number {
  const r = stmts(db).insert.run({
    userName: m.userName,
    passwordHash: m.passwordHash,
    type: m.type,
    nickname: m.nickname ?? '',
    now: iso(now),
    merchantCode: m.merchantCode,
    countryDialingCode: m.mobileNum ? (m.countryDialingCode ?? null) : null,
    mobileNum: m.mobileNum || null,
    firstTimeLogin: m.firstTimeLogin ? 1 : 0,
    profileJson: JSON.stringify(m.profile ?? {}),
    registerMethod: m.registerMethod ?? '',
    affiliateCode: m.affiliateCode ?? null,
  });
  return Number(r.lastInsertRowid);
}

/** A new password ends the first-login state. */
export function setPassword(db: Db, memberId: number, passwordHash: string, now = Date.now()): void {
  stmts(db).setPassword.run(passwordHash, iso(now), memberId);
}

/** Every session of the member except the one making the call (password change). */
export function revokeOtherSessions(db: Db, memberId: number, keepToken: string): void {
  stmts(db).revokeOthers.run(memberId, sha256(keepToken));
}

export function revokeAllSessions(db: Db, memberId: number): void {
  stmts(db).revokeAll.run(memberId);
}

export function credit(db: Db, memberId: number, kind: string, cents: number, ref: string, now = Date.now()): void {
  stmts(db).credit.run(memberId, kind, cents, ref, iso(now));
}

export interface Failures {
  failures: number;
  lockedUntil: number | null;
}

/** A lock that has run out is forgotten with its count: the next attempt starts afresh. */
export function loginFailures(db: Db, key: string, now = Date.now()): Failures {
  const row = stmts(db).failures.get(key) as { failures: number; lockedUntil: string | null } | undefined;
  if (!row) return { failures: 0, lockedUntil: null };
  const until = row.lockedUntil ? Date.parse(row.lockedUntil) : null;
  if (until !== null && until <= now) {
    stmts(db).clearFailures.run(key);
    return { failures: 0, lockedUntil: null };
  }
  return { failures: row.failures, lockedUntil: until };
}

export function recordFailure(db: Db, key: string, lockAfter: number, lockMs: number, now = Date.now()): Failures {
  const failures = loginFailures(db, key, now).failures + 1;
  const lockedUntil = lockAfter > 0 && failures >= lockAfter ? now + lockMs : null;
  stmts(db).setFailures.run(key, failures, lockedUntil === null ? null : iso(lockedUntil), iso(now));
  return { failures, lockedUntil };
}

export const clearFailures = (db: Db, key: string) => void stmts(db).clearFailures.run(key);

/** A lock runs for lockMs from the failure that confirmed it (counted before its check ended). */
export function restampLock(db: Db, key: string, lockMs: number, now = Date.now()): void {
  stmts(db).restampLock.run(iso(now + lockMs), iso(now), key);
}

export function saveCaptcha(db: Db, key: string, answer: string, ttlMs: number, now = Date.now()): void {
  const s = stmts(db);
  s.purgeCaptchas.run(iso(now));
  s.insertCaptcha.run(sha256(key), answer, iso(now + ttlMs));
}

/** Single use: the captcha is deleted whatever the answer; an expired one never matches. */
export function takeCaptcha(db: Db, key: string, answer: string, now = Date.now()): boolean {
  const row = stmts(db).takeCaptcha.get(sha256(key)) as { answer: string; expiresAt: string } | undefined;
  return row !== undefined && Date.parse(row.expiresAt) > now && row.answer === answer;
}

const codeDigest = (code: string, mobile: string, purpose: string) => sha256(`${purpose}:${mobile}:${code}`);

export interface SmsCodeRow {
  id: number;
  codeDigest: string;
  attempts: number;
  used: number;
  createdAt: string;
  expiresAt: string;
}

export function lastSmsCode(db: Db, cc: string, mobile: string, purpose: string): SmsCodeRow | null {
  return (stmts(db).lastCode.get(cc, mobile, purpose) as SmsCodeRow | undefined) ?? null;
}

export function saveSmsCode(
  db: Db,
  cc: string,
  mobile: string,
  purpose: string,
  code: string,
  ttlMs: number,
  now = Date.now(),
): void {
  stmts(db).insertCode.run(
    cc,
    mobile,
    purpose,
    codeDigest(code, `${cc}${mobile}`, purpose),
    iso(now),
    iso(now + ttlMs),
  );
}

/**
 * Checks a code against the latest one sent for this number and purpose. A match is
 * used up at once; a miss counts, and after maxAttempts misses the code is dead.
 */
export function useSmsCode(
  db: Db,
  cc: string,
  mobile: string,
  purpose: string,
  code: string,
  maxAttempts: number,
  now = Date.now(),
): boolean {
  const row = lastSmsCode(db, cc, mobile, purpose);
  if (!row || row.used || row.attempts >= maxAttempts || Date.parse(row.expiresAt) <= now) return false;
  if (row.codeDigest !== codeDigest(code, `${cc}${mobile}`, purpose)) {
    stmts(db).codeAttempt.run(row.id);
    return false;
  }
  stmts(db).codeUsed.run(row.id);
  return true;
}

export function writeOutbox(db: Db, cc: string, mobile: string, text: string, now = Date.now()): void {
  stmts(db).outbox.run(cc, mobile, text, iso(now));
}

export function readOutbox(db: Db, mobile: string) {
  return stmts(db).listOutbox.all(mobile) as Array<{
    mobileNum: string;
    countryDialingCode: string;
    text: string;
    createdAt: string;
  }>;
}

export const affiliateExists = (db: Db, code: string) => stmts(db).affiliate.get(code) !== undefined;

export function createAffiliateCode(db: Db, code: string, memberId: number | null, now = Date.now()): void {
  stmts(db).insertAffiliate.run(code, memberId, iso(now));
}
