// Video poker (server/rounds/video-poker.ts): a hand is a round of the round engine and its one
// bet; this row keeps what the round's tables do not: the cards dealt, the positions held and the
// final hand once drawn. A member has at most one hand waiting for its draw per game (the partial
// unique index), whatever retries or a second tab send.
export const sql = `
CREATE TABLE IF NOT EXISTS poker_hands (
  round_id INTEGER PRIMARY KEY REFERENCES rounds(id),
  bet_id INTEGER NOT NULL UNIQUE REFERENCES round_bets(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id TEXT NOT NULL,
  dealt TEXT NOT NULL,                   -- the five cards dealt, as codes: "As Td 7c 7h 2s"
  held INTEGER NULL CHECK (held BETWEEN 0 AND 31), -- positions held (bit i: position i); NULL until the draw
  final TEXT NULL,                       -- the five cards after the draw
  hand_rank TEXT NULL,                   -- ROYAL_FLUSH … NOTHING (src/rules/video-poker.ts)
  created_at TEXT NOT NULL,
  drawn_at TEXT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS poker_hands_open ON poker_hands (member_id, node_id) WHERE held IS NULL;
CREATE INDEX IF NOT EXISTS poker_hands_member ON poker_hands (member_id, node_id, round_id);
`;
