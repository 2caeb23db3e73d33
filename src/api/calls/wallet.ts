// Deposit, withdraw, cards, payment password, transactions, profile and VIP (SPEC §7 Wallet and money, Member settings).
// One export per call, so a chunk carries only the paths and guards of the calls it makes.
import type { Endpoint } from '../endpoints';
import type { BonusWallet, DepositRecord, WithdrawRecord, PayoutDestination, MemberProfile } from '../types';
import { isStr, isNum, isBool, isNull, isObj, arrayOf, fields } from '../guards';

const isDeposit = /* @__PURE__ */ fields<DepositRecord>({
  id: isNum,
  methodId: isStr,
  amount: isNum,
  status: isStr,
  bonus: isNum,
  promisedBonus: isNum,
  createdAt: isStr,
});
const isWithdrawal = /* @__PURE__ */ fields<WithdrawRecord>({
  id: isNum,
  cardId: isNum,
  amount: isNum,
  status: isStr,
  createdAt: isStr,
});
const isCard = /* @__PURE__ */ fields<PayoutDestination>({
  id: isNum,
  kind: isStr,
  bankName: isStr,
  accountMasked: isStr,
  holderName: isStr,
});
const isProfile = /* @__PURE__ */ fields<MemberProfile>({
  nickname: isStr,
  account: isStr,
  email: isStr,
  payeeName: isStr,
  hasPaymentPassword: isBool,
  vipLabel: isStr,
  headIcon: isStr,
  securityQuestion: isStr,
});

export const depositSettings: Endpoint<'depositSettings'> = {
  method: 'GET',
  path: '/wps/deposit/settings',
  access: 'real',
  shape: /* @__PURE__ */ fields({
    methods: /* @__PURE__ */ arrayOf(
      /* @__PURE__ */ fields({ id: isStr, kind: isStr, name: isStr, banks: Array.isArray }),
    ),
    presets: /* @__PURE__ */ arrayOf(isNum),
    minCents: isNum,
    maxCents: isNum,
    promotions: Array.isArray,
  }),
};
export const deposit: Endpoint<'deposit'> = {
  method: 'POST',
  path: '/wps/deposit/request',
  access: 'real',
  shape: isDeposit,
};
export const depositRecords: Endpoint<'depositRecords'> = {
  method: 'GET',
  path: '/wps/deposit/records',
  access: 'real',
  shape: /* @__PURE__ */ fields({ list: /* @__PURE__ */ arrayOf(isDeposit), pageNum: isNum, totalPages: isNum }),
};
export const depositOrder: Endpoint<'depositOrder'> = {
  method: 'GET',
  path: '/wps/deposit/order',
  access: 'real',
  shape: isDeposit,
};
export const moneyStatus: Endpoint<'moneyStatus'> = {
  method: 'GET',
  path: '/wps/member/money/status',
  access: 'real',
  shape: /* @__PURE__ */ fields({
    balance: isNum,
    bonus: isNum,
    pending: isBool,
    deposits: /* @__PURE__ */ arrayOf(isDeposit),
    withdrawals: /* @__PURE__ */ arrayOf(isWithdrawal),
    stamp: isStr,
  }),
};
/** Reference server only: the operator confirms a deposit (X-Admin-Token, site config wallet.adminToken). */
export const depositApprove: Endpoint<'depositApprove'> = {
  method: 'POST',
  path: '/wps/admin/deposit/approve',
  access: 'operator',
  shape: /* @__PURE__ */ fields({ id: isNum, amount: isNum, status: isStr, balance: isNum }),
};
export const bankCards: Endpoint<'bankCards'> = {
  method: 'GET',
  path: '/wps/member/bankCards',
  access: 'real',
  shape: /* @__PURE__ */ arrayOf(isCard),
};
export const addBankCard: Endpoint<'addBankCard'> = {
  method: 'POST',
  path: '/wps/member/bankCards',
  access: 'real',
  shape: /* @__PURE__ */ arrayOf(isCard),
};
export const withdrawSettings: Endpoint<'withdrawSettings'> = {
  method: 'GET',
  path: '/wps/withdraw/settings',
  access: 'real',
  shape: /* @__PURE__ */ fields({
    minCents: isNum,
    maxCents: isNum,
    processingHours: isNum,
    banks: Array.isArray,
    hasPaymentPassword: isBool,
  }),
};
export const bonusWallet: Endpoint<'bonusWallet'> = {
  method: 'GET',
  path: '/wps/member/bonus',
  access: 'real',
  shape: /* @__PURE__ */ fields<BonusWallet>({
    cash: isNum,
    bonus: isNum,
    withdrawable: isNum,
    withdrawWhileOpen: (v: unknown) => v === 'forfeit' || v === 'refuse',
    requirements: /* @__PURE__ */ arrayOf(
      /* @__PURE__ */ fields({
        id: isNum,
        title: isStr,
        bonus: isNum,
        target: isNum,
        wagered: isNum,
        grantedAt: isStr,
        deadline: isStr,
        state: isStr,
        terms: /* @__PURE__ */ fields({ multiplier: isNum, days: isNum, maxStake: isNum, contributions: isObj }),
      }),
    ),
  }),
};
export const withdraw: Endpoint<'withdraw'> = {
  method: 'POST',
  path: '/wps/transaction/withdraw',
  access: 'real',
  shape: /* @__PURE__ */ fields({ record: isWithdrawal, balance: isNum }),
};
export const withdrawRecords: Endpoint<'withdrawRecords'> = {
  method: 'GET',
  path: '/wps/withdraw/records',
  access: 'real',
  shape: /* @__PURE__ */ fields({ list: /* @__PURE__ */ arrayOf(isWithdrawal), pageNum: isNum, totalPages: isNum }),
};
export const transactionCodes: Endpoint<'transactionCodes'> = {
  method: 'GET',
  path: '/wps/transaction/codes',
  access: 'real',
  shape: /* @__PURE__ */ arrayOf(isStr),
};
export const transactions: Endpoint<'transactions'> = {
  method: 'GET',
  path: '/wps/transaction/details',
  access: 'real',
  shape: /* @__PURE__ */ fields({
    list: /* @__PURE__ */ arrayOf(
      /* @__PURE__ */ fields({ id: isNum, code: isStr, kind: isStr, amount: isNum, gameName: isStr, createdAt: isStr }),
    ),
    pageNum: isNum,
    totalPages: isNum,
  }),
};
export const setPaymentPassword: Endpoint<'setPaymentPassword'> = {
  method: 'POST',
  path: '/wps/member/paymentPassword',
  access: 'real',
  shape: isNull,
};
export const checkPaymentPassword: Endpoint<'checkPaymentPassword'> = {
  method: 'POST',
  path: '/wps/member/paymentPassword/check',
  access: 'real',
  shape: /* @__PURE__ */ fields({ ok: isBool }),
};
export const memberProfile: Endpoint<'memberProfile'> = {
  method: 'GET',
  path: '/wps/member/profile',
  access: 'member',
  shape: isProfile,
};
export const updateProfile: Endpoint<'updateProfile'> = {
  method: 'POST',
  path: '/wps/member/profile',
  access: 'member',
  shape: isProfile,
};
export const vipInfo: Endpoint<'vipInfo'> = {
  method: 'GET',
  path: '/wps/member/vip',
  access: 'member',
  shape: /* @__PURE__ */ fields({
    level: isNum,
    depositedCents: isNum,
    levels: /* @__PURE__ */ arrayOf(
      /* @__PURE__ */ fields({
        level: isNum,
        name: isStr,
        minDepositCents: isNum,
        benefits: /* @__PURE__ */ arrayOf(isStr),
      }),
    ),
  }),
};
/** Reference server only: the operator pays a withdrawal out or rejects it (the amount returns to the balance). */
export const withdrawPayout: Endpoint<'withdrawPayout'> = {
  method: 'POST',
  path: '/wps/admin/withdraw/payout',
  access: 'operator',
  shape: /* @__PURE__ */ fields({ id: isNum, status: isStr, balance: isNum }),
};
export const withdrawReject: Endpoint<'withdrawReject'> = {
  method: 'POST',
  path: '/wps/admin/withdraw/reject',
  access: 'operator',
  shape: /* @__PURE__ */ fields({ id: isNum, status: isStr, balance: isNum }),
};
const isTotal = /* @__PURE__ */ fields({ count: isNum, cents: isNum });
export const withdrawReport: Endpoint<'withdrawReport'> = {
  method: 'GET',
  path: '/wps/withdraw/report',
  access: 'real',
  shape: /* @__PURE__ */ fields({ processing: isTotal, paid: isTotal, rejected: isTotal }),
};
export const headIcon: Endpoint<'headIcon'> = {
  method: 'GET',
  path: '/wps/member/headIcon',
  access: 'member',
  shape: /* @__PURE__ */ fields({ headIcon: isStr }),
};
export const setHeadIcon: Endpoint<'setHeadIcon'> = {
  method: 'POST',
  path: '/wps/member/headIcon',
  access: 'member',
  shape: /* @__PURE__ */ fields({ headIcon: isStr }),
};
export const setSecurityQuestion: Endpoint<'setSecurityQuestion'> = {
  method: 'POST',
  path: '/wps/member/securityQuestion',
  access: 'member',
  shape: isNull,
};
export const resetPaymentPassword: Endpoint<'resetPaymentPassword'> = {
  method: 'POST',
  path: '/wps/member/paymentPassword/reset',
  access: 'real',
  shape: isNull,
};
