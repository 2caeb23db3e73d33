// Money a test puts on a member's account as a settled deposit: one ledger row, the balance's
// only source, without the deposit flow the test is not about.
import type { Db } from '../../server/db/open.ts';

export function creditDeposit(db: Db, memberId: number, cents: number): void {
  db.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, created_at) VALUES (?, 'deposit', ?, ?)`).run(
    memberId,
    cents,
    new Date().toISOString(),
  );
}
