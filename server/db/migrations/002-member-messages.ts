// Member messages and read state: what the unread counters count (SPEC §3 unread counters).
export const sql = `
CREATE TABLE IF NOT EXISTS inbox_messages (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  title TEXT NOT NULL,
  content_html TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS inbox_member_read ON inbox_messages (member_id, read);
CREATE TABLE IF NOT EXISTS chat_messages (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  body TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_member_read ON chat_messages (member_id, read);
CREATE TABLE IF NOT EXISTS announcement_reads (
  member_id INTEGER NOT NULL REFERENCES members(id),
  announcement_id INTEGER NOT NULL REFERENCES announcements(id),
  PRIMARY KEY (member_id, announcement_id)
);
`;
