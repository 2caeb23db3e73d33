// Salary (daily, hourly) and dividend contracts between an agent and its upline agent
// (SPEC §7 Agent salary, dividend). A salary contract is applied for by the agent and
// processed by its upline; a dividend contract is offered by the upline and answered by the
// agent. Either way the answering party gets a contract_requests row, so the home prompt
// (SPEC §4) leads to it. The upline pays closed periods: the payment row and its two ledger
// rows (the upline's debit, the agent's credit) commit in one IMMEDIATE transaction, and the
// payment is unique per contract and period, so a period is never paid twice.
import type {
  AgentContract,
  AgentContractStatus,
  ContractKind,
  ContractPayment,
  DividendCycle,
  PeriodFigures,
  RecordPage,
  SalaryTier,
  TeamContract,
} from '../../src/api/types.ts';
import {
  dividendFor,
  isPeriodStart,
  lastClosedPeriod,
  periodOf,
  salaryFor,
  type ContractPeriod,
} from '../../src/rules/agent-contracts.ts';
import type { Db } from './open.ts';
import { perDb } from './statements.ts';
import { settledActive, settledNetLoss } from './settled-play.ts';
import { balanceOf, postLedger } from './wallet.ts';

interface ContractRow {
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
interface PaymentRow {
  id: number;
  kind: ContractKind;
  period_start: string;
  period_end: string;
  active: number;
  net_loss_cents: number;
  amount_cents: number;
  payer: string;
  created_at: string;
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
  paid: db.prepare<[number, string], { id: number }>(
    'SELECT id FROM agent_contract_payments WHERE contract_id = ? AND period_start = ?',
  ),
  insertPayment:
    db.prepare(`INSERT INTO agent_contract_payments (contract_id, member_id, payer_id, kind, period_start, period_end, active, net_loss_cents, amount_cents, created_at)
    VALUES (@contract, @member, @payer, @kind, @start, @end, @active, @loss, @amount, @now)`),
  payment: db.prepare<[number], PaymentRow>(
    `SELECT p.*, m.user_name AS payer FROM agent_contract_payments p JOIN members m ON m.id = p.payer_id WHERE p.id = ?`,
  ),
  payments: db.prepare<
    [number, string, string, number, number],
    PaymentRow
  >(`SELECT p.*, m.user_name AS payer FROM agent_contract_payments p
    JOIN members m ON m.id = p.payer_id WHERE p.member_id = ? AND p.kind IN (?, ?) ORDER BY p.id DESC LIMIT ? OFFSET ?`),
  paymentCount: db.prepare<[number, string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM agent_contract_payments WHERE member_id = ? AND kind IN (?, ?)',
  ),
}));

const iso = (now: number) => new Date(now).toISOString();
const periodKind = (c: { kind: ContractKind; cycle: DividendCycle | null }): ContractPeriod =>
  c.kind === 'dividend' ? (c.cycle ?? 'month') : c.kind;
const ledgerKind = (kind: ContractKind) => (kind === 'dividend' ? 'dividend' : 'salary');

const toContract = (r: ContractRow): AgentContract => ({
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
const toPayment = (r: PaymentRow): ContractPayment => ({
  id: r.id,
  kind: r.kind,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  active: r.active,
  netLossCents: r.net_loss_cents,
  amountCents: r.amount_cents,
  payer: r.payer,
  createdAt: r.created_at,
});

/** A period's figures under a contract: active team members (salary) or net loss (dividend) and the amount they earn. */
function figures(db: Db, c: ContractRow, start: string): PeriodFigures {
  const s = stmts(db);
  const p = periodOf(periodKind(c), Date.parse(start));
  const range = { agent: c.member_id, from: p.start, to: p.end };
  // Settled stakes only: a bet cancelled and refunded never counts (settled-play.ts).
  const active = c.kind === 'dividend' ? 0 : settledActive(db, range);
  const netLossCents = c.kind === 'dividend' ? settledNetLoss(db, range) : 0;
  const amountCents =
    c.kind === 'dividend'
      ? dividendFor(netLossCents, c.share_bp)
      : salaryFor(JSON.parse(c.tiers) as SalaryTier[], active);
  return {
    periodStart: p.start,
    periodEnd: p.end,
    active,
    netLossCents,
    amountCents,
    paid: !!s.paid.get(c.id, p.start),
  };
}

/** Figures of any period for an agent under its contract of `kind` (active, else the latest), or with no contract the raw team counts. */
export function queryFigures(db: Db, member: number, kind: ContractKind, start: string): PeriodFigures {
  const c = stmts(db).ofMember.get(member, kind, 'active') ?? stmts(db).ofMember.get(member, kind, 'ended');
  return figures(
    db,
    c ?? ({ id: 0, member_id: member, kind, tiers: '[]', cycle: null, share_bp: 0 } as unknown as ContractRow),
    start,
  );
}

/** Periods start at the one in which the contract was approved; the due one is the last closed period, if the contract covers it. */
function due(db: Db, c: ContractRow, now: number): PeriodFigures | null {
  if (c.status !== 'active' || !c.decided_at) return null;
  const last = lastClosedPeriod(periodKind(c), now);
  return last.start < periodOf(periodKind(c), Date.parse(c.decided_at)).start ? null : figures(db, c, last.start);
}

export function current(db: Db, member: number, kind: ContractKind, now = Date.now()) {
  const s = stmts(db);
  const active = s.ofMember.get(member, kind, 'active');
  const pending = s.ofMember.get(member, kind, 'pending');
  return {
    contract: active ? toContract(active) : null,
    pending: pending ? toContract(pending) : null,
    estimate: active ? figures(db, active, periodOf(periodKind(active), now).start) : null,
  };
}

export function teamContracts(db: Db, upline: number, kind: ContractKind, now = Date.now()): TeamContract[] {
  return stmts(db)
    .team.all(upline, kind)
    .map((c) => ({ contract: toContract(c), due: due(db, c, now) }));
}

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

export type PayRefusal = 'NOT_YOURS' | 'NOT_ACTIVE' | 'BAD_PERIOD' | 'ALREADY_PAID' | 'NOTHING_DUE' | 'INSUFFICIENT';

/** The upline pays one closed period of its downline's active contract. */
export function pay(
  db: Db,
  payer: number,
  contractId: number,
  periodStart: string,
  now = Date.now(),
): { payment: ContractPayment; balance: number } | PayRefusal {
  return db
    .transaction(() => {
      const s = stmts(db);
      const c = s.byId.get(contractId);
      if (!c || c.upline_id !== payer) return 'NOT_YOURS' as const;
      if (c.status !== 'active' || !c.decided_at) return 'NOT_ACTIVE' as const;
      const kind = periodKind(c);
      const p = periodOf(kind, Date.parse(periodStart));
      if (
        !isPeriodStart(kind, periodStart) ||
        p.end > iso(now) ||
        p.start < periodOf(kind, Date.parse(c.decided_at)).start
      )
        return 'BAD_PERIOD' as const;
      const f = figures(db, c, p.start);
      if (f.paid) return 'ALREADY_PAID' as const;
      if (f.amountCents <= 0) return 'NOTHING_DUE' as const;
      if (balanceOf(db, payer) < f.amountCents) return 'INSUFFICIENT' as const;
      const id = Number(
        s.insertPayment.run({
          contract: c.id,
          member: c.member_id,
          payer,
          kind: c.kind,
          start: p.start,
          end: p.end,
          active: f.active,
          loss: f.netLossCents,
          amount: f.amountCents,
          now: iso(now),
        }).lastInsertRowid,
      );
      const lk = ledgerKind(c.kind);
      const balance = postLedger(
        db,
        payer,
        lk,
        -f.amountCents,
        `contract:${c.id}:member:${c.member_id}`,
        `contract:${c.id}:${p.start}:out`,
        now,
      );
      postLedger(
        db,
        c.member_id,
        lk,
        f.amountCents,
        `contract:${c.id}:upline:${payer}`,
        `contract:${c.id}:${p.start}:in`,
        now,
      );
      return { payment: toPayment(s.payment.get(id)!), balance };
    })
    .immediate();
}

/** Payments received, newest first; `kinds` the salary kinds or the dividend. */
export function history(
  db: Db,
  member: number,
  kinds: readonly [ContractKind, ContractKind],
  pageNo: number,
  pageSize: number,
): RecordPage<ContractPayment> {
  const s = stmts(db);
  const n = s.paymentCount.get(member, kinds[0], kinds[1])!.n;
  return {
    list: s.payments.all(member, kinds[0], kinds[1], pageSize, (pageNo - 1) * pageSize).map(toPayment),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(n / pageSize)),
  };
}
