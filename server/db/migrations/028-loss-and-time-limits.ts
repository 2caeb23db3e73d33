// Loss limits (per calendar day, week and month) and time limits (per session and per day) a
// member sets, kept like the deposit limits (a raise waits in the pending columns until
// pending_from); and the pause a session's time limit began, which outlives that session so a
// new login does not start the clock again. Their net loss and play time are read from the ledger.
export const sql = `
CREATE TABLE IF NOT EXISTS play_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('loss_day', 'loss_week', 'loss_month', 'time_session', 'time_day')),
  value INTEGER NULL,                    -- cents (loss) or minutes (time); NULL: no limit in force
  pending_value INTEGER NULL,            -- the raise waiting (NULL with pending_from set: removal)
  pending_from INTEGER NULL,             -- ms since the epoch when the pending change applies
  updated_at TEXT NOT NULL,
  PRIMARY KEY (member_id, kind)
);
CREATE TABLE IF NOT EXISTS play_pauses (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  until INTEGER NOT NULL                 -- ms since the epoch: no stake before, a session begun earlier counts from here
);
CREATE INDEX IF NOT EXISTS ledger_member_created ON ledger (member_id, created_at);
`;
