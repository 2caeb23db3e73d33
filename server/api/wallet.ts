// Wallet and money, member settings (SPEC §5 deposit block, §7 Wallet and money, Member
// settings). Money calls are for real accounts only (types 0, 1, 2); amounts are integer
// cents checked against the site limits; deposits wait for the operator's approval.
import {
  checkAccountNo,
  checkAmount,
  checkHolderName,
  checkPaymentPassword,
  TRANSACTION_CODES,
  type TransactionCode,
} from '../../src/rules/wallet.ts';
import { listPromotions } from '../db/promo.ts';
import { addCard, listCards } from '../db/bank-cards.ts';
import { createDeposit, depositedCents, depositPage } from '../db/deposits.ts';
import { paymentHash, setPaymentHash } from '../db/payment-passwords.ts';
import { transactionPage, type KindFilter } from '../db/transactions.ts';
import { withdraw, withdrawalPage, withdrawalReport, type WithdrawRefusal } from '../db/withdrawals.ts';
import { HttpError } from '../http/envelope.ts';
import { headIconOf, profileOf, securityQuestionOf, updateProfile } from '../db/member-settings.ts';
import { hashPassword } from './password-hash.ts';
import { verifyLimited } from './guesses.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';
import { walletConfig } from './wallet-config.ts';

function limitError(code: string | null, min: number, max: number): void {
  if (code === null) return;
  if (code === 'wallet.error.amountFormat') throw p.badBody('amount', 'must be a positive amount in cents');
  if (code === 'wallet.error.aboveBalance')
    throw new HttpError(409, 'INSUFFICIENT_BALANCE', 'The amount is more than the balance');
  throw new HttpError(400, 'AMOUNT_OUT_OF_RANGE', `The amount must be between ${min} and ${max} cents`);
}

const WITHDRAW_REFUSALS: Record<WithdrawRefusal, HttpError> = {
  NO_CARD: new HttpError(404, 'NO_BANK_CARD', 'No such bank card'),
  INSUFFICIENT: new HttpError(409, 'INSUFFICIENT_BALANCE', 'The amount is more than the balance'),
  KEY_REUSED: new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This request key was used for a different withdrawal'),
};

function vipLevelOf(ctx: ApiContext, memberId: number) {
  const levels = walletConfig(ctx.site).vip;
  const deposited = depositedCents(ctx.db, memberId);
  let level = levels[0] ?? null;
  for (const l of levels) if (deposited >= l.minDepositCents) level = l;
  return { level, levels, deposited };
}

function profile(ctx: ApiContext, memberId: number) {
  const vip = ctx.site.whitelabel.VIP === true ? (vipLevelOf(ctx, memberId).level?.name ?? '') : '';
  return {
    ...profileOf(ctx.db, memberId),
    hasPaymentPassword: paymentHash(ctx.db, memberId) !== null,
    vipLabel: vip,
    headIcon: headIconOf(ctx.db, memberId),
    securityQuestion: securityQuestionOf(ctx.db, memberId)?.question ?? '',
  };
}

const verifyPaymentPassword = (ctx: ApiContext, memberId: number, given: string, hash: string) =>
  verifyLimited(ctx, 'payment', memberId, given, hash);

/** SPEC §7 deposit promotions: the REVIEW and INSTANT promotions open now that the member has not taken yet. */
function offeredPromotions(ctx: ApiContext, memberId: number) {
  const now = Date.now();
  return listPromotions(ctx.db, p.language(ctx.query), memberId)
    .filter(
      (x) =>
        (x.kind === 'REVIEW' || x.kind === 'INSTANT') &&
        x.state === null &&
        Date.parse(x.startsAt) <= now &&
        (x.endsAt === null || Date.parse(x.endsAt) > now),
    )
    .map((x) => ({ id: x.id, title: x.title }));
}

export const walletHandlers: Handlers<
  | 'depositSettings'
  | 'deposit'
  | 'depositRecords'
  | 'bankCards'
  | 'addBankCard'
  | 'withdrawSettings'
  | 'withdraw'
  | 'withdrawRecords'
  | 'withdrawReport'
  | 'transactionCodes'
  | 'transactions'
  | 'setPaymentPassword'
  | 'checkPaymentPassword'
  | 'memberProfile'
  | 'updateProfile'
  | 'vipInfo'
> = {
  depositSettings: (ctx) => {
    const s = ctx.member;
    const cfg = walletConfig(ctx.site);
    const promotions = offeredPromotions(ctx, s.memberId);
    return {
      methods: cfg.methods,
      presets: cfg.deposit.presets,
      minCents: cfg.deposit.minCents,
      maxCents: cfg.deposit.maxCents,
      promotions,
    };
  },
  deposit: (ctx) => {
    const s = ctx.member;
    const cfg = walletConfig(ctx.site);
    const b = p.object(ctx.body);
    const methodId = p.trimmed(b, 'methodId', 32);
    const method = cfg.methods.find((m) => m.id === methodId);
    if (!method) throw p.badBody('methodId', 'is not a deposit method of this site');
    const bankCode = p.optionalTrimmed(b, 'bankCode', 16) ?? '';
    if (method.kind === 'BANK' && !method.banks.some((x) => x.code === bankCode))
      throw p.badBody('bankCode', "must be one of the method's banks");
    const amount = p.id(b, 'amount');
    limitError(checkAmount(amount, cfg.deposit), cfg.deposit.minCents, cfg.deposit.maxCents);
    const promoId = p.optionalId(b, 'promoId');
    if (promoId !== null && !offeredPromotions(ctx, s.memberId).some((x) => x.id === promoId))
      throw new HttpError(409, 'PROMO_NOT_OFFERED', 'This promotion cannot be taken with a deposit');
    return createDeposit(ctx.db, s.memberId, {
      methodId,
      bankCode: method.kind === 'BANK' ? bankCode : '',
      amount,
      promoId,
      key: p.idempotencyKey(b),
    });
  },
  depositRecords: (ctx) => {
    const s = ctx.member;
    const { pageNo, pageSize } = p.paging(ctx.query);
    return depositPage(ctx.db, s.memberId, pageNo, pageSize);
  },
  bankCards: (ctx) => {
    const s = ctx.member;
    const banks = walletConfig(ctx.site).banks;
    return listCards(ctx.db, s.memberId, (c) => banks.find((x) => x.code === c)?.name ?? c);
  },
  addBankCard: (ctx) => {
    const s = ctx.member;
    const banks = walletConfig(ctx.site).banks;
    const b = p.object(ctx.body);
    const bankCode = p.trimmed(b, 'bankCode', 16);
    if (!banks.some((x) => x.code === bankCode)) throw p.badBody('bankCode', 'is not a bank of this site');
    const accountNo = p.trimmed(b, 'accountNo', 40).replace(/\s+/g, '');
    if (checkAccountNo(accountNo)) throw new HttpError(400, 'ACCOUNT_NO_FORMAT', 'Account number format error');
    const holderName = p.trimmed(b, 'holderName', 60);
    if (checkHolderName(holderName)) throw new HttpError(400, 'PAYEE_NAME_FORMAT', 'Payee name format error');
    addCard(ctx.db, s.memberId, { bankCode, accountNo, holderName });
    return listCards(ctx.db, s.memberId, (c) => banks.find((x) => x.code === c)?.name ?? c);
  },
  withdrawSettings: (ctx) => {
    const s = ctx.member;
    const cfg = walletConfig(ctx.site);
    return { ...cfg.withdraw, banks: cfg.banks, hasPaymentPassword: paymentHash(ctx.db, s.memberId) !== null };
  },
  withdraw: async (ctx) => {
    const s = ctx.member;
    const cfg = walletConfig(ctx.site);
    const b = p.object(ctx.body);
    const cardId = p.id(b, 'cardId');
    const amount = p.id(b, 'amount');
    const key = p.idempotencyKey(b);
    limitError(checkAmount(amount, cfg.withdraw), cfg.withdraw.minCents, cfg.withdraw.maxCents);
    const hash = paymentHash(ctx.db, s.memberId);
    if (hash === null) throw new HttpError(409, 'NO_PAYMENT_PASSWORD', 'Set a payment password first');
    if (!(await verifyPaymentPassword(ctx, s.memberId, p.field(b, 'paymentPassword', 32), hash)))
      throw new HttpError(400, 'PAYMENT_PASSWORD_WRONG', 'Payment password is wrong');
    // The balance check, the withdrawal row and its ledger debit commit together (server/db/wallet.ts).
    const r = withdraw(ctx.db, s.memberId, { cardId, amount, key });
    if (typeof r === 'string') throw WITHDRAW_REFUSALS[r];
    return r;
  },
  withdrawRecords: (ctx) => {
    const s = ctx.member;
    const { pageNo, pageSize } = p.paging(ctx.query);
    return withdrawalPage(ctx.db, s.memberId, pageNo, pageSize);
  },
  withdrawReport: (ctx) => withdrawalReport(ctx.db, ctx.member.memberId),
  transactionCodes: () => [...Object.keys(TRANSACTION_CODES), 'OTHER'],
  transactions: (ctx) => {
    const s = ctx.member;
    const { pageNo, pageSize } = p.paging(ctx.query);
    const code = p.code(ctx.query, 'code');
    let filter: KindFilter = null;
    if (code !== undefined && code !== 'ALL') {
      // OTHER: every kind that no transaction code names.
      if (code === 'OTHER') filter = { except: Object.values(TRANSACTION_CODES).flat() };
      else if (code in TRANSACTION_CODES)
        filter = { kinds: TRANSACTION_CODES[code as Exclude<TransactionCode, 'OTHER'>] };
      else throw new HttpError(400, 'BAD_PARAM', 'code is not a transaction code');
    }
    return transactionPage(ctx.db, s.memberId, filter, pageNo, pageSize);
  },
  setPaymentPassword: async (ctx) => {
    const s = ctx.member;
    const b = p.object(ctx.body);
    const next = p.field(b, 'newPassword', 32);
    if (checkPaymentPassword(next))
      throw new HttpError(400, 'PAYMENT_PASSWORD_FORMAT', 'The payment password is 6 digits');
    const current = paymentHash(ctx.db, s.memberId);
    if (current !== null) {
      const old = b.oldPassword === undefined ? '' : p.field(b, 'oldPassword', 32);
      if (!(await verifyPaymentPassword(ctx, s.memberId, old, current)))
        throw new HttpError(400, 'PAYMENT_PASSWORD_WRONG', 'Payment password is wrong');
    }
    setPaymentHash(ctx.db, s.memberId, await hashPassword(next));
    return null;
  },
  checkPaymentPassword: async (ctx) => {
    const s = ctx.member;
    const hash = paymentHash(ctx.db, s.memberId);
    return {
      ok:
        hash !== null &&
        (await verifyPaymentPassword(ctx, s.memberId, p.field(p.object(ctx.body), 'password', 32), hash)),
    };
  },
  memberProfile: (ctx) => profile(ctx, ctx.member.memberId),
  updateProfile: (ctx) => {
    const s = ctx.member;
    const b = p.object(ctx.body);
    const nickname = p.optionalTrimmed(b, 'nickname', 20);
    const email = p.optionalTrimmed(b, 'email', 255);
    const payeeName = p.optionalTrimmed(b, 'payeeName', 60);
    if (nickname !== undefined && (nickname.length < 1 || /[<>]/.test(nickname)))
      throw new HttpError(400, 'NICKNAME_FORMAT', 'Nickname format error');
    if (email !== undefined && email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw new HttpError(400, 'EMAIL_FORMAT', 'E-mail format error');
    if (payeeName !== undefined && checkHolderName(payeeName))
      throw new HttpError(400, 'PAYEE_NAME_FORMAT', 'Payee name format error');
    updateProfile(ctx.db, s.memberId, { nickname, email, payeeName });
    return profile(ctx, s.memberId);
  },
  vipInfo: (ctx) => {
    const s = ctx.member;
    if (ctx.site.whitelabel.VIP !== true) throw new HttpError(403, 'FEATURE_OFF', 'VIP is not available');
    const { level, levels, deposited } = vipLevelOf(ctx, s.memberId);
    return { level: level?.level ?? 0, depositedCents: deposited, levels };
  },
};
