// The operator's calls on the reference server (X-Admin-Token; server/api/access.ts): the
// work waiting for a decision, members, messages, published content, the audit log, backups.
// The money decisions (depositApprove, withdrawPayout, withdrawReject) sit with the wallet's
// calls in contracts/wallet.ts. No player's phone makes any of these.
import type {
  AgentContract,
  AnnouncementType,
  Audience,
  AuditEntry,
  BackupFile,
  BannerGroup,
  ChatConversation,
  ChatMessage,
  CommentPicture,
  OperatorPromotionComment,
  PromotionComment,
  ContentCounts,
  DepositRecord,
  IdentityDecision,
  MemberSummary,
  PendingWork,
  PromotionMemberState,
  Texts,
} from '../types';
import type { Params } from './params';

export interface OperatorContract {
  /** Deposits, withdrawals, promotion applications and contract requests waiting for a decision, oldest first. */
  operatorPending: { access: 'operator'; params: Params; value: PendingWork };
  /**
   * A pending deposit is refused; rejecting it again answers the same record with `changed: false`,
   * an approved one is 409.
   */
  depositReject: {
    access: 'operator';
    params: { depositId: number };
    value: DepositRecord & { balance: number; changed: boolean };
  };
  /** `to` is a user name or "all"; `body` is text (escaped) unless `html` is true. */
  inboxSend: {
    access: 'operator';
    params: { to: string; title: string; body: string; html?: boolean };
    value: { sent: number };
  };
  announcementPublish: {
    access: 'operator';
    params: {
      type: AnnouncementType;
      audience?: Audience;
      startDate?: string;
      promotionType?: string;
      sort?: number;
      texts: Texts<{ title: string; html: string }>;
    };
    /** `warnings`: each picture of its HTML whose host the page's policy will not load (shown nowhere). */
    value: { id: number; warnings: string[] };
  };
  announcementRetire: { access: 'operator'; params: { id: number }; value: { id: number; retiredAt: string } };
  bannerPublish: {
    access: 'operator';
    params: { group: BannerGroup; link: string; image?: string; sort?: number; titles: Texts<string> };
    /**
     * `warnings`: the picture's host is not among the page's allowed image hosts (CSP img-src), so
     * phones will not show it; each says how to allow it. Published all the same.
     */
    value: { id: number; warnings: string[] };
  };
  bannerRetire: { access: 'operator'; params: { id: number }; value: { id: number; retiredAt: string } };
  /** A REVIEW promotion application: approve makes the reward claimable (paid once, at the claim), reject refuses it. */
  promotionReview: {
    access: 'operator';
    params: { promotionId: number; user: string; approve: boolean };
    value: { promotionId: number; userName: string; state: PromotionMemberState };
  };
  /** Answers a pending contract request on its party's behalf (the contract it belongs to is decided with it). */
  contractAnswer: {
    access: 'operator';
    params: { requestId: number; accept: boolean };
    value: { requestId: number; status: 'accepted' | 'refused'; contract: AgentContract | null };
  };
  memberShow: { access: 'operator'; params: { user: string; rows?: number }; value: MemberSummary };
  memberType: { access: 'operator'; params: { user: string; type: number }; value: MemberSummary };
  /**
   * Marks a member's identity verified or refused (a reason is required to refuse; the member reads
   * it on the profile); the same decision again answers `changed: false`. Audited with the reason.
   */
  memberIdentity: {
    access: 'operator';
    params: { user: string; status: 'verified' | 'refused'; reason?: string };
    value: IdentityDecision;
  };
  /** Cancels an open wagering requirement: its remaining bonus is removed (a ledger row says so); audited. */
  bonusCancel: { access: 'operator'; params: { requirementId: number }; value: MemberSummary };
  /** A new agent account (type 1); without `password` one is generated and answered once. */
  agentCreate: {
    access: 'operator';
    params: { user: string; password?: string };
    value: { id: number; userName: string; type: number; password: string | null };
  };
  /** Replaces each content section the file has, in one transaction (docs/content.md). */
  /** `warnings`: each picture of the file (banner, promotion, HTML) whose host the page will not load. */
  contentImport: { access: 'operator'; params: { content: unknown }; value: ContentCounts & { warnings: string[] } };
  /** The newest entries first. */
  auditLog: { access: 'operator'; params: { limit?: number }; value: AuditEntry[] };
  /** The in-app live chat's conversations in one state (open by default), the longest-open first. */
  chatList: { access: 'operator'; params: { status?: 'open' | 'closed' }; value: ChatConversation[] };
  /** One member's conversation with its whole history. */
  chatShow: { access: 'operator'; params: { user: string }; value: ChatConversation & { messages: ChatMessage[] } };
  /** A reply to an open conversation: unread for the member until the chat shows it. */
  chatReply: { access: 'operator'; params: { user: string; body: string }; value: ChatMessage };
  /** Closes a conversation; the member's next message opens it again. */
  chatClose: { access: 'operator'; params: { user: string }; value: ChatConversation };
  /** SPEC §5/§9 promotion comments in one review state (pending by default), the oldest first. */
  commentList: {
    access: 'operator';
    params: { status?: 'pending' | 'approved' | 'rejected' };
    value: OperatorPromotionComment[];
  };
  /** One picture of any comment, for the review. */
  commentPicture: { access: 'operator'; params: { id: number }; value: CommentPicture };
  /** Approves or rejects a pending comment (audited); the member sees the decision on the promotion. */
  commentReview: {
    access: 'operator';
    params: { id: number; decision: 'approve' | 'reject' };
    value: PromotionComment;
  };
  /** A consistent copy of the database, taken with SQLite's online backup while the site serves. */
  backup: { access: 'operator'; params: Params; value: BackupFile };
}
