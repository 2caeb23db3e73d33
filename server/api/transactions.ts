// The member's transaction list (SPEC §7 Wallet and money: transaction codes and details),
// real-account calls: the ledger rows, filtered by the transaction codes of src/rules/wallet.ts.
import { TRANSACTION_CODES, type TransactionCode } from '../../src/rules/wallet.ts';
import { transactionPage, type KindFilter } from '../db/transactions.ts';
import type { Handlers } from './context.ts';
import { apiError } from '../http/errors.ts';

export const transactionHandlers: Handlers<'transactionCodes' | 'transactions'> = {
  transactionCodes: () => [...Object.keys(TRANSACTION_CODES), 'OTHER'],
  transactions: (ctx) => {
    const s = ctx.member;
    const { pageNo, pageSize, code, language } = ctx.params;
    let filter: KindFilter = null;
    if (code !== undefined && code !== 'ALL') {
      // OTHER: every kind that no transaction code names.
      if (code === 'OTHER') filter = { except: Object.values(TRANSACTION_CODES).flat() };
      else if (code in TRANSACTION_CODES)
        filter = { kinds: TRANSACTION_CODES[code as Exclude<TransactionCode, 'OTHER'>] };
      else throw apiError('BAD_PARAM', 'code is not a transaction code');
    }
    return transactionPage(ctx.db, s.memberId, filter, pageNo, pageSize, language);
  },
};
