// Deposit, withdraw, cards, payment password, transactions, profile and VIP, and the operator's money actions (SPEC §7 Wallet and money, Member settings).
import type {
  BankCard,
  DepositRecord,
  DepositSettings,
  MemberProfile,
  RecordPage,
  TransactionRow,
  VipInfo,
  WithdrawRecord,
  WithdrawReport,
  WithdrawSettings,
} from '../types';
import type { Params } from './params';

export interface WalletContract {
  depositSettings: { params: Params; value: DepositSettings };
  /** amount in cents; idempotencyKey: the same key answers the first request. */
  deposit: {
    params: { methodId: string; bankCode?: string; amount: number; promoId?: number; idempotencyKey: string };
    value: DepositRecord;
  };
  depositRecords: { params: { pageNo: number; pageSize: number }; value: RecordPage<DepositRecord> };
  depositApprove: { params: { depositId: number }; value: DepositRecord & { balance: number } };
  bankCards: { params: Params; value: BankCard[] };
  addBankCard: { params: { bankCode: string; accountNo: string; holderName: string }; value: BankCard[] };
  withdrawSettings: { params: Params; value: WithdrawSettings };
  /** The amount is reserved at once; a retried idempotencyKey moves money once. */
  withdraw: {
    params: { cardId: number; amount: number; paymentPassword: string; idempotencyKey: string };
    value: { record: WithdrawRecord; balance: number };
  };
  withdrawRecords: { params: { pageNo: number; pageSize: number }; value: RecordPage<WithdrawRecord> };
  transactionCodes: { params: Params; value: string[] };
  transactions: { params: { pageNo: number; pageSize: number; code?: string }; value: RecordPage<TransactionRow> };
  /** Sets the payment password; changing one needs the current one (oldPassword). */
  setPaymentPassword: { params: { oldPassword?: string; newPassword: string }; value: null };
  checkPaymentPassword: { params: { password: string }; value: { ok: boolean } };
  memberProfile: { params: Params; value: MemberProfile };
  updateProfile: { params: { nickname?: string; email?: string; payeeName?: string }; value: MemberProfile };
  vipInfo: { params: Params; value: VipInfo };
  /** Reference server only (X-Admin-Token): the operator pays a withdrawal out, or rejects it and the reserved amount returns. */
  withdrawPayout: { params: { withdrawalId: number }; value: WithdrawRecord & { balance: number } };
  withdrawReject: { params: { withdrawalId: number }; value: WithdrawRecord & { balance: number } };
  withdrawReport: { params: Params; value: WithdrawReport };
  headIcon: { params: Params; value: { headIcon: string } };
  setHeadIcon: { params: { icon: string }; value: { headIcon: string } };
  /** Sets the security question; changing an existing one needs its current answer. */
  setSecurityQuestion: { params: { question: string; answer: string; currentAnswer?: string }; value: null };
  /** A forgotten payment password, reset with the security answer. */
  resetPaymentPassword: { params: { answer: string; newPassword: string }; value: null };
}
