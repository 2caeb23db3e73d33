// Rate-limit windows and guess counters in the database (they were in memory), so a deploy
// or a crash does not hand every client a fresh allowance. One row per limited thing:
// "login|ip|203.0.113.7", "guess|payment|12", …; a row whose window has run out counts as
// empty and is swept now and then.
export const sql = `
CREATE TABLE IF NOT EXISTS limit_windows (
  key TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL,          -- ms since the epoch: the window's end
  count INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS limit_windows_expiry ON limit_windows (expires_at);
`;
