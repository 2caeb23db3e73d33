// Bonus money kept apart from cash (docs/bonus.md). Every ledger row is in one bucket, cash or
// bonus; the balance stays the sum of all of a member's rows, so every existing balance answer
// is still the total. A promotion with wagering terms (WageringTerms as JSON, src/api/domain/
// bonus.ts) pays bonus money and opens a requirement; one without pays cash as before. A stake
// placed while a requirement is open is remembered with the share it took from each bucket, so
// its win is paid back in the same proportion and its settlement counts towards the requirement.
export const sql = `
ALTER TABLE ledger ADD COLUMN bucket TEXT NOT NULL DEFAULT 'cash' CHECK (bucket IN ('cash', 'bonus'));
ALTER TABLE promotions ADD COLUMN wagering TEXT NULL;
CREATE TABLE IF NOT EXISTS wagering_requirements (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  promo_id INTEGER NULL,
  grant_key TEXT NOT NULL UNIQUE,        -- the grant's ledger key: a repeated grant opens nothing
  bonus_cents INTEGER NOT NULL CHECK (bonus_cents > 0),
  deposit_cents INTEGER NOT NULL DEFAULT 0,
  target_cents INTEGER NOT NULL CHECK (target_cents >= 0),
  wagered_cents INTEGER NOT NULL DEFAULT 0 CHECK (wagered_cents >= 0),
  terms TEXT NOT NULL,                   -- the promotion's WageringTerms when it was granted
  granted_at TEXT NOT NULL,
  deadline TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'met', 'expired', 'forfeited', 'cancelled')),
  closed_at TEXT NULL,
  closed_cents INTEGER NOT NULL DEFAULT 0 -- what its closing converted or removed
);
CREATE INDEX IF NOT EXISTS wagering_open ON wagering_requirements (state, deadline);
CREATE INDEX IF NOT EXISTS wagering_member ON wagering_requirements (member_id, state, id);
CREATE TABLE IF NOT EXISTS bonus_stakes (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  requirement_id INTEGER NOT NULL REFERENCES wagering_requirements(id),
  family TEXT NULL,                      -- the game's wagering family (null: counts nothing)
  odds INTEGER NULL,                     -- a sports bet's accepted odds, hundredths
  cash_cents INTEGER NOT NULL CHECK (cash_cents >= 0),
  bonus_cents INTEGER NOT NULL CHECK (bonus_cents >= 0),
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'settled', 'void'))
);
`;
