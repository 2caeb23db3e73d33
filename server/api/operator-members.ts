// The operator's member actions: look at an account, change a member's type, open an agent
// account, message one member or everyone, decide a promotion application, answer a contract
// request. Operator-level calls; each action leaves an audit row (server/operator/audit.ts).
import { randomBytes } from 'node:crypto';
import { checkField } from '../../src/rules/validation.ts';
import { insertMember, memberByName } from '../db/accounts.ts';
import { sendInbox, sendInboxToAll } from '../db/messages.ts';
import { answerRequest, reviewPromotion } from '../db/operator-decisions.ts';
import { memberIdByName, memberSummary, setMemberType, userNameOf } from '../db/operator-records.ts';
import { cancelRequirement } from '../db/bonus.ts';
import { audited, targetOf } from '../operator/audit.ts';
import { textToHtml } from '../operator/text-html.ts';
import type { Handlers, OperatorContext } from './context.ts';
import * as p from './params.ts';
import { hashPassword } from './password-hash.ts';
import { apiError } from '../http/errors.ts';
import type { MemberSummary } from '../../src/api/types.ts';
import { playLimitsOf } from './play-limits.ts';
import { limitViews } from './responsible.ts';
import { identityView } from './operator-identity.ts';

/** The type an agent account gets: a real-money account that is an agent (src/rules/roles.ts). */
const AGENT_TYPE = 1;
const noMember = (user: string) => apiError('NO_SUCH_MEMBER', `No member is called "${user}"`);

function summary(ctx: OperatorContext, user: string, rows?: number): MemberSummary {
  const m = memberSummary(ctx.db, user, rows);
  if (!m) throw noMember(user);
  const now = Date.now();
  return {
    ...m,
    limits: { deposit: limitViews(ctx.db, m.id, now), ...playLimitsOf(ctx.db, m.id, null, now) },
    identity: identityView(ctx.db, m.id),
  };
}

const member = targetOf('member', 'user');

export const operatorMemberHandlers: Handlers<
  'memberShow' | 'memberType' | 'bonusCancel' | 'agentCreate' | 'inboxSend' | 'promotionReview' | 'contractAnswer'
> = {
  bonusCancel: audited(
    'bonusCancel',
    targetOf('requirement', 'requirementId'),
    (ctx) => {
      const r = cancelRequirement(ctx.db, ctx.params.requirementId);
      if (r === 'NOT_FOUND') throw apiError('NOT_FOUND', `No wagering requirement ${ctx.params.requirementId}`);
      if (r === 'NOT_OPEN') throw apiError('BONUS_NOT_OPEN');
      // The answer carries the ledger row that removed the bonus.
      return summary(ctx, userNameOf(ctx.db, r.memberId) ?? '', 1);
    },
    (v) => ({ member: v.userName, balance: v.balance, bonus: v.bonus }),
  ),
  memberShow: (ctx) => summary(ctx, ctx.params.user, ctx.params.rows ?? 10),
  memberType: audited(
    'memberType',
    member,
    (ctx) => {
      const { user, type } = ctx.params;
      const id = memberIdByName(ctx.db, user);
      if (id === null) throw noMember(user);
      const r = setMemberType(ctx.db, id, type);
      if (r === 'HOLDS_MONEY')
        throw apiError(
          'MEMBER_HOLDS_MONEY',
          `"${user}" has money in the account or a deposit or withdrawal pending: a trial account (type 4) holds only demo money`,
        );
      if (r === 'TRIAL_BETS_OPEN')
        throw apiError(
          'TRIAL_BETS_OPEN',
          `"${user}" has trial bets waiting for their draw: change the type once they are settled`,
        );
      // The ledger row of any demo money removed comes with the answer.
      return summary(ctx, user, r.removedCents ? 1 : 0);
    },
    (v) => ({ type: v.type, balance: v.balance }),
  ),
  agentCreate: audited(
    'agentCreate',
    member,
    async (ctx) => {
      const user = ctx.params.user;
      if (checkField('username', user, true))
        throw p.badBody('user', 'must follow the registration rule for user names');
      const given = ctx.params.password ?? null;
      if (given !== null && checkField('password', given, true))
        throw p.badBody('password', 'must follow the registration rule for passwords');
      if (memberByName(ctx.db, user)) throw apiError('USER_EXISTS', `"${user}" already exists`);
      // A generated password is answered once, to the operator, who hands it over.
      const password =
        given ??
        `Ag${randomBytes(6)
          .toString('base64url')
          .replace(/[^A-Za-z0-9]/g, '7')}1`;
      const id = insertMember(ctx.db, {
        userName: user,
        passwordHash: await hashPassword(password),
        type: AGENT_TYPE,
        merchantCode: ctx.site.merchantCode,
        registerMethod: 'operator',
      });
      return { id, userName: user, type: AGENT_TYPE, password: given === null ? password : null };
    },
    (v) => ({ id: v.id, type: v.type }),
  ),
  inboxSend: audited(
    'inboxSend',
    targetOf('to', 'to'),
    (ctx) => {
      const { to, title, body } = ctx.params;
      if (!title) throw p.badBody('title', 'must not be empty');
      if (!body.trim()) throw p.badBody('body', 'must not be empty');
      const html = ctx.params.html === true ? body : textToHtml(body);
      if (to === 'all') return { sent: sendInboxToAll(ctx.db, title, html) };
      const id = memberIdByName(ctx.db, to);
      if (id === null) throw noMember(to);
      sendInbox(ctx.db, id, title, html);
      return { sent: 1 };
    },
    (v) => ({ sent: v.sent }),
  ),
  promotionReview: audited(
    'promotionReview',
    (b) => `promotion:${String(b.promotionId)}/member:${String(b.user)}`,
    (ctx) => {
      const { promotionId, user, approve } = ctx.params;
      const id = memberIdByName(ctx.db, user);
      if (id === null) throw noMember(user);
      const r = reviewPromotion(ctx.db, id, promotionId, approve);
      if (r === 'NOT_APPLIED') throw apiError('NOT_APPLIED', `${user} has not applied to promotion ${promotionId}`);
      if (r === 'DECIDED') throw apiError('REVIEW_DECIDED');
      return { promotionId, userName: user, state: r };
    },
    (v) => ({ state: v.state }),
  ),
  contractAnswer: audited(
    'contractAnswer',
    targetOf('contract-request', 'requestId'),
    (ctx) => {
      const { requestId, accept } = ctx.params;
      const r = answerRequest(ctx.db, requestId, accept);
      if (r === 'NOT_FOUND') throw apiError('NOT_FOUND', 'No such contract request');
      if (r === 'ANSWERED_OTHERWISE') throw apiError('REQUEST_ANSWERED');
      return { requestId, ...r };
    },
    (v) => ({ status: v.status, contract: v.contract?.id ?? null }),
  ),
};
