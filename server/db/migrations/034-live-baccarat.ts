// Live baccarat (server/rounds/baccarat.ts): a player's bet on a coup is one round bet (its order
// and its stake, the sum of its spots) and this row keeps how that sum is spread over the five
// spots. With it the seeded LIVE "Blackjack" tables are renamed as the baccarat they play
// (server/db/seed.ts nameBaccaratTables): no blackjack game exists.
export const sql = `
CREATE TABLE IF NOT EXISTS baccarat_bets (
  bet_id INTEGER PRIMARY KEY REFERENCES round_bets(id),
  player_cents INTEGER NOT NULL CHECK (player_cents >= 0),
  banker_cents INTEGER NOT NULL CHECK (banker_cents >= 0),
  tie_cents INTEGER NOT NULL CHECK (tie_cents >= 0),
  player_pair_cents INTEGER NOT NULL CHECK (player_pair_cents >= 0),
  banker_pair_cents INTEGER NOT NULL CHECK (banker_pair_cents >= 0)
);
`;
