// A deposit order's outcome: the operator approves or rejects it (a PIX or manual order), or
// the gateway's page reports it paid or cancelled (as a provider's callback would). The
// credit is a ledger row keyed by the deposit (deposit:<id>), so whichever path approves it,
// however often, the member is credited once. A promotion chosen on the form pays the bonus
// the order was promised, as a separate `bonus` row under the promotion's own key (the one
// a claim uses), so one promotion never pays a member twice. A promotion retired between the
// order and its approval pays no bonus: the deposit itself is credited in full. A credit notice
// that names its payer keeps the payer's CPF on the order; an order paid from a CPF the
// jurisdiction refuses (server/api/operator.ts) is rejected with its reason, crediting nothing.
import type { DepositRecord, DepositRefusal } from '../../src/api/types.ts';
import { depositRow, depositStatus, toDeposit } from './deposits.ts';
import type { Db } from './open.ts';
import { isRetired } from './promo.ts';
import { iso, perDb } from './statements.ts';
import { postLedgerOnce } from './wallet.ts';
import { grantPromotionMoney } from './bonus.ts';

const stmts = perDb((db) => ({
  decide: db.prepare("UPDATE deposits SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'"),
  payer: db.prepare('UPDATE deposits SET payer_cpf = ?, refusal = ? WHERE id = ?'),
  setBonus: db.prepare('UPDATE deposits SET bonus_cents = ? WHERE id = ?'),
  promoState: db.prepare<[number, number], { state: string }>(
    'SELECT state FROM promotion_members WHERE member_id = ? AND promotion_id = ?',
  ),
  issuePromo:
    db.prepare(`INSERT INTO promotion_members (promotion_id, member_id, state, updated_at) VALUES (?, ?, 'issued', ?)
    ON CONFLICT (promotion_id, member_id) DO UPDATE SET state = 'issued', updated_at = excluded.updated_at`),
  byToken: db.prepare<[string], { id: number }>('SELECT id FROM deposits WHERE gateway_token = ?'),
}));

/** The order as it stands, and whether this decision changed it (false: it was already so). */
type Decided = DepositRecord & { memberId: number; changed: boolean };
export type ApproveRefusal = 'NOT_FOUND' | 'REJECTED' | 'CANCELLED' | 'EXPIRED';

/**
 * Credits a pending order once; approving an approved one answers it again and credits nothing.
 * `payerCpf`: the payer's CPF (11 digits) the credit notice named, kept with the order.
 * payBonus false (a jurisdiction without advance bonuses): the bonus promised with the order is
 * not paid, the deposit is.
 */
export function approveDeposit(
  db: Db,
  id: number,
  now = Date.now(),
  o: { payerCpf?: string | null; payBonus?: boolean } = {},
): Decided | ApproveRefusal {
  return db
    .transaction(() => {
      const s = stmts(db);
      const d = depositRow(db, id);
      if (!d) return 'NOT_FOUND' as const;
      const status = depositStatus(d, now);
      if (status === 'rejected') return 'REJECTED' as const;
      if (status === 'cancelled') return 'CANCELLED' as const;
      // Nobody can pay an order past its end (the bank refuses the code, the page the click).
      if (status === 'expired') return 'EXPIRED' as const;
      if (status === 'pending') {
        s.decide.run('approved', iso(now), id);
        if (o.payerCpf) s.payer.run(o.payerCpf, null, id);
        postLedgerOnce(db, d.member_id, 'deposit', d.amount_cents, `deposit:${id}`, `deposit:${id}`, now);
        const bonus = d.bonus_promised_cents;
        const taken = d.promo_id !== null && s.promoState.get(d.member_id, d.promo_id) !== undefined;
        if (
          o.payBonus !== false &&
          d.promo_id !== null &&
          bonus > 0 &&
          !taken &&
          !isRetired(db, d.promo_id) &&
          // Bonus money with the promotion's wagering requirement (cash when it has no terms).
          grantPromotionMoney(
            db,
            {
              memberId: d.member_id,
              promoId: d.promo_id,
              cents: bonus,
              depositCents: d.amount_cents,
              kind: 'bonus',
              ref: `deposit:${id}`,
              key: `promo:${d.promo_id}:${d.member_id}`,
            },
            now,
          )
        ) {
          s.setBonus.run(bonus, id);
          s.issuePromo.run(d.promo_id, d.member_id, iso(now));
        }
      }
      return { ...toDeposit(depositRow(db, id)!, now), memberId: d.member_id, changed: status === 'pending' };
    })
    .immediate();
}

/**
 * Refuses a pending order (nothing is credited); refusing again answers the same record.
 * `why`: the reason the player is told and the payer whose payment was refused, kept with the order.
 */
export function rejectDeposit(
  db: Db,
  id: number,
  now = Date.now(),
  as: 'rejected' | 'cancelled' = 'rejected',
  why: { refusal: DepositRefusal; payerCpf: string } | null = null,
): Decided | 'NOT_FOUND' | 'APPROVED' {
  return db
    .transaction(() => {
      const d = depositRow(db, id);
      if (!d) return 'NOT_FOUND' as const;
      if (d.status === 'approved') return 'APPROVED' as const;
      const changed = d.status === 'pending';
      if (changed) {
        stmts(db).decide.run(as, iso(now), id);
        if (why) stmts(db).payer.run(why.payerCpf, why.refusal, id);
      }
      return { ...toDeposit(depositRow(db, id)!, now), memberId: d.member_id, changed };
    })
    .immediate();
}

/**
 * The gateway's report on the order behind a payment page's secret: paid credits it (once,
 * whoever reports it again), cancelled ends it. Unknown secrets are NOT_FOUND.
 */
export function settleGatewayOrder(
  db: Db,
  token: string,
  outcome: 'paid' | 'cancelled',
  now = Date.now(),
  o: { payBonus?: boolean } = {},
): Decided | ApproveRefusal | 'APPROVED' {
  const row = stmts(db).byToken.get(token);
  if (!row) return 'NOT_FOUND';
  return outcome === 'paid' ? approveDeposit(db, row.id, now, o) : rejectDeposit(db, row.id, now, 'cancelled');
}

export const depositIdOfToken = (db: Db, token: string): number | null => stmts(db).byToken.get(token)?.id ?? null;
