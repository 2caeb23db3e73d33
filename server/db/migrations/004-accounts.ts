// Accounts: member contact and login state, failed-login counters, single-use
// captchas and SMS codes, the development SMS outbox, affiliate codes.
export const sql = `
ALTER TABLE members ADD COLUMN merchant_code TEXT NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN country_dialing_code TEXT NULL;
ALTER TABLE members ADD COLUMN mobile_num TEXT NULL;                 -- national number, leading zero stripped
ALTER TABLE members ADD COLUMN first_time_login INTEGER NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN profile_json TEXT NOT NULL DEFAULT '{}'; -- optional registration fields
ALTER TABLE members ADD COLUMN register_method TEXT NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN affiliate_code TEXT NULL;             -- the code the member registered with
ALTER TABLE members ADD COLUMN password_changed_at TEXT NULL;
CREATE INDEX IF NOT EXISTS members_user_name_nocase ON members (user_name COLLATE NOCASE);
CREATE UNIQUE INDEX IF NOT EXISTS members_mobile ON members (country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE INDEX IF NOT EXISTS sessions_member ON sessions (member_id);
CREATE TABLE IF NOT EXISTS login_failures (
  user_key TEXT PRIMARY KEY,            -- lower-case user name (unknown names count too) or sms:<code>:<mobile>
  failures INTEGER NOT NULL,
  locked_until TEXT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS captchas (
  key_digest TEXT PRIMARY KEY,          -- SHA-256 of the key given to the client
  answer TEXT NOT NULL,
  expires_at TEXT NOT NULL              -- the row is deleted when answered: single use
);
CREATE TABLE IF NOT EXISTS sms_codes (
  id INTEGER PRIMARY KEY,
  country_dialing_code TEXT NOT NULL,
  mobile_num TEXT NOT NULL,
  purpose TEXT NOT NULL,                -- register, login, reset
  code_digest TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_codes_mobile ON sms_codes (country_dialing_code, mobile_num, purpose, id);
CREATE TABLE IF NOT EXISTS sms_outbox (
  id INTEGER PRIMARY KEY,
  country_dialing_code TEXT NOT NULL,
  mobile_num TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_outbox_mobile ON sms_outbox (mobile_num, id);
CREATE TABLE IF NOT EXISTS affiliate_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  member_id INTEGER NULL REFERENCES members(id),
  created_at TEXT NOT NULL
);
`;
