// Messages, feedback, promotions, sign-in, agent contract requests. The promotions
// themselves are site content: server/db/seed.ts writes them with this migration.
export const sql = `
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  sender TEXT NOT NULL,                 -- the session's user name, whatever the client sent
  type INTEGER NOT NULL,                -- SPEC §3 question type: 0, 1, 2, 3, 4, 6
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS feedback_member ON feedback (member_id, id);
CREATE TABLE IF NOT EXISTS promotions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,                   -- INSTANT, REVIEW, AUTO, SIGNIN, REFERRAL
  reward_cents INTEGER NOT NULL DEFAULT 0 CHECK (reward_cents >= 0),
  starts_at TEXT NOT NULL,
  ends_at TEXT NULL,
  image TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS promotion_texts (
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  content_html TEXT NOT NULL,
  PRIMARY KEY (promotion_id, language)
);
CREATE TABLE IF NOT EXISTS promotion_members (
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  state TEXT NOT NULL,                  -- joined, applying, process, claimable, claimed, issued, rejected
  updated_at TEXT NOT NULL,
  PRIMARY KEY (promotion_id, member_id)
);
CREATE TABLE IF NOT EXISTS sign_ins (
  member_id INTEGER NOT NULL REFERENCES members(id),
  day TEXT NOT NULL,                    -- UTC date YYYY-MM-DD
  reward_cents INTEGER NOT NULL,
  PRIMARY KEY (member_id, day)
);
CREATE TABLE IF NOT EXISTS contract_requests (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('daily', 'dividend', 'hourly')),
  status TEXT NOT NULL DEFAULT 'pending', -- pending, accepted, refused
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS contract_requests_member ON contract_requests (member_id, status);
`;
