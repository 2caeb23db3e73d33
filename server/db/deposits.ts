// Deposit requests (SPEC §7 Wallet and money: deposit) and how each is paid: a PIX order with
// its copy-and-paste code, a gateway order with its payment page, or a manual transfer the
// operator confirms. A client idempotency key makes a retried request answer the first one
// without creating another. Decisions (approve, reject, the gateway's outcome) are in
// deposit-decisions.ts.
import { randomBytes } from 'node:crypto';
import type { DepositRecord, DepositRefusal, DepositStatus, PaymentKind, RecordPage } from '../../src/api/types.ts';
import { pixCode } from '../../src/rules/pix-code.ts';
import type { Db } from './open.ts';
import { iso, pageCount, perDb } from './statements.ts';

export interface DepositRow {
  id: number;
  member_id: number;
  method_id: string;
  bank_code: string;
  amount_cents: number;
  status: string;
  promo_id: number | null;
  bonus_cents: number;
  bonus_promised_cents: number;
  pay_kind: string;
  pay_code: string;
  gateway_token: string | null;
  expires_at: string | null;
  created_at: string;
  payer_cpf: string | null;
  refusal: string | null;
}

const stmts = perDb((db) => ({
  depositByKey: db.prepare<[string], DepositRow>('SELECT * FROM deposits WHERE idempotency_key = ?'),
  deposit: db.prepare<[number], DepositRow>('SELECT * FROM deposits WHERE id = ?'),
  insertDeposit: db.prepare(`INSERT INTO deposits (member_id, method_id, bank_code, amount_cents, promo_id,
    bonus_promised_cents, pay_kind, gateway_token, expires_at, idempotency_key, created_at)
    VALUES (@member, @method, @bank, @amount, @promo, @bonus, @kind, @token, @expires, @key, @now)`),
  setCode: db.prepare('UPDATE deposits SET pay_code = ? WHERE id = ?'),
  deposits: db.prepare<[number, number, number], DepositRow>(
    'SELECT * FROM deposits WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
  ),
  depositCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?'),
  // An order past its end no longer waits for anyone: it leaves the cap and the poll.
  pendingCount: db.prepare<[number, string], { n: number }>(
    "SELECT COUNT(*) AS n FROM deposits WHERE member_id = ? AND status = 'pending' AND (expires_at IS NULL OR expires_at > ?)",
  ),
  deposited: db.prepare<[number], { cents: number }>(
    "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM deposits WHERE member_id = ? AND status = 'approved'",
  ),
}));

/** A gateway order's payment page (server/pay/gateway.ts serves it). */
export const gatewayPath = (token: string) => `/pay/gateway/${token}`;

/** A pending order past its end reads 'expired'; the row keeps 'pending' (nothing sweeps it). */
export function depositStatus(r: Pick<DepositRow, 'status' | 'expires_at'>, now = Date.now()): DepositStatus {
  if (r.status === 'pending' && r.expires_at !== null && Date.parse(r.expires_at) <= now) return 'expired';
  return r.status as DepositStatus;
}

export const toDeposit = (r: DepositRow, now = Date.now()): DepositRecord => ({
  id: r.id,
  methodId: r.method_id,
  kind: r.pay_kind as PaymentKind | '',
  amount: r.amount_cents,
  status: depositStatus(r, now),
  promoId: r.promo_id,
  bonus: r.bonus_cents,
  promisedBonus: r.bonus_promised_cents,
  payCode: r.pay_code || null,
  payUrl: r.gateway_token ? gatewayPath(r.gateway_token) : null,
  expiresAt: r.expires_at,
  createdAt: r.created_at,
  refusal: r.refusal as DepositRefusal | null,
});

export const depositRow = (db: Db, id: number): DepositRow | undefined => stmts(db).deposit.get(id);

/** The member's order made under this idempotency key, if any. */
export const depositOfKey = (db: Db, memberId: number, key: string): DepositRow | undefined =>
  stmts(db).depositByKey.get(`${memberId}:${key}`);

/** Who receives PIX payments: the code names them and their key. */
export interface PixReceiver {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Letters and digits that start every order's txid (the site's merchant code). */
  txidPrefix: string;
}

export interface DepositRequest {
  methodId: string;
  kind: PaymentKind;
  bankCode: string;
  amount: number;
  promoId: number | null;
  promisedBonus: number;
  key: string;
  /** How long a PIX or gateway order can be paid; null: no end (a manual transfer). */
  payableMs: number | null;
  pix: PixReceiver | null;
}

/**
 * A deposit order; the same key with the same request answers the first one, the same key
 * with a different request is 'KEY_REUSED'. A PIX order gets its code (its txid names the
 * order), a gateway or bank order the secret of its payment page.
 */
export function createDeposit(
  db: Db,
  memberId: number,
  d: DepositRequest,
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
        return same ? toDeposit(found, now) : ('KEY_REUSED' as const);
      }
      // Counted inside the transaction, so simultaneous requests cannot pass the cap together.
      if (s.pendingCount.get(memberId, iso(now))!.n >= maxPending) return 'TOO_MANY_PENDING' as const;
      const paidOnPage = d.kind === 'GATEWAY' || d.kind === 'BANK';
      const id = Number(
        s.insertDeposit.run({
          member: memberId,
          method: d.methodId,
          bank: d.bankCode,
          amount: d.amount,
          promo: d.promoId,
          bonus: d.promisedBonus,
          kind: d.kind,
          token: paidOnPage ? randomBytes(18).toString('base64url') : null,
          expires: d.payableMs === null || d.kind === 'MANUAL' ? null : iso(now + d.payableMs),
          key,
          now: iso(now),
        }).lastInsertRowid,
      );
      if (d.kind === 'PIX' && d.pix) {
        const txid = `${d.pix.txidPrefix.replace(/[^A-Za-z0-9]/g, '').slice(0, 12)}D${id}`;
        s.setCode.run(pixCode({ ...d.pix, amountCents: d.amount, txid }), id);
      }
      return toDeposit(s.deposit.get(id)!, now);
    })
    .immediate();
}

export function depositPage(db: Db, memberId: number, pageNo: number, pageSize: number): RecordPage<DepositRecord> {
  const s = stmts(db);
  const now = Date.now();
  return {
    list: s.deposits.all(memberId, pageSize, (pageNo - 1) * pageSize).map((r) => toDeposit(r, now)),
    pageNum: pageNo,
    totalPages: pageCount(s.depositCount.get(memberId)!.n, pageSize),
  };
}

/** The member's deposit orders still waiting (not decided, not expired). */
export const pendingDeposits = (db: Db, memberId: number, now = Date.now()): number =>
  stmts(db).pendingCount.get(memberId, iso(now))!.n;

/** The total of the member's approved deposits (the VIP level and a first-deposit bonus count it). */
export const depositedCents = (db: Db, memberId: number): number => stmts(db).deposited.get(memberId)!.cents;
