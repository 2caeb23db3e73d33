// The member's payout destinations (SPEC §7 Wallet and money: bank cards), real-account calls:
// a Brazilian bank account of one of the site's banks, or a PIX key, each checked by the
// client's own rules (src/rules/payout.ts). Adding one takes the payment password and counts
// towards the per-member cap, whichever kind it is. Where money goes only to the player's own CPF
// (the jurisdiction profile, src/rules/own-cpf.ts), only the PIX key that is that CPF is taken:
// a bank account carries no holder's CPF this site could hold it to, so it is refused.
import {
  checkAccount,
  checkAccountType,
  checkBranch,
  normalizePixKey,
  type PixKeyType,
} from '../../src/rules/payout.ts';
import { checkHolderName } from '../../src/rules/wallet.ts';
import { addCard, listCards, type NewDestination } from '../db/bank-cards.ts';
import { memberCaps } from '../security/member-caps.ts';
import type { ParamsOf } from '../../src/api/endpoints.ts';
import type { Handlers } from './context.ts';
import { moneyConfig } from './money-config.ts';
import * as p from './params.ts';
import { requirePaymentPassword } from './payment-password.ts';
import { apiError, type ErrorCode } from '../http/errors.ts';
import { payoutAllowed } from '../../src/rules/own-cpf.ts';
import { moneyIdentity } from './own-cpf.ts';

const format = (code: ErrorCode, what: string) => apiError(code, `${what} format error`);

function destination(b: ParamsOf<'addBankCard'>, banks: readonly { code: string }[]): NewDestination {
  const holderName = b.holderName;
  if (checkHolderName(holderName)) throw format('PAYEE_NAME_FORMAT', 'Payee name');
  if (b.kind === 'PIX') {
    const key = normalizePixKey(b.pixKeyType as PixKeyType, b.pixKey);
    // A phone key is a Brazilian mobile (rules/phone): the PIX directory holds no landlines.
    if (key === null)
      throw format(
        'PIX_KEY_FORMAT',
        b.pixKeyType === 'PHONE' ? 'PIX phone key (a Brazilian mobile, not a landline)' : 'PIX key',
      );
    return { kind: 'PIX', pixKeyType: b.pixKeyType, pixKey: key, holderName };
  }
  const bankCode = b.bankCode;
  if (!banks.some((x) => x.code === bankCode)) throw p.badBody('bankCode', 'is not a bank of this site');
  const branch = b.branch.toUpperCase();
  if (checkBranch(branch)) throw format('BRANCH_FORMAT', 'Branch (agência)');
  const accountNo = b.accountNo.replace(/\s+/g, '').toUpperCase();
  if (checkAccount(accountNo)) throw format('ACCOUNT_NO_FORMAT', 'Account number');
  const accountType = b.accountType;
  if (checkAccountType(accountType)) throw p.badBody('accountType', 'must be CHECKING or SAVINGS');
  return { kind: 'BANK', bankCode, branch, accountNo, accountType, holderName };
}

export const bankCardHandlers: Handlers<'bankCards' | 'addBankCard'> = {
  bankCards: (ctx) => {
    const banks = moneyConfig(ctx.site).banks;
    return listCards(ctx.db, ctx.member.memberId, (c) => banks.find((x) => x.code === c)?.name ?? c);
  },
  addBankCard: async (ctx) => {
    const s = ctx.member;
    const banks = moneyConfig(ctx.site).banks;
    const { profile, ownCpf } = moneyIdentity(ctx, s.memberId);
    const d = destination(ctx.params, banks);
    const target = d.kind === 'PIX' ? { ...d, key: d.pixKey } : { ...d, pixKeyType: '', key: d.accountNo };
    if (!payoutAllowed(profile, ownCpf, target)) throw apiError('PAYOUT_NOT_OWN_CPF');
    // A new payout destination is where a withdrawal can go: whoever holds only the session
    // (a stolen token) must not be able to add their own account, so it takes the payment password.
    await requirePaymentPassword(ctx, s.memberId, ctx.params.paymentPassword);
    if (addCard(ctx.db, s.memberId, d, memberCaps(ctx.site).bankCards) === 'TOO_MANY')
      throw apiError('TOO_MANY_BANK_CARDS');
    return listCards(ctx.db, s.memberId, (c) => banks.find((x) => x.code === c)?.name ?? c);
  },
};
