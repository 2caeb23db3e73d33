// The member's transaction list (SPEC §7 Wallet and money: transaction codes and details):
// the ledger rows newest first, filtered by transaction code (src/rules/wallet.ts), a game's
// rows with the game's name.
import type { RecordPage, TransactionRow } from '../../src/api/types.ts';
import { codeOfKind } from '../../src/rules/wallet.ts';
import type { Db } from './open.ts';
import { pageCount, perDb } from './statements.ts';
import { localName } from './games.ts';

interface TxRow {
  id: number;
  game_name: string | null;
  kind: string;
  amount_cents: number;
  ref: string | null;
  created_at: string;
}
interface TxWhere {
  member: number;
  kinds?: string;
}
interface TxPage extends TxWhere {
  limit: number;
  offset: number;
  /** The language game rows name their games in. */
  language: string;
}
// A conversion writes two rows (bonus out, cash in) that the record shows as one: the cash row,
// the amount that became cash.
const ONE_CONVERSION_ROW = " AND NOT (kind = 'bonus_converted' AND bucket = 'bonus')";

function txStatements(db: Db, where: string) {
  return {
    rows: db.prepare<[TxPage], TxRow>(
      // A game row names its game (in the asked language): its ref is the order (order:<id>), the order names the game.
      `SELECT l.id, l.kind, l.amount_cents, l.ref, l.created_at, ${localName('g')} AS game_name FROM (
         SELECT id, kind, amount_cents, ref, created_at FROM ledger WHERE member_id = @member${ONE_CONVERSION_ROW}${where}
         ORDER BY id DESC LIMIT @limit OFFSET @offset) l
       LEFT JOIN orders o ON l.ref LIKE 'order:%' AND o.id = CAST(substr(l.ref, 7) AS INTEGER)
       LEFT JOIN games g ON g.node_id = o.node_id
       ORDER BY l.id DESC`,
    ),
    count: db.prepare<[TxWhere], { n: number }>(
      `SELECT COUNT(*) AS n FROM ledger WHERE member_id = @member${ONE_CONVERSION_ROW}${where}`,
    ),
  };
}

const stmts = perDb((db) => ({
  // Every kind, the kinds of a JSON list (@kinds), or every kind but those.
  txAll: txStatements(db, ''),
  txIn: txStatements(db, ' AND kind IN (SELECT value FROM json_each(@kinds))'),
  txNotIn: txStatements(db, ' AND kind NOT IN (SELECT value FROM json_each(@kinds))'),
}));

/** Which ledger rows a transaction list shows: every kind (null), these kinds, or every kind but these. */
export type KindFilter = null | { kinds: readonly string[] } | { except: readonly string[] };

/** Ledger rows newest first, through statements prepared once (the kinds go in as one JSON list). */
export function transactionPage(
  db: Db,
  memberId: number,
  filter: KindFilter,
  pageNo: number,
  pageSize: number,
  language = 'pt',
): RecordPage<TransactionRow> {
  const s = stmts(db);
  const tx = filter === null ? s.txAll : 'kinds' in filter ? s.txIn : s.txNotIn;
  const where: TxWhere =
    filter === null
      ? { member: memberId }
      : { member: memberId, kinds: JSON.stringify('kinds' in filter ? filter.kinds : filter.except) };
  const rows = tx.rows.all({ ...where, limit: pageSize, offset: (pageNo - 1) * pageSize, language });
  const n = tx.count.get(where)!.n;
  return {
    list: rows.map((r) => ({
      id: r.id,
      code: codeOfKind(r.kind),
      kind: r.kind,
      amount: r.amount_cents,
      ref: r.ref ?? '',
      gameName: r.game_name ?? '',
      createdAt: r.created_at,
    })),
    pageNum: pageNo,
    totalPages: pageCount(n, pageSize),
  };
}
