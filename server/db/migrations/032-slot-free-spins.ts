// The video slot (docs/games.md "Slot"): every spin the page asks for, by the page's request key
// (a retried request answers the spin already made, never stakes twice), with its seed; and the
// free-spins series a scatter or a bonus buy starts, whose spins left survive a reload or a
// restart. A series belongs to the order of the paid spin (or the buy) that started it: its wins
// add to that order's win in the game records and are paid in the proportion of its stake.
export const sql = `
CREATE TABLE IF NOT EXISTS slot_series (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id TEXT NOT NULL,
  order_id INTEGER NOT NULL REFERENCES orders(id),        -- the paid spin or the buy that started it
  record TEXT NOT NULL,                                   -- that spin's line in the records, before its free spins
  stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),   -- the triggering total bet: every free spin plays at it
  spins_left INTEGER NOT NULL CHECK (spins_left >= 0),
  spins_played INTEGER NOT NULL DEFAULT 0,
  win_cents INTEGER NOT NULL DEFAULT 0,
  bought INTEGER NOT NULL DEFAULT 0 CHECK (bought IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS slot_series_open ON slot_series (member_id, node_id) WHERE spins_left > 0;
CREATE TABLE IF NOT EXISTS slot_spins (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  request_key TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('paid', 'free', 'buy')),
  order_id INTEGER NOT NULL REFERENCES orders(id),       -- its record (a free spin's: the series' order)
  series_id INTEGER NULL REFERENCES slot_series(id),
  seed INTEGER NULL,                                      -- null for a buy (it draws no reels)
  answer TEXT NOT NULL,                                   -- the spin as the page was answered (JSON)
  created_at TEXT NOT NULL,
  UNIQUE (member_id, request_key)
);
`;
