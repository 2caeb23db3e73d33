// Who paid a deposit, and why an order was refused: a PIX credit notice names the payer's CPF
// (kept as its 11 digits on the order it paid), and where the jurisdiction profile moves money
// only from the player's own CPF (src/rules/own-cpf.ts) a payment from anyone else rejects the
// order with the reason the player reads on it ('PAYER_NOT_OWN_CPF'; NULL: no reason given).
export const sql = `
ALTER TABLE deposits ADD COLUMN payer_cpf TEXT CHECK (payer_cpf IS NULL OR (length(payer_cpf) = 11 AND payer_cpf NOT GLOB '*[^0-9]*'));
ALTER TABLE deposits ADD COLUMN refusal TEXT CHECK (refusal IS NULL OR refusal IN ('PAYER_NOT_OWN_CPF'));
`;
