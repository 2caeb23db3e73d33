// The in-app live chat's records (SPEC §2.10, §2.12, §4 Chat, §4 Unread badge): one
// conversation per member, its messages (the member's and the operator's), and the one-time
// launch tickets. A launch ticket lives two minutes and is redeemed once, by the chat page,
// for a chat key; the key works only while the member's session does (a logout ends it) and
// reaches only that member's conversation. Tickets and keys are stored as digests.
import { randomBytes } from 'node:crypto';
import type { ChatConversation, ChatMessage } from '../../src/api/types.ts';
import { digest } from './demo.ts';
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

export const CHAT_TICKET_TTL_MS = 2 * 60_000;
export const CHAT_KEY_TTL_MS = 8 * 3600_000;
/** The longest message either side may write, in characters. */
export const CHAT_MESSAGE_MAX = 500;
/** A member writes at most this many messages a minute: a person typing never reaches it, a script does. */
export const CHAT_MESSAGES_PER_MINUTE = 12;

/** The operator's view of a conversation and its messages: the API's own types (src/api/domain/operator.ts). */
type ConversationSummary = ChatConversation;
type ChatSender = ChatMessage['from'];

export interface ChatKeyHolder {
  memberId: number;
  language: string;
  backUrl: string;
}

const newSecret = () => randomBytes(24).toString('base64url');

const stmts = perDb((db) => ({
  insertTicket: db.prepare(`INSERT INTO chat_tickets (ticket, member_id, session, language, back_url, created_at,
    ticket_expires_at) VALUES (@ticket, @memberId, @session, @language, @backUrl, @now, @expires)`),
  // A member's spent tickets (never redeemed and past their two minutes, or their key expired) go
  // when the member opens the chat again: the table holds only what may still be used.
  prune: db.prepare(`DELETE FROM chat_tickets WHERE member_id = ?
    AND CASE WHEN redeemed_at IS NULL THEN ticket_expires_at ELSE key_expires_at END <= ?`),
  redeem: db.prepare(`UPDATE chat_tickets SET redeemed_at = @now, chat_key = @key, key_expires_at = @keyExpires
    WHERE ticket = @ticket AND redeemed_at IS NULL AND ticket_expires_at > @now`),
  holder: db.prepare<[{ key: string; now: string }], ChatKeyHolder>(`SELECT t.member_id AS memberId,
      t.language, t.back_url AS backUrl
    FROM chat_tickets t JOIN sessions s ON s.token = t.session
    WHERE t.chat_key = @key AND t.key_expires_at > @now AND s.revoked = 0 AND s.expires_at > @now`),
  insertMessage: db.prepare(
    'INSERT INTO chat_messages (member_id, body, read, created_at, sender) VALUES (?, ?, ?, ?, ?)',
  ),
  messagesAfter: db.prepare<[number, number, number], { id: number; sender: ChatSender; body: string; at: string }>(
    `SELECT id, sender, body, created_at AS at FROM chat_messages WHERE member_id = ? AND id > ?
     ORDER BY id DESC LIMIT ?`,
  ),
  markRead: db.prepare(
    "UPDATE chat_messages SET read = 1 WHERE member_id = ? AND sender = 'operator' AND read = 0 AND id <= ?",
  ),
  unread: db.prepare<[number], { n: number }>(
    "SELECT COUNT(*) AS n FROM chat_messages WHERE member_id = ? AND sender = 'operator' AND read = 0",
  ),
  conversation: db.prepare<[number], { status: 'open' | 'closed'; opened_at: string }>(
    'SELECT status, opened_at FROM chat_conversations WHERE member_id = ?',
  ),
  open: db.prepare(`INSERT INTO chat_conversations (member_id, status, opened_at) VALUES (?, 'open', ?)
    ON CONFLICT (member_id) DO UPDATE SET status = 'open', opened_at = excluded.opened_at, closed_at = NULL
    WHERE chat_conversations.status = 'closed'`),
  close: db.prepare(
    "UPDATE chat_conversations SET status = 'closed', closed_at = ? WHERE member_id = ? AND status = 'open'",
  ),
  list: db.prepare<[string], { memberId: number; userName: string; status: 'open' | 'closed'; openedAt: string }>(
    `SELECT c.member_id AS memberId, m.user_name AS userName, c.status, c.opened_at AS openedAt
     FROM chat_conversations c JOIN members m ON m.id = c.member_id
     WHERE c.status = ? ORDER BY c.opened_at`,
  ),
  recentFromMember: db.prepare<[number, string], { n: number }>(
    "SELECT COUNT(*) AS n FROM chat_messages WHERE member_id = ? AND sender = 'member' AND created_at > ?",
  ),
  memberByName: db.prepare<[string], { id: number }>('SELECT id FROM members WHERE user_name = ?'),
  waitingSince: db.prepare<[number, number], { since: string | null }>(
    `SELECT MIN(created_at) AS since FROM chat_messages WHERE member_id = ? AND sender = 'member'
     AND id > COALESCE((SELECT MAX(id) FROM chat_messages WHERE member_id = ? AND sender = 'operator'), 0)`,
  ),
}));

const toMessage = (r: { id: number; sender: ChatSender; body: string; at: string }): ChatMessage => ({
  id: r.id,
  from: r.sender,
  body: r.body,
  at: r.at,
});

/** A one-time ticket for the chat page, bound to the member and the session that asked for it. */
export function createChatTicket(
  db: Db,
  t: { memberId: number; sessionToken: string; language: string; backUrl: string },
  now = Date.now(),
): string {
  const ticket = newSecret();
  stmts(db).prune.run(t.memberId, iso(now));
  stmts(db).insertTicket.run({
    ticket: digest(ticket),
    memberId: t.memberId,
    session: digest(t.sessionToken),
    language: t.language,
    backUrl: t.backUrl,
    now: iso(now),
    expires: iso(now + CHAT_TICKET_TTL_MS),
  });
  return ticket;
}

/** Redeems a ticket once for a chat key; a used, expired or unknown ticket (or an ended session) gives null. */
export function redeemChatTicket(
  db: Db,
  ticket: string,
  now = Date.now(),
): { key: string; holder: ChatKeyHolder } | null {
  const s = stmts(db);
  const key = newSecret();
  return db
    .transaction(() => {
      const r = s.redeem.run({
        ticket: digest(ticket),
        now: iso(now),
        key: digest(key),
        keyExpires: iso(now + CHAT_KEY_TTL_MS),
      });
      if (r.changes !== 1) return null;
      const holder = s.holder.get({ key: digest(key), now: iso(now) });
      return holder ? { key, holder } : null;
    })
    .immediate();
}

/** Whose conversation a chat key opens, or null once it expired or its session ended. */
export function chatKeyHolder(db: Db, key: string, now = Date.now()): ChatKeyHolder | null {
  return stmts(db).holder.get({ key: digest(key), now: iso(now) }) ?? null;
}

/** The member's messages after `afterId`, oldest first (at most `limit`, the newest ones). */
export function messagesAfter(db: Db, memberId: number, afterId: number, limit = 200): ChatMessage[] {
  return stmts(db).messagesAfter.all(memberId, afterId, limit).reverse().map(toMessage);
}

/** The member has seen the operator's messages up to `upToId`: they stop counting as unread. */
export function markChatSeen(db: Db, memberId: number, upToId: number): void {
  stmts(db).markRead.run(memberId, upToId);
}

/** The operator's replies the member has not seen (SPEC §7 chat unread count). */
export function chatUnread(db: Db, memberId: number): number {
  return stmts(db).unread.get(memberId)?.n ?? 0;
}

export function conversationStatus(db: Db, memberId: number): 'open' | 'closed' | 'none' {
  return stmts(db).conversation.get(memberId)?.status ?? 'none';
}

/** How many messages the member wrote in the last `windowMs` (the send limit counts them). */
export function recentMemberMessages(db: Db, memberId: number, windowMs: number, now = Date.now()): number {
  return stmts(db).recentFromMember.get(memberId, iso(now - windowMs))?.n ?? 0;
}

/** A member's message: it opens the conversation again when the operator had closed it. */
export function memberWrites(db: Db, memberId: number, body: string, now = Date.now()): ChatMessage {
  const s = stmts(db);
  return db
    .transaction(() => {
      s.open.run(memberId, iso(now));
      const id = Number(s.insertMessage.run(memberId, body, 1, iso(now), 'member').lastInsertRowid);
      return { id, from: 'member' as const, body, at: iso(now) };
    })
    .immediate();
}

export type OperatorReply = ChatMessage | 'NOT_FOUND' | 'CLOSED';

/** The operator's reply, unread for the member until the chat shows it. Only to an open conversation. */
export function operatorReplies(db: Db, userName: string, body: string, now = Date.now()): OperatorReply {
  const s = stmts(db);
  return db
    .transaction((): OperatorReply => {
      const member = s.memberByName.get(userName);
      const status = member ? conversationStatus(db, member.id) : 'none';
      if (!member || status === 'none') return 'NOT_FOUND';
      if (status === 'closed') return 'CLOSED';
      const id = Number(s.insertMessage.run(member.id, body, 0, iso(now), 'operator').lastInsertRowid);
      return { id, from: 'operator', body, at: iso(now) };
    })
    .immediate();
}

/** Closes the member's conversation (closing a closed one changes nothing); null when there is none. */
export function closeConversation(db: Db, userName: string, now = Date.now()): ConversationSummary | null {
  const s = stmts(db);
  const member = s.memberByName.get(userName);
  if (!member || conversationStatus(db, member.id) === 'none') return null;
  s.close.run(iso(now), member.id);
  const c = s.conversation.get(member.id)!;
  return summary(db, { memberId: member.id, userName, status: c.status, openedAt: c.opened_at });
}

function summary(
  db: Db,
  r: { memberId: number; userName: string; status: 'open' | 'closed'; openedAt: string },
): ConversationSummary {
  const s = stmts(db);
  const last = s.messagesAfter.get(r.memberId, 0, 1);
  return {
    ...r,
    lastMessage: last ? toMessage(last) : null,
    waitingSince: s.waitingSince.get(r.memberId, r.memberId)?.since ?? null,
  };
}

/** The conversations in one state, the longest-open first. */
export function conversations(db: Db, status: 'open' | 'closed' = 'open'): ConversationSummary[] {
  return stmts(db)
    .list.all(status)
    .map((r) => summary(db, r));
}

/** One member's conversation and its whole history, or null when the member never wrote. */
export function conversationOf(db: Db, userName: string): (ConversationSummary & { messages: ChatMessage[] }) | null {
  const s = stmts(db);
  const member = s.memberByName.get(userName);
  const c = member ? s.conversation.get(member.id) : undefined;
  if (!member || !c) return null;
  const head = summary(db, { memberId: member.id, userName, status: c.status, openedAt: c.opened_at });
  return { ...head, messages: messagesAfter(db, member.id, 0, 10_000) };
}
