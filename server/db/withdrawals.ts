// Withdrawals (SPEC §7 Wallet and money: withdraw). The amount leaves the balance when the
// member asks (a negative ledger row): the balance check, the withdrawal row and that row
// commit in one IMMEDIATE transaction, so concurrent requests can never overdraw, and a
// client idempotency key makes a retried request answer the first one without moving money.
// The operator then pays it out (only marked paid) or rejects it (the amount returns as a
// `withdrawal_refund` row under the withdrawal's own key, so it can never return twice).
import type { RecordPage, WithdrawRecord, WithdrawReport, WithdrawStatus } from '../../src/api/types.ts';
import { ownsCard } from './bank-cards.ts';
import type { Db } from './open.ts';
import { iso, pageCount, perDb } from './statements.ts';
import { balanceOf, postLedgerOnce } from './wallet.ts';
import { bonusAtRisk, cashOf, forfeitOpen, hasOpenRequirement } from './bonus.ts';

interface WithdrawRow {
  id: number;
  member_id: number;
  card_id: number;
  amount_cents: number;
  status: string;
  created_at: string;
}

const stmts = perDb((db) => ({
  withdrawalByKey: db.prepare<[string], WithdrawRow>('SELECT * FROM withdrawals WHERE idempotency_key = ?'),
  insertWithdrawal: db.prepare(
    'INSERT INTO withdrawals (member_id, card_id, amount_cents, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)',
  ),
  withdrawals: db.prepare<[number, number, number], WithdrawRow>(
    'SELECT * FROM withdrawals WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
  ),
  withdrawalCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?'),
  one: db.prepare<[number], WithdrawRow>(
    'SELECT id, member_id, card_id, amount_cents, status, created_at FROM withdrawals WHERE id = ?',
  ),
  decide: db.prepare("UPDATE withdrawals SET status = ?, decided_at = ? WHERE id = ? AND status = 'processing'"),
  processing: db.prepare<[number], { n: number }>(
    "SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ? AND status = 'processing'",
  ),
  report: db.prepare<[number], { status: string; n: number; cents: number }>(
    'SELECT status, COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS cents FROM withdrawals WHERE member_id = ? GROUP BY status',
  ),
}));

const toWithdrawal = (r: WithdrawRow): WithdrawRecord => ({
  id: r.id,
  cardId: r.card_id,
  amount: r.amount_cents,
  status: r.status as WithdrawStatus,
  createdAt: r.created_at,
});

export type WithdrawRefusal = 'NO_CARD' | 'INSUFFICIENT' | 'KEY_REUSED' | 'BONUS_OPEN';

/**
 * Reserves the amount at once (a negative ledger row). A retried key answers the first
 * withdrawal. Only cash is withdrawn (docs/bonus.md). While a wagering requirement is open it
 * is refused (BONUS_OPEN) unless the site allows forfeiting (`whileOpen` 'forfeit') and the
 * member confirmed it (`forfeitBonus`): then the open bonus is forfeited in this same
 * transaction, so no other request can see the reservation without the forfeiture.
 */
export function withdraw(
  db: Db,
  memberId: number,
  w: { cardId: number; amount: number; key: string; forfeitBonus?: boolean; whileOpen?: 'forfeit' | 'refuse' },
  now = Date.now(),
): { record: WithdrawRecord; balance: number } | WithdrawRefusal {
  return db
    .transaction(() => {
      const s = stmts(db);
      const key = `${memberId}:${w.key}`;
      const found = s.withdrawalByKey.get(key);
      if (found) {
        if (found.card_id !== w.cardId || found.amount_cents !== w.amount) return 'KEY_REUSED' as const;
        return { record: toWithdrawal(found), balance: balanceOf(db, memberId) };
      }
      if (!ownsCard(db, memberId, w.cardId)) return 'NO_CARD' as const;
      // A requirement whose bonus was all lost in play (none left, none at stake) holds nothing:
      // the withdrawal closes it without asking.
      const open = hasOpenRequirement(db, memberId);
      const holding = open && bonusAtRisk(db, memberId) > 0;
      if (holding && ((w.whileOpen ?? 'forfeit') === 'refuse' || w.forfeitBonus !== true)) return 'BONUS_OPEN' as const;
      if (cashOf(db, memberId) < w.amount) return 'INSUFFICIENT' as const;
      const id = Number(s.insertWithdrawal.run(memberId, w.cardId, w.amount, key, iso(now)).lastInsertRowid);
      if (open) forfeitOpen(db, memberId, `withdrawal:${id}`, now);
      postLedgerOnce(db, memberId, 'withdrawal', -w.amount, `withdrawal:${id}`, `withdrawal:${id}`, now);
      return { record: toWithdrawal(s.withdrawalByKey.get(key)!), balance: balanceOf(db, memberId) };
    })
    .immediate();
}

export function withdrawalPage(db: Db, memberId: number, pageNo: number, pageSize: number): RecordPage<WithdrawRecord> {
  const s = stmts(db);
  return {
    list: s.withdrawals.all(memberId, pageSize, (pageNo - 1) * pageSize).map(toWithdrawal),
    pageNum: pageNo,
    totalPages: pageCount(s.withdrawalCount.get(memberId)!.n, pageSize),
  };
}

export type Decision = 'paid' | 'rejected';
export type DecisionRefusal = 'NOT_FOUND' | 'ALREADY_DECIDED';

/**
 * Pays out or rejects a processing withdrawal in one transaction. Repeating the same decision
 * answers the record again and moves nothing; the other decision on a decided one is refused.
 */
export function decideWithdrawal(
  db: Db,
  id: number,
  decision: Decision,
  now = Date.now(),
): { record: WithdrawRecord; memberId: number; balance: number; changed: boolean } | DecisionRefusal {
  return db
    .transaction(() => {
      const s = stmts(db);
      const w = s.one.get(id);
      if (!w) return 'NOT_FOUND' as const;
      if (w.status !== 'processing' && w.status !== decision) return 'ALREADY_DECIDED' as const;
      const changed = w.status === 'processing';
      if (changed) {
        s.decide.run(decision, iso(now), id);
        if (decision === 'rejected')
          postLedgerOnce(
            db,
            w.member_id,
            'withdrawal_refund',
            w.amount_cents,
            `withdrawal:${id}`,
            `withdrawal_refund:${id}`,
            now,
          );
      }
      const r = s.one.get(id)!;
      return { record: toWithdrawal(r), memberId: r.member_id, balance: balanceOf(db, r.member_id), changed };
    })
    .immediate();
}

/** Count and total of the member's withdrawals by status; every status present, zero when none. */
export function withdrawalReport(db: Db, memberId: number): WithdrawReport {
  const report: WithdrawReport = {
    processing: { count: 0, cents: 0 },
    paid: { count: 0, cents: 0 },
    rejected: { count: 0, cents: 0 },
  };
  for (const r of stmts(db).report.all(memberId)) {
    if (r.status in report) report[r.status as WithdrawStatus] = { count: r.n, cents: r.cents };
  }
  return report;
}

/** The member's withdrawals still waiting for the operator. */
export const processingWithdrawals = (db: Db, memberId: number): number => stmts(db).processing.get(memberId)!.n;
