// Decisions only the operator makes outside money: the outcome of a REVIEW promotion
// application, and the answer to a contract request on its party's behalf. Both are
// idempotent: the same decision again answers the same state and changes nothing.
import type { AgentContract, PromotionMemberState } from '../../src/api/types.ts';
import { contractRow, decideByRequest, toContract } from './agent-contracts.ts';
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

const stmts = perDb((db) => ({
  state: db.prepare<[number, number], { state: string }>(
    'SELECT state FROM promotion_members WHERE promotion_id = ? AND member_id = ?',
  ),
  setState: db.prepare(
    'UPDATE promotion_members SET state = ?, updated_at = ? WHERE promotion_id = ? AND member_id = ?',
  ),
  request: db.prepare<[number], { id: number; status: string }>(
    'SELECT id, status FROM contract_requests WHERE id = ?',
  ),
  answer: db.prepare("UPDATE contract_requests SET status = ? WHERE id = ? AND status = 'pending'"),
  contractOfRequest: db.prepare<[number], { id: number }>('SELECT id FROM agent_contracts WHERE request_id = ?'),
}));

/** Waiting for the operator's outcome. */
const UNDER_REVIEW: readonly string[] = ['applying', 'process'];
/** What each outcome leads to, and the states that already are that outcome. */
const OUTCOME = {
  approve: { to: 'claimable', done: ['claimable', 'claimed', 'issued'] },
  reject: { to: 'rejected', done: ['rejected'] },
} as const;

/**
 * Approve makes the reward claimable (the member's claim pays it once, server/db/promo.ts);
 * reject refuses it. The application must be under review or already have this outcome.
 */
export function reviewPromotion(
  db: Db,
  memberId: number,
  promotionId: number,
  approve: boolean,
  now = Date.now(),
): PromotionMemberState | 'NOT_APPLIED' | 'DECIDED' {
  return db
    .transaction(() => {
      const s = stmts(db);
      const row = s.state.get(promotionId, memberId);
      if (!row) return 'NOT_APPLIED' as const;
      const o = OUTCOME[approve ? 'approve' : 'reject'];
      if ((o.done as readonly string[]).includes(row.state)) return row.state as PromotionMemberState;
      if (!UNDER_REVIEW.includes(row.state)) return 'DECIDED' as const;
      s.setState.run(o.to, iso(now), promotionId, memberId);
      return o.to;
    })
    .immediate();
}

/** The request's answer and the contract it belongs to (decided with it), or why it cannot be answered. */
export function answerRequest(
  db: Db,
  requestId: number,
  accept: boolean,
  now = Date.now(),
): { status: 'accepted' | 'refused'; contract: AgentContract | null } | 'NOT_FOUND' | 'ANSWERED_OTHERWISE' {
  return db
    .transaction(() => {
      const s = stmts(db);
      const want: 'accepted' | 'refused' = accept ? 'accepted' : 'refused';
      const r = s.request.get(requestId);
      if (!r) return 'NOT_FOUND' as const;
      if (r.status !== 'pending' && r.status !== want) return 'ANSWERED_OTHERWISE' as const;
      // A request that belongs to a contract decides the contract too (and answers the request).
      if (r.status === 'pending' && !decideByRequest(db, requestId, accept, now)) s.answer.run(want, requestId);
      const c = s.contractOfRequest.get(requestId);
      const row = c ? contractRow(db, c.id) : undefined;
      return { status: want, contract: row ? toContract(row) : null };
    })
    .immediate();
}
