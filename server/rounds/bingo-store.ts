// A bingo card's money (a card is a round bet, store.ts): each prize is paid when it lands, in
// its own transaction under its own ledger key (`round-bet:<id>:win:<prize>`), and the card's
// `cashed_out_at` counts the prizes paid, so a step retried or replayed after a restart pays
// nothing twice. The card's order stays pending through the draw and settles when it ends.
import type { Db } from '../db/open.ts';
import { iso, perDb } from '../db/statements.ts';
import { payWin, settleStake } from '../db/bonus.ts';
import { maskName } from '../db/catalogue.ts';
import { isTrial } from '../../src/rules/roles.ts';
import { type Prize, prizeWin } from '../../src/rules/bingo.ts';
import type { BetRow } from './store.ts';

const stmts = perDb((db) => ({
  level: db.prepare<[number, number, number, number]>(
    `UPDATE round_bets SET cashed_out_at = ?, win_cents = win_cents + ?
     WHERE id = ? AND state = 'OPEN' AND COALESCE(cashed_out_at, 0) = ?`,
  ),
  orderWin: db.prepare<[number, number]>('UPDATE orders SET win_cents = win_cents + ? WHERE id = ?'),
  subWin: db.prepare<[number, number]>('UPDATE sub_orders SET win_cents = win_cents + ? WHERE order_id = ?'),
  win: db.prepare<[number], { win: number }>('SELECT win_cents AS win FROM round_bets WHERE id = ?'),
  close: db.prepare<[string, number]>(`UPDATE round_bets SET state = ? WHERE id = ? AND state = 'OPEN'`),
  closeOrder: db.prepare<[number]>("UPDATE orders SET status = 'SETTLED' WHERE id = ?"),
  closeSubs: db.prepare<[number]>("UPDATE sub_orders SET status = 'SETTLED' WHERE order_id = ?"),
  who: db.prepare<[number], { nodeId: string; userName: string; memberType: number }>(
    `SELECT o.node_id AS nodeId, m.user_name AS userName, m.type AS memberType
     FROM orders o JOIN members m ON m.id = o.member_id WHERE o.id = ?`,
  ),
  winner: db.prepare(
    'INSERT INTO winners (node_id, customer_name, win_cents, created_at, member_id) VALUES (?, ?, ?, ?, ?)',
  ),
}));

/** Pays a card's prize number `level` (1 … 3); false when it was paid already or the card is closed. */
export function payPrize(db: Db, bet: BetRow, level: number, prize: Prize, now: number): boolean {
  const s = stmts(db);
  const cents = prizeWin(bet.stake, prize);
  return db
    .transaction(() => {
      if (s.level.run(level, cents, bet.id, level - 1).changes !== 1) return false;
      payWin(
        db,
        {
          memberId: bet.memberId,
          orderId: bet.orderId,
          cents,
          kind: 'game_win',
          ref: `order:${bet.orderId}`,
          key: `round-bet:${bet.id}:win:${prize}`,
        },
        now,
      );
      s.orderWin.run(cents, bet.orderId);
      s.subWin.run(cents, bet.orderId);
      return true;
    })
    .immediate();
}

/** The draw is over: the card is won (some prize paid) or lost, and its order settles. */
export function closeCard(db: Db, bet: BetRow, now: number): boolean {
  const s = stmts(db);
  return db
    .transaction(() => {
      const win = s.win.get(bet.id)?.win ?? 0;
      if (s.close.run(win > 0 ? 'WON' : 'LOST', bet.id).changes !== 1) return false;
      settleStake(db, bet.orderId, now);
      s.closeOrder.run(bet.orderId);
      s.closeSubs.run(bet.orderId);
      const who = s.who.get(bet.orderId);
      // Demo money never reaches a public figure: a trial account's win stays off the winners board.
      if (who && win > bet.stake && !isTrial(who.memberType))
        s.winner.run(who.nodeId, maskName(who.userName), win, iso(now), bet.memberId);
      return true;
    })
    .immediate();
}
