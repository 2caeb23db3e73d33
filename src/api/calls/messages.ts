// Announcements, inbox, chat, feedback, promotions, referral and contract flags (SPEC §7 Announcements and inbox).
// One export per call, so a chunk carries only the paths and guards of the calls it makes.
import type { Endpoint } from '../endpoints';
import type { AnnouncementItem, Promotion, PromotionComment, PromotionDetail, SignInCalendar } from '../types';
import { isStr, isNum, isBool, isNull, arrayOf, fields } from '../guards';

const isAnnouncement = /* @__PURE__ */ fields<AnnouncementItem>({
  id: isNum,
  title: isStr,
  content: isStr,
  execution: isStr,
  read: isBool,
});
const isPromotion = /* @__PURE__ */ fields<Promotion>({
  id: isNum,
  kind: isStr,
  title: isStr,
  summary: isStr,
  rewardAmount: isNum,
  startsAt: isStr,
  state: (v) => v === null || isStr(v),
});
const isSignIn = /* @__PURE__ */ fields<SignInCalendar>({
  today: isStr,
  days: /* @__PURE__ */ arrayOf(isStr),
  signedToday: isBool,
  rewardAmount: isNum,
  streak: isNum,
});

export const notices: Endpoint<'notices'> = {
  method: 'GET',
  path: '/wps/announcement/notices',
  shape: /* @__PURE__ */ arrayOf(isAnnouncement),
};
export const popularAnnouncements: Endpoint<'popularAnnouncements'> = {
  method: 'GET',
  path: '/wps/announcement/popular',
  shape: /* @__PURE__ */ arrayOf(isAnnouncement),
};
export const announcementRead: Endpoint<'announcementRead'> = {
  method: 'POST',
  path: '/wps/announcement/read',
  access: 'member',
  shape: isNull,
};
export const inbox: Endpoint<'inbox'> = {
  method: 'GET',
  path: '/wps/member/inbox',
  access: 'real',
  shape: /* @__PURE__ */ fields({
    list: /* @__PURE__ */ arrayOf(
      /* @__PURE__ */ fields({ id: isNum, title: isStr, content: isStr, read: isBool, createdAt: isStr }),
    ),
    unread: isNum,
    total: isNum,
    pageNum: isNum,
    totalPages: isNum,
  }),
};
export const inboxRead: Endpoint<'inboxRead'> = {
  method: 'POST',
  path: '/wps/member/inbox/read',
  access: 'real',
  shape: isNull,
};
export const chatLaunch: Endpoint<'chatLaunch'> = {
  method: 'GET',
  path: '/wps/chat/launch',
  access: 'real',
  shape: /* @__PURE__ */ fields({ chatUrl: (v): v is string | null => v === null || isStr(v) }),
};
export const chatUnread: Endpoint<'chatUnread'> = {
  method: 'GET',
  path: '/wps/chat/unreadCount',
  access: 'real',
  shape: /* @__PURE__ */ fields({ unReadCount: isNum }),
};
export const feedback: Endpoint<'feedback'> = {
  method: 'PUT',
  path: '/wps/member/feedback',
  access: 'member',
  shape: isNull,
};
export const promotions: Endpoint<'promotions'> = {
  method: 'GET',
  path: '/wps/promo/list',
  shape: /* @__PURE__ */ arrayOf(isPromotion),
};
export const promotionDetail: Endpoint<'promotionDetail'> = {
  method: 'GET',
  path: '/wps/promo/detail',
  shape: (v): v is PromotionDetail => isPromotion(v) && isStr((v as { content?: unknown }).content),
};
export const promotionJoin: Endpoint<'promotionJoin'> = {
  method: 'POST',
  path: '/wps/promo/join',
  access: 'real',
  shape: /* @__PURE__ */ fields({ state: isStr }),
};
export const promotionClaim: Endpoint<'promotionClaim'> = {
  method: 'POST',
  path: '/wps/promo/claim',
  access: 'real',
  shape: /* @__PURE__ */ fields({ state: isStr, rewardAmount: isNum, balance: isNum }),
};
const isComment = /* @__PURE__ */ fields<PromotionComment>({
  id: isNum,
  text: isStr,
  status: isStr,
  createdAt: isStr,
  pictures: /* @__PURE__ */ arrayOf(isNum),
});
export const promotionComments: Endpoint<'promotionComments'> = {
  method: 'GET',
  path: '/wps/promo/comments',
  access: 'real',
  shape: /* @__PURE__ */ arrayOf(isComment),
};
export const promotionComment: Endpoint<'promotionComment'> = {
  method: 'POST',
  path: '/wps/promo/comments',
  access: 'real',
  shape: isComment,
};
export const promotionCommentPicture: Endpoint<'promotionCommentPicture'> = {
  method: 'GET',
  path: '/wps/promo/comments/picture',
  access: 'real',
  shape: /* @__PURE__ */ fields({ mime: isStr, data: isStr }),
};
export const signInDays: Endpoint<'signInDays'> = {
  method: 'GET',
  path: '/wps/promo/signIn',
  access: 'member',
  shape: isSignIn,
};
export const signIn: Endpoint<'signIn'> = {
  method: 'POST',
  path: '/wps/promo/signIn',
  access: 'real',
  shape: isSignIn,
};
export const referralLink: Endpoint<'referralLink'> = {
  method: 'GET',
  path: '/wps/member/referral',
  access: 'real',
  shape: /* @__PURE__ */ fields({ code: isStr, path: isStr, invited: isNum }),
};
export const contractRequests: Endpoint<'contractRequests'> = {
  method: 'GET',
  path: '/wps/agent/contract/requests',
  access: 'member',
  shape: /* @__PURE__ */ fields({ dailysalreqtype: isBool, divtypecompperiodreq: isBool, contracthoursalreq: isBool }),
};
