// Members, sessions and the numbers shown in the shell (balance, unread counts).
// Session tokens are stored as SHA-256 digests: a leaked database holds no usable token,
// and a lookup by digest never compares secrets byte by byte in JavaScript.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './open.ts';
import { perDb } from './statements.ts';
import type { UnreadCounts } from '../../src/api/types.ts';

export const SESSION_TTL_MS = 7 * 24 * 3600_000;

export interface SessionRow {
  memberId: number;
  type: number;
  userName: string;
  nickname: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

const stmts = perDb((db) => ({
  insertMember: db.prepare(
    'INSERT INTO members (user_name, password_hash, type, nickname, created_at) VALUES (?, ?, ?, ?, ?)',
  ),
  insertSession: db.prepare('INSERT INTO sessions (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)'),
  findSession: db.prepare(`SELECT m.id AS memberId, m.type AS type, m.user_name AS userName, m.nickname AS nickname
    FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token = ? AND s.revoked = 0 AND s.expires_at > ?`),
  revoke: db.prepare('UPDATE sessions SET revoked = 1 WHERE token = ?'),
  balance: db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger WHERE member_id = ?'),
  inboxUnread: db.prepare('SELECT COUNT(*) AS n FROM inbox_messages WHERE member_id = ? AND read = 0'),
  chatUnread: db.prepare('SELECT COUNT(*) AS n FROM chat_messages WHERE member_id = ? AND read = 0'),
  // Players count player notices (PL); agents also count agent notices (A), as the notice list shows them;
  // a retired notice is listed nowhere, so it counts nowhere.
  announcementUnread:
    db.prepare(`SELECT COUNT(*) AS n FROM announcements a WHERE a.retired_at IS NULL AND (a.content_type = 'PL' OR (a.content_type = 'A' AND @agent = 1))
    AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.member_id = @member AND r.announcement_id = a.id)`),
}));

export function createMember(
  db: Db,
  m: { userName: string; passwordHash: string; type: number; nickname?: string },
): number {
  const r = stmts(db).insertMember.run(m.userName, m.passwordHash, m.type, m.nickname ?? '', new Date().toISOString());
  return Number(r.lastInsertRowid);
}

export function createSession(db: Db, memberId: number, now = Date.now()): string {
  const token = randomBytes(24).toString('base64url');
  stmts(db).insertSession.run(
    digest(token),
    memberId,
    new Date(now).toISOString(),
    new Date(now + SESSION_TTL_MS).toISOString(),
  );
  return token;
}

export function findSession(db: Db, token: string, now = Date.now()): SessionRow | null {
  return (stmts(db).findSession.get(digest(token), new Date(now).toISOString()) as SessionRow | undefined) ?? null;
}

export function revokeSession(db: Db, token: string): void {
  stmts(db).revoke.run(digest(token));
}

export function balanceCents(db: Db, memberId: number): number {
  return (stmts(db).balance.get(memberId) as { cents: number }).cents;
}

export function unreadCounts(db: Db, memberId: number, withChat: boolean, agent = false): UnreadCounts {
  const s = stmts(db);
  const n = (stmt: typeof s.inboxUnread) => (stmt.get(memberId) as { n: number }).n;
  return {
    inboxUnreadCount: n(s.inboxUnread),
    chatUnreadCount: withChat ? n(s.chatUnread) : 0,
    announcementUnreadCount: (s.announcementUnread.get({ member: memberId, agent: agent ? 1 : 0 }) as { n: number }).n,
  };
}
