// Announcements, inbox, chat, feedback, promotions, referral and contract flags (SPEC §7 Announcements and inbox).
import type {
  AnnouncementItem,
  ChatLink,
  CommentPicture,
  ContractRequests,
  InboxPage,
  Language,
  Promotion,
  PromotionClaim,
  PromotionComment,
  PromotionDetail,
  PromotionMemberState,
  ReferralLink,
  SignInCalendar,
} from '../types';
import type { Params } from './params';

export interface MessagesContract {
  /** SPEC §7 Notices: player notices (PL) for everyone, agent notices (A) too for agents; `read` per member. */
  notices: { access: 'public'; params: { language: Language; types?: string }; value: AnnouncementItem[] };
  /** SPEC §7 Popular announcements, read as the pop-up list (PU) the home popup shows (SPEC §4). */
  popularAnnouncements: { access: 'public'; params: { language: Language }; value: AnnouncementItem[] };
  /** SPEC §7 Mark as read: announcementId and read true. */
  announcementRead: { access: 'member'; params: { announcementId: number; read: true }; value: null };
  inbox: { access: 'real'; params: { pageNo: number; pageSize: number }; value: InboxPage };
  inboxRead: { access: 'real'; params: { id: number }; value: null };
  /** SPEC §7 Chat launch: b2c=1, language, backUrl, headerColor, title. No URL configured: chatUrl null. */
  chatLaunch: {
    access: 'real';
    params: { b2c: 1; language: Language; backUrl: string; headerColor: string; title: string };
    value: ChatLink;
  };
  /** SPEC §7 Chat unread count (module CBS3): the operator's replies the member has not seen in the chat. */
  chatUnread: { access: 'real'; params: { module: 'CBS3' }; value: { unReadCount: number } };
  /** SPEC §7 Feedback submit (PUT): content, sender, type, captcha; captchaKey names the captcha image. */
  feedback: {
    access: 'member';
    params: { content: string; sender: string; type: number; captcha: string; captchaKey: string };
    value: null;
  };
  promotions: { access: 'public'; params: { language: Language }; value: Promotion[] };
  promotionDetail: { access: 'public'; params: { id: number; language: Language }; value: PromotionDetail };
  promotionJoin: { access: 'real'; params: { id: number }; value: { state: PromotionMemberState } };
  promotionClaim: { access: 'real'; params: { id: number }; value: PromotionClaim };
  /** SPEC §5/§9 the member's own comments on a promotion, the newest first, with their review state. */
  promotionComments: { access: 'real'; params: { id: number }; value: PromotionComment[] };
  /** A comment (at most 140 characters) with at most 3 png or jpg pictures of 5 MB, base64; it waits for review. */
  promotionComment: {
    access: 'real';
    params: { id: number; text: string; pictures: string[] };
    value: PromotionComment;
  };
  /** One picture of the member's own comment. */
  promotionCommentPicture: { access: 'real'; params: { id: number }; value: CommentPicture };
  signInDays: { access: 'member'; params: Params; value: SignInCalendar };
  signIn: { access: 'real'; params: Params; value: SignInCalendar };
  /** The member's referral code (created on first ask), the registration path that carries it, friends registered with it. */
  referralLink: { access: 'real'; params: Params; value: ReferralLink };
  /** SPEC §7 contract dividend request: the three pending-request flags (SPEC §3). */
  contractRequests: { access: 'member'; params: Params; value: ContractRequests };
}
