// What the operator looks at: the work waiting for a decision (deposits, withdrawals,
// promotion applications, contract requests) and one member's account (balance, latest
// ledger rows); and the one member change an operator makes, the member type.
import type { LedgerEntry, MemberSummary, PendingContract, PendingWork, SalaryTier } from '../../src/api/types.ts';
import { maskDestination } from '../../src/rules/payout.ts';
import { isTrial } from '../../src/rules/roles.ts';
import type { Db } from './open.ts';
import { LANGUAGE_RANK, perDb } from './statements.ts';
import { balanceOf } from './wallet.ts';
import { bucketsOf, hasOpenRequirement, postBucket, requirementsOf } from './bonus.ts';

/** Each list is capped: a backlog longer than this is a problem the list cannot solve. */
const LIST_LIMIT = 200;

const stmts = perDb((db) => ({
  // A PIX or gateway order past its end can no longer be paid: it waits for nobody.
  deposits: db.prepare<
    [string, number],
    { id: number; user: string; amount: number; method: string; promo: number | null; at: string }
  >(
    `SELECT d.id, m.user_name AS user, d.amount_cents AS amount, d.method_id AS method, d.promo_id AS promo, d.created_at AS at
     FROM deposits d JOIN members m ON m.id = d.member_id
     WHERE d.status = 'pending' AND (d.expires_at IS NULL OR d.expires_at > ?) ORDER BY d.id LIMIT ?`,
  ),
  withdrawals: db.prepare<
    [number],
    {
      id: number;
      member: number;
      user: string;
      amount: number;
      bank: string;
      account: string;
      kind: string;
      keyType: string;
      at: string;
    }
  >(
    `SELECT w.id, w.member_id AS member, m.user_name AS user, w.amount_cents AS amount, c.bank_code AS bank, c.account_no AS account,
       c.kind, c.pix_key_type AS keyType, w.created_at AS at
     FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN bank_cards c ON c.id = w.card_id
     WHERE w.status = 'processing' ORDER BY w.id LIMIT ?`,
  ),
  reviews: db.prepare<
    [{ limit: number; language: string }],
    { promo: number; title: string; user: string; state: string; at: string }
  >(
    `SELECT pm.promotion_id AS promo, x.title, m.user_name AS user, pm.state, pm.updated_at AS at
     FROM promotion_members pm JOIN members m ON m.id = pm.member_id
     JOIN promotion_texts x ON x.promotion_id = pm.promotion_id AND x.language =
       (SELECT language FROM promotion_texts y WHERE y.promotion_id = pm.promotion_id ORDER BY ${LANGUAGE_RANK} LIMIT 1)
     WHERE pm.state IN ('applying', 'process') ORDER BY pm.updated_at LIMIT @limit`,
  ),
  requests: db.prepare<
    [number],
    {
      id: number;
      kind: string;
      user: string;
      at: string;
      contract: number | null;
      agent: string | null;
      upline: string | null;
      tiers: string | null;
      share: number | null;
    }
  >(
    `SELECT r.id, r.kind, m.user_name AS user, r.created_at AS at, c.id AS contract, a.user_name AS agent,
       u.user_name AS upline, c.tiers, c.share_bp AS share
     FROM contract_requests r JOIN members m ON m.id = r.member_id
     LEFT JOIN agent_contracts c ON c.request_id = r.id
     LEFT JOIN members a ON a.id = c.member_id LEFT JOIN members u ON u.id = c.upline_id
     WHERE r.status = 'pending' ORDER BY r.id LIMIT ?`,
  ),
  member: db.prepare<[string], { id: number; user: string; type: number; nickname: string; at: string }>(
    'SELECT id, user_name AS user, type, nickname, created_at AS at FROM members WHERE user_name = ? COLLATE NOCASE',
  ),
  ledger: db.prepare<[number, number], { id: number; kind: string; amount: number; ref: string | null; at: string }>(
    'SELECT id, kind, amount_cents AS amount, ref, created_at AS at FROM ledger WHERE member_id = ? ORDER BY id DESC LIMIT ?',
  ),
  pendingCounts: db.prepare<[number, number], { deposits: number; withdrawals: number }>(
    `SELECT (SELECT COUNT(*) FROM deposits WHERE member_id = ? AND status = 'pending') AS deposits,
       (SELECT COUNT(*) FROM withdrawals WHERE member_id = ? AND status = 'processing') AS withdrawals`,
  ),
  forfeitedBy: db.prepare<[string], { n: number }>(
    "SELECT COUNT(*) AS n FROM ledger WHERE kind = 'bonus_forfeited' AND ref = ?",
  ),
  nameOf: db.prepare<[number], { user: string }>('SELECT user_name AS user FROM members WHERE id = ?'),
  setType: db.prepare('UPDATE members SET type = ? WHERE id = ?'),
  typeOf: db.prepare<[number], { type: number }>('SELECT type FROM members WHERE id = ?'),
  openBets: db.prepare<[number], { n: number }>(
    "SELECT COUNT(*) AS n FROM orders WHERE member_id = ? AND status = 'PENDING'",
  ),
}));

const ageOf = (iso: string, now: number) => Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));

export function pendingWork(db: Db, now = Date.now()): PendingWork {
  const s = stmts(db);
  return {
    deposits: s.deposits.all(new Date(now).toISOString(), LIST_LIMIT).map((d) => ({
      id: d.id,
      userName: d.user,
      amount: d.amount,
      methodId: d.method,
      promoId: d.promo,
      createdAt: d.at,
      ageSeconds: ageOf(d.at, now),
    })),
    withdrawals: s.withdrawals.all(LIST_LIMIT).map((w) => ({
      id: w.id,
      userName: w.user,
      amount: w.amount,
      bankCode: w.bank,
      accountMasked: maskDestination(w.kind === 'PIX' ? 'PIX' : 'BANK', w.keyType, w.account),
      createdAt: w.at,
      ageSeconds: ageOf(w.at, now),
      bonus:
        s.forfeitedBy.get(`withdrawal:${w.id}`)!.n > 0 ? 'forfeited' : hasOpenRequirement(db, w.member) ? 'open' : null,
    })),
    promotions: s.reviews.all({ limit: LIST_LIMIT, language: 'en' }).map((r) => ({
      promotionId: r.promo,
      title: r.title,
      userName: r.user,
      state: r.state as PendingWork['promotions'][number]['state'],
      updatedAt: r.at,
      ageSeconds: ageOf(r.at, now),
    })),
    contracts: s.requests.all(LIST_LIMIT).map(
      (r): PendingContract => ({
        requestId: r.id,
        kind: r.kind as PendingContract['kind'],
        userName: r.user,
        contract:
          r.contract === null
            ? null
            : {
                id: r.contract,
                agent: r.agent ?? '',
                upline: r.upline ?? '',
                tiers: JSON.parse(r.tiers ?? '[]') as SalaryTier[],
                shareBp: r.share ?? 0,
              },
        createdAt: r.at,
        ageSeconds: ageOf(r.at, now),
      }),
    ),
  };
}

/** A member's user name by id, or null. */
export function userNameOf(db: Db, memberId: number): string | null {
  return stmts(db).nameOf.get(memberId)?.user ?? null;
}

/** A member by user name (any case), or null. */
export function memberIdByName(db: Db, userName: string): number | null {
  return stmts(db).member.get(userName)?.id ?? null;
}

/** The member's account as the operator sees it, with its newest `rows` ledger rows. */
export function memberSummary(db: Db, userName: string, rows = 10): Omit<MemberSummary, 'limits' | 'identity'> | null {
  const s = stmts(db);
  const m = s.member.get(userName);
  if (!m) return null;
  const counts = s.pendingCounts.get(m.id, m.id)!;
  return {
    id: m.id,
    userName: m.user,
    type: m.type,
    nickname: m.nickname,
    createdAt: m.at,
    balance: balanceOf(db, m.id),
    ...bucketsOf(db, m.id),
    requirements: requirementsOf(db, m.id, 'en'),
    pendingDeposits: counts.deposits,
    pendingWithdrawals: counts.withdrawals,
    ledger: s.ledger
      .all(m.id, rows)
      .map((l): LedgerEntry => ({ id: l.id, kind: l.kind, amount: l.amount, ref: l.ref ?? '', createdAt: l.at })),
  };
}

/** The ledger kind of the row that takes a trial account's demo money away when it stops being a trial. */
export const TRIAL_REMOVED = 'trial_removed';

export type TypeChange =
  | { removedCents: number }
  /** Into the trial type with money in the account or on its way (a deposit or withdrawal pending). */
  | 'HOLDS_MONEY'
  /** Out of the trial type while a bet of demo money waits for its draw: it would settle in real money. */
  | 'TRIAL_BETS_OPEN';

/**
 * Changes a member's type (src/rules/roles.ts decides what each may do; live sessions see it
 * on their next call). A trial account's balance is demo money: leaving the trial type
 * removes it in the same transaction, with a ledger row saying so, so it never becomes money
 * the member can withdraw; a member holding real money never becomes a trial account.
 */
export function setMemberType(db: Db, memberId: number, type: number, now = Date.now()): TypeChange {
  const s = stmts(db);
  return db
    .transaction((): TypeChange => {
      const from = s.typeOf.get(memberId)?.type;
      if (from === undefined || from === type) {
        s.setType.run(type, memberId);
        return { removedCents: 0 };
      }
      const balance = balanceOf(db, memberId);
      if (isTrial(type)) {
        const pending = s.pendingCounts.get(memberId, memberId)!;
        if (balance !== 0 || pending.deposits > 0 || pending.withdrawals > 0) return 'HOLDS_MONEY';
      }
      let removedCents = 0;
      if (isTrial(from)) {
        if (s.openBets.get(memberId)!.n > 0) return 'TRIAL_BETS_OPEN';
        if (balance !== 0) {
          // Each bucket to zero (docs/bonus.md): demo money is neither cash nor bonus once the trial ends.
          const b = bucketsOf(db, memberId);
          const ref = `demo money removed: type ${from} to ${type}`;
          postBucket(db, memberId, 'cash', TRIAL_REMOVED, -b.cash, ref, null, now);
          postBucket(db, memberId, 'bonus', TRIAL_REMOVED, -b.bonus, ref, null, now);
          removedCents = balance;
        }
      }
      s.setType.run(type, memberId);
      return { removedCents };
    })
    .immediate();
}
