// Who a member is, where the site's jurisdiction profile asks it at registration (Brazil: identity
// by CPF, src/rules/jurisdiction.ts): the CPF's 11 digits (one account per CPF), the full name, the
// birth date (ISO) and the address, and whether the identity has been checked against the
// Receita Federal's records ('unverified' until the operator's KYC provider says 'verified' or 'refused').
export const sql = `
CREATE TABLE IF NOT EXISTS member_identities (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  cpf TEXT NOT NULL UNIQUE CHECK (length(cpf) = 11 AND cpf NOT GLOB '*[^0-9]*'),
  full_name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  address TEXT NOT NULL,
  identity_status TEXT NOT NULL DEFAULT 'unverified' CHECK (identity_status IN ('unverified', 'verified', 'refused')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;
