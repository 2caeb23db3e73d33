// Agent rebate settings (SPEC §7 Agent: rebate settings, update downline rebates):
// a rate in basis points per member; an agent sets a downline's rate up to its own.
export const sql = `
CREATE TABLE IF NOT EXISTS agent_rebates (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 10000),
  updated_at TEXT NOT NULL
);
`;
