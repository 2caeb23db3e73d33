// Deposit, withdraw, cards, payment password, transactions, profile and VIP, and the operator's money actions (SPEC §7 Wallet and money, Member settings).
import type {
  DepositRecord,
  DepositSettings,
  MemberProfile,
  MoneyStatus,
  PayoutDestination,
  RecordPage,
  TransactionRow,
  VipInfo,
  WithdrawRecord,
  WithdrawReport,
  WithdrawSettings,
  Language,
  BonusWallet,
} from '../types';
import type { Params } from './params';

export interface WalletContract {
  depositSettings: { access: 'real'; params: { language: Language }; value: DepositSettings };
  /**
   * amount in cents; idempotencyKey: the same key answers the first request. expectedBonus: the
   * bonus the form stated; a different one now is refused (BONUS_CHANGED), never paid otherwise.
   */
  deposit: {
    access: 'real';
    params: {
      methodId: string;
      bankCode?: string;
      amount: number;
      promoId?: number;
      expectedBonus?: number;
      idempotencyKey: string;
    };
    value: DepositRecord;
  };
  depositRecords: { access: 'real'; params: { pageNo: number; pageSize: number }; value: RecordPage<DepositRecord> };
  /** One of the member's deposit orders, with how to pay it. */
  depositOrder: { access: 'real'; params: { id: number }; value: DepositRecord };
  /**
   * The pending-money poll: the balance, whether money still waits, the latest records. With the
   * `since` stamp of the last answer, held (up to PENDING_HOLD_MS) until something changes.
   */
  moneyStatus: { access: 'real'; params: { since?: string }; value: MoneyStatus };
  /**
   * payerCpf: the payer's CPF the PIX credit notice names. Where only the player's own CPF may pay
   * (the Brazil profile) it is required, and another CPF rejects the order (refusal PAYER_NOT_OWN_CPF).
   */
  depositApprove: {
    access: 'operator';
    params: { depositId: number; payerCpf?: string };
    value: DepositRecord & { balance: number; changed: boolean };
  };
  /** The payout destinations (bank accounts and PIX keys), under the platform's name for them. */
  bankCards: { access: 'real'; params: Params; value: PayoutDestination[] };
  /** A bank account (kind BANK: bank, agência, conta with its digit, type) or a PIX key; the payment password. */
  addBankCard: {
    access: 'real';
    params:
      | {
          kind: 'BANK';
          bankCode: string;
          branch: string;
          accountNo: string;
          accountType: string;
          holderName: string;
          paymentPassword: string;
        }
      | { kind: 'PIX'; pixKeyType: string; pixKey: string; holderName: string; paymentPassword: string };
    value: PayoutDestination[];
  };
  withdrawSettings: { access: 'real'; params: Params; value: WithdrawSettings };
  /** Cash, bonus, what can be withdrawn and the wagering requirements (open ones first). */
  bonusWallet: { access: 'real'; params: { language: Language }; value: BonusWallet };
  /**
   * The amount is reserved at once; a retried idempotencyKey moves money once. Only cash is
   * withdrawn: with a wagering requirement open it is refused (BONUS_OPEN) unless forfeitBonus
   * is true and the site allows it, which forfeits the open bonus in the same transaction.
   */
  withdraw: {
    access: 'real';
    params: { cardId: number; amount: number; paymentPassword: string; idempotencyKey: string; forfeitBonus?: boolean };
    value: { record: WithdrawRecord; balance: number };
  };
  withdrawRecords: { access: 'real'; params: { pageNo: number; pageSize: number }; value: RecordPage<WithdrawRecord> };
  transactionCodes: { access: 'real'; params: Params; value: string[] };
  transactions: {
    access: 'real';
    /** The language names the games of game rows (their names in it, else their base names). */
    params: { pageNo: number; pageSize: number; code?: string; language: Language };
    value: RecordPage<TransactionRow>;
  };
  /** Sets the payment password; changing one needs the current one (oldPassword). */
  setPaymentPassword: { access: 'real'; params: { oldPassword?: string; newPassword: string }; value: null };
  checkPaymentPassword: { access: 'real'; params: { password: string }; value: { ok: boolean } };
  memberProfile: { access: 'member'; params: Params; value: MemberProfile };
  updateProfile: {
    access: 'member';
    params: { nickname?: string; email?: string; payeeName?: string };
    value: MemberProfile;
  };
  vipInfo: { access: 'member'; params: Params; value: VipInfo };
  /** Reference server only (X-Admin-Token): the operator pays a withdrawal out, or rejects it and the reserved amount returns. */
  withdrawPayout: {
    access: 'operator';
    params: { withdrawalId: number };
    value: WithdrawRecord & { balance: number; changed: boolean };
  };
  withdrawReject: {
    access: 'operator';
    params: { withdrawalId: number };
    value: WithdrawRecord & { balance: number; changed: boolean };
  };
  withdrawReport: { access: 'real'; params: Params; value: WithdrawReport };
  headIcon: { access: 'member'; params: Params; value: { headIcon: string } };
  setHeadIcon: { access: 'member'; params: { icon: string }; value: { headIcon: string } };
  /** Sets the security question; changing an existing one needs its current answer. */
  setSecurityQuestion: {
    access: 'member';
    params: { question: string; answer: string; currentAnswer?: string };
    value: null;
  };
  /** A forgotten payment password, reset with the security answer. */
  resetPaymentPassword: { access: 'real'; params: { answer: string; newPassword: string }; value: null };
}
