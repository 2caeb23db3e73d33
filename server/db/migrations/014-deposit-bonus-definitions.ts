// Deposit bonuses defined once (src/rules/bonus.ts): a promotion taken with a deposit carries
// its percentage, cap, minimum deposit and whether only a first deposit qualifies; the
// banner, the promotion page and the deposit form state figures from it, and a deposit keeps
// the bonus it was promised, which the approval credits. The reload bonus was the site
// config's promoReload (20 % up to R$ 500 unless set): it moves into the reload promotions.
export const sql = `
ALTER TABLE promotions ADD COLUMN bonus_percent INTEGER NOT NULL DEFAULT 0 CHECK (bonus_percent >= 0);
ALTER TABLE promotions ADD COLUMN bonus_max_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonus_max_cents >= 0);
ALTER TABLE promotions ADD COLUMN min_deposit_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_deposit_cents >= 0);
ALTER TABLE promotions ADD COLUMN first_deposit_only INTEGER NOT NULL DEFAULT 0;
UPDATE promotions SET bonus_percent = 20, bonus_max_cents = 50000 WHERE kind = 'REVIEW';
ALTER TABLE deposits ADD COLUMN bonus_promised_cents INTEGER NOT NULL DEFAULT 0;
`;
