// The periods of agent salary and dividend contracts (SPEC §7 Agent salary, dividend): each
// period's figures (active team members for a salary, the team's net loss for a dividend)
// and its payment. The upline pays closed periods: the payment row and its two ledger rows
// (the upline's debit, the agent's credit) commit in one IMMEDIATE transaction, and the
// payment is unique per contract and period, so a period is never paid twice.
import type {
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
import { contractOf, contractRow, type ContractRow, teamRows, toContract } from './agent-contracts.ts';
import type { Db } from './open.ts';
import { settledActive, settledNetLoss } from './settled-play.ts';
import { iso, pageCount, perDb } from './statements.ts';
import { postLedger } from './wallet.ts';
import { cashOf } from './bonus.ts';

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

const stmts = perDb((db) => ({
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

const periodKind = (c: { kind: ContractKind; cycle: DividendCycle | null }): ContractPeriod =>
  c.kind === 'dividend' ? (c.cycle ?? 'month') : c.kind;

const ledgerKind = (kind: ContractKind) => (kind === 'dividend' ? 'dividend' : 'salary');

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
  const c = contractOf(db, member, kind, 'active') ?? contractOf(db, member, kind, 'ended');
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
  const active = contractOf(db, member, kind, 'active');
  const pending = contractOf(db, member, kind, 'pending');
  return {
    contract: active ? toContract(active) : null,
    pending: pending ? toContract(pending) : null,
    estimate: active ? figures(db, active, periodOf(periodKind(active), now).start) : null,
  };
}

export function teamContracts(db: Db, upline: number, kind: ContractKind, now = Date.now()): TeamContract[] {
  return teamRows(db, upline, kind).map((c) => ({ contract: toContract(c), due: due(db, c, now) }));
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
      const c = contractRow(db, contractId);
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
      // Paid from cash only: bonus money never leaves its member (docs/bonus.md).
      if (cashOf(db, payer) < f.amountCents) return 'INSUFFICIENT' as const;
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
    totalPages: pageCount(n, pageSize),
  };
}
