// Wallet operator actions and member settings: a withdrawal's payout or rejection
// time, a deposit's promotion bonus, the head icon, and the security question (its answer
// hashed with scrypt, normalized first).
export const sql = `
ALTER TABLE withdrawals ADD COLUMN decided_at TEXT;
ALTER TABLE deposits ADD COLUMN bonus_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE member_profiles ADD COLUMN head_icon TEXT NOT NULL DEFAULT '';
CREATE TABLE IF NOT EXISTS security_questions (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  question TEXT NOT NULL,
  answer_hash TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;
