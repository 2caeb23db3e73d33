// The agent programme's team (SPEC §6, §7 Agent): downlines (members who registered with one
// of the agent's link codes) with the team KPI, and transfers from an agent to its own
// downlines. A transfer is one IMMEDIATE transaction: ownership, the balance check and both
// ledger rows per downline commit together; its idempotency key makes a retry a no-op.
// Links: agent-links.ts; rebates: agent-rebates.ts; contracts: agent-contracts.ts.
import type { Downline, DownlinePage } from '../../src/api/types.ts';
import type { Db } from './open.ts';
import { iso, OWN_DOWNLINE, pageCount, perDb } from './statements.ts';
import { balanceOf, postLedger } from './wallet.ts';
import { cashOf } from './bonus.ts';

const stmts = perDb((db) => ({
  downlines: db.prepare<
    [{ agent: number; limit: number; offset: number }],
    { id: number; user_name: string; nickname: string; created_at: string; dep: number; bp: number }
  >(
    `SELECT m.id, m.user_name, m.nickname, m.created_at, COALESCE((SELECT r.rate_bp FROM agent_rebates r WHERE r.member_id = m.id), 0) AS bp,
      (SELECT COALESCE(SUM(d.amount_cents), 0) FROM deposits d WHERE d.member_id = m.id AND d.status = 'approved') AS dep
    FROM members m WHERE ${OWN_DOWNLINE} ORDER BY m.id DESC LIMIT @limit OFFSET @offset`,
  ),
  kpi: db.prepare<[{ agent: number; month: string }], { members: number; fresh: number; dep: number; wd: number }>(
    `SELECT COUNT(*) AS members, COALESCE(SUM(m.created_at >= @month), 0) AS fresh,
      COALESCE(SUM((SELECT COALESCE(SUM(d.amount_cents), 0) FROM deposits d WHERE d.member_id = m.id AND d.status = 'approved')), 0) AS dep,
      COALESCE(SUM((SELECT COALESCE(SUM(w.amount_cents), 0) FROM withdrawals w WHERE w.member_id = m.id AND w.status != 'rejected')), 0) AS wd
    FROM members m WHERE ${OWN_DOWNLINE}`,
  ),
  transferred: db.prepare<[number], { c: number }>(
    "SELECT COALESCE(-SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ? AND kind = 'transfer_out'",
  ),
  isOwn: db.prepare<[{ agent: number; id: number }], { id: number }>(
    `SELECT m.id FROM members m WHERE m.id = @id AND ${OWN_DOWNLINE}`,
  ),
  // The rows a transfer key wrote on the agent's side: '<base>:out:<downline id>' (ids are
  // digits, which sort below '~', so this range is exactly that prefix, on the unique index).
  keyRows: db.prepare<[{ prefix: string }], { idempotency_key: string; amount_cents: number }>(
    "SELECT idempotency_key, amount_cents FROM ledger WHERE idempotency_key > @prefix AND idempotency_key < @prefix || '~'",
  ),
  memberType: db.prepare<[number], { type: number; user_name: string }>(
    'SELECT type, user_name FROM members WHERE id = ?',
  ),
  uplineOf: db.prepare<[number], { agent: number }>(
    `SELECT l.member_id AS agent FROM members m JOIN agent_links l ON l.code = m.affiliate_code COLLATE NOCASE WHERE m.id = ?`,
  ),
}));

export function downlinePage(db: Db, agent: number, pageNo: number, pageSize: number, now = Date.now()): DownlinePage {
  const s = stmts(db);
  const month = `${iso(now).slice(0, 7)}-01`;
  const k = s.kpi.get({ agent, month })!;
  const list: Downline[] = s.downlines.all({ agent, limit: pageSize, offset: (pageNo - 1) * pageSize }).map((r) => ({
    id: r.id,
    userName: r.user_name,
    nickname: r.nickname,
    joinedAt: r.created_at,
    depositedCents: r.dep,
    rebateBp: r.bp,
  }));
  return {
    list,
    pageNum: pageNo,
    totalPages: pageCount(k.members, pageSize),
    kpi: {
      members: k.members,
      newThisMonth: k.fresh,
      depositedCents: k.dep,
      withdrawnCents: k.wd,
      transferredCents: s.transferred.get(agent)!.c,
    },
  };
}

export type TransferRefusal = 'NOT_YOUR_DOWNLINE' | 'INSUFFICIENT' | 'KEY_REUSED';

/** The same amount to each listed downline, all or nothing. */
export function transferToDownlines(
  db: Db,
  agent: number,
  ids: readonly number[],
  amount: number,
  key: string,
  now = Date.now(),
): { balance: number; transferred: number } | TransferRefusal {
  return db
    .transaction(() => {
      const s = stmts(db);
      // Someone else's downline is refused as such, whatever the key.
      if (ids.some((id) => !s.isOwn.get({ agent, id }))) return 'NOT_YOUR_DOWNLINE' as const;
      const base = `transfer:${agent}:${key}`;
      const done = s.keyRows.all({ prefix: `${base}:out:` });
      if (done.length > 0) {
        // A retry of the same transfer answers what it moved; the key on another transfer is refused.
        const ids0 = done.map((r) => Number(r.idempotency_key.slice(base.length + 5))).sort((x, y) => x - y);
        const same =
          done.every((r) => r.amount_cents === -amount) && ids0.join(',') === [...ids].sort((x, y) => x - y).join(',');
        return same ? { balance: balanceOf(db, agent), transferred: amount * ids.length } : ('KEY_REUSED' as const);
      }
      // Only cash moves to a downline: bonus money is the agent's to wager, never to pass on (docs/bonus.md).
      if (cashOf(db, agent) < amount * ids.length) return 'INSUFFICIENT' as const;
      for (const id of ids) {
        postLedger(db, agent, 'transfer_out', -amount, `member:${id}`, `${base}:out:${id}`, now);
        postLedger(db, id, 'transfer_in', amount, `agent:${agent}`, `${base}:in:${id}`, now);
      }
      return { balance: balanceOf(db, agent), transferred: amount * ids.length };
    })
    .immediate();
}

export const isOwnDownline = (db: Db, agent: number, id: number): boolean => !!stmts(db).isOwn.get({ agent, id });
export const uplineOf = (db: Db, memberId: number): number | null => stmts(db).uplineOf.get(memberId)?.agent ?? null;
export const memberType = (db: Db, memberId: number): number | null => stmts(db).memberType.get(memberId)?.type ?? null;
export const memberName = (db: Db, memberId: number): string | null =>
  stmts(db).memberType.get(memberId)?.user_name ?? null;
