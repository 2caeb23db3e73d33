// What the operator's calls answer (the reference server's /wps/admin/… calls; the
// `npm run operator` CLI prints them). No player's phone ever loads these.
import type { SalaryTier } from './agent-contracts';
import type { ContractKind } from './agent';
import type { Language } from './system';
import type { PromotionMemberState } from './promo';
import type { WageringRequirement } from './bonus';
import type { DepositLimitView, PlayLimitsView } from './responsible';
import type { IdentityStatus } from './member-settings';

/** A member's identity as the operator sees it (kept where the jurisdiction asks it at registration). */
export interface MemberIdentityView {
  /** Written 000.000.000-00. */
  cpf: string;
  fullName: string;
  /** ISO AAAA-MM-DD. */
  birthDate: string;
  address: string;
  status: IdentityStatus;
  /** Why the operator refused it (the latest refusal's reason); null unless refused. */
  reason: string | null;
}

/** An identity decision's answer: `changed` false when the identity already stood so (nothing written but the audit). */
export interface IdentityDecision {
  userName: string;
  memberId: number;
  identity: MemberIdentityView;
  changed: boolean;
}

/** A deposit waiting for approval: who, how much, by which method, since when. */
export interface PendingDeposit {
  id: number;
  userName: string;
  amount: number;
  methodId: string;
  promoId: number | null;
  createdAt: string;
  ageSeconds: number;
}

/** A withdrawal waiting to be paid out or rejected; the account is masked. */
export interface PendingWithdrawal {
  id: number;
  userName: string;
  amount: number;
  bankCode: string;
  accountMasked: string;
  createdAt: string;
  ageSeconds: number;
  /**
   * 'forfeited': the member forfeited an open bonus to make this withdrawal; 'open': a wagering
   * requirement of the member is open now; null: neither (docs/bonus.md).
   */
  bonus: 'open' | 'forfeited' | null;
}

/** A member's application to a REVIEW promotion, waiting for the operator's outcome. */
export interface PendingReview {
  promotionId: number;
  title: string;
  userName: string;
  state: PromotionMemberState;
  updatedAt: string;
  ageSeconds: number;
}

/** A contract request waiting for its party's answer; `contract` when it belongs to a salary or dividend contract. */
export interface PendingContract {
  requestId: number;
  kind: ContractKind;
  /** The party the request waits for. */
  userName: string;
  contract: { id: number; agent: string; upline: string; tiers: SalaryTier[]; shareBp: number } | null;
  createdAt: string;
  ageSeconds: number;
}

export interface PendingWork {
  deposits: PendingDeposit[];
  withdrawals: PendingWithdrawal[];
  promotions: PendingReview[];
  contracts: PendingContract[];
}

export interface LedgerEntry {
  id: number;
  kind: string;
  amount: number;
  ref: string;
  createdAt: string;
}

export interface MemberSummary {
  id: number;
  userName: string;
  type: number;
  nickname: string;
  createdAt: string;
  balance: number;
  /** The two parts of the balance (docs/bonus.md). */
  cash: number;
  bonus: number;
  /** Open requirements first, then the last few closed ones. */
  requirements: WageringRequirement[];
  pendingDeposits: number;
  pendingWithdrawals: number;
  /** The newest ledger rows first. */
  ledger: LedgerEntry[];
  /** The member's responsible-gaming limits and their use (session time: none, no session is the operator's). */
  limits: { deposit: DepositLimitView[] } & PlayLimitsView;
  /** Who the member is, where the site asked it at registration; null otherwise. */
  identity: MemberIdentityView | null;
}

export interface AuditEntry {
  id: number;
  /** The first 12 hex digits of SHA-256 of the operator token that acted. */
  actor: string;
  action: string;
  target: string;
  outcome: string;
  detail: Record<string, unknown>;
  createdAt: string;
}

/** Texts by language; Portuguese (the default language) is required, the others fall back to it. */
export type Texts<T> = { pt: T } & Partial<Record<Exclude<Language, 'pt'>, T>>;

export type BannerGroup = 'm_home' | 'm_live' | 'm_newgame' | 'm_reg';
export type AnnouncementType = 'PL' | 'A' | 'PU' | 'B' | 'PR';
export type Audience = 'A' | 'B' | 'F';

export interface ContentCounts {
  banners?: number;
  announcements?: number;
  help?: number;
  promotions?: number;
  winners?: number;
}

/** The database file a backup call answers with (Content-Type application/vnd.sqlite3), not JSON. */
export interface BackupFile {
  readonly fileName: string;
}

/** One message of the in-app live chat: the member's or the operator's. */
export interface ChatMessage {
  id: number;
  from: 'member' | 'operator';
  body: string;
  at: string;
}

/** A member's live-chat conversation as the operator lists it. */
export interface ChatConversation {
  userName: string;
  memberId: number;
  status: 'open' | 'closed';
  openedAt: string;
  lastMessage: ChatMessage | null;
  /** Since when the member's oldest unanswered message waits; null when nothing waits. */
  waitingSince: string | null;
}
