// Demo money never reaches a public figure: each order remembers the jackpot share its stake
// added (a cancelled lottery bet takes that share back, server/db/orders.ts), and the wins
// trial accounts (type 4) wrote to the winners board before they were kept off it are removed.
export const sql = `
ALTER TABLE orders ADD COLUMN jackpot_cents INTEGER NOT NULL DEFAULT 0;
DELETE FROM winners WHERE member_id IN (SELECT id FROM members WHERE type = 4);
`;
