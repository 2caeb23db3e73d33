// Announcement read state, the member inbox, feedback, chat read state and agent contract
// requests (SPEC §3 unread counters, §4 mark as read, §5 feedback, §4 contract prompts).
import type { AnnouncementItem, ContractRequests, InboxPage } from '../../src/api/types.ts';
import { listAnnouncements } from './content.ts';
import type { Db } from './open.ts';
import { perDb } from './statements.ts';

const stmts = perDb((db) => ({
  reads: db.prepare<[number], { id: number }>(
    'SELECT announcement_id AS id FROM announcement_reads WHERE member_id = ?',
  ),
  announcementExists: db.prepare<[number], { id: number }>('SELECT id FROM announcements WHERE id = ?'),
  markAnnouncement: db.prepare('INSERT OR IGNORE INTO announcement_reads (member_id, announcement_id) VALUES (?, ?)'),
  inboxPage: db.prepare<
    [number, number, number],
    { id: number; title: string; content_html: string; read: number; created_at: string }
  >(
    'SELECT id, title, content_html, read, created_at FROM inbox_messages WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
  ),
  inboxCounts: db.prepare<[number], { total: number; unread: number }>(
    'SELECT COUNT(*) AS total, COALESCE(SUM(read = 0), 0) AS unread FROM inbox_messages WHERE member_id = ?',
  ),
  markInbox: db.prepare('UPDATE inbox_messages SET read = 1 WHERE id = ? AND member_id = ?'),
  inboxExists: db.prepare<[number, number], { id: number }>(
    'SELECT id FROM inbox_messages WHERE id = ? AND member_id = ?',
  ),
  insertInbox: db.prepare(
    'INSERT INTO inbox_messages (member_id, title, content_html, read, created_at) VALUES (?, ?, ?, 0, ?)',
  ),
  // Only real-money accounts (types 0, 1, 2) may open the inbox (src/rules/roles.ts isRealMember).
  insertInboxForAll: db.prepare(`INSERT INTO inbox_messages (member_id, title, content_html, read, created_at)
    SELECT id, ?, ?, 0, ? FROM members WHERE type IN (0, 1, 2)`),
  markChat: db.prepare('UPDATE chat_messages SET read = 1 WHERE member_id = ? AND read = 0'),
  insertFeedback: db.prepare(
    'INSERT INTO feedback (member_id, sender, type, content, created_at) VALUES (?, ?, ?, ?, ?)',
  ),
  feedbackSince: db.prepare<[number, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM feedback WHERE member_id = ? AND created_at > ?',
  ),
  pendingContracts: db.prepare<[number], { kind: string }>(
    "SELECT DISTINCT kind FROM contract_requests WHERE member_id = ? AND status = 'pending'",
  ),
}));

/** Announcements of the given content types with this member's read state (a visitor reads nothing). */
export function announcementsFor(
  db: Db,
  language: string,
  types: readonly string[],
  memberId: number | null,
): AnnouncementItem[] {
  const read = new Set(
    memberId === null
      ? []
      : stmts(db)
          .reads.all(memberId)
          .map((r) => r.id),
  );
  return listAnnouncements(db, language, types).map(({ contentType: _, ...a }) => ({ ...a, read: read.has(a.id) }));
}

/** False when there is no such announcement. Marking twice is harmless. */
export function markAnnouncementRead(db: Db, memberId: number, announcementId: number): boolean {
  const s = stmts(db);
  if (!s.announcementExists.get(announcementId)) return false;
  s.markAnnouncement.run(memberId, announcementId);
  return true;
}

export function inboxPage(db: Db, memberId: number, pageNo: number, pageSize: number): InboxPage {
  const s = stmts(db);
  const rows = s.inboxPage.all(memberId, pageSize, (pageNo - 1) * pageSize);
  const counts = s.inboxCounts.get(memberId) ?? { total: 0, unread: 0 };
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content_html,
      read: r.read === 1,
      createdAt: r.created_at,
    })),
    unread: counts.unread,
    total: counts.total,
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(counts.total / pageSize)),
  };
}

/** False when the message is not this member's (or does not exist). Marking twice is harmless. */
export function markInboxRead(db: Db, memberId: number, id: number): boolean {
  const s = stmts(db);
  if (!s.inboxExists.get(id, memberId)) return false;
  s.markInbox.run(id, memberId);
  return true;
}

/** For operators and tests: a message into a member's inbox. */
export function sendInbox(db: Db, memberId: number, title: string, contentHtml: string, now = new Date()): number {
  return Number(stmts(db).insertInbox.run(memberId, title, contentHtml, now.toISOString()).lastInsertRowid);
}

/** The operator's message to every member who can read an inbox; answers how many got it. */
export function sendInboxToAll(db: Db, title: string, contentHtml: string, now = new Date()): number {
  return stmts(db).insertInboxForAll.run(title, contentHtml, now.toISOString()).changes;
}

/** Opening the chat shows every message in it: they stop counting as unread. */
export function markChatRead(db: Db, memberId: number): void {
  stmts(db).markChat.run(memberId);
}

export function saveFeedback(
  db: Db,
  f: { memberId: number; sender: string; type: number; content: string },
  now = new Date(),
): number {
  return Number(
    stmts(db).insertFeedback.run(f.memberId, f.sender, f.type, f.content, now.toISOString()).lastInsertRowid,
  );
}

/** Messages this member sent in the last hour. */
export function recentFeedbackCount(db: Db, memberId: number, now = Date.now()): number {
  return stmts(db).feedbackSince.get(memberId, new Date(now - 3_600_000).toISOString())!.n;
}

export function pendingContracts(db: Db, memberId: number): ContractRequests {
  const kinds = new Set(
    stmts(db)
      .pendingContracts.all(memberId)
      .map((r) => r.kind),
  );
  return {
    dailysalreqtype: kinds.has('daily'),
    divtypecompperiodreq: kinds.has('dividend'),
    contracthoursalreq: kinds.has('hourly'),
  };
}
