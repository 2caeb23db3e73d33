// The operator's calls (contracts/operator.ts): for the reference server's table and the
// `npm run operator` CLI. No chunk of the app imports this file.
import type { Endpoint, ValueOf } from '../endpoints';
import { arrayOf, fields, isBool, isNum, isObj, isStr } from '../guards';
import type {
  BackupFile,
  ChatConversation,
  ContentCounts,
  ChatMessage,
  MemberSummary,
  OperatorPromotionComment,
} from '../types';

const admin = (path: string) => `/wps/admin/${path}`;
/** A publication's answer: its id and the warnings about pictures phones will not show. */
const isPublished = /* @__PURE__ */ fields<{ id: number; warnings: string[] }>({
  id: isNum,
  warnings: /* @__PURE__ */ arrayOf(isStr),
});
const isRetired = /* @__PURE__ */ fields<{ id: number; retiredAt: string }>({ id: isNum, retiredAt: isStr });
const isMember = /* @__PURE__ */ fields<MemberSummary>({
  id: isNum,
  userName: isStr,
  type: isNum,
  balance: isNum,
  ledger: Array.isArray,
});

export const operatorPending: Endpoint<'operatorPending'> = {
  method: 'GET',
  path: admin('pending'),
  access: 'operator',
  shape: /* @__PURE__ */ fields({
    deposits: Array.isArray,
    withdrawals: Array.isArray,
    promotions: Array.isArray,
    contracts: Array.isArray,
  }),
};
export const depositReject: Endpoint<'depositReject'> = {
  method: 'POST',
  path: admin('deposit/reject'),
  access: 'operator',
  shape: /* @__PURE__ */ fields({ id: isNum, amount: isNum, status: isStr, balance: isNum }),
};
export const inboxSend: Endpoint<'inboxSend'> = {
  method: 'POST',
  path: admin('inbox/send'),
  access: 'operator',
  shape: /* @__PURE__ */ fields({ sent: isNum }),
};
export const announcementPublish: Endpoint<'announcementPublish'> = {
  method: 'POST',
  path: admin('announcement/publish'),
  access: 'operator',
  shape: isPublished,
};
export const announcementRetire: Endpoint<'announcementRetire'> = {
  method: 'POST',
  path: admin('announcement/retire'),
  access: 'operator',
  shape: isRetired,
};
export const bannerPublish: Endpoint<'bannerPublish'> = {
  method: 'POST',
  path: admin('banner/publish'),
  access: 'operator',
  shape: isPublished,
};
export const bannerRetire: Endpoint<'bannerRetire'> = {
  method: 'POST',
  path: admin('banner/retire'),
  access: 'operator',
  shape: isRetired,
};
export const promotionReview: Endpoint<'promotionReview'> = {
  method: 'POST',
  path: admin('promotion/review'),
  access: 'operator',
  shape: /* @__PURE__ */ fields({ promotionId: isNum, userName: isStr, state: isStr }),
};
export const contractAnswer: Endpoint<'contractAnswer'> = {
  method: 'POST',
  path: admin('contract/answer'),
  access: 'operator',
  shape: /* @__PURE__ */ fields({ requestId: isNum, status: isStr }),
};
export const memberShow: Endpoint<'memberShow'> = {
  method: 'GET',
  path: admin('member'),
  access: 'operator',
  shape: isMember,
};
export const memberType: Endpoint<'memberType'> = {
  method: 'POST',
  path: admin('member/type'),
  access: 'operator',
  shape: isMember,
};
export const memberIdentity: Endpoint<'memberIdentity'> = {
  method: 'POST',
  path: admin('member/identity'),
  access: 'operator',
  shape: /* @__PURE__ */ fields({ userName: isStr, memberId: isNum, identity: isObj, changed: isBool }),
};
export const bonusCancel: Endpoint<'bonusCancel'> = {
  method: 'POST',
  path: admin('bonus/cancel'),
  access: 'operator',
  shape: isMember,
};
export const agentCreate: Endpoint<'agentCreate'> = {
  method: 'POST',
  path: admin('agent/create'),
  access: 'operator',
  shape: /* @__PURE__ */ fields({ id: isNum, userName: isStr, type: isNum }),
};
export const contentImport: Endpoint<'contentImport'> = {
  method: 'POST',
  path: admin('content/import'),
  access: 'operator',
  shape: /* @__PURE__ */ fields<ContentCounts & { warnings: string[] }>({ warnings: /* @__PURE__ */ arrayOf(isStr) }),
};
export const auditLog: Endpoint<'auditLog'> = {
  method: 'GET',
  path: admin('audit'),
  access: 'operator',
  shape: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ id: isNum, actor: isStr, action: isStr, outcome: isStr })),
};
/** Answered as a file (application/vnd.sqlite3), never as JSON: the guard only names it. */
export const backup: Endpoint<'backup'> = {
  method: 'GET',
  path: admin('backup'),
  access: 'operator',
  shape: (v: unknown): v is BackupFile => isObj(v) && isStr(v.fileName),
};

const isConversation = /* @__PURE__ */ fields<ChatConversation>({
  userName: isStr,
  memberId: isNum,
  status: isStr,
  openedAt: isStr,
});
const isChatMessage = /* @__PURE__ */ fields<ChatMessage>({ id: isNum, from: isStr, body: isStr, at: isStr });
export const chatList: Endpoint<'chatList'> = {
  method: 'GET',
  path: admin('chat/list'),
  access: 'operator',
  shape: /* @__PURE__ */ arrayOf(isConversation),
};
export const chatShow: Endpoint<'chatShow'> = {
  method: 'GET',
  path: admin('chat/show'),
  access: 'operator',
  shape: (v): v is ValueOf<'chatShow'> => isConversation(v) && Array.isArray((v as { messages?: unknown }).messages),
};
export const chatReply: Endpoint<'chatReply'> = {
  method: 'POST',
  path: admin('chat/reply'),
  access: 'operator',
  shape: isChatMessage,
};
export const chatClose: Endpoint<'chatClose'> = {
  method: 'POST',
  path: admin('chat/close'),
  access: 'operator',
  shape: isConversation,
};
const isOperatorComment = /* @__PURE__ */ fields<OperatorPromotionComment>({
  id: isNum,
  text: isStr,
  status: isStr,
  userName: isStr,
});
export const commentList: Endpoint<'commentList'> = {
  method: 'GET',
  path: admin('promo/comments'),
  access: 'operator',
  shape: /* @__PURE__ */ arrayOf(isOperatorComment),
};
export const commentPicture: Endpoint<'commentPicture'> = {
  method: 'GET',
  path: admin('promo/comments/picture'),
  access: 'operator',
  shape: /* @__PURE__ */ fields({ mime: isStr, data: isStr }),
};
export const commentReview: Endpoint<'commentReview'> = {
  method: 'POST',
  path: admin('promo/comments/review'),
  access: 'operator',
  shape: /* @__PURE__ */ fields({ id: isNum, status: isStr }),
};
