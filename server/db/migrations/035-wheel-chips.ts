// The money wheel (docs/games.md "Game show money wheel"): a wheel bet now holds chips on any of
// the six numbers, as JSON [[number, cents], …] in the picks column live roulette added (033); its
// stake is their sum. A wheel bet made before held one number in its auto cash-out column: it is
// rewritten here as one chip of its whole stake, so every wheel bet reads the same way.
export const sql = `
UPDATE round_bets SET picks = '[[' || auto_cash_out || ',' || stake_cents || ']]', auto_cash_out = NULL
WHERE picks IS NULL AND auto_cash_out IS NOT NULL
  AND round_id IN (SELECT id FROM rounds WHERE family = 'GAMESHOW');
`;
