// Agent salary (daily, hourly) and dividend contracts (SPEC §7 Agent salary, dividend):
// a contract between an agent (member_id) and its upline agent; request_id is the
// contract_requests row that prompts the party who must answer (the upline for a salary
// application, the agent for a dividend offer). Each paid period is one payment row, unique
// per contract and period, written with its two ledger rows in one transaction.
export const sql = `
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
