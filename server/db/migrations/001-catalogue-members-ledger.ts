// Catalogue (vendors, game types, games), site content (banners, announcements, help),
// winners, members, sessions and the money ledger.
export const sql = `
CREATE TABLE IF NOT EXISTS vendors (
  vassalage TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,           -- vendor names are brands: the same in every language
  game_type TEXT NOT NULL,              -- the vendor's main type; a vendor may have games of others
  account_type_name TEXT NOT NULL,      -- client sub-grouping: ESPORTS, COCKFIGHT, BGS, else the type
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS game_types (
  game_type TEXT PRIMARY KEY,
  sort INTEGER NOT NULL,
  icon TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS game_type_names (
  game_type TEXT NOT NULL REFERENCES game_types(game_type),
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (game_type, language)
);
CREATE TABLE IF NOT EXISTS games (
  node_id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL,
  game_code TEXT NOT NULL,
  game_name TEXT NOT NULL,
  game_type TEXT NOT NULL,
  game_category TEXT NOT NULL,
  vassalage TEXT NOT NULL REFERENCES vendors(vassalage),
  game_classify TEXT NOT NULL DEFAULT '',
  game_classify_new TEXT NOT NULL DEFAULT '',
  lotto_mode TEXT NOT NULL DEFAULT '',
  game_group_id TEXT NOT NULL DEFAULT '',
  room_id TEXT NOT NULL DEFAULT '',
  support_play INTEGER NOT NULL DEFAULT 0,      -- 0 means free play is supported (SPEC §3)
  support_free_play INTEGER NOT NULL DEFAULT 1,
  min_bet_cents INTEGER NOT NULL,
  is_new INTEGER NOT NULL DEFAULT 0,
  hot_rank INTEGER NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_type_vendor ON games (game_type, vassalage);
CREATE INDEX IF NOT EXISTS games_hot_rank ON games (hot_rank);
CREATE INDEX IF NOT EXISTS games_is_new ON games (is_new);
CREATE TABLE IF NOT EXISTS banners (
  id INTEGER PRIMARY KEY,
  group_name TEXT NOT NULL,             -- m_home, m_live, m_newgame, m_reg
  sort INTEGER NOT NULL,
  link TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS banner_texts (
  banner_id INTEGER NOT NULL REFERENCES banners(id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (banner_id, language)
);
CREATE TABLE IF NOT EXISTS announcements (
  id INTEGER PRIMARY KEY,
  content_type TEXT NOT NULL,           -- A agent, PL player, B banner, PU pop-up, PR promotion
  execution TEXT NOT NULL,              -- A logged in, B visitor, F also on first login
  start_date TEXT NOT NULL,
  promotion_type TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS announcement_texts (
  announcement_id INTEGER NOT NULL REFERENCES announcements(id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  content_html TEXT NOT NULL,
  PRIMARY KEY (announcement_id, language)
);
CREATE TABLE IF NOT EXISTS help_topics (
  id INTEGER PRIMARY KEY,
  sort INTEGER NOT NULL,
  anchor TEXT NOT NULL UNIQUE           -- stable link target, e.g. /m/help#terms
);
CREATE TABLE IF NOT EXISTS help_texts (
  topic_id INTEGER NOT NULL REFERENCES help_topics(id),
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  content_html TEXT NOT NULL,
  PRIMARY KEY (topic_id, language)
);
CREATE TABLE IF NOT EXISTS winners (
  id INTEGER PRIMARY KEY,
  node_id TEXT NOT NULL REFERENCES games(node_id),
  customer_name TEXT NOT NULL,          -- stored already masked: the full name is never needed
  win_cents INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS winners_win ON winners (win_cents);
CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY,
  user_name TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  type INTEGER NOT NULL DEFAULT 0,
  nickname TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS ledger (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  ref TEXT,
  idempotency_key TEXT UNIQUE NULL,     -- a retried money call with the same key is a no-op
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS ledger_member ON ledger (member_id);
`;
