// The operator's side of withdrawals (issue 7, SPEC §7 Withdraw) and the member's withdrawal
// report. A withdrawal's amount left the balance when it was requested (a negative ledger
// row); a payout only marks it paid, a rejection returns the amount as a `withdrawal_refund`
// row under the withdrawal's own key, so it can never be returned twice.
import type { WithdrawRecord, WithdrawReport, WithdrawStatus } from '../../src/api/types.ts';
import type { Db } from './open.ts';
import { perDb } from './statements.ts';

interface Row {
  id: number;
  member_id: number;
  card_id: number;
  amount_cents: number;
  status: string;
  created_at: string;
}

const stmts = perDb((db) => ({
  one: db.prepare<[number], Row>(
    'SELECT id, member_id, card_id, amount_cents, status, created_at FROM withdrawals WHERE id = ?',
  ),
  decide: db.prepare("UPDATE withdrawals SET status = ?, decided_at = ? WHERE id = ? AND status = 'processing'"),
  refund:
    db.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, ref, idempotency_key, created_at) VALUES (?, 'withdrawal_refund', ?, ?, ?, ?)
    ON CONFLICT (idempotency_key) DO NOTHING`),
  balance: db.prepare<[number], { cents: number }>(
    'SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger WHERE member_id = ?',
  ),
  report: db.prepare<[number], { status: string; n: number; cents: number }>(
    'SELECT status, COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS cents FROM withdrawals WHERE member_id = ? GROUP BY status',
  ),
}));

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
): { record: WithdrawRecord; memberId: number; balance: number } | DecisionRefusal {
  return db
    .transaction(() => {
      const s = stmts(db);
      const w = s.one.get(id);
      if (!w) return 'NOT_FOUND' as const;
      if (w.status !== 'processing' && w.status !== decision) return 'ALREADY_DECIDED' as const;
      if (w.status === 'processing') {
        const at = new Date(now).toISOString();
        s.decide.run(decision, at, id);
        if (decision === 'rejected')
          s.refund.run(w.member_id, w.amount_cents, `withdrawal:${id}`, `withdrawal_refund:${id}`, at);
      }
      const r = s.one.get(id)!;
      return {
        record: {
          id: r.id,
          cardId: r.card_id,
          amount: r.amount_cents,
          status: r.status as WithdrawStatus,
          createdAt: r.created_at,
        },
        memberId: r.member_id,
        balance: s.balance.get(r.member_id)!.cents,
      };
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
