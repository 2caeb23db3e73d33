// The demo sportsbook (server/rounds/sportsbook.ts): each event is a round of the round engine
// (family SPORTS, a seed of its own) on the book's schedule; a bet is one order with one
// selection (a single) or several from different events (a multiple), each with the odds the
// player accepted. The request key makes a retried placement answer the bet it already made.
export const sql = `
CREATE TABLE IF NOT EXISTS sports_events (
  id INTEGER PRIMARY KEY,
  sport TEXT NOT NULL,
  slot INTEGER NOT NULL,                 -- the schedule's slot: kick-off = slot × the sport's interval
  round_id INTEGER NOT NULL UNIQUE REFERENCES rounds(id),
  kickoff INTEGER NOT NULL,              -- ms since the epoch
  ends_at INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('OPEN', 'ENDED')),
  home_score INTEGER NULL,               -- the final score, once ended
  away_score INTEGER NULL,
  UNIQUE (sport, slot)
);
CREATE INDEX IF NOT EXISTS sports_events_state ON sports_events (state, ends_at);
CREATE TABLE IF NOT EXISTS sports_bets (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  order_id INTEGER NOT NULL REFERENCES orders(id),
  stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
  state TEXT NOT NULL CHECK (state IN ('OPEN', 'WON', 'LOST', 'VOID', 'CASHED')),
  win_cents INTEGER NOT NULL DEFAULT 0,
  request_key TEXT NOT NULL,
  language TEXT NOT NULL,                -- the game record's words are in it
  created_at TEXT NOT NULL,
  settled_at INTEGER NULL,
  UNIQUE (member_id, request_key)
);
CREATE INDEX IF NOT EXISTS sports_bets_member ON sports_bets (member_id, id);
CREATE TABLE IF NOT EXISTS sports_selections (
  id INTEGER PRIMARY KEY,
  bet_id INTEGER NOT NULL REFERENCES sports_bets(id),
  event_id INTEGER NOT NULL REFERENCES sports_events(id),
  market TEXT NOT NULL,                  -- 1X2, 12, OU, AH, BTTS
  line REAL NOT NULL,
  pick TEXT NOT NULL,
  odds INTEGER NOT NULL CHECK (odds > 100),  -- hundredths, as the player accepted them
  result TEXT NOT NULL CHECK (result IN ('OPEN', 'WON', 'LOST', 'VOID')),
  UNIQUE (bet_id, event_id)
);
CREATE INDEX IF NOT EXISTS sports_selections_event ON sports_selections (event_id, result);
`;
