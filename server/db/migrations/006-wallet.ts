// Wallet (SPEC §7 Wallet and money, Member settings): deposit requests an operator
// approves, bank cards, withdrawals reserved in the ledger at once, payment passwords and
// the member's editable profile. Money moves only through ledger rows.
export const sql = `
CREATE TABLE IF NOT EXISTS deposits (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  method_id TEXT NOT NULL,
  bank_code TEXT NOT NULL DEFAULT '',
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  promo_id INTEGER,
  status TEXT NOT NULL DEFAULT 'pending',      -- pending, approved, rejected
  idempotency_key TEXT NOT NULL UNIQUE,        -- member id and the client's key
  created_at TEXT NOT NULL,
  decided_at TEXT
);
CREATE INDEX IF NOT EXISTS deposits_member ON deposits (member_id, id);
CREATE TABLE IF NOT EXISTS bank_cards (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  bank_code TEXT NOT NULL,
  account_no TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (member_id, bank_code, account_no)
);
CREATE TABLE IF NOT EXISTS withdrawals (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  card_id INTEGER NOT NULL REFERENCES bank_cards(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL DEFAULT 'processing',   -- processing, paid, rejected
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS withdrawals_member ON withdrawals (member_id, id);
CREATE TABLE IF NOT EXISTS payment_passwords (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  hash TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS member_profiles (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  email TEXT NOT NULL DEFAULT '',
  payee_name TEXT NOT NULL DEFAULT ''
);
`;
