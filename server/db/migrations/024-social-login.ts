// Social login (SPEC §2.5, §2.6): the sign-ins started and not yet finished (single use, short
// lived: the state's digest and the PKCE challenge the provider checks), the provider accounts
// linked to members (one member per provider subject), and the demo identity provider's
// authorization codes (server/social/demo-provider.ts), single use and short lived as well.
export const sql = `
CREATE TABLE IF NOT EXISTS social_states (
  state_digest TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  challenge TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER NULL
);
CREATE TABLE IF NOT EXISTS social_links (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE TABLE IF NOT EXISTS demo_idp_codes (
  code_digest TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  challenge TEXT NOT NULL,
  subject TEXT NOT NULL,
  name TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER NULL
);
`;
