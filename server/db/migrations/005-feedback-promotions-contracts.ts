// Messages, feedback, promotions, sign-in, agent contract requests. The promotions
// are seeded here (they are site content with dates relative to when the site was created).
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
