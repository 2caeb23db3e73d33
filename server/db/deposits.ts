// Deposit requests (SPEC §7 Wallet and money: deposit): a request waits for the operator's
// approval, which credits the balance once. A client idempotency key makes a retried request
// answer the first one without creating another.
import type { DepositRecord, DepositStatus, RecordPage } from '../../src/api/types.ts';
import { depositBonus } from '../../src/rules/wallet.ts';
import type { Db } from './open.ts';
import { iso, pageCount, perDb } from './statements.ts';
import { postLedgerOnce } from './wallet.ts';

interface DepositRow {
  id: number;
  member_id: number;
  method_id: string;
  bank_code: string;
  amount_cents: number;
  status: string;
  promo_id: number | null;
  bonus_cents: number;
  created_at: string;
}

const stmts = perDb((db) => ({
  depositByKey: db.prepare<[string], DepositRow>('SELECT * FROM deposits WHERE idempotency_key = ?'),
  deposit: db.prepare<[number], DepositRow>('SELECT * FROM deposits WHERE id = ?'),
  insertDeposit:
    db.prepare(`INSERT INTO deposits (member_id, method_id, bank_code, amount_cents, promo_id, idempotency_key, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`),
  decideDeposit: db.prepare("UPDATE deposits SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'"),
  setBonus: db.prepare('UPDATE deposits SET bonus_cents = ? WHERE id = ?'),
  promo: db.prepare<
    [number, number],
    { kind: string; reward_cents: number; state: string | null }
  >(`SELECT p.kind, p.reward_cents, m.state FROM promotions p
    LEFT JOIN promotion_members m ON m.promotion_id = p.id AND m.member_id = ? WHERE p.id = ?`),
  issuePromo:
    db.prepare(`INSERT INTO promotion_members (promotion_id, member_id, state, updated_at) VALUES (?, ?, 'issued', ?)
    ON CONFLICT (promotion_id, member_id) DO UPDATE SET state = 'issued', updated_at = excluded.updated_at`),
  deposits: db.prepare<[number, number, number], DepositRow>(
    'SELECT * FROM deposits WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
  ),
  depositCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?'),
  pendingCount: db.prepare<[number], { n: number }>(
    "SELECT COUNT(*) AS n FROM deposits WHERE member_id = ? AND status = 'pending'",
  ),
  deposited: db.prepare<[number], { cents: number }>(
    "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM deposits WHERE member_id = ? AND status = 'approved'",
  ),
}));

const toDeposit = (r: DepositRow): DepositRecord => ({
  id: r.id,
  methodId: r.method_id,
  amount: r.amount_cents,
  status: r.status as DepositStatus,
  promoId: r.promo_id,
  bonus: r.bonus_cents,
  createdAt: r.created_at,
});

/**
 * A deposit request waiting for the operator; the same key with the same request answers
 * the first one, the same key with a different request is 'KEY_REUSED'.
 */
export function createDeposit(
  db: Db,
  memberId: number,
  d: { methodId: string; bankCode: string; amount: number; promoId: number | null; key: string },
  maxPending = Number.POSITIVE_INFINITY,
  now = Date.now(),
): DepositRecord | 'KEY_REUSED' | 'TOO_MANY_PENDING' {
  return db
    .transaction(() => {
      const s = stmts(db);
      const key = `${memberId}:${d.key}`;
      const found = s.depositByKey.get(key);
      if (found) {
        const same =
          found.method_id === d.methodId &&
          found.bank_code === d.bankCode &&
          found.amount_cents === d.amount &&
          found.promo_id === d.promoId;
        return same ? toDeposit(found) : ('KEY_REUSED' as const);
      }
      // Counted inside the transaction, so simultaneous requests cannot pass the cap together.
      if (s.pendingCount.get(memberId)!.n >= maxPending) return 'TOO_MANY_PENDING' as const;
      const id = Number(
        s.insertDeposit.run(memberId, d.methodId, d.bankCode, d.amount, d.promoId, key, iso(now)).lastInsertRowid,
      );
      return toDeposit(s.deposit.get(id)!);
    })
    .immediate();
}

/**
 * The operator's approval: credits the ledger once; approving again changes nothing. A
 * promotion accepted on the deposit form pays its bonus as a separate `bonus` row under the
 * promotion's own key (the one a claim uses), so one promotion never pays a member twice.
 */
export function approveDeposit(
  db: Db,
  id: number,
  reload: { percent: number; maxCents: number },
  now = Date.now(),
): (DepositRecord & { memberId: number }) | 'NOT_FOUND' | 'REJECTED' {
  return db
    .transaction(() => {
      const s = stmts(db);
      const d = s.deposit.get(id);
      if (!d) return 'NOT_FOUND' as const;
      if (d.status === 'rejected') return 'REJECTED' as const;
      if (d.status === 'pending') {
        s.decideDeposit.run('approved', iso(now), id);
        postLedgerOnce(db, d.member_id, 'deposit', d.amount_cents, `deposit:${id}`, `deposit:${id}`, now);
        const promo = d.promo_id === null ? undefined : s.promo.get(d.member_id, d.promo_id);
        const bonus =
          promo && promo.state === null
            ? depositBonus({ kind: promo.kind, rewardCents: promo.reward_cents }, d.amount_cents, reload)
            : 0;
        if (
          bonus > 0 &&
          postLedgerOnce(db, d.member_id, 'bonus', bonus, `deposit:${id}`, `promo:${d.promo_id}:${d.member_id}`, now)
        ) {
          s.setBonus.run(bonus, id);
          s.issuePromo.run(d.promo_id, d.member_id, iso(now));
        }
      }
      return { ...toDeposit(s.deposit.get(id)!), memberId: d.member_id };
    })
    .immediate();
}

/** The operator's refusal of a pending deposit: nothing is credited, and rejecting again answers the same record. */
export function rejectDeposit(
  db: Db,
  id: number,
  now = Date.now(),
): (DepositRecord & { memberId: number }) | 'NOT_FOUND' | 'APPROVED' {
  return db
    .transaction(() => {
      const s = stmts(db);
      const d = s.deposit.get(id);
      if (!d) return 'NOT_FOUND' as const;
      if (d.status === 'approved') return 'APPROVED' as const;
      if (d.status === 'pending') s.decideDeposit.run('rejected', iso(now), id);
      return { ...toDeposit(s.deposit.get(id)!), memberId: d.member_id };
    })
    .immediate();
}

export function depositPage(db: Db, memberId: number, pageNo: number, pageSize: number): RecordPage<DepositRecord> {
  const s = stmts(db);
  return {
    list: s.deposits.all(memberId, pageSize, (pageNo - 1) * pageSize).map(toDeposit),
    pageNum: pageNo,
    totalPages: pageCount(s.depositCount.get(memberId)!.n, pageSize),
  };
}

/** The total of the member's approved deposits (the VIP level counts it). */
export const depositedCents = (db: Db, memberId: number): number => stmts(db).deposited.get(memberId)!.cents;
