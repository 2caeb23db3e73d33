// The member's wallet: the balance, which is SUM(amount_cents) of the member's ledger rows.
// Every balance change is a ledger row written here by the money modules (deposits,
// withdrawals, agent transfers and contract payments), inside their own transaction.
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

const stmts = perDb((db) => ({
  once: db.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, ref, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (idempotency_key) DO NOTHING`),
  balance: db.prepare<[number], { cents: number }>(
    'SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger WHERE member_id = ?',
  ),
  post: db.prepare(
    'INSERT INTO ledger (member_id, kind, amount_cents, ref, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ),
}));

export function balanceOf(db: Db, memberId: number): number {
  return stmts(db).balance.get(memberId)!.cents;
}

/**
 * One balance change, for money moves outside this module (transfers, contract payments):
 * writes its ledger row inside the caller's transaction and answers the member's new balance.
 * The balance is the sum of the ledger rows, so it changes with the row and only with it.
 * A key already used throws, rolling back the caller's whole transaction (never half a move).
 */
export function postLedger(
  db: Db,
  memberId: number,
  kind: string,
  cents: number,
  ref: string,
  key: string | null,
  now = Date.now(),
): number {
  if (!db.inTransaction) throw new Error('postLedger must run inside a transaction');
  if (!Number.isSafeInteger(cents)) throw new Error('postLedger takes integer cents');
  const s = stmts(db);
  s.post.run(memberId, kind, cents, ref, key, iso(now));
  return s.balance.get(memberId)!.cents;
}

/**
 * A balance change under its own idempotency key, written at most once whoever asks again
 * (a deposit's credit, a withdrawal's reservation): true when this call wrote the row.
 */
export function postLedgerOnce(
  db: Db,
  memberId: number,
  kind: string,
  cents: number,
  ref: string,
  key: string,
  now = Date.now(),
): boolean {
  return stmts(db).once.run(memberId, kind, cents, ref, key, iso(now)).changes === 1;
}
