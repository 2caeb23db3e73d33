// Who may make each call, enforced in one place: the dispatcher (server/app.ts) admits every
// call at the access level its endpoint declares (src/api/calls/<area>.ts, checked against
// the contract) before the body is read or the handler runs. A handler never re-checks it:
// a member, real or agent call's handler gets the admitted session as ctx.member.
import { timingSafeEqual } from 'node:crypto';
import type { AccessLevel } from '../../src/api/endpoints.ts';
import { isAgent, isRealMember } from '../../src/rules/roles.ts';
import { requireSession } from './auth.ts';
import { tokenDigest } from '../operator/token.ts';
import type { ApiContext, MemberContext, OperatorContext } from './context.ts';
import { apiError } from '../http/errors.ts';

/** The level an endpoint declares; a public call leaves it out (src/api/endpoints.ts). */
export const accessOf = (def: { access?: AccessLevel }): AccessLevel => def.access ?? 'public';

/**
 * SPEC §5 "Free-account check: only types 0, 1 and 2 may proceed; others get ... free_reject",
 * deposit "blocked for a member type not in 0, 1 or 2"; SPEC §6 "Type 4 ... is refused inbox
 * and live chat (free_reject)".
 */
export const freeReject = () => apiError('FREE_REJECT');

/** SPEC §6 agent calls: the dictionary's 'Non-agents cannot log in' (the one agent rule: isAgent). */
export const nonAgent = () => apiError('NON_AGENT');

/** The dictionary's refusal for a caller the call is not for (the operator calls, a trial account's password). */
export const noPermission = () => apiError('NO_PERMISSION', undefined);

/** The operator API is turned off (ADMIN_TOKEN=off): said as such, not as a wrong token. */
export const operatorApiDisabled = () => apiError('OPERATOR_API_DISABLED', undefined);

/** The caller's X-Admin-Token against the server's operator token (server/operator/token.ts). */
function requireOperator(ctx: ApiContext): OperatorContext {
  const key = ctx.operator;
  if (key.state === 'off') throw operatorApiDisabled();
  const given = ctx.headers['x-admin-token'];
  // Digests of equal length, compared in constant time: neither the token nor its length leaks.
  if (typeof given !== 'string' || !timingSafeEqual(tokenDigest(given), key.digest)) throw noPermission();
  return Object.assign(ctx, { actor: key.fingerprint });
}

/** Admits the caller at `level` or throws the refusal; a member-level context carries the session. */
export function admit(ctx: ApiContext, level: AccessLevel): ApiContext | MemberContext | OperatorContext {
  if (level === 'public') return ctx;
  if (level === 'operator') return requireOperator(ctx);
  const member = requireSession(ctx);
  if (level === 'real' && !isRealMember(member.type)) throw freeReject();
  if (level === 'agent' && !isAgent(member.type)) throw nonAgent();
  return Object.assign(ctx, { member });
}
