// Members' identities (kept where the jurisdiction profile asks who the player is: Brazil's CPF)
// as the operator and the member read them, and the operator's decision on one: verified, or
// refused with a reason. The reason lives in the decision's audit row (server/operator/audit.ts),
// which already says who decided and when: the member's profile reads the latest refusal's.
import { formatCpf } from '../../src/rules/identity.ts';
import type { MemberIdentityStatus, MemberIdentityView } from '../../src/api/types.ts';
import { identityOf, setIdentityStatus } from '../db/identities.ts';
import { memberIdByName, userNameOf } from '../db/operator-records.ts';
import type { Db } from '../db/open.ts';
import { apiError } from '../http/errors.ts';
import { audited, lastDoneOn, targetOf } from '../operator/audit.ts';
import type { Handlers } from './context.ts';
import * as p from './params.ts';

/** The reason of the member's latest refusal, or null. */
function refusalReason(db: Db, memberId: number): string | null {
  const d = lastDoneOn(db, 'memberIdentity', memberId);
  return d?.status === 'refused' && typeof d.reason === 'string' ? d.reason : null;
}

/** What the operator reads of a member's identity (CPF written 000.000.000-00), or null when none is kept. */
export function identityView(db: Db, memberId: number): MemberIdentityView | null {
  const i = identityOf(db, memberId);
  if (!i) return null;
  return {
    cpf: formatCpf(i.cpf),
    fullName: i.fullName,
    birthDate: i.birthDate,
    address: i.address,
    status: i.identityStatus,
    reason: i.identityStatus === 'refused' ? refusalReason(db, memberId) : null,
  };
}

/** What the member reads on the profile: the check's status and a refusal's reason; null with no identity. */
export function identityStatusOf(db: Db, memberId: number): MemberIdentityStatus | null {
  const v = identityView(db, memberId);
  return v && { status: v.status, reason: v.reason };
}

export const operatorIdentityHandlers: Handlers<'memberIdentity'> = {
  memberIdentity: audited(
    'memberIdentity',
    targetOf('member', 'user'),
    (ctx) => {
      const { user, status } = ctx.params;
      const reason = status === 'refused' ? (ctx.params.reason ?? '') : null;
      if (reason === '') throw p.badBody('reason', 'is required to refuse an identity: the member reads it');
      const memberId = memberIdByName(ctx.db, user);
      if (memberId === null) throw apiError('NO_SUCH_MEMBER', `No member is called "${user}"`);
      const before = identityView(ctx.db, memberId);
      if (!before) throw apiError('NO_IDENTITY', `"${user}" has no identity on record: none was asked at registration`);
      // The same decision (and, for a refusal, the same reason) again changes nothing.
      const changed = before.status !== status || before.reason !== reason;
      if (before.status !== status) setIdentityStatus(ctx.db, memberId, status);
      return {
        userName: userNameOf(ctx.db, memberId) ?? user,
        memberId,
        identity: { ...before, status, reason },
        changed,
      };
    },
    (v) => ({ memberId: v.memberId, status: v.identity.status, reason: v.identity.reason, changed: v.changed }),
  ),
};
