// Wallet and money, member settings (SPEC §5 deposit block, §7 Wallet and money, Member
// settings). Money calls are for real accounts only (types 0, 1, 2); amounts are integer
// cents checked against the site limits; deposits wait for the operator's approval.
import { isRealMember } from '../../src/rules/roles.ts';
import { checkField } from '../../src/rules/validation.ts';
import {
  checkAccountNo,
  checkAmount,
  checkHolderName,
  checkPaymentPassword,
  TRANSACTION_CODES,
  type TransactionCode,
} from '../../src/rules/wallet.ts';
import { listPromotions } from '../db/promo.ts';
import {
  addCard,
  createDeposit,
  depositedCents,
  depositPage,
  listCards,
  paymentHash,
  profileOf,
  setPaymentHash,
  transactionPage,
  updateProfile,
  withdraw,
  withdrawalPage,
  type KindFilter,
  type WithdrawRefusal,
} from '../db/wallet.ts';
import { HttpError } from '../http/envelope.ts';
import { headIconOf, securityQuestionOf } from '../db/member-settings.ts';
import { withdrawalReport } from '../db/wallet-ops.ts';
import { hashPassword } from './accounts-passwords.ts';
import { verifyLimited } from './guesses.ts';
import { requireSession } from './auth.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';
import { walletConfig } from './wallet-config.ts';
import { memberCaps } from '../security/caps.ts';

const FREE_REJECT = () => new HttpError(403, 'FREE_REJECT', 'Please login an actual account to use this function');

/** SPEC §5/§6: money is for real accounts only. */
export function requireReal(ctx: ApiContext) {
  const s = requireSession(ctx);
  if (!isRealMember(s.type)) throw FREE_REJECT();
  return s;
}

export const bad = (name: string, why: string) => new HttpError(400, 'BAD_BODY', `${name} ${why}`);

export function posInt(b: Record<string, unknown>, name: string): number {
  const v = b[name];
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) throw bad(name, 'must be a positive integer');
  return v;
}

function optInt(b: Record<string, unknown>, name: string): number | null {
  return b[name] === undefined || b[name] === null ? null : posInt(b, name);
}

function str(b: Record<string, unknown>, name: string, max: number): string {
  return p.field(b, name, max).trim();
}

function optStr(b: Record<string, unknown>, name: string, max: number): string | undefined {
  return b[name] === undefined ? undefined : str(b, name, max);
}

function idemKey(b: Record<string, unknown>): string {
  const k = p.field(b, 'idempotencyKey', 64);
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(k)) throw bad('idempotencyKey', 'must be 8 to 64 letters, digits, _ or -');
  return k;
}

function limitError(code: string | null, min: number, max: number): void {
  if (code === null) return;
  if (code === 'wallet.error.amountFormat') throw bad('amount', 'must be a positive amount in cents');
  if (code === 'wallet.error.aboveBalance')
    throw new HttpError(409, 'INSUFFICIENT_BALANCE', 'The amount is more than the balance');
  throw new HttpError(400, 'AMOUNT_OUT_OF_RANGE', `The amount must be between ${min} and ${max} cents`);
}

const paging = (q: URLSearchParams) => ({
  pageNo: p.int(q, 'pageNo', { min: 1, max: 10_000, def: 1 }),
  pageSize: p.int(q, 'pageSize', { min: 1, max: 50, def: 20 }),
});

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

/** The body's `paymentPassword`, checked (and guess-limited) against the member's; refusals are 409 or 400. */
async function requirePaymentPassword(ctx: ApiContext, memberId: number, b: Record<string, unknown>): Promise<void> {
  const hash = paymentHash(ctx.db, memberId);
  if (hash === null) throw new HttpError(409, 'NO_PAYMENT_PASSWORD', 'Set a payment password first');
  if (!(await verifyPaymentPassword(ctx, memberId, p.field(b, 'paymentPassword', 32), hash)))
    throw new HttpError(400, 'PAYMENT_PASSWORD_WRONG', 'Payment password is wrong');
}

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
    const s = requireReal(ctx);
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
    const s = requireReal(ctx);
    const cfg = walletConfig(ctx.site);
    const b = p.object(ctx.body);
    const methodId = str(b, 'methodId', 32);
    const method = cfg.methods.find((m) => m.id === methodId);
    if (!method) throw bad('methodId', 'is not a deposit method of this site');
    const bankCode = optStr(b, 'bankCode', 16) ?? '';
    if (method.kind === 'BANK' && !method.banks.some((x) => x.code === bankCode))
      throw bad('bankCode', "must be one of the method's banks");
    const amount = posInt(b, 'amount');
    limitError(checkAmount(amount, cfg.deposit), cfg.deposit.minCents, cfg.deposit.maxCents);
    const promoId = optInt(b, 'promoId');
    if (promoId !== null && !offeredPromotions(ctx, s.memberId).some((x) => x.id === promoId))
      throw new HttpError(409, 'PROMO_NOT_OFFERED', 'This promotion cannot be taken with a deposit');
    const r = createDeposit(
      ctx.db,
      s.memberId,
      {
        methodId,
        bankCode: method.kind === 'BANK' ? bankCode : '',
        amount,
        promoId,
        key: idemKey(b),
      },
      memberCaps(ctx.site).pendingDeposits,
    );
    if (r === 'TOO_MANY_PENDING')
      throw new HttpError(409, 'TOO_MANY_PENDING_DEPOSITS', 'Too many deposits are waiting for approval');
    if (r === 'KEY_REUSED')
      throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This request key was used for a different deposit');
    return r;
  },
  depositRecords: (ctx) => {
    const s = requireReal(ctx);
    const { pageNo, pageSize } = paging(ctx.query);
    return depositPage(ctx.db, s.memberId, pageNo, pageSize);
  },
  bankCards: (ctx) => {
    const s = requireReal(ctx);
    const banks = walletConfig(ctx.site).banks;
    return listCards(ctx.db, s.memberId, (c) => banks.find((x) => x.code === c)?.name ?? c);
  },
  addBankCard: async (ctx) => {
    const s = requireReal(ctx);
    const banks = walletConfig(ctx.site).banks;
    const b = p.object(ctx.body);
    const bankCode = str(b, 'bankCode', 16);
    if (!banks.some((x) => x.code === bankCode)) throw bad('bankCode', 'is not a bank of this site');
    const accountNo = str(b, 'accountNo', 40).replace(/\s+/g, '');
    if (checkAccountNo(accountNo)) throw new HttpError(400, 'ACCOUNT_NO_FORMAT', 'Account number format error');
    const holderName = str(b, 'holderName', 60);
    if (checkHolderName(holderName)) throw new HttpError(400, 'PAYEE_NAME_FORMAT', 'Payee name format error');
    // A new payout destination is where a withdrawal can go: whoever holds only the session
    // (a stolen token) must not be able to add their own account, so it takes the payment password.
    await requirePaymentPassword(ctx, s.memberId, b);
    if (addCard(ctx.db, s.memberId, { bankCode, accountNo, holderName }, memberCaps(ctx.site).bankCards) === 'TOO_MANY')
      throw new HttpError(409, 'TOO_MANY_BANK_CARDS', 'No more bank accounts can be added');
    return listCards(ctx.db, s.memberId, (c) => banks.find((x) => x.code === c)?.name ?? c);
  },
  withdrawSettings: (ctx) => {
    const s = requireReal(ctx);
    const cfg = walletConfig(ctx.site);
    return { ...cfg.withdraw, banks: cfg.banks, hasPaymentPassword: paymentHash(ctx.db, s.memberId) !== null };
  },
  withdraw: async (ctx) => {
    const s = requireReal(ctx);
    const cfg = walletConfig(ctx.site);
    const b = p.object(ctx.body);
    const cardId = posInt(b, 'cardId');
    const amount = posInt(b, 'amount');
    const key = idemKey(b);
    limitError(checkAmount(amount, cfg.withdraw), cfg.withdraw.minCents, cfg.withdraw.maxCents);
    await requirePaymentPassword(ctx, s.memberId, b);
    // The balance check, the withdrawal row and its ledger debit commit together (server/db/wallet.ts).
    const r = withdraw(ctx.db, s.memberId, { cardId, amount, key });
    if (typeof r === 'string') throw WITHDRAW_REFUSALS[r];
    return r;
  },
  withdrawRecords: (ctx) => {
    const s = requireReal(ctx);
    const { pageNo, pageSize } = paging(ctx.query);
    return withdrawalPage(ctx.db, s.memberId, pageNo, pageSize);
  },
  withdrawReport: (ctx) => withdrawalReport(ctx.db, requireReal(ctx).memberId),
  transactionCodes: (ctx) => {
    requireSession(ctx);
    return [...Object.keys(TRANSACTION_CODES), 'OTHER'];
  },
  transactions: (ctx) => {
    const s = requireSession(ctx);
    const { pageNo, pageSize } = paging(ctx.query);
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
    const s = requireReal(ctx);
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
    const s = requireReal(ctx);
    const hash = paymentHash(ctx.db, s.memberId);
    return {
      ok:
        hash !== null &&
        (await verifyPaymentPassword(ctx, s.memberId, p.field(p.object(ctx.body), 'password', 32), hash)),
    };
  },
  memberProfile: (ctx) => profile(ctx, requireSession(ctx).memberId),
  updateProfile: (ctx) => {
    const s = requireSession(ctx);
    const b = p.object(ctx.body);
    const nickname = optStr(b, 'nickname', 20);
    const email = optStr(b, 'email', 255);
    const payeeName = optStr(b, 'payeeName', 60);
    // The registration rule: no bidi override, zero-width or control character can reach the
    // names other members and agents see.
    if (nickname !== undefined && checkField('nickname', nickname, true))
      throw new HttpError(400, 'NICKNAME_FORMAT', 'Nickname format error');
    if (email !== undefined && email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw new HttpError(400, 'EMAIL_FORMAT', 'E-mail format error');
    if (payeeName !== undefined && checkHolderName(payeeName))
      throw new HttpError(400, 'PAYEE_NAME_FORMAT', 'Payee name format error');
    updateProfile(ctx.db, s.memberId, { nickname, email, payeeName });
    return profile(ctx, s.memberId);
  },
  vipInfo: (ctx) => {
    const s = requireSession(ctx);
    if (ctx.site.whitelabel.VIP !== true) throw new HttpError(403, 'FEATURE_OFF', 'VIP is not available');
    const { level, levels, deposited } = vipLevelOf(ctx, s.memberId);
    return { level: level?.level ?? 0, depositedCents: deposited, levels };
  },
};
