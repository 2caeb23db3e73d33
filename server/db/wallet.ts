// Deposits, bank cards, withdrawals, payment passwords, profiles and the transaction list
// (SPEC §7 Wallet and money, Member settings). Every balance change is a ledger row; the
// balance is SUM(amount_cents). A withdrawal's balance check, its row and its ledger debit
// commit in one IMMEDIATE transaction, so concurrent requests can never overdraw, and a
// client idempotency key makes a retried request answer the first result without moving money.
import type {
  BankCard,
  DepositRecord,
  DepositStatus,
  MemberProfile,
  RecordPage,
  TransactionRow,
  WithdrawRecord,
  WithdrawStatus,
} from '../../src/api/types.ts';
import { codeOfKind, depositBonus, maskAccount } from '../../src/rules/wallet.ts';
import type { Db } from './open.ts';
import { perDb } from './statements.ts';

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
interface WithdrawRow {
  id: number;
  card_id: number;
  amount_cents: number;
  status: string;
  created_at: string;
}
interface CardRow {
  id: number;
  bank_code: string;
  account_no: string;
  holder_name: string;
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
  cardCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = ?'),
  deposited: db.prepare<[number], { cents: number }>(
    "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM deposits WHERE member_id = ? AND status = 'approved'",
  ),
  ledger:
    db.prepare(`INSERT INTO ledger (member_id, kind, amount_cents, ref, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (idempotency_key) DO NOTHING`),
  balance: db.prepare<[number], { cents: number }>(
    'SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger WHERE member_id = ?',
  ),
  post: db.prepare(
    'INSERT INTO ledger (member_id, kind, amount_cents, ref, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ),
  cards: db.prepare<[number], CardRow>(
    'SELECT id, bank_code, account_no, holder_name FROM bank_cards WHERE member_id = ? ORDER BY id',
  ),
  card: db.prepare<[number, number], CardRow>(
    'SELECT id, bank_code, account_no, holder_name FROM bank_cards WHERE id = ? AND member_id = ?',
  ),
  insertCard:
    db.prepare(`INSERT INTO bank_cards (member_id, bank_code, account_no, holder_name, created_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (member_id, bank_code, account_no) DO NOTHING`),
  cardByNo: db.prepare<[number, string, string], CardRow>(
    'SELECT id, bank_code, account_no, holder_name FROM bank_cards WHERE member_id = ? AND bank_code = ? AND account_no = ?',
  ),
  withdrawalByKey: db.prepare<[string], WithdrawRow & { member_id: number }>(
    'SELECT * FROM withdrawals WHERE idempotency_key = ?',
  ),
  insertWithdrawal: db.prepare(
    'INSERT INTO withdrawals (member_id, card_id, amount_cents, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)',
  ),
  withdrawals: db.prepare<[number, number, number], WithdrawRow>(
    'SELECT * FROM withdrawals WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
  ),
  withdrawalCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?'),
  paymentHash: db.prepare<[number], { hash: string }>('SELECT hash FROM payment_passwords WHERE member_id = ?'),
  setPaymentHash: db.prepare(`INSERT INTO payment_passwords (member_id, hash, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (member_id) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at`),
  profile: db.prepare<
    [number],
    { nickname: string; user_name: string; email: string | null; payee_name: string | null }
  >(
    `SELECT m.nickname, m.user_name, p.email, p.payee_name FROM members m LEFT JOIN member_profiles p ON p.member_id = m.id WHERE m.id = ?`,
  ),
  setNickname: db.prepare('UPDATE members SET nickname = ? WHERE id = ?'),
  ensureProfile: db.prepare('INSERT OR IGNORE INTO member_profiles (member_id) VALUES (?)'),
  setEmail: db.prepare('UPDATE member_profiles SET email = ? WHERE member_id = ?'),
  setPayee: db.prepare('UPDATE member_profiles SET payee_name = ? WHERE member_id = ?'),
  // The transaction list: every kind, the kinds of a JSON list (@kinds), or every kind but those.
  txAll: txStatements(db, ''),
  txIn: txStatements(db, ' AND kind IN (SELECT value FROM json_each(@kinds))'),
  txNotIn: txStatements(db, ' AND kind NOT IN (SELECT value FROM json_each(@kinds))'),
}));

interface TxRow {
  id: number;
  kind: string;
  amount_cents: number;
  ref: string | null;
  created_at: string;
}
interface TxWhere {
  member: number;
  kinds?: string;
}
function txStatements(db: Db, where: string) {
  return {
    rows: db.prepare<[TxWhere & { limit: number; offset: number }], TxRow>(
      `SELECT id, kind, amount_cents, ref, created_at FROM ledger WHERE member_id = @member${where} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
    ),
    count: db.prepare<[TxWhere], { n: number }>(`SELECT COUNT(*) AS n FROM ledger WHERE member_id = @member${where}`),
  };
}

const iso = (now: number) => new Date(now).toISOString();
const pages = (n: number, size: number) => Math.max(1, Math.ceil(n / size));

const toDeposit = (r: DepositRow): DepositRecord => ({
  id: r.id,
  methodId: r.method_id,
  amount: r.amount_cents,
  status: r.status as DepositStatus,
  promoId: r.promo_id,
  bonus: r.bonus_cents,
  createdAt: r.created_at,
});
const toWithdrawal = (r: WithdrawRow): WithdrawRecord => ({
  id: r.id,
  cardId: r.card_id,
  amount: r.amount_cents,
  status: r.status as WithdrawStatus,
  createdAt: r.created_at,
});

export function balanceOf(db: Db, memberId: number): number {
  return stmts(db).balance.get(memberId)!.cents;
}

/**
 * One balance change, for money moves outside this module (transfers, contract payments):
 * writes its ledger row inside the caller's transaction and answers the member's new balance.
 * The balance is the sum of the ledger rows, so it changes with the row and only with it.
 * A key already used throws, rolling back the caller's whole transaction (never half a move).
 */
export function postLedger(
  db: Db,
  memberId: number,
  kind: string,
  cents: number,
  ref: string,
  key: string | null,
  now = Date.now(),
): number {
  if (!db.inTransaction) throw new Error('postLedger must run inside a transaction');
  if (!Number.isSafeInteger(cents)) throw new Error('postLedger takes integer cents');
  const s = stmts(db);
  s.post.run(memberId, kind, cents, ref, key, iso(now));
  return s.balance.get(memberId)!.cents;
}

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
        s.ledger.run(d.member_id, 'deposit', d.amount_cents, `deposit:${id}`, `deposit:${id}`, iso(now));
        const promo = d.promo_id === null ? undefined : s.promo.get(d.member_id, d.promo_id);
        const bonus =
          promo && promo.state === null
            ? depositBonus({ kind: promo.kind, rewardCents: promo.reward_cents }, d.amount_cents, reload)
            : 0;
        if (
          bonus > 0 &&
          s.ledger.run(d.member_id, 'bonus', bonus, `deposit:${id}`, `promo:${d.promo_id}:${d.member_id}`, iso(now))
            .changes === 1
        ) {
          s.setBonus.run(bonus, id);
          s.issuePromo.run(d.promo_id, d.member_id, iso(now));
        }
      }
      return { ...toDeposit(s.deposit.get(id)!), memberId: d.member_id };
    })
    .immediate();
}

export function depositPage(db: Db, memberId: number, pageNo: number, pageSize: number): RecordPage<DepositRecord> {
  const s = stmts(db);
  return {
    list: s.deposits.all(memberId, pageSize, (pageNo - 1) * pageSize).map(toDeposit),
    pageNum: pageNo,
    totalPages: pages(s.depositCount.get(memberId)!.n, pageSize),
  };
}

export const depositedCents = (db: Db, memberId: number): number => stmts(db).deposited.get(memberId)!.cents;

export function listCards(db: Db, memberId: number, bankName: (code: string) => string): BankCard[] {
  return stmts(db)
    .cards.all(memberId)
    .map((c) => ({
      id: c.id,
      bankCode: c.bank_code,
      bankName: bankName(c.bank_code),
      accountMasked: maskAccount(c.account_no),
      holderName: c.holder_name,
    }));
}

/** Adding the same account twice answers the existing card; a new one past `max` cards is 'TOO_MANY'. */
export function addCard(
  db: Db,
  memberId: number,
  c: { bankCode: string; accountNo: string; holderName: string },
  max = Number.POSITIVE_INFINITY,
  now = Date.now(),
): number | 'TOO_MANY' {
  return db
    .transaction(() => {
      const s = stmts(db);
      const known = s.cardByNo.get(memberId, c.bankCode, c.accountNo);
      if (known) return known.id;
      if (s.cardCount.get(memberId)!.n >= max) return 'TOO_MANY' as const;
      s.insertCard.run(memberId, c.bankCode, c.accountNo, c.holderName, iso(now));
      return s.cardByNo.get(memberId, c.bankCode, c.accountNo)!.id;
    })
    .immediate();
}

export const paymentHash = (db: Db, memberId: number): string | null =>
  stmts(db).paymentHash.get(memberId)?.hash ?? null;
export const setPaymentHash = (db: Db, memberId: number, hash: string, now = Date.now()): void => {
  stmts(db).setPaymentHash.run(memberId, hash, iso(now));
};

export type WithdrawRefusal = 'NO_CARD' | 'INSUFFICIENT' | 'KEY_REUSED';

/** Reserves the amount at once (a negative ledger row). A retried key answers the first withdrawal. */
export function withdraw(
  db: Db,
  memberId: number,
  w: { cardId: number; amount: number; key: string },
  now = Date.now(),
): { record: WithdrawRecord; balance: number } | WithdrawRefusal {
  return db
    .transaction(() => {
      const s = stmts(db);
      const key = `${memberId}:${w.key}`;
      const found = s.withdrawalByKey.get(key);
      if (found) {
        if (found.card_id !== w.cardId || found.amount_cents !== w.amount) return 'KEY_REUSED' as const;
        return { record: toWithdrawal(found), balance: s.balance.get(memberId)!.cents };
      }
      if (!s.card.get(w.cardId, memberId)) return 'NO_CARD' as const;
      if (s.balance.get(memberId)!.cents < w.amount) return 'INSUFFICIENT' as const;
      const id = Number(s.insertWithdrawal.run(memberId, w.cardId, w.amount, key, iso(now)).lastInsertRowid);
      s.ledger.run(memberId, 'withdrawal', -w.amount, `withdrawal:${id}`, `withdrawal:${id}`, iso(now));
      return { record: toWithdrawal(s.withdrawalByKey.get(key)!), balance: s.balance.get(memberId)!.cents };
    })
    .immediate();
}

export function withdrawalPage(db: Db, memberId: number, pageNo: number, pageSize: number): RecordPage<WithdrawRecord> {
  const s = stmts(db);
  return {
    list: s.withdrawals.all(memberId, pageSize, (pageNo - 1) * pageSize).map(toWithdrawal),
    pageNum: pageNo,
    totalPages: pages(s.withdrawalCount.get(memberId)!.n, pageSize),
  };
}

/** Which ledger rows a transaction list shows: every kind (null), these kinds, or every kind but these. */
export type KindFilter = null | { kinds: readonly string[] } | { except: readonly string[] };

/** Ledger rows newest first, through statements prepared once (the kinds go in as one JSON list). */
export function transactionPage(
  db: Db,
  memberId: number,
  filter: KindFilter,
  pageNo: number,
  pageSize: number,
): RecordPage<TransactionRow> {
  const s = stmts(db);
  const tx = filter === null ? s.txAll : 'kinds' in filter ? s.txIn : s.txNotIn;
  const where: TxWhere =
    filter === null
      ? { member: memberId }
      : { member: memberId, kinds: JSON.stringify('kinds' in filter ? filter.kinds : filter.except) };
  const rows = tx.rows.all({ ...where, limit: pageSize, offset: (pageNo - 1) * pageSize });
  const n = tx.count.get(where)!.n;
  return {
    list: rows.map((r) => ({
      id: r.id,
      code: codeOfKind(r.kind),
      kind: r.kind,
      amount: r.amount_cents,
      ref: r.ref ?? '',
      createdAt: r.created_at,
    })),
    pageNum: pageNo,
    totalPages: pages(n, pageSize),
  };
}

export function profileOf(
  db: Db,
  memberId: number,
): Omit<MemberProfile, 'hasPaymentPassword' | 'vipLabel' | 'headIcon' | 'securityQuestion'> {
  const r = stmts(db).profile.get(memberId)!;
  return { nickname: r.nickname, account: r.user_name, email: r.email ?? '', payeeName: r.payee_name ?? '' };
}

export function updateProfile(
  db: Db,
  memberId: number,
  p: { nickname?: string; email?: string; payeeName?: string },
): void {
  db.transaction(() => {
    const s = stmts(db);
    s.ensureProfile.run(memberId);
    if (p.nickname !== undefined) s.setNickname.run(p.nickname, memberId);
    if (p.email !== undefined) s.setEmail.run(p.email, memberId);
    if (p.payeeName !== undefined) s.setPayee.run(p.payeeName, memberId);
  }).immediate();
}
