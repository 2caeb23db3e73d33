// The member's payment password, stored only as a scrypt hash (server/api/password-hash.ts);
// a withdrawal asks for it (SPEC §7 Wallet and money, Member settings).
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

const stmts = perDb((db) => ({
  paymentHash: db.prepare<[number], { hash: string }>('SELECT hash FROM payment_passwords WHERE member_id = ?'),
  setPaymentHash: db.prepare(`INSERT INTO payment_passwords (member_id, hash, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (member_id) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at`),
}));

export const paymentHash = (db: Db, memberId: number): string | null =>
  stmts(db).paymentHash.get(memberId)?.hash ?? null;

export const setPaymentHash = (db: Db, memberId: number, hash: string, now = Date.now()): void => {
  stmts(db).setPaymentHash.run(memberId, hash, iso(now));
};
