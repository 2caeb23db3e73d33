// Lottery draws on a schedule (each bet belongs to one draw, settled once), and the jackpot
// that grows with every stake. Content that came with it (human vendor and lottery names, Urdu
// texts, dates relative to the install) is written by seed-upgrade.ts in the same transaction.
export const sql = `
CREATE TABLE IF NOT EXISTS lottery_draws (
  node_id TEXT NOT NULL REFERENCES games(node_id),
  draw_at INTEGER NOT NULL,             -- ms since the epoch: the draw's tick (src/rules/lottery.ts)
  numbers TEXT NOT NULL,                -- drawn once and kept: a restart settles against the same numbers
  settled INTEGER NOT NULL DEFAULT 0,   -- 1 once no bet of this draw is pending
  created_at TEXT NOT NULL,
  PRIMARY KEY (node_id, draw_at)
);
CREATE INDEX IF NOT EXISTS lottery_draws_at ON lottery_draws (draw_at);
ALTER TABLE orders ADD COLUMN draw_at INTEGER NULL;
CREATE INDEX IF NOT EXISTS orders_pending_draw ON orders (draw_at) WHERE status = 'PENDING';
CREATE INDEX IF NOT EXISTS orders_draw ON orders (node_id, draw_at) WHERE draw_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS jackpot (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  cents INTEGER NOT NULL CHECK (cents >= 0),
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS winners_member ON winners (win_cents) WHERE member_id IS NOT NULL;
`;
