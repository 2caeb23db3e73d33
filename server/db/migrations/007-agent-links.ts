// Agent programme (SPEC §6, §7 Agent): an agent's affiliate links (the code lives in
// affiliate_codes while the link is live, so registration accepts it; the link row stays
// after deletion so downlines that joined through it remain the agent's), and the
// agent-to-downline transfers (each a pair of ledger rows).
export const sql = `
CREATE TABLE IF NOT EXISTS agent_links (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX IF NOT EXISTS agent_links_member ON agent_links (member_id);
CREATE INDEX IF NOT EXISTS members_affiliate ON members (affiliate_code COLLATE NOCASE);
`;
