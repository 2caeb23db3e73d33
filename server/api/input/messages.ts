// Notices, inbox, chat, feedback, promotions and the sign-in calendar (SPEC §6, §7).
import { FEEDBACK_MAX } from '../../../src/rules/feedback.ts';
import { language, noParams, paging } from './common.ts';
import { arrayOf, id, int, literal, object, optional, recode, str, withDefault } from './combinators.ts';
import { COMMENT_MAX_CHARS, PICTURE_MAX_BASE64, PICTURES_MAX } from '../../../src/rules/promo-comments.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

export const messageParams = {
  notices: object({ language: language(), types: optional(str({ max: 32, trim: true })) }),
  popularAnnouncements: object({ language: language() }),
  announcementRead: object({ announcementId: id(), read: literal(true) }),
  inbox: object(paging()),
  inboxRead: object({ id: id() }),
  chatUnread: object({ module: literal('CBS3') }),
  chatLaunch: object({
    b2c: literal(1),
    language: language(),
    backUrl: withDefault(str({ max: 500, trim: true }), ''),
    headerColor: withDefault(str({ max: 16, trim: true }), ''),
    title: withDefault(str({ max: 60, trim: true }), ''),
  }),
  // A type the form did not choose is the form's own message (INVALID_FIELD feedback.chooseType).
  feedback: object({
    content: str({ max: FEEDBACK_MAX * 2, trim: true }),
    sender: withDefault(str({ max: 64 }), ''),
    type: recode(withDefault(int(WHOLE), 0), 'INVALID_FIELD', { field: 'type', messageKey: 'feedback.chooseType' }),
    captcha: withDefault(str({ max: 64 }), ''),
    captchaKey: withDefault(str({ max: 64 }), ''),
  }),
  promotions: object({ language: language() }),
  promotionDetail: object({ id: withDefault(int({ min: 0, max: 1_000_000 }), 0), language: language() }),
  promotionJoin: object({ id: id() }),
  promotionClaim: object({ id: id() }),
  promotionComments: object({ id: id() }),
  // The comment's length and the pictures' type and size are the promotion rules' own
  // messages (server/api/promo-comments.ts); here only what no form could send is refused.
  promotionComment: object({
    id: id(),
    text: withDefault(str({ max: COMMENT_MAX_CHARS * 8 }), ''),
    pictures: withDefault(
      recode(
        arrayOf(recode(str({ max: PICTURE_MAX_BASE64 + 4 }), 'PICTURE_TOO_LARGE'), PICTURES_MAX),
        'PICTURES_TOO_MANY',
      ),
      [],
    ),
  }),
  promotionCommentPicture: object({ id: id() }),
  signInDays: noParams,
  signIn: noParams,
  referralLink: noParams,
  contractRequests: noParams,
};
