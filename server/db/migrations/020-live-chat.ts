// The in-app live chat (SPEC §2.10, §2.12, §4 Chat): who wrote each message (the member or
// the operator: only the operator's count as the member's unread), one conversation per
// member that the operator closes and the member's next message opens again, and the
// one-time launch tickets the chat page redeems for its chat key (both stored as digests).
export const sql = `
ALTER TABLE chat_messages ADD COLUMN sender TEXT NOT NULL DEFAULT 'operator' CHECK (sender IN ('member', 'operator'));
CREATE TABLE IF NOT EXISTS chat_conversations (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  status TEXT NOT NULL CHECK (status IN ('open', 'closed')),
  opened_at TEXT NOT NULL,
  closed_at TEXT NULL
);
CREATE TABLE IF NOT EXISTS chat_tickets (
  id INTEGER PRIMARY KEY,
  ticket TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  session TEXT NOT NULL,
  language TEXT NOT NULL,
  back_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  ticket_expires_at TEXT NOT NULL,
  redeemed_at TEXT NULL,
  chat_key TEXT NULL UNIQUE,
  key_expires_at TEXT NULL
);
CREATE INDEX IF NOT EXISTS chat_messages_member_id ON chat_messages (member_id, id);
`;
