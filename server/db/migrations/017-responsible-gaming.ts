// Responsible gaming: deposit limits per rolling window (a raise waits in the pending
// columns until pending_from), self-exclusions (until NULL: permanent; a row that has
// ended is kept as the member's history) and the reality-check interval.
export const sql = `
CREATE TABLE IF NOT EXISTS deposit_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  cents INTEGER NULL,                    -- NULL: no limit in force
  pending_cents INTEGER NULL,            -- the raise waiting (NULL with pending_from set: removal)
  pending_from INTEGER NULL,             -- ms since the epoch when the pending change applies
  updated_at TEXT NOT NULL,
  PRIMARY KEY (member_id, period)
);
CREATE TABLE IF NOT EXISTS self_exclusions (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  period TEXT NOT NULL,
  until INTEGER NULL,                    -- ms since the epoch; NULL: permanent
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS reality_checks (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  minutes INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS deposits_member_created ON deposits (member_id, created_at);
`;
