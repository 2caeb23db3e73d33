// What agent salary and dividend count (SPEC §7 Agent salary, dividend): settled stakes
// only. A pending bet (a lottery number before its draw) counts for nothing until it is
// settled, so a bet that is later cancelled and refunded never made a member "active" nor
// added to the team's net loss. A period's figures are those of the orders placed in it.
// Once a period has been paid to an agent, the bets of its team in that period are frozen:
// cancelling one is refused (orders.ts), so the recorded payment always matches the bets
// it was paid for. A clawback instead would debit an agent who may have withdrawn the
// money already, leaving a negative balance to chase.
import type { Db } from './open.ts';
import { OWN_DOWNLINE, perDb } from './statements.ts';

export interface TeamRange {
  agent: number;
  from: string;
  to: string;
}

const stmts = perDb((db) => ({
  active: db.prepare<[TeamRange], { n: number }>(
    `SELECT COUNT(DISTINCT o.member_id) AS n FROM orders o JOIN members m ON m.id = o.member_id
     WHERE ${OWN_DOWNLINE} AND o.created_at >= @from AND o.created_at < @to
       AND EXISTS (SELECT 1 FROM sub_orders x WHERE x.order_id = o.id AND x.status = 'SETTLED')`,
  ),
  netLoss: db.prepare<[TeamRange], { c: number }>(
    `SELECT COALESCE(SUM(x.bet_cents - x.win_cents), 0) AS c
     FROM sub_orders x JOIN orders o ON o.id = x.order_id JOIN members m ON m.id = o.member_id
     WHERE ${OWN_DOWNLINE} AND x.status = 'SETTLED' AND o.created_at >= @from AND o.created_at < @to`,
  ),
  paidOver: db.prepare<[{ member: number; at: string }], { one: number }>(
    `SELECT 1 AS one FROM members m
     JOIN agent_links l ON l.code = m.affiliate_code COLLATE NOCASE
     JOIN agent_contract_payments p ON p.member_id = l.member_id
     WHERE m.id = @member AND p.period_start <= @at AND p.period_end > @at LIMIT 1`,
  ),
}));

/** Team members with at least one settled bet placed in the range. */
export const settledActive = (db: Db, range: TeamRange): number => stmts(db).active.get(range)!.n;

/** The team's settled stakes minus their wins, for orders placed in the range. */
export const settledNetLoss = (db: Db, range: TeamRange): number => stmts(db).netLoss.get(range)!.c;

/** Whether a bet the member placed at `at` lies in a period already paid to the member's agent. */
export const inPaidPeriod = (db: Db, memberId: number, at: string): boolean =>
  stmts(db).paidOver.get({ member: memberId, at }) !== undefined;
