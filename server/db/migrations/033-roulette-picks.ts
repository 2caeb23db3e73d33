// Live roulette (docs/games.md "Roulette"): a roulette bet is one round bet holding the chips a
// player placed on the felt at once, as JSON [[spot, cents], …] (src/rules/roulette.ts spots);
// its stake is their sum. Other families' bets leave it null.
export const sql = `
ALTER TABLE round_bets ADD COLUMN picks TEXT NULL;
`;
