// The operator's half of the site: an audit row for every operator action (who = the token's
// fingerprint, what, the target, the outcome), and content the operator publishes and
// retires. A retired banner, announcement or promotion stops being listed but keeps its row,
// since members' read marks and promotion states point at it. A banner may carry its own
// picture (a same-site path or an https URL) instead of the generated one.
export const sql = `
CREATE TABLE IF NOT EXISTS operator_audit (
  id INTEGER PRIMARY KEY,
  actor TEXT NOT NULL,                  -- the first 12 hex digits of SHA-256 of the operator token
  action TEXT NOT NULL,                 -- the call's name: depositApprove, inboxSend, contentImport, …
  target TEXT NOT NULL DEFAULT '',      -- deposit:12, withdrawal:7, member:alice, all, …
  outcome TEXT NOT NULL,                -- ok, or the refusal's code (DEPOSIT_REJECTED, NOT_FOUND, …)
  detail TEXT NOT NULL DEFAULT '{}',    -- JSON: amounts, states, counts
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS operator_audit_time ON operator_audit (id DESC);
ALTER TABLE banners ADD COLUMN image TEXT NOT NULL DEFAULT '';
ALTER TABLE banners ADD COLUMN retired_at TEXT;
ALTER TABLE announcements ADD COLUMN retired_at TEXT;
ALTER TABLE promotions ADD COLUMN retired_at TEXT;
`;
