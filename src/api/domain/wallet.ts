// Money: deposits, bank cards, withdrawals and transactions (SPEC §7 Wallet and money). Every amount is integer cents.

import type { BonusDefinition } from './promo';

/**
 * PIX (a copy-and-paste code and its QR), BANK (an online bank's payment page, pick a bank),
 * GATEWAY (a payment provider's page) or MANUAL (a transfer to the operator's account).
 */
export type PaymentKind = 'PIX' | 'BANK' | 'MANUAL' | 'GATEWAY';

export interface Bank {
  code: string;
  name: string;
}

/** One deposit method; `name` is in the language asked for. */
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
  /** The promotions a deposit may take now, each with the bonus it pays (src/rules/bonus.ts). */
  promotions: { id: number; title: string; bonus: BonusDefinition }[];
}

/** expired: a PIX or gateway order nobody paid in time (it can no longer be paid); cancelled: on the gateway's page. */
export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'expired' | 'cancelled';

/**
 * A deposit request and how to pay it. bonus: credited with the approval as its own ledger
 * row (0 for none); promisedBonus: what the form said and the approval pays. payCode: a PIX
 * order's copy-and-paste code; payUrl: a gateway order's payment page; expiresAt: when either
 * stops being payable (null: no end).
 */
export interface DepositRecord {
  id: number;
  methodId: string;
  kind: PaymentKind | '';
  amount: number;
  status: DepositStatus;
  promoId: number | null;
  bonus: number;
  promisedBonus: number;
  payCode: string | null;
  payUrl: string | null;
  expiresAt: string | null;
  createdAt: string;
  /**
   * Why a rejected order was refused, when a rule refused it (the reference server):
   * PAYER_NOT_OWN_CPF, the payment came from a CPF that is not the player's and goes back to it.
   */
  refusal?: DepositRefusal | null;
}

/** The reasons an order is refused that the player is told (src/rules/own-cpf.ts). */
export type DepositRefusal = 'PAYER_NOT_OWN_CPF';

/** What the pending-money poll reads in one call: the balance and the member's latest records. */
export interface MoneyStatus {
  /** Cash and bonus together (cents). */
  balance: number;
  /** The bonus part of the balance (cents): stakes take it after the cash; it cannot be withdrawn. */
  bonus: number;
  /** Whether any deposit or withdrawal of the member still waits for a decision. */
  pending: boolean;
  deposits: DepositRecord[];
  withdrawals: WithdrawRecord[];
  /** Changes whenever any of the above does: sent back as `since`, it lets the server hold the call until then. */
  stamp: string;
}

/**
 * Where a withdrawal is paid: a bank account (kind BANK: bank, agência, conta masked, corrente
 * or poupança; older ones have no agência or type) or a PIX key (kind PIX: its type, masked).
 * The calls keep the platform's name, bank cards (SPEC §7).
 */
export interface PayoutDestination {
  id: number;
  kind: 'BANK' | 'PIX';
  bankCode: string;
  bankName: string;
  branch: string;
  accountMasked: string;
  accountType: '' | 'CHECKING' | 'SAVINGS';
  pixKeyType: '' | 'CPF' | 'PHONE' | 'EMAIL' | 'EVP';
  holderName: string;
}

export interface WithdrawSettings {
  minCents: number;
  maxCents: number;
  /** How long the operator takes to pay a withdrawal out, as the confirmation step says. */
  processingHours: number;
  banks: Bank[];
  hasPaymentPassword: boolean;
  /**
   * The member's CPF where withdrawals go only to the PIX key that is it (the reference server's
   * Brazil profile): the destination form offers that key alone. Null or absent: any destination.
   */
  ownCpf?: string | null;
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

/** kind: the ledger kind (deposit, game_bet, …) the list names; gameName: '' when the row is not a game's. */
export interface TransactionRow {
  id: number;
  code: string;
  kind: string;
  amount: number;
  ref: string;
  gameName: string;
  createdAt: string;
}
