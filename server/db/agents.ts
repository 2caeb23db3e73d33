// The agent programme (SPEC §6, §7 Agent): affiliate links, downlines (members who
// registered with one of the agent's link codes) with team KPI, and transfers from an agent
// to its own downlines. A transfer is one IMMEDIATE transaction: ownership, the balance check
// and both ledger rows per downline commit together; its idempotency key makes a retry a no-op.
import { randomInt } from 'node:crypto';
import type { AgentLink, ContractKind, Downline, DownlinePage } from '../../src/api/types.ts';
import { quotaAllows, type QuotaLevel } from '../../src/rules/agent-contracts.ts';
import { insertMember } from './accounts.ts';
import { decideByRequest } from './agent-contracts.ts';
import type { Db } from './open.ts';
import { perDb } from './statements.ts';
import { balanceOf, postLedger } from './wallet.ts';

const OWN = `EXISTS (SELECT 1 FROM agent_links l WHERE l.code = m.affiliate_code COLLATE NOCASE AND l.member_id = @agent)`;

const stmts = perDb((db) => ({
  links: db.prepare<[{ agent: number }], { code: string; created_at: string; n: number }>(`SELECT l.code, l.created_at,
      (SELECT COUNT(*) FROM members m WHERE m.affiliate_code = l.code COLLATE NOCASE) AS n
    FROM agent_links l WHERE l.member_id = @agent AND l.deleted_at IS NULL ORDER BY l.created_at, l.code`),
  insertCode: db.prepare('INSERT OR IGNORE INTO affiliate_codes (code, member_id, created_at) VALUES (?, ?, ?)'),
  insertLink: db.prepare('INSERT INTO agent_links (code, member_id, created_at) VALUES (?, ?, ?)'),
  deleteLink: db.prepare(
    'UPDATE agent_links SET deleted_at = ? WHERE code = ? COLLATE NOCASE AND member_id = ? AND deleted_at IS NULL',
  ),
  deleteCode: db.prepare('DELETE FROM affiliate_codes WHERE code = ? COLLATE NOCASE AND member_id = ?'),
  downlines: db.prepare<
    [{ agent: number; limit: number; offset: number }],
    { id: number; user_name: string; nickname: string; created_at: string; dep: number; bp: number }
  >(
    `SELECT m.id, m.user_name, m.nickname, m.created_at, COALESCE((SELECT r.rate_bp FROM agent_rebates r WHERE r.member_id = m.id), 0) AS bp,
      (SELECT COALESCE(SUM(d.amount_cents), 0) FROM deposits d WHERE d.member_id = m.id AND d.status = 'approved') AS dep
    FROM members m WHERE ${OWN} ORDER BY m.id DESC LIMIT @limit OFFSET @offset`,
  ),
  kpi: db.prepare<[{ agent: number; month: string }], { members: number; fresh: number; dep: number; wd: number }>(
    `SELECT COUNT(*) AS members, COALESCE(SUM(m.created_at >= @month), 0) AS fresh,
      COALESCE(SUM((SELECT COALESCE(SUM(d.amount_cents), 0) FROM deposits d WHERE d.member_id = m.id AND d.status = 'approved')), 0) AS dep,
      COALESCE(SUM((SELECT COALESCE(SUM(w.amount_cents), 0) FROM withdrawals w WHERE w.member_id = m.id AND w.status != 'rejected')), 0) AS wd
    FROM members m WHERE ${OWN}`,
  ),
  transferred: db.prepare<[number], { c: number }>(
    "SELECT COALESCE(-SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ? AND kind = 'transfer_out'",
  ),
  isOwn: db.prepare<[{ agent: number; id: number }], { id: number }>(
    `SELECT m.id FROM members m WHERE m.id = @id AND ${OWN}`,
  ),
  // The rows a transfer key wrote on the agent's side: '<base>:out:<downline id>' (ids are
  // digits, which sort below '~', so this range is exactly that prefix, on the unique index).
  keyRows: db.prepare<[{ prefix: string }], { idempotency_key: string; amount_cents: number }>(
    "SELECT idempotency_key, amount_cents FROM ledger WHERE idempotency_key > @prefix AND idempotency_key < @prefix || '~'",
  ),
  firstLink: db.prepare<[number], { code: string }>(
    'SELECT code FROM agent_links WHERE member_id = ? AND deleted_at IS NULL ORDER BY created_at LIMIT 1',
  ),
  pendingContract: db.prepare<[number, string], { id: number }>(
    "SELECT id FROM contract_requests WHERE member_id = ? AND kind = ? AND status = 'pending' ORDER BY id LIMIT 1",
  ),
  answerContract: db.prepare('UPDATE contract_requests SET status = ? WHERE id = ?'),
  rebate: db.prepare<[number], { rate_bp: number }>('SELECT rate_bp FROM agent_rebates WHERE member_id = ?'),
  setRebate: db.prepare(`INSERT INTO agent_rebates (member_id, rate_bp, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (member_id) DO UPDATE SET rate_bp = excluded.rate_bp, updated_at = excluded.updated_at`),
  rates: db.prepare<
    [{ agent: number }],
    { bp: number }
  >(`SELECT COALESCE((SELECT r.rate_bp FROM agent_rebates r WHERE r.member_id = m.id), 0) AS bp
    FROM members m WHERE ${OWN}`),
  memberType: db.prepare<[number], { type: number; user_name: string }>(
    'SELECT type, user_name FROM members WHERE id = ?',
  ),
  uplineOf: db.prepare<[number], { agent: number }>(
    `SELECT l.member_id AS agent FROM members m JOIN agent_links l ON l.code = m.affiliate_code COLLATE NOCASE WHERE m.id = ?`,
  ),
}));

const iso = (now: number) => new Date(now).toISOString();
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const MAX_LINKS = 10;

export function agentLinks(db: Db, agent: number): AgentLink[] {
  return stmts(db)
    .links.all({ agent })
    .map((r) => ({ code: r.code, path: `/m/register?code=${r.code}`, createdAt: r.created_at, downlines: r.n }));
}

export function createAgentLink(db: Db, agent: number, now = Date.now()): AgentLink[] | 'TOO_MANY' {
  return db
    .transaction(() => {
      const s = stmts(db);
      if (s.links.all({ agent }).length >= MAX_LINKS) return 'TOO_MANY' as const;
      for (;;) {
        const code = newCode();
        if (s.insertCode.run(code, agent, iso(now)).changes === 1) {
          s.insertLink.run(code, agent, iso(now));
          break;
        }
      }
      return agentLinks(db, agent);
    })
    .immediate();
}

/** New registrations stop accepting the code; members who joined through it stay downlines. */
export function deleteAgentLink(db: Db, agent: number, code: string, now = Date.now()): AgentLink[] | 'NOT_FOUND' {
  return db
    .transaction(() => {
      const s = stmts(db);
      if (s.deleteLink.run(iso(now), code, agent).changes === 0) return 'NOT_FOUND' as const;
      s.deleteCode.run(code, agent);
      return agentLinks(db, agent);
    })
    .immediate();
}

export function firstLinkCode(db: Db, agent: number): string {
  const found = stmts(db).firstLink.get(agent)?.code;
  if (found) return found;
  createAgentLink(db, agent);
  return stmts(db).firstLink.get(agent)!.code;
}

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
    totalPages: Math.max(1, Math.ceil(k.members / pageSize)),
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
      if (balanceOf(db, agent) < amount * ids.length) return 'INSUFFICIENT' as const;
      for (const id of ids) {
        postLedger(db, agent, 'transfer_out', -amount, `member:${id}`, `${base}:out:${id}`, now);
        postLedger(db, id, 'transfer_in', amount, `agent:${agent}`, `${base}:in:${id}`, now);
      }
      return { balance: balanceOf(db, agent), transferred: amount * ids.length };
    })
    .immediate();
}

/** The member's answer to its pending contract request of one kind. */
export function answerContract(db: Db, memberId: number, kind: ContractKind, accept: boolean): boolean {
  return db
    .transaction(() => {
      const s = stmts(db);
      const row = s.pendingContract.get(memberId, kind);
      if (!row) return false;
      // A request that belongs to a salary application or a dividend offer decides that contract too.
      if (!decideByRequest(db, row.id, accept)) s.answerContract.run(accept ? 'accepted' : 'refused', row.id);
      return true;
    })
    .immediate();
}

/**
 * An agent's own rebate rate: its stored rate; an agent with no upline agent and no stored
 * rate has the site's top rate (the operator's default for direct agents); a downline
 * without a stored rate has 0.
 */
export function rebateOf(db: Db, memberId: number, topBp: number): number {
  const s = stmts(db);
  const stored = s.rebate.get(memberId)?.rate_bp;
  if (stored !== undefined) return stored;
  return s.uplineOf.get(memberId) ? 0 : topBp;
}

export type RebateRefusal = 'NOT_YOUR_DOWNLINE' | 'ABOVE_OWN' | 'QUOTA_FULL';

/** The rebate rates of the agent's downlines, what its quotas count. */
export const downlineRates = (db: Db, agent: number): number[] =>
  stmts(db)
    .rates.all({ agent })
    .map((r) => r.bp);

export const isOwnDownline = (db: Db, agent: number, id: number): boolean => !!stmts(db).isOwn.get({ agent, id });
export const uplineOf = (db: Db, memberId: number): number | null => stmts(db).uplineOf.get(memberId)?.agent ?? null;
export const memberType = (db: Db, memberId: number): number | null => stmts(db).memberType.get(memberId)?.type ?? null;
export const memberName = (db: Db, memberId: number): string | null =>
  stmts(db).memberType.get(memberId)?.user_name ?? null;

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
      if (!s.isOwn.get({ agent, id: downline })) return 'NOT_YOUR_DOWNLINE' as const;
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
