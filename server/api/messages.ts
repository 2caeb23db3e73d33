// Announcements with read state, the inbox, feedback and agent contract requests
// (SPEC §4 mark as read, feedback, agent contract prompts; §5 feedback; §7 Announcements and inbox).
import { FEEDBACK_MAX, FEEDBACK_MIN, feedbackLength, isQuestionType } from '../../src/rules/feedback.ts';
import { CONTRACT_EXCLUDED_TYPES, isAgent } from '../../src/rules/roles.ts';
import {
  announcementsFor,
  inboxPage,
  markAnnouncementRead,
  markInboxRead,
  pendingContracts,
  recentFeedbackCount,
  saveFeedback,
} from '../db/messages.ts';
import { requireCaptcha } from './accounts-input.ts';
import { accountsConfig } from './accounts-config.ts';
import { rateLimit } from './accounts-limits.ts';
import { visitorOrMember } from './auth.ts';
import type { Handlers } from './context.ts';
import { apiError } from '../http/errors.ts';

/** Content types a caller may list: agent notices (A) only for agents. */
const PUBLIC_TYPES = ['PL', 'PR', 'B'];

/** SPEC §9: feedback is a conversation with staff, not a channel to flood. */
const FEEDBACK_PER_HOUR = 10;

export const messageHandlers: Handlers<
  'notices' | 'popularAnnouncements' | 'announcementRead' | 'inbox' | 'inboxRead' | 'feedback' | 'contractRequests'
> = {
  notices: (ctx) => {
    const s = visitorOrMember(ctx);
    const language = ctx.params.language;
    const allowed = s && isAgent(s.type) ? [...PUBLIC_TYPES, 'A'] : PUBLIC_TYPES;
    const asked = (ctx.params.types ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== '');
    if (asked.some((t) => !['A', ...PUBLIC_TYPES].includes(t)))
      throw apiError('BAD_PARAM', 'types must list A, PL, PR, B');
    // Player notices first, so the home ticker's index (PL only) is the same index here.
    const types = asked.length ? asked.filter((t) => allowed.includes(t)) : s && isAgent(s.type) ? ['PL', 'A'] : ['PL'];
    return types.flatMap((t) => announcementsFor(ctx.db, language, [t], s?.memberId ?? null));
  },
  popularAnnouncements: (ctx) => {
    const s = visitorOrMember(ctx);
    return announcementsFor(ctx.db, ctx.params.language, ['PU'], s?.memberId ?? null);
  },
  announcementRead: (ctx) => {
    const s = ctx.member;
    if (!markAnnouncementRead(ctx.db, s.memberId, ctx.params.announcementId)) {
      throw apiError('NOT_FOUND', 'No such announcement');
    }
    return null;
  },
  inbox: (ctx) => {
    const { pageNo, pageSize } = ctx.params;
    return inboxPage(ctx.db, ctx.member.memberId, pageNo, pageSize);
  },
  inboxRead: (ctx) => {
    const s = ctx.member;
    if (!markInboxRead(ctx.db, s.memberId, ctx.params.id)) throw apiError('NOT_FOUND', 'No such message');
    return null;
  },
  feedback: (ctx) => {
    const s = ctx.member;
    const b = ctx.params;
    const content = b.content;
    if (!isQuestionType(b.type))
      throw apiError('INVALID_FIELD', 'type must be a question type', {
        field: 'type',
        messageKey: 'feedback.chooseType',
      });
    const n = feedbackLength(content);
    if (n < FEEDBACK_MIN || n > FEEDBACK_MAX) {
      throw apiError('INVALID_FIELD', `content must be ${FEEDBACK_MIN} to ${FEEDBACK_MAX} characters`, {
        field: 'content',
        messageKey: 'feedback.length',
      });
    }
    // Attempts (a wrong captcha too) per IP and per account; the stored messages per hour on top, which survive a restart.
    rateLimit(ctx.db, 'feedback', accountsConfig(ctx.site).limits.feedback, ctx.ip, `feedback:${s.memberId}`);
    if (recentFeedbackCount(ctx.db, s.memberId) >= FEEDBACK_PER_HOUR) {
      throw apiError('TOO_MANY', undefined, { retryAfterSeconds: 3600 });
    }
    requireCaptcha(ctx.db, b.captcha, b.captchaKey);
    // The sender is the session's user name whatever the client wrote (SPEC §3 "user name from session").
    saveFeedback(ctx.db, { memberId: s.memberId, sender: s.userName, type: b.type, content });
    return null;
  },
  contractRequests: (ctx) => {
    const s = ctx.member;
    // SPEC §4: only with AGENTPOLICY3, never for types 4, 40, 41, 42: nothing pending for them.
    if (ctx.site.whitelabel.AGENTPOLICY3 !== true || CONTRACT_EXCLUDED_TYPES.includes(s.type)) {
      return { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };
    }
    return pendingContracts(ctx.db, s.memberId);
  },
};
