// Game rounds written straight into a test database, as the demo games write them
// (server/db/demo.ts): an order, one sub-order and its ledger rows, placed at `at`.
// SETTLED rounds have their win; PENDING ones (a lottery number before its draw) none.
import type { Db } from '../../server/db/open.ts';

export function placeBet(
  db: Db,
  memberId: number,
  at: string,
  o: { stake: number; win?: number; status?: 'SETTLED' | 'PENDING' },
): { orderId: number; subOrderId: number } {
  const status = o.status ?? 'SETTLED';
  const win = status === 'SETTLED' ? (o.win ?? 0) : 0;
  const node = (db.prepare('SELECT node_id AS n FROM games ORDER BY node_id LIMIT 1').get() as { n: string }).n;
  const orderId = Number(
    db
      .prepare(
        'INSERT INTO orders (member_id, node_id, bet_cents, win_cents, status, seed, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?)',
      )
      .run(memberId, node, o.stake, win, status, at).lastInsertRowid,
  );
  const subOrderId = Number(
    db
      .prepare('INSERT INTO sub_orders (order_id, content, bet_cents, win_cents, status) VALUES (?, ?, ?, ?, ?)')
      .run(orderId, '#07', o.stake, win, status).lastInsertRowid,
  );
  const ledger = db.prepare(
    'INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  ledger.run(memberId, 'game_bet', -o.stake, `order:${orderId}`, at);
  if (status === 'SETTLED') ledger.run(memberId, 'game_win', win, `order:${orderId}`, at);
  return { orderId, subOrderId };
}
