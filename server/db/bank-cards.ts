// The member's bank cards, where withdrawals are paid (SPEC §7 Wallet and money: bank cards).
import type { BankCard } from '../../src/api/types.ts';
import { maskAccount } from '../../src/rules/wallet.ts';
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

interface CardRow {
  id: number;
  bank_code: string;
  account_no: string;
  holder_name: string;
}

const stmts = perDb((db) => ({
  cards: db.prepare<[number], CardRow>(
    'SELECT id, bank_code, account_no, holder_name FROM bank_cards WHERE member_id = ? ORDER BY id',
  ),
  card: db.prepare<[number, number], CardRow>(
    'SELECT id, bank_code, account_no, holder_name FROM bank_cards WHERE id = ? AND member_id = ?',
  ),
  insertCard:
    db.prepare(`INSERT INTO bank_cards (member_id, bank_code, account_no, holder_name, created_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (member_id, bank_code, account_no) DO NOTHING`),
  cardCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = ?'),
  cardByNo: db.prepare<[number, string, string], CardRow>(
    'SELECT id, bank_code, account_no, holder_name FROM bank_cards WHERE member_id = ? AND bank_code = ? AND account_no = ?',
  ),
}));

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

/** Whether the card is one of this member's own (a withdrawal goes only there). */
export const ownsCard = (db: Db, memberId: number, cardId: number): boolean =>
  stmts(db).card.get(cardId, memberId) !== undefined;
