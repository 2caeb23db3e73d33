// Catalogue: favourites, recent games, game launches with their one-time
// tickets, orders (a demo round or a lottery bet) with sub-orders, winners per member,
// and vendor names that differ by language (their rows: server/db/seed.ts).
export const sql = `
CREATE TABLE IF NOT EXISTS favourites (
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id TEXT NOT NULL REFERENCES games(node_id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE TABLE IF NOT EXISTS recent_games (
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id TEXT NOT NULL REFERENCES games(node_id),
  played_at TEXT NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX IF NOT EXISTS recent_member_time ON recent_games (member_id, played_at);
CREATE TABLE IF NOT EXISTS game_launches (
  id INTEGER PRIMARY KEY,
  ticket TEXT NOT NULL UNIQUE,          -- SHA-256 of the one-time ticket in the launch URL
  play TEXT NULL UNIQUE,                -- SHA-256 of the play key the game page gets for its calls
  member_id INTEGER NOT NULL REFERENCES members(id),
  session TEXT NOT NULL,                -- the launching session (sessions.token): the game ends with it
  node_id TEXT NOT NULL REFERENCES games(node_id),
  play_type TEXT NOT NULL DEFAULT '',
  prize_mode TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'pt',
  created_at TEXT NOT NULL,
  ticket_expires_at TEXT NOT NULL,
  redeemed_at TEXT NULL,
  play_expires_at TEXT NULL
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id TEXT NOT NULL REFERENCES games(node_id),
  bet_cents INTEGER NOT NULL CHECK (bet_cents > 0),
  win_cents INTEGER NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
  status TEXT NOT NULL,                 -- SETTLED, PENDING, CANCELLED
  seed INTEGER NULL,                    -- the round's RNG seed: a disputed result can be replayed
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_member ON orders (member_id, id);
CREATE TABLE IF NOT EXISTS sub_orders (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  content TEXT NOT NULL,                -- what was bet on: reels shown, a lottery number
  bet_cents INTEGER NOT NULL CHECK (bet_cents > 0),
  win_cents INTEGER NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
  status TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sub_orders_order ON sub_orders (order_id);
ALTER TABLE winners ADD COLUMN member_id INTEGER NULL REFERENCES members(id);
CREATE TABLE IF NOT EXISTS vendor_names (
  vassalage TEXT NOT NULL,
  language TEXT NOT NULL,
  display_name TEXT NOT NULL,
  PRIMARY KEY (vassalage, language)
);
`;
