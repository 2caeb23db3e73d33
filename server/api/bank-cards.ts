// The member's bank cards, where withdrawals are paid (SPEC §7 Wallet and money). Real-account
// calls; a card's bank must be one of the site's, its number and holder pass the client's rules.
import { checkAccountNo, checkHolderName } from '../../src/rules/wallet.ts';
import { addCard, listCards } from '../db/bank-cards.ts';
import { HttpError } from '../http/envelope.ts';
import { memberCaps } from '../security/caps.ts';
import type { Handlers } from './context.ts';
import { moneyConfig } from './money-config.ts';
import * as p from './params.ts';
import { requirePaymentPassword } from './payment-password.ts';

export const bankCardHandlers: Handlers<'bankCards' | 'addBankCard'> = {
  bankCards: (ctx) => {
    const s = ctx.member;
    const banks = moneyConfig(ctx.site).banks;
    return listCards(ctx.db, s.memberId, (c) => banks.find((x) => x.code === c)?.name ?? c);
  },
  addBankCard: async (ctx) => {
    const s = ctx.member;
    const banks = moneyConfig(ctx.site).banks;
    const b = p.object(ctx.body);
    const bankCode = p.trimmed(b, 'bankCode', 16);
    if (!banks.some((x) => x.code === bankCode)) throw p.badBody('bankCode', 'is not a bank of this site');
    const accountNo = p.trimmed(b, 'accountNo', 40).replace(/\s+/g, '');
    if (checkAccountNo(accountNo)) throw new HttpError(400, 'ACCOUNT_NO_FORMAT', 'Account number format error');
    const holderName = p.trimmed(b, 'holderName', 60);
    if (checkHolderName(holderName)) throw new HttpError(400, 'PAYEE_NAME_FORMAT', 'Payee name format error');
    // A new payout destination is where a withdrawal can go: whoever holds only the session
    // (a stolen token) must not be able to add their own account, so it takes the payment password.
    await requirePaymentPassword(ctx, s.memberId, b);
    if (addCard(ctx.db, s.memberId, { bankCode, accountNo, holderName }, memberCaps(ctx.site).bankCards) === 'TOO_MANY')
      throw new HttpError(409, 'TOO_MANY_BANK_CARDS', 'No more bank accounts can be added');
    return listCards(ctx.db, s.memberId, (c) => banks.find((x) => x.code === c)?.name ?? c);
  },
};
