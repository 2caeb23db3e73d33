// Agent rebate rates (SPEC §7 Agent: rebate settings, update downline rebates, quotas): a
// rate in basis points per member; an agent sets a downline's rate, or opens a downline at a
// rate, within its own rate and its quotas, in one transaction with the ownership check.
import { quotaAllows, type QuotaLevel } from '../../src/rules/agent-contracts.ts';
import { insertMember } from './accounts.ts';
import { firstLinkCode } from './agent-links.ts';
import { isOwnDownline, uplineOf } from './agents.ts';
import type { Db } from './open.ts';
import { iso, OWN_DOWNLINE, perDb } from './statements.ts';

const stmts = perDb((db) => ({
  rebate: db.prepare<[number], { rate_bp: number }>('SELECT rate_bp FROM agent_rebates WHERE member_id = ?'),
  setRebate: db.prepare(`INSERT INTO agent_rebates (member_id, rate_bp, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (member_id) DO UPDATE SET rate_bp = excluded.rate_bp, updated_at = excluded.updated_at`),
  rates: db.prepare<
    [{ agent: number }],
    { bp: number }
  >(`SELECT COALESCE((SELECT r.rate_bp FROM agent_rebates r WHERE r.member_id = m.id), 0) AS bp
    FROM members m WHERE ${OWN_DOWNLINE}`),
}));

/**
 * An agent's own rebate rate: its stored rate; an agent with no upline agent and no stored
 * rate has the site's top rate (the operator's default for direct agents); a downline
 * without a stored rate has 0.
 */
export function rebateOf(db: Db, memberId: number, topBp: number): number {
  const s = stmts(db);
  const stored = s.rebate.get(memberId)?.rate_bp;
  if (stored !== undefined) return stored;
  return uplineOf(db, memberId) !== null ? 0 : topBp;
}

export type RebateRefusal = 'NOT_YOUR_DOWNLINE' | 'ABOVE_OWN' | 'QUOTA_FULL';

/** The rebate rates of the agent's downlines, what its quotas count. */
export const downlineRates = (db: Db, agent: number): number[] =>
  stmts(db)
    .rates.all({ agent })
    .map((r) => r.bp);

/**
 * Sets a downline's rate within the agent's own and its quotas (SPEC §7 rebate settings and
 * quotas), in one transaction with the ownership check.
 */
export function setDownlineRebate(
  db: Db,
  agent: number,
  downline: number,
  rateBp: number,
  topBp: number,
  levels: readonly QuotaLevel[] = [],
  now = Date.now(),
): RebateRefusal | null {
  return db
    .transaction(() => {
      const s = stmts(db);
      if (!isOwnDownline(db, agent, downline)) return 'NOT_YOUR_DOWNLINE' as const;
      if (rateBp > rebateOf(db, agent, topBp)) return 'ABOVE_OWN' as const;
      if (!quotaAllows(levels, downlineRates(db, agent), s.rebate.get(downline)?.rate_bp ?? 0, rateBp))
        return 'QUOTA_FULL' as const;
      s.setRebate.run(downline, rateBp, iso(now));
      return null;
    })
    .immediate();
}

/** The agent opens a member account on its team at a rebate rate within its own and its quotas. */
export function openDownline(
  db: Db,
  agent: number,
  m: { userName: string; passwordHash: string; merchantCode: string },
  rateBp: number,
  topBp: number,
  levels: readonly QuotaLevel[],
  now = Date.now(),
): number | Exclude<RebateRefusal, 'NOT_YOUR_DOWNLINE'> {
  const code = firstLinkCode(db, agent);
  return db
    .transaction(() => {
      if (rateBp > rebateOf(db, agent, topBp)) return 'ABOVE_OWN' as const;
      if (!quotaAllows(levels, downlineRates(db, agent), null, rateBp)) return 'QUOTA_FULL' as const;
      const id = insertMember(db, { ...m, type: 0, affiliateCode: code, firstTimeLogin: true, registerMethod: 'H5' });
      if (rateBp > 0) stmts(db).setRebate.run(id, rateBp, iso(now));
      return id;
    })
    .immediate();
}
