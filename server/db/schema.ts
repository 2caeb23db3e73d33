// The reference server's SQLite schema. Money is integer cents, timestamps are ISO-8601
// TEXT. Migrations are append-only: PRAGMA user_version records how many have run, so a
// data directory from an older build upgrades in place and a newer one is never touched.
import type { Db } from './open.ts';
import { LIMIT_WINDOWS } from './migration-limits.ts';

const V1 = `
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

// Member messages and read state: what the unread counters count (SPEC §3 unread counters).
const V2 = `
CREATE TABLE IF NOT EXISTS inbox_messages (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  title TEXT NOT NULL,
  content_html TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS inbox_member_read ON inbox_messages (member_id, read);
CREATE TABLE IF NOT EXISTS chat_messages (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  body TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_member_read ON chat_messages (member_id, read);
CREATE TABLE IF NOT EXISTS announcement_reads (
  member_id INTEGER NOT NULL REFERENCES members(id),
  announcement_id INTEGER NOT NULL REFERENCES announcements(id),
  PRIMARY KEY (member_id, announcement_id)
);
`;

// Catalogue (issue 5): favourites, recent games, game launches with their one-time
// tickets, orders (a demo round or a lottery bet) with sub-orders, winners per member,
// and vendor names that differ by language.
const CATALOGUE = `
CREATE TABLE IF NOT EXISTS favourites (
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id TEXT NOT NULL REFERENCES games(node_id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE TABLE IF NOT EXISTS recent_games (
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id TEXT NOT NULL REFERENCES games(node_id),
  played_at TEXT NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX IF NOT EXISTS recent_member_time ON recent_games (member_id, played_at);
CREATE TABLE IF NOT EXISTS game_launches (
  id INTEGER PRIMARY KEY,
  ticket TEXT NOT NULL UNIQUE,          -- SHA-256 of the one-time ticket in the launch URL
  play TEXT NULL UNIQUE,                -- SHA-256 of the play key the game page gets for its calls
  member_id INTEGER NOT NULL REFERENCES members(id),
  session TEXT NOT NULL,                -- the launching session (sessions.token): the game ends with it
  node_id TEXT NOT NULL REFERENCES games(node_id),
  play_type TEXT NOT NULL DEFAULT '',
  prize_mode TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'pt',
  created_at TEXT NOT NULL,
  ticket_expires_at TEXT NOT NULL,
  redeemed_at TEXT NULL,
  play_expires_at TEXT NULL
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  node_id TEXT NOT NULL REFERENCES games(node_id),
  bet_cents INTEGER NOT NULL CHECK (bet_cents > 0),
  win_cents INTEGER NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
  status TEXT NOT NULL,                 -- SETTLED, PENDING, CANCELLED
  seed INTEGER NULL,                    -- the round's RNG seed: a disputed result can be replayed
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_member ON orders (member_id, id);
CREATE TABLE IF NOT EXISTS sub_orders (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  content TEXT NOT NULL,                -- what was bet on: reels shown, a lottery number
  bet_cents INTEGER NOT NULL CHECK (bet_cents > 0),
  win_cents INTEGER NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
  status TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sub_orders_order ON sub_orders (order_id);
ALTER TABLE winners ADD COLUMN member_id INTEGER NULL REFERENCES members(id);
CREATE TABLE IF NOT EXISTS vendor_names (
  vassalage TEXT NOT NULL,
  language TEXT NOT NULL,
  display_name TEXT NOT NULL,
  PRIMARY KEY (vassalage, language)
);
INSERT OR IGNORE INTO vendor_names (vassalage, language, display_name) VALUES
  ('LOTT', 'pt', 'Loteria'), ('LOTT', 'en', 'Lottery'),
  ('ELOTT', 'pt', 'E-Loteria'), ('ELOTT', 'en', 'E-Lottery'),
  ('COCKFT', 'pt', 'Arena de Galos'), ('COCKFT', 'en', 'Cockfight Arena'),
  ('OCEANFISH', 'pt', 'Pesca Oceânica'), ('OCEANFISH', 'en', 'Ocean Fishery'),
  ('REEFHUNT', 'pt', 'Caçadores do Recife'), ('REEFHUNT', 'en', 'Reef Hunters');
`;

// Accounts (issue 4): member contact and login state, failed-login counters, single-use
// captchas and SMS codes, the development SMS outbox, affiliate codes.
const ACCOUNTS = `
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

// Messages, feedback, promotions, sign-in, agent contract requests (issue 6). The promotions
// are seeded here (they are site content with dates relative to when the site was created).
const MESSAGES = `
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
INSERT OR IGNORE INTO promotions (id, kind, reward_cents, starts_at, ends_at, image, sort) VALUES
  (1, 'INSTANT', 1000, '2025-01-01T00:00:00.000Z', NULL, 'gift', 1),
  (2, 'SIGNIN', 100, '2025-01-01T00:00:00.000Z', NULL, 'calendar', 2),
  (3, 'REVIEW', 0, '2025-01-01T00:00:00.000Z', NULL, 'wallet', 3),
  (4, 'AUTO', 0, '2025-01-01T00:00:00.000Z', NULL, 'refresh', 4),
  (5, 'REFERRAL', 2000, '2025-01-01T00:00:00.000Z', NULL, 'users', 5),
  (6, 'INSTANT', 500, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+30 days'), NULL, 'star', 6),
  (7, 'INSTANT', 500, '2025-01-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z', 'fire', 7);
INSERT OR IGNORE INTO promotion_texts (promotion_id, language, title, summary, content_html) VALUES
  (1, 'pt', 'Bônus de boas-vindas', 'Participe e resgate R$ 10 de bônus.', '<p>Participe da promoção e toque em <b>Resgatar</b>: R$ 10 entram no seu saldo na hora.</p><p>Uma vez por conta. Rollover de 5x.</p>'),
  (1, 'en', 'Welcome bonus', 'Join and claim a R$ 10 bonus.', '<p>Join the promotion and tap <b>Claim</b>: R$ 10 goes into your balance at once.</p><p>Once per account. 5x wagering.</p>'),
  (2, 'pt', 'Check-in diário', 'Faça check-in todo dia e ganhe R$ 1.', '<p>Faça check-in uma vez por dia no calendário e receba <b>R$ 1</b> na hora.</p>'),
  (2, 'en', 'Daily check-in', 'Check in every day and earn R$ 1.', '<p>Check in once a day on the calendar and get <b>R$ 1</b> at once.</p>'),
  (3, 'pt', 'Bônus de recarga de sexta', 'Inscreva-se: 20% sobre o depósito de sexta.', '<p>Inscreva-se e deposite a partir de <b>R$ 50</b> na sexta-feira. Nossa equipe analisa o pedido e credita 20% de bônus.</p>'),
  (3, 'en', 'Friday reload bonus', 'Apply: 20% on your Friday deposit.', '<p>Apply and deposit <b>R$ 50</b> or more on Friday. Our team reviews the request and credits a 20% bonus.</p>'),
  (4, 'pt', 'Cashback semanal', 'Todos participam: até 5% de volta.', '<p>Todos os jogadores participam. Até <b>5%</b> das apostas líquidas voltam toda segunda-feira.</p>'),
  (4, 'en', 'Weekly cashback', 'Everyone takes part: up to 5% back.', '<p>Every player takes part. Up to <b>5%</b> of net bets comes back every Monday.</p>'),
  (5, 'pt', 'Indique e ganhe', 'R$ 20 por amigo que se cadastrar.', '<p>Compartilhe seu link de convite. Você ganha <b>R$ 20</b> por amigo que se cadastrar e depositar.</p>'),
  (5, 'en', 'Refer and win', 'R$ 20 for every friend who signs up.', '<p>Share your invitation link. You earn <b>R$ 20</b> for every friend who signs up and deposits.</p>'),
  (6, 'pt', 'Torneio de fim de mês', 'Em breve.', '<p>Um novo torneio de slots começa em breve. Fique de olho!</p>'),
  (6, 'en', 'Month-end tournament', 'Coming soon.', '<p>A new slots tournament starts soon. Stay tuned!</p>'),
  (7, 'pt', 'Carnaval da sorte', 'Encerrada.', '<p>Esta promoção terminou. Obrigado a todos que participaram.</p>'),
  (7, 'en', 'Lucky carnival', 'Ended.', '<p>This promotion has ended. Thank you to everyone who took part.</p>');
`;

// Wallet (issue 7, SPEC §7 Wallet and money, Member settings): deposit requests an operator
// approves, bank cards, withdrawals reserved in the ledger at once, payment passwords and
// the member's editable profile. Money moves only through ledger rows.
const WALLET = `
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

// Agent programme (issue 7, SPEC §6, §7 Agent): an agent's affiliate links (the code lives in
// affiliate_codes while the link is live, so registration accepts it; the link row stays
// after deletion so downlines that joined through it remain the agent's), and the
// agent-to-downline transfers (each a pair of ledger rows).
const AGENT = `
CREATE TABLE IF NOT EXISTS agent_links (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX IF NOT EXISTS agent_links_member ON agent_links (member_id);
CREATE INDEX IF NOT EXISTS members_affiliate ON members (affiliate_code COLLATE NOCASE);
`;

// Agent rebate settings (issue 7, SPEC §7 Agent: rebate settings, update downline rebates):
// a rate in basis points per member; an agent sets a downline's rate up to its own.
const AGENT_REBATES = `
CREATE TABLE IF NOT EXISTS agent_rebates (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 10000),
  updated_at TEXT NOT NULL
);
`;

// Wallet operator actions and member settings (issue 7): a withdrawal's payout or rejection
// time, a deposit's promotion bonus, the head icon, and the security question (its answer
// hashed with scrypt, normalized first).
const WALLET_SETTINGS = `
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

// Agent salary (daily, hourly) and dividend contracts (issue 7, SPEC §7 Agent salary, dividend):
// a contract between an agent (member_id) and its upline agent; request_id is the
// contract_requests row that prompts the party who must answer (the upline for a salary
// application, the agent for a dividend offer). Each paid period is one payment row, unique
// per contract and period, written with its two ledger rows in one transaction.
const AGENT_CONTRACTS = `
CREATE TABLE IF NOT EXISTS agent_contracts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  upline_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('daily', 'hourly', 'dividend')),
  tiers TEXT NOT NULL DEFAULT '[]',
  cycle TEXT CHECK (cycle IS NULL OR cycle IN ('week', 'month')),
  share_bp INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'rejected', 'ended')),
  request_id INTEGER REFERENCES contract_requests(id),
  created_at TEXT NOT NULL,
  decided_at TEXT
);
CREATE INDEX IF NOT EXISTS agent_contracts_member ON agent_contracts (member_id, kind, status);
CREATE INDEX IF NOT EXISTS agent_contracts_upline ON agent_contracts (upline_id, kind, status);
CREATE TABLE IF NOT EXISTS agent_contract_payments (
  id INTEGER PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES agent_contracts(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  payer_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL,
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 0,
  net_loss_cents INTEGER NOT NULL DEFAULT 0,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created_at TEXT NOT NULL,
  UNIQUE (contract_id, period_start)
);
CREATE INDEX IF NOT EXISTS agent_contract_payments_member ON agent_contract_payments (member_id, kind, id);
`;

/** Index i holds the SQL that takes the schema from version i to i + 1. */
const MIGRATIONS: readonly string[] = [
  V1,
  V2,
  CATALOGUE,
  ACCOUNTS,
  MESSAGES,
  WALLET,
  AGENT,
  AGENT_REBATES,
  WALLET_SETTINGS,
  AGENT_CONTRACTS,
  LIMIT_WINDOWS,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings the schema up to SCHEMA_VERSION; refuses a database written by a newer build. */
export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true });
  if (typeof current !== 'number') throw new Error('PRAGMA user_version returned no number');
  if (current > SCHEMA_VERSION) {
    throw new Error(`database schema ${current} is newer than this server (${SCHEMA_VERSION})`);
  }
  db.transaction(() => {
    for (let v = current; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v] ?? '');
    // PRAGMA takes no bound parameters; the value is our own integer.
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
