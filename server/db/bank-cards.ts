// The member's payout destinations, where withdrawals are paid (SPEC §7 Wallet and money: bank
// cards): bank accounts and PIX keys, one table (migration 016). A PIX key is stored under the
// bank code 'PIX', so the same key, like the same account, is never added twice.
import type { PayoutDestination } from '../../src/api/types.ts';
import type { PayoutTarget } from '../../src/rules/own-cpf.ts';
import { maskDestination } from '../../src/rules/payout.ts';
import type { Db } from './open.ts';
import { iso, perDb } from './statements.ts';

interface CardRow {
  id: number;
  kind: string;
  bank_code: string;
  branch: string;
  account_no: string;
  account_type: string;
  pix_key_type: string;
  holder_name: string;
}

const COLUMNS = 'id, kind, bank_code, branch, account_no, account_type, pix_key_type, holder_name';
const stmts = perDb((db) => ({
  cards: db.prepare<[number], CardRow>(`SELECT ${COLUMNS} FROM bank_cards WHERE member_id = ? ORDER BY id`),
  card: db.prepare<[number, number], CardRow>(`SELECT ${COLUMNS} FROM bank_cards WHERE id = ? AND member_id = ?`),
  insertCard: db.prepare(`INSERT INTO bank_cards (member_id, kind, bank_code, branch, account_no, account_type,
    pix_key_type, holder_name, created_at) VALUES (@member, @kind, @bank, @branch, @account, @type, @keyType, @holder, @now)
    ON CONFLICT (member_id, bank_code, account_no) DO NOTHING`),
  cardCount: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = ?'),
  cardByNo: db.prepare<[number, string, string], CardRow>(
    `SELECT ${COLUMNS} FROM bank_cards WHERE member_id = ? AND bank_code = ? AND account_no = ?`,
  ),
}));

const toDestination = (c: CardRow, bankName: (code: string) => string): PayoutDestination => {
  const kind = c.kind === 'PIX' ? 'PIX' : 'BANK';
  return {
    id: c.id,
    kind,
    bankCode: kind === 'PIX' ? '' : c.bank_code,
    bankName: kind === 'PIX' ? 'PIX' : bankName(c.bank_code),
    branch: c.branch,
    accountMasked: maskDestination(kind, c.pix_key_type, c.account_no),
    accountType: c.account_type as PayoutDestination['accountType'],
    pixKeyType: c.pix_key_type as PayoutDestination['pixKeyType'],
    holderName: c.holder_name,
  };
};

export function listCards(db: Db, memberId: number, bankName: (code: string) => string): PayoutDestination[] {
  return stmts(db)
    .cards.all(memberId)
    .map((c) => toDestination(c, bankName));
}

/** What a new destination is: a bank account, or a PIX key (already normalized by src/rules/payout.ts). */
export type NewDestination =
  | { kind: 'BANK'; bankCode: string; branch: string; accountNo: string; accountType: string; holderName: string }
  | { kind: 'PIX'; pixKeyType: string; pixKey: string; holderName: string };

/** Adding the same account or key twice answers the existing one; a new one past `max` is 'TOO_MANY'. */
export function addCard(
  db: Db,
  memberId: number,
  c: NewDestination | { bankCode: string; accountNo: string; holderName: string },
  max = Number.POSITIVE_INFINITY,
  now = Date.now(),
): number | 'TOO_MANY' {
  const d: NewDestination = 'kind' in c ? c : { kind: 'BANK', branch: '', accountType: '', ...c };
  const bank = d.kind === 'PIX' ? 'PIX' : d.bankCode;
  const account = d.kind === 'PIX' ? d.pixKey : d.accountNo;
  return db
    .transaction(() => {
      const s = stmts(db);
      const known = s.cardByNo.get(memberId, bank, account);
      if (known) return known.id;
      if (s.cardCount.get(memberId)!.n >= max) return 'TOO_MANY' as const;
      s.insertCard.run({
        member: memberId,
        kind: d.kind,
        bank,
        branch: d.kind === 'BANK' ? d.branch : '',
        account,
        type: d.kind === 'BANK' ? d.accountType : '',
        keyType: d.kind === 'PIX' ? d.pixKeyType : '',
        holder: d.holderName,
        now: iso(now),
      });
      return s.cardByNo.get(memberId, bank, account)!.id;
    })
    .immediate();
}

/** One of this member's destinations as the payout rules read it (src/rules/own-cpf.ts), or null. */
export function payoutTarget(db: Db, memberId: number, cardId: number): PayoutTarget | null {
  const c = stmts(db).card.get(cardId, memberId);
  return c ? { kind: c.kind === 'PIX' ? 'PIX' : 'BANK', pixKeyType: c.pix_key_type, key: c.account_no } : null;
}

/** Whether the destination is one of this member's own (a withdrawal goes only there). */
export const ownsCard = (db: Db, memberId: number, cardId: number): boolean =>
  stmts(db).card.get(cardId, memberId) !== undefined;
