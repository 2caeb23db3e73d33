// Lottery draws and their settlement. Every lottery draws on one clock (src/rules/lottery.ts);
// a bet belongs to the draw at the next tick after it was placed (orders.draw_at).
//
// A draw survives a restart in its middle: its numbers are written first and never redrawn,
// then each pending bet is settled in its own transaction that flips the order from PENDING
// to SETTLED and writes its win (ledger key `lottery:<order>`) together. Whatever stops the
// process, a bet is either settled and paid once or still pending, and the next run settles
// what is left against the same numbers: no double payout, no lost bet.
import { randomInt } from 'node:crypto';
import type { LotteryDraw, LotteryPageBet } from '../../src/api/types.ts';
import { betWin, formatOfGame, lastDrawAt, type LotteryFormat } from '../../src/rules/lottery.ts';
import { isTrial } from '../../src/rules/roles.ts';
import { maskName } from './catalogue.ts';
import type { Db } from './open.ts';
import { iso, pageCount, perDb } from './statements.ts';
import { payWin, settleStake } from './bonus.ts';

const stmts = perDb((db) => ({
  pageBet: db.prepare<
    [number, number, string],
    { id: number; bet_cents: number; win_cents: number; status: string; draw_at: number }
  >(
    'SELECT id, bet_cents, win_cents, status, draw_at FROM orders WHERE id = ? AND member_id = ? AND node_id = ? AND draw_at IS NOT NULL',
  ),
  game: db.prepare<[string], { node_id: string; game_name: string }>(
    "SELECT node_id, game_name FROM games WHERE node_id = ? AND game_type = 'LOTTERY'",
  ),
  games: db.prepare<[], { node_id: string; game_name: string }>(
    "SELECT node_id, game_name FROM games WHERE game_type = 'LOTTERY' ORDER BY node_id",
  ),
  insertDraw: db.prepare<[string, number, string, string]>(
    'INSERT OR IGNORE INTO lottery_draws (node_id, draw_at, numbers, created_at) VALUES (?, ?, ?, ?)',
  ),
  draw: db.prepare<[string, number], { numbers: string; settled: number }>(
    'SELECT numbers, settled FROM lottery_draws WHERE node_id = ? AND draw_at = ?',
  ),
  markSettled: db.prepare<[string, number]>('UPDATE lottery_draws SET settled = 1 WHERE node_id = ? AND draw_at = ?'),
  pendingOfDraw: db.prepare<[string, number], { id: number }>(
    "SELECT id FROM orders WHERE node_id = ? AND draw_at = ? AND status = 'PENDING' ORDER BY id",
  ),
  dueWithBets: db.prepare<[number], { node_id: string; draw_at: number }>(
    "SELECT DISTINCT node_id, draw_at FROM orders WHERE status = 'PENDING' AND draw_at <= ? ORDER BY draw_at, node_id",
  ),
  // Bets placed before draws existed have no draw: they join the next one.
  adopt: db.prepare<[number]>(
    `UPDATE orders SET draw_at = ? WHERE status = 'PENDING' AND draw_at IS NULL
     AND node_id IN (SELECT node_id FROM games WHERE game_type = 'LOTTERY')`,
  ),
  openBets: db.prepare<[number, string, number]>(
    "UPDATE orders SET draw_at = ? WHERE node_id = ? AND status = 'PENDING' AND draw_at > ?",
  ),
  order: db.prepare<
    [number],
    { member_id: number; node_id: string; status: string; user_name: string; member_type: number }
  >(
    `SELECT o.member_id, o.node_id, o.status, m.user_name, m.type AS member_type FROM orders o JOIN members m ON m.id = o.member_id
     WHERE o.id = ?`,
  ),
  pendingSubs: db.prepare<[number], { id: number; content: string; bet_cents: number }>(
    "SELECT id, content, bet_cents FROM sub_orders WHERE order_id = ? AND status = 'PENDING'",
  ),
  settleSub: db.prepare<[number, number]>(
    "UPDATE sub_orders SET status = 'SETTLED', win_cents = ? WHERE id = ? AND status = 'PENDING'",
  ),
  settleOrder: db.prepare<[number, number]>(
    "UPDATE orders SET status = 'SETTLED', win_cents = ? WHERE id = ? AND status = 'PENDING'",
  ),
  winner: db.prepare(
    'INSERT INTO winners (node_id, customer_name, win_cents, created_at, member_id) VALUES (?, ?, ?, ?, ?)',
  ),
  prune: db.prepare<[number]>(
    `DELETE FROM lottery_draws WHERE settled = 1 AND draw_at < ? AND NOT EXISTS
     (SELECT 1 FROM orders o WHERE o.node_id = lottery_draws.node_id AND o.draw_at = lottery_draws.draw_at)`,
  ),
  count: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM lottery_draws WHERE node_id = ?'),
  page: db.prepare<[string, number, number], { draw_at: number; numbers: string }>(
    'SELECT draw_at, numbers FROM lottery_draws WHERE node_id = ? ORDER BY draw_at DESC LIMIT ? OFFSET ?',
  ),
}));

/** The numbers a bet or a draw holds, from its stored text ('#07', '05 12 33 41 77'). */
export const numbersOf = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);

/** `drawn` different numbers from 1 to pool, ascending (node:crypto, not Math.random: money rides on it). */
export function drawNumbers(format: LotteryFormat, random: (max: number) => number = randomInt): number[] {
  const left = Array.from({ length: format.pool }, (_, i) => i + 1);
  const out: number[] = [];
  for (let i = 0; i < format.drawn; i++) out.push(left.splice(random(left.length), 1)[0]!);
  return out.sort((a, b) => a - b);
}

export const formatOfNode = (db: Db, nodeId: string): LotteryFormat | null => {
  const game = stmts(db).game.get(nodeId);
  return game ? formatOfGame(game.game_name) : null;
};

/** Settles one pending bet against the draw; answers its win (0 when it was not pending any more). */
function settleOrder(db: Db, orderId: number, format: LotteryFormat, drawn: readonly number[], now: number): number {
  const s = stmts(db);
  return db
    .transaction((): number => {
      const order = s.order.get(orderId);
      if (order?.status !== 'PENDING') return 0;
      let total = 0;
      for (const sub of s.pendingSubs.all(orderId)) {
        const win = betWin(format, numbersOf(sub.content), drawn, sub.bet_cents);
        s.settleSub.run(win, sub.id);
        total += win;
      }
      s.settleOrder.run(total, orderId);
      // The win in the stake's proportion of cash and bonus; the settled stake counts for wagering.
      payWin(
        db,
        {
          memberId: order.member_id,
          orderId,
          cents: total,
          kind: 'game_win',
          ref: `order:${orderId}`,
          key: `lottery:${orderId}`,
        },
        now,
      );
      settleStake(db, orderId, now);
      if (total > 0) {
        // Demo money (a trial account's) is paid to its owner but never shown on the public board.
        if (!isTrial(order.member_type))
          s.winner.run(order.node_id, maskName(order.user_name), total, iso(now), order.member_id);
      }
      return total;
    })
    .immediate();
}

export interface DrawOutcome {
  nodeId: string;
  drawAt: number;
  numbers: number[];
  /** Bets this run settled (a bet settled by an earlier, interrupted run is not counted again). */
  settledBets: number;
  paidCents: number;
  /** False when `limit` stopped the run before every bet was settled. */
  complete: boolean;
}

/**
 * Runs one lottery's draw at `drawAt`: draws its numbers once (a rerun keeps them) and settles
 * its pending bets, at most `limit` of them (a test stops here to play a crash).
 */
export function runDraw(
  db: Db,
  nodeId: string,
  drawAt: number,
  opts: { now?: number; limit?: number; random?: (max: number) => number } = {},
): DrawOutcome | null {
  const s = stmts(db);
  const format = formatOfNode(db, nodeId);
  if (!format) return null;
  const now = opts.now ?? Date.now();
  s.insertDraw.run(nodeId, drawAt, drawNumbers(format, opts.random).join(' '), iso(now));
  const numbers = numbersOf(s.draw.get(nodeId, drawAt)!.numbers);
  const outcome: DrawOutcome = { nodeId, drawAt, numbers, settledBets: 0, paidCents: 0, complete: false };
  for (const { id } of s.pendingOfDraw.all(nodeId, drawAt)) {
    if (opts.limit !== undefined && outcome.settledBets >= opts.limit) return outcome;
    outcome.paidCents += settleOrder(db, id, format, numbers, now);
    outcome.settledBets++;
  }
  s.markSettled.run(nodeId, drawAt);
  return { ...outcome, complete: true };
}

/**
 * What the schedule runs at each tick, and once at start-up to catch up after a stop: every
 * draw that has pending bets and whose time has come, then the latest tick's draw for every
 * lottery (so each has results even with nobody betting), then old results nobody refers to.
 */
export function runDueDraws(db: Db, now: number, intervalMs: number, keepDraws: number): DrawOutcome[] {
  const s = stmts(db);
  const out: DrawOutcome[] = [];
  s.adopt.run(Math.floor(now / intervalMs + 1) * intervalMs);
  for (const d of s.dueWithBets.all(now)) {
    const r = runDraw(db, d.node_id, d.draw_at, { now });
    if (r) out.push(r);
  }
  const tick = lastDrawAt(now, intervalMs);
  for (const g of s.games.all()) {
    if (s.draw.get(g.node_id, tick)?.settled === 1) continue;
    const r = runDraw(db, g.node_id, tick, { now });
    if (r) out.push(r);
  }
  s.prune.run(now - keepDraws * intervalMs);
  return out;
}

/**
 * The operator's "draw now": the lottery's open bets (waiting for a later tick) move to a
 * draw at this moment, which runs at once; bets placed after it wait for the next tick.
 */
export function drawNow(db: Db, nodeId: string, now = Date.now()): DrawOutcome | null {
  if (!formatOfNode(db, nodeId)) return null;
  stmts(db).openBets.run(now, nodeId, now);
  return runDraw(db, nodeId, now, { now });
}

export const lotteryNodeIds = (db: Db): string[] => lotteries(db).map((g) => g.nodeId);

/** Every lottery of the catalogue by nodeId, with its name (what the operator knows it by). */
export const lotteries = (db: Db): { nodeId: string; name: string }[] =>
  stmts(db)
    .games.all()
    .map((g) => ({ nodeId: g.node_id, name: g.game_name }));

/** A lottery's results, newest first. */
export function drawHistory(
  db: Db,
  nodeId: string,
  pageNo: number,
  pageSize: number,
): { content: LotteryDraw[]; pageNum: number; totalPages: number; total: number } {
  const s = stmts(db);
  const total = s.count.get(nodeId)?.n ?? 0;
  const content = s.page.all(nodeId, pageSize, (pageNo - 1) * pageSize).map((r) => ({
    nodeId,
    drawAt: iso(r.draw_at),
    numbers: numbersOf(r.numbers),
  }));
  return { content, pageNum: pageNo, totalPages: pageCount(total, pageSize), total };
}

/**
 * The listed orders of one member on one lottery as they stand (others' orders, another game's
 * and unknown ids are left out), each with its draw's numbers once the draw has run.
 */
export function pageBets(db: Db, memberId: number, nodeId: string, orderIds: readonly number[]): LotteryPageBet[] {
  const one = stmts(db).pageBet;
  return [...new Set(orderIds)]
    .sort((a, b) => a - b)
    .flatMap((id) => {
      const r = one.get(id, memberId, nodeId);
      if (!r) return [];
      const status = r.status === 'SETTLED' ? 'SETTLED' : r.status === 'CANCELLED' ? 'CANCELLED' : 'PENDING';
      return [
        {
          orderId: String(r.id),
          drawAt: iso(r.draw_at),
          status,
          stake: r.bet_cents,
          win: r.win_cents,
          drawn: status === 'SETTLED' ? drawnNumbers(db, nodeId, r.draw_at) : null,
        },
      ];
    });
}

/** The drawn numbers of one draw, or null before it has run. */
export function drawnNumbers(db: Db, nodeId: string, drawAt: number): number[] | null {
  const row = stmts(db).draw.get(nodeId, drawAt);
  return row ? numbersOf(row.numbers) : null;
}
