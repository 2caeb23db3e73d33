// The operator's calls (X-Admin-Token): money decisions, messages, content, members, audit, backup.
// Content's own rules (dates, links, which languages) stay in server/operator/content-schema.ts,
// shared with the content files; these parsers check the types the contract names.
import { LANGUAGES } from '../../../src/rules/languages.ts';
import { noParams } from './common.ts';
import { bool, id, int, json, object, oneOf, optional, type Parser, str } from './combinators.ts';

const sort = () => optional(int({ min: -1_000_000, max: 1_000_000 }));
/** Portuguese always, the other languages when given (Texts<T> in src/api/types/operator.ts). */
function texts<T>(item: Parser<T>) {
  const [, ...others] = LANGUAGES;
  if (others.join() !== 'en,ur') throw new Error('texts(): the language list changed; name the new one here');
  return object({ pt: item, en: optional(item), ur: optional(item) });
}
const user = () => str({ max: 64, trim: true, example: 'ana' });

export const operatorParams = {
  // The live chat: a member's conversation by user name; a reply's length is the chat's own rule.
  chatList: object({ status: optional(oneOf(['open', 'closed'])) }),
  chatShow: object({ user: user() }),
  chatReply: object({ user: user(), body: str({ max: 4000 }) }),
  chatClose: object({ user: user() }),
  commentList: object({ status: optional(oneOf(['pending', 'approved', 'rejected'])) }),
  commentPicture: object({ id: id() }),
  commentReview: object({ id: id(), decision: oneOf(['approve', 'reject']) }),
  operatorPending: noParams,
  depositReject: object({ depositId: id() }),
  inboxSend: object({
    to: user(),
    title: str({ max: 200, trim: true }),
    body: str({ max: 20_000 }),
    html: optional(bool()),
  }),
  announcementPublish: object({
    type: oneOf(['PL', 'A', 'PU', 'B', 'PR']),
    audience: optional(oneOf(['A', 'B', 'F'])),
    startDate: optional(str({ max: 40 })),
    promotionType: optional(str({ max: 40 })),
    sort: sort(),
    texts: texts(object({ title: str({ max: 200 }), html: str({ max: 100_000 }) })),
  }),
  announcementRetire: object({ id: id() }),
  bannerPublish: object({
    group: oneOf(['m_home', 'm_live', 'm_newgame', 'm_reg']),
    link: str({ max: 500 }),
    image: optional(str({ max: 500 })),
    sort: sort(),
    titles: texts(str({ max: 200 })),
  }),
  bannerRetire: object({ id: id() }),
  promotionReview: object({ promotionId: id(), user: user(), approve: bool() }),
  contractAnswer: object({ requestId: id(), accept: bool() }),
  memberShow: object({ user: user(), rows: optional(int({ min: 1, max: 200 })) }),
  memberType: object({ user: user(), type: int({ min: 0, max: 99 }) }),
  memberIdentity: object({
    user: user(),
    status: oneOf(['verified', 'refused']),
    reason: optional(
      str({
        max: 500,
        trim: true,
        pattern: /^\P{Cc}*$/u,
        what: 'must be one line of text',
        example: 'CPF does not match the name',
      }),
    ),
  }),
  bonusCancel: object({ requirementId: id() }),
  agentCreate: object({ user: str({ max: 16, trim: true, example: 'ana' }), password: optional(str({ max: 20 })) }),
  contentImport: object({ content: json() }),
  auditLog: object({ limit: optional(int({ min: 1, max: 1000 })) }),
  backup: noParams,
};
