// Payment orders: a deposit request now says how to pay. A PIX order keeps its copy-and-paste
// code (src/rules/pix-code.ts) and when it expires; a gateway order (an online bank or the
// demo gateway) keeps the secret of its payment page, which pays it once or cancels it; a
// manual transfer shows the operator's account and waits for the operator as before.
export const sql = `
ALTER TABLE deposits ADD COLUMN pay_kind TEXT NOT NULL DEFAULT '';      -- PIX, GATEWAY, BANK, MANUAL ('' before this)
ALTER TABLE deposits ADD COLUMN pay_code TEXT NOT NULL DEFAULT '';      -- the PIX copia-e-cola code
ALTER TABLE deposits ADD COLUMN gateway_token TEXT;                     -- SHA-256 of the payment page's secret
ALTER TABLE deposits ADD COLUMN expires_at TEXT;                        -- a PIX or gateway order's end; NULL: none
CREATE UNIQUE INDEX IF NOT EXISTS deposits_gateway ON deposits (gateway_token) WHERE gateway_token IS NOT NULL;
CREATE INDEX IF NOT EXISTS deposits_member_status ON deposits (member_id, status);
CREATE INDEX IF NOT EXISTS withdrawals_member_status ON withdrawals (member_id, status);
`;
