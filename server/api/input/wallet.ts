// Deposit, withdraw, payout destinations, payment password, records, profile and the
// operator's money decisions (SPEC §5, §7 Wallet and money). Amounts are whole cents; the
// site's limits are the handler's (AMOUNT_OUT_OF_RANGE, INSUFFICIENT_BALANCE).
import { code, language, noParams, paging } from './common.ts';
import { bool, id, int, money, object, optional, str, variants } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

/** The client's idempotency key of a money call: the same key moves money once. */
export const idempotencyKey = () =>
  str({
    max: 64,
    pattern: /^[A-Za-z0-9_-]{8,64}$/,
    what: 'must be 8 to 64 letters, digits, _ or -',
    example: 'key-00000001',
  });
const paymentPassword = () => str({ max: 32, example: '000000' });
const answer = () => str({ max: 200 });
const trimmed = (max: number) => str({ max, trim: true, example: 'x' });

export const walletParams = {
  depositSettings: object({ language: language() }),
  deposit: object({
    methodId: trimmed(32),
    bankCode: optional(trimmed(16)),
    amount: money(),
    promoId: optional(id()),
    expectedBonus: optional(int(WHOLE)),
    idempotencyKey: idempotencyKey(),
  }),
  depositRecords: object(paging()),
  depositOrder: object({ id: id() }),
  moneyStatus: object({ since: optional(str({ max: 32, trim: true })) }),
  // The payer's CPF as a PIX credit notice names it (pagador.cpf); required where only the own CPF may pay.
  depositApprove: object({
    depositId: id(),
    payerCpf: optional(str({ max: 20, trim: true, example: '529.982.247-25' })),
  }),
  bankCards: noParams,
  addBankCard: variants(
    'kind',
    {
      BANK: object({
        holderName: trimmed(60),
        bankCode: trimmed(16),
        branch: trimmed(8),
        accountNo: trimmed(20),
        accountType: trimmed(10),
        paymentPassword: paymentPassword(),
      }),
      PIX: object({
        holderName: trimmed(60),
        pixKeyType: trimmed(8),
        pixKey: trimmed(80),
        paymentPassword: paymentPassword(),
      }),
    },
    'BANK',
  ),
  withdrawSettings: noParams,
  bonusWallet: object({ language: language() }),
  withdraw: object({
    cardId: id(),
    amount: money(),
    paymentPassword: paymentPassword(),
    idempotencyKey: idempotencyKey(),
    forfeitBonus: optional(bool()),
  }),
  withdrawRecords: object(paging()),
  transactionCodes: noParams,
  transactions: object({ ...paging(), code: optional(code()), language: language() }),
  setPaymentPassword: object({ oldPassword: optional(paymentPassword()), newPassword: paymentPassword() }),
  checkPaymentPassword: object({ password: paymentPassword() }),
  memberProfile: noParams,
  updateProfile: object({
    nickname: optional(str({ max: 20, trim: true })),
    email: optional(str({ max: 255, trim: true })),
    payeeName: optional(str({ max: 60, trim: true })),
  }),
  vipInfo: noParams,
  withdrawPayout: object({ withdrawalId: id() }),
  withdrawReject: object({ withdrawalId: id() }),
  withdrawReport: noParams,
  headIcon: noParams,
  setHeadIcon: object({ icon: str({ max: 16 }) }),
  setSecurityQuestion: object({ question: str({ max: 16 }), answer: answer(), currentAnswer: optional(answer()) }),
  resetPaymentPassword: object({ answer: answer(), newPassword: paymentPassword() }),
};
