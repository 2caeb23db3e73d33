// Salary (daily, hourly) and dividend contracts between an agent and its upline agent
// (SPEC §7 Agent salary, dividend): proposing and answering them. A salary contract is
// applied for by the agent and processed by its upline; a dividend contract is offered by
// the upline and answered by the agent. Either way the answering party gets a
// contract_requests row, so the home prompt (SPEC §4) leads to it. Periods, figures and
// payments: contract-periods.ts.
import type {
  AgentContract,
  AgentContractStatus,
  ContractKind,
  DividendCycle,
  SalaryTier,
} from '../../src/api/types.ts';
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

export interface ContractRow {
  id: number;
  member_id: number;
  upline_id: number;
  kind: ContractKind;
  tiers: string;
  cycle: DividendCycle | null;
  share_bp: number;
  status: AgentContractStatus;
  request_id: number | null;
  created_at: string;
  decided_at: string | null;
  user_name: string;
}

const SELECT = 'SELECT c.*, m.user_name FROM agent_contracts c JOIN members m ON m.id = c.member_id';

const stmts = perDb((db) => ({
  byId: db.prepare<[number], ContractRow>(`${SELECT} WHERE c.id = ?`),
  byRequest: db.prepare<[number], ContractRow>(`${SELECT} WHERE c.request_id = ?`),
  ofMember: db.prepare<[number, string, string], ContractRow>(
    `${SELECT} WHERE c.member_id = ? AND c.kind = ? AND c.status = ? ORDER BY c.id DESC LIMIT 1`,
  ),
  team: db.prepare<[number, string], ContractRow>(`${SELECT} WHERE c.upline_id = ? AND c.kind = ?
    ORDER BY CASE c.status WHEN 'pending' THEN 0 WHEN 'active' THEN 1 ELSE 2 END, c.id DESC LIMIT 50`),
  insertRequest: db.prepare('INSERT INTO contract_requests (member_id, kind, created_at) VALUES (?, ?, ?)'),
  answerRequest: db.prepare("UPDATE contract_requests SET status = ? WHERE id = ? AND status = 'pending'"),
  insert:
    db.prepare(`INSERT INTO agent_contracts (member_id, upline_id, kind, tiers, cycle, share_bp, request_id, created_at)
    VALUES (@member, @upline, @kind, @tiers, @cycle, @share, @request, @now)`),
  decide: db.prepare("UPDATE agent_contracts SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'"),
  endActive: db.prepare(
    "UPDATE agent_contracts SET status = 'ended' WHERE member_id = ? AND kind = ? AND status = 'active'",
  ),
  pendingRequest: db.prepare<[number, string], { id: number }>(
    "SELECT id FROM contract_requests WHERE member_id = ? AND kind = ? AND status = 'pending' ORDER BY id LIMIT 1",
  ),
  answerOwnRequest: db.prepare('UPDATE contract_requests SET status = ? WHERE id = ?'),
}));

export const toContract = (r: ContractRow): AgentContract => ({
  id: r.id,
  kind: r.kind,
  memberId: r.member_id,
  userName: r.user_name,
  status: r.status,
  tiers: JSON.parse(r.tiers) as SalaryTier[],
  cycle: r.cycle,
  shareBp: r.share_bp,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
});

/** A contract by id, as stored. */
export const contractRow = (db: Db, id: number): ContractRow | undefined => stmts(db).byId.get(id);

/** The member's latest contract of `kind` in `status`. */
export const contractOf = (
  db: Db,
  member: number,
  kind: ContractKind,
  status: AgentContractStatus,
): ContractRow | undefined => stmts(db).ofMember.get(member, kind, status);

/** The upline's downline contracts of `kind`: pending first, then active, then the rest (at most 50). */
export const teamRows = (db: Db, upline: number, kind: ContractKind): ContractRow[] => stmts(db).team.all(upline, kind);

/** A new contract waiting for `answerer` (a contract_requests row prompts them on home). */
export function propose(
  db: Db,
  c: {
    member: number;
    upline: number;
    answerer: number;
    kind: ContractKind;
    tiers?: SalaryTier[];
    cycle?: DividendCycle;
    shareBp?: number;
  },
  now = Date.now(),
): AgentContract | 'PENDING' {
  return db
    .transaction(() => {
      const s = stmts(db);
      if (s.ofMember.get(c.member, c.kind, 'pending')) return 'PENDING' as const;
      const request = Number(s.insertRequest.run(c.answerer, c.kind, iso(now)).lastInsertRowid);
      const id = Number(
        s.insert.run({
          member: c.member,
          upline: c.upline,
          kind: c.kind,
          tiers: JSON.stringify(c.tiers ?? []),
          cycle: c.cycle ?? null,
          share: c.shareBp ?? 0,
          request,
          now: iso(now),
        }).lastInsertRowid,
      );
      return toContract(s.byId.get(id)!);
    })
    .immediate();
}

function decideRow(db: Db, c: ContractRow, accept: boolean, now: number): AgentContract {
  const s = stmts(db);
  if (accept) s.endActive.run(c.member_id, c.kind);
  s.decide.run(accept ? 'active' : 'rejected', iso(now), c.id);
  if (c.request_id !== null) s.answerRequest.run(accept ? 'accepted' : 'refused', c.request_id);
  return toContract(s.byId.get(c.id)!);
}

/** The answer of the party a pending contract waits for: `answerer` must be that party. */
export function decide(
  db: Db,
  answerer: number,
  contractId: number,
  accept: boolean,
  now = Date.now(),
): AgentContract | 'NOT_YOURS' | 'NOT_PENDING' {
  return db
    .transaction(() => {
      const c = stmts(db).byId.get(contractId);
      const waitsFor = c ? (c.kind === 'dividend' ? c.member_id : c.upline_id) : null;
      if (!c || waitsFor !== answerer) return 'NOT_YOURS' as const;
      if (c.status !== 'pending') return 'NOT_PENDING' as const;
      return decideRow(db, c, accept, now);
    })
    .immediate();
}

/** The home prompt's Accept/Refuse on a contract_requests row that belongs to a contract: true when it did. */
export function decideByRequest(db: Db, requestId: number, accept: boolean, now = Date.now()): boolean {
  const c = stmts(db).byRequest.get(requestId);
  if (c?.status !== 'pending') return false;
  decideRow(db, c, accept, now);
  return true;
}

/** The member's answer to its pending contract request of one kind. */
export function answerContract(db: Db, memberId: number, kind: ContractKind, accept: boolean): boolean {
  return db
    .transaction(() => {
      const s = stmts(db);
      const row = s.pendingRequest.get(memberId, kind);
      if (!row) return false;
      // A request that belongs to a salary application or a dividend offer decides that contract too.
      if (!decideByRequest(db, row.id, accept)) s.answerOwnRequest.run(accept ? 'accepted' : 'refused', row.id);
      return true;
    })
    .immediate();
}
