// Payout destinations: a bank card row is now a Brazilian bank account (agência, conta with
// its check digit, corrente or poupança) or a PIX key (its type; the key in account_no under
// bank_code 'PIX', so the same key is never added twice). Rows added before keep working as
// bank accounts without an agência.
export const sql = `
ALTER TABLE bank_cards ADD COLUMN kind TEXT NOT NULL DEFAULT 'BANK';         -- BANK or PIX
ALTER TABLE bank_cards ADD COLUMN branch TEXT NOT NULL DEFAULT '';           -- agência ('' for older rows)
ALTER TABLE bank_cards ADD COLUMN account_type TEXT NOT NULL DEFAULT '';     -- CHECKING, SAVINGS ('' for older rows)
ALTER TABLE bank_cards ADD COLUMN pix_key_type TEXT NOT NULL DEFAULT '';     -- CPF, PHONE, EMAIL, EVP
`;
