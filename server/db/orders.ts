// Game records (SPEC §7 /lgw/orders): a member's orders, one order's sub-orders, and
// cancelling pending sub-orders with a refund. Members only ever see their own orders.
import type { CancelResult, OrderDetail, OrderPage, OrderStatus, OrderSummary } from '../../src/api/types.ts';
import type { Db } from './open.ts';
import { balanceCents } from './members.ts';
import { jackpotShareReleased } from '../../src/rules/jackpot-share.ts';
import { takeBack } from './jackpot.ts';
import { drawnNumbers } from './lottery.ts';
import { inPaidPeriod } from './settled-play.ts';
import { iso, perDb } from './statements.ts';
import { localName } from './games.ts';
import { crashRecordOf } from '../rounds/views.ts';
import { betOfOrder } from '../rounds/store.ts';
import { pokerRecordOf } from '../rounds/video-poker.ts';
import { rouletteRecordOf } from '../rounds/roulette.ts';
import { baccaratRecordOf } from '../rounds/baccarat.ts';
import { fishRecordOf } from '../rounds/fish.ts';
import { slotRecordOf } from '../rounds/slot-chain.ts';
import { gameshowRecordOf } from '../rounds/gameshow-views.ts';
import { bingoRecordOf } from '../rounds/bingo-record.ts';
import { refundStake } from './bonus.ts';

interface OrderRow {
  id: number;
  node_id: string;
  game_name: string;
  vassalage: string;
  game_type: string;
  bet: number;
  win_cents: number;
  status: OrderStatus;
  created_at: string;
  subs: number;
  draw_at: number | null;
}
interface SubRow {
  id: number;
  content: string;
  bet_cents: number;
  win_cents: number;
  status: OrderStatus;
}

// The bet shown is what is still at stake: cancelled sub-orders were refunded.
const SUMMARY = `SELECT o.id, o.node_id, ${localName('g')} AS game_name, g.vassalage, g.game_type, o.win_cents, o.status, o.created_at, o.draw_at,
    (SELECT COALESCE(SUM(bet_cents), 0) FROM sub_orders x WHERE x.order_id = o.id AND x.status != 'CANCELLED') AS bet,
    (SELECT COUNT(*) FROM sub_orders x WHERE x.order_id = o.id) AS subs
  FROM orders o JOIN games g ON g.node_id = o.node_id`;

const stmts = perDb((db) => ({
  count: db.prepare<[{ member: number; status: string | null }], { n: number }>(
    'SELECT COUNT(*) AS n FROM orders WHERE member_id = @member AND (@status IS NULL OR status = @status)',
  ),
  page: db.prepare<
    [{ member: number; status: string | null; limit: number; offset: number; language: string }],
    OrderRow
  >(
    `${SUMMARY} WHERE o.member_id = @member AND (@status IS NULL OR o.status = @status)
     ORDER BY o.id DESC LIMIT @limit OFFSET @offset`,
  ),
  one: db.prepare<[{ member: number; id: number; language: string }], OrderRow>(
    `${SUMMARY} WHERE o.member_id = @member AND o.id = @id`,
  ),
  subs: db.prepare<[number], SubRow>(
    'SELECT id, content, bet_cents, win_cents, status FROM sub_orders WHERE order_id = ? ORDER BY id',
  ),
  // A lottery bet whose draw has come is closed: the draw settles it, nobody cancels it any more.
  cancelSub: db.prepare<[number, number, number]>(
    `UPDATE sub_orders SET status = 'CANCELLED' WHERE id = ? AND order_id = ? AND status = 'PENDING'
     AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = sub_orders.order_id AND o.draw_at <= ?)
     AND NOT EXISTS (SELECT 1 FROM round_bets b WHERE b.order_id = sub_orders.order_id)
     AND NOT EXISTS (SELECT 1 FROM sports_bets b WHERE b.order_id = sub_orders.order_id)`,
  ),
  subBet: db.prepare<[number], { bet_cents: number }>('SELECT bet_cents FROM sub_orders WHERE id = ?'),
  pendingLeft: db.prepare<[number], { n: number }>(
    `SELECT COUNT(*) AS n FROM sub_orders WHERE order_id = ? AND status = 'PENDING'`,
  ),
  closeOrder: db.prepare<[number]>(`UPDATE orders SET status = 'CANCELLED' WHERE id = ?`),
  share: db.prepare<[number], { stakeCents: number; shareCents: number }>(
    'SELECT bet_cents AS stakeCents, jackpot_cents AS shareCents FROM orders WHERE id = ?',
  ),
}));

const toSummary = (r: OrderRow): OrderSummary => ({
  orderId: String(r.id),
  nodeId: r.node_id,
  gameName: r.game_name,
  vassalage: r.vassalage,
  gameType: r.game_type,
  betAmount: r.bet,
  winAmount: r.win_cents,
  status: r.status,
  createdAt: r.created_at,
  subOrders: r.subs,
  ...(r.draw_at === null ? {} : { drawAt: iso(r.draw_at) }),
});

export function listOrders(
  db: Db,
  memberId: number,
  q: { pageNo: number; pageSize: number; status?: OrderStatus; language?: string },
): OrderPage {
  const s = stmts(db);
  const status = q.status ?? null;
  const total = s.count.get({ member: memberId, status })?.n ?? 0;
  const rows = s.page.all({
    member: memberId,
    status,
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
    language: q.language ?? 'pt',
  });
  return { content: rows.map(toSummary), pageNum: q.pageNo, totalPages: Math.ceil(total / q.pageSize), total };
}

/** Null when the order does not exist or belongs to another member (the caller answers 404). */
export function orderDetail(db: Db, memberId: number, orderId: number, language = 'pt'): OrderDetail | null {
  const s = stmts(db);
  const row = s.one.get({ member: memberId, id: orderId, language });
  if (!row) return null;
  const crash = crashRecordOf(db, orderId);
  const bet = crash ? null : betOfOrder(db, orderId);
  const poker = bet ? pokerRecordOf(db, bet.id) : null;
  const roulette = bet && !poker ? rouletteRecordOf(db, orderId) : null;
  const baccarat = bet && !poker ? baccaratRecordOf(db, orderId) : null;
  const fish = bet && !poker ? fishRecordOf(db, bet.id) : null;
  const slot = crash || bet ? null : slotRecordOf(db, orderId);
  const gameshow = bet && !poker ? gameshowRecordOf(db, orderId) : null;
  const bingo = bet && !poker ? bingoRecordOf(db, orderId) : null;
  return {
    order: toSummary(row),
    ...(crash ? { crash } : {}),
    ...(poker ? { poker } : {}),
    ...(roulette ? { roulette } : {}),
    ...(baccarat ? { baccarat } : {}),
    ...(fish ? { fish } : {}),
    ...(slot ? { slot } : {}),
    ...(gameshow ? { gameshow } : {}),
    ...(bingo ? { bingo } : {}),
    ...(row.draw_at === null
      ? {}
      : { draw: { drawAt: iso(row.draw_at), numbers: drawnNumbers(db, row.node_id, row.draw_at) } }),
    subOrders: s.subs.all(orderId).map((x) => ({
      subOrderId: String(x.id),
      content: x.content,
      betAmount: x.bet_cents,
      winAmount: x.win_cents,
      status: x.status,
    })),
  };
}

/**
 * Cancels the listed sub-orders that are still pending and refunds them in one
 * transaction. Settled or already cancelled ones are left alone, so repeating the call
 * refunds nothing twice. The order is cancelled when no pending sub-order remains and
 * nothing in it was settled. An order placed in a period already paid to the member's
 * agent is not cancelled ('PERIOD_PAID'): that period's bets are final (settled-play.ts).
 */
export function cancelSubOrders(
  db: Db,
  memberId: number,
  orderId: number,
  subOrderIds: readonly number[],
  now = new Date(),
): CancelResult | null | 'PERIOD_PAID' {
  const s = stmts(db);
  return db
    .transaction((): CancelResult | null | 'PERIOD_PAID' => {
      const order = s.one.get({ member: memberId, id: orderId, language: 'pt' });
      if (!order) return null;
      if (inPaidPeriod(db, memberId, order.created_at)) return 'PERIOD_PAID';
      let cancelled = 0;
      let refund = 0;
      for (const id of new Set(subOrderIds)) {
        if (s.cancelSub.run(id, orderId, now.getTime()).changes === 1) {
          cancelled++;
          refund += s.subBet.get(id)?.bet_cents ?? 0;
        }
      }
      if (refund > 0) {
        // Back to cash and bonus as the stake was taken; a wholly cancelled bet never counts for wagering.
        const whole = (s.pendingLeft.get(orderId)?.n ?? 0) === 0 && order.bet - refund === 0;
        refundStake(
          db,
          { memberId, orderId, cents: refund, kind: 'game_refund', ref: `order:${orderId}`, key: null, whole },
          now.getTime(),
        );
        takeBack(db, jackpotShareReleased(s.share.get(orderId), order.bet, order.bet - refund), now.getTime());
      }
      if (cancelled > 0 && order.status === 'PENDING' && (s.pendingLeft.get(orderId)?.n ?? 0) === 0)
        s.closeOrder.run(orderId);
      return { cancelled, refund, balance: balanceCents(db, memberId) };
    })
    .immediate();
}
