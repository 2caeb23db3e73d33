// The round engine (server/rounds/): seed chains, shared rounds and their bets. A chain's
// secret stays here until the chain is used up; each round keeps the hash shown before it and
// the seed revealed after it. A bet keeps its order (the game record) and the request key its
// page sent, so a retried placement finds the bet it already made instead of staking again.
export const sql = `
CREATE TABLE IF NOT EXISTS round_chains (
  id INTEGER PRIMARY KEY,
  family TEXT NOT NULL,                  -- CRASH (later: table games, a sportsbook's draws)
  secret TEXT NOT NULL,                  -- the chain's last seed; every other seed hashes from it
  length INTEGER NOT NULL CHECK (length > 0),
  commitment TEXT NOT NULL,              -- SHA-256 of round 1's seed, fixed before round 1
  client_seed TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rounds (
  id INTEGER PRIMARY KEY,
  family TEXT NOT NULL,
  chain_id INTEGER NOT NULL REFERENCES round_chains(id),
  nonce INTEGER NOT NULL,                -- the round's number in its chain
  seed_hash TEXT NOT NULL,               -- shown before the round
  server_seed TEXT NULL,                 -- revealed when the round ends (or is void)
  client_seed TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('BETTING', 'RUNNING', 'ENDED', 'VOID')),
  outcome INTEGER NULL,                  -- CRASH: the crash point in hundredths, once revealed
  betting_ends_at INTEGER NOT NULL,      -- ms since the epoch; the round takes off then
  ended_at INTEGER NULL,
  created_at TEXT NOT NULL,
  UNIQUE (chain_id, nonce)
);
CREATE INDEX IF NOT EXISTS rounds_family_state ON rounds (family, state, id);
CREATE TABLE IF NOT EXISTS round_bets (
  id INTEGER PRIMARY KEY,
  round_id INTEGER NOT NULL REFERENCES rounds(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  order_id INTEGER NOT NULL REFERENCES orders(id),
  slot INTEGER NOT NULL CHECK (slot IN (1, 2)),
  stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
  auto_cash_out INTEGER NULL,            -- hundredths: the server cashes out there by itself
  cashed_out_at INTEGER NULL,            -- hundredths paid, once cashed out
  win_cents INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL CHECK (state IN ('OPEN', 'WON', 'LOST', 'VOID')),
  request_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (round_id, member_id, slot),
  UNIQUE (member_id, request_key)
);
CREATE INDEX IF NOT EXISTS round_bets_round ON round_bets (round_id);
CREATE INDEX IF NOT EXISTS round_bets_order ON round_bets (order_id);
`;
