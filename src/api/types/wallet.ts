// Money: deposits, bank cards, withdrawals and transactions (SPEC §7 Wallet and money). Every amount is integer cents.

export type PaymentKind = 'BANK' | 'MANUAL' | 'GATEWAY';

export interface Bank {
  code: string;
  name: string;
}

/** One deposit method of a vendor: bank transfer (pick a bank), manual transfer (operator account shown) or a gateway. */
export interface PaymentMethod {
  id: string;
  kind: PaymentKind;
  vendor: string;
  name: string;
  banks: Bank[];
  account: string | null;
}

export interface DepositSettings {
  methods: PaymentMethod[];
  presets: number[];
  minCents: number;
  maxCents: number;
  promotions: { id: number; title: string }[];
}

export type DepositStatus = 'pending' | 'approved' | 'rejected';

/** bonus: the promotion bonus (cents) credited with the approval as its own ledger row; 0 for none. */
export interface DepositRecord {
  id: number;
  methodId: string;
  amount: number;
  status: DepositStatus;
  promoId: number | null;
  bonus: number;
  createdAt: string;
}

export interface BankCard {
  id: number;
  bankCode: string;
  bankName: string;
  accountMasked: string;
  holderName: string;
}

export interface WithdrawSettings {
  minCents: number;
  maxCents: number;
  banks: Bank[];
  hasPaymentPassword: boolean;
}

export type WithdrawStatus = 'processing' | 'paid' | 'rejected';

export interface WithdrawRecord {
  id: number;
  cardId: number;
  amount: number;
  status: WithdrawStatus;
  createdAt: string;
}

export interface RecordPage<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
}

/** The withdrawal report: count and total (cents) of the member's withdrawals by status. */
export type WithdrawReport = Record<WithdrawStatus, { count: number; cents: number }>;

export interface TransactionRow {
  id: number;
  code: string;
  kind: string;
  amount: number;
  ref: string;
  createdAt: string;
}
