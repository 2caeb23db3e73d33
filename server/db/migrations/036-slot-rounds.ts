// The video slot on the round engine (docs/games.md "Slot"): every paid spin, free spin and bonus
// buy is a round of the member's own seed chain for that game (family SLOT:<member>:<game>), and
// this row ties the round to the spin's record (a free spin's: its series' order), so the game
// records can show each spin's proof. The round itself keeps the hash, the seeds and the spin's seed.
export const sql = `
CREATE TABLE IF NOT EXISTS slot_rounds (
  round_id INTEGER PRIMARY KEY REFERENCES rounds(id),
  order_id INTEGER NOT NULL REFERENCES orders(id),
  kind TEXT NOT NULL CHECK (kind IN ('paid', 'free', 'buy'))
);
CREATE INDEX IF NOT EXISTS slot_rounds_order ON slot_rounds (order_id, round_id);
`;
