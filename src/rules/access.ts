// Who may open inbox, chat, deposit and the guarded routes (SPEC §5 free-account check, §6, §8).
import { canDeposit, isAgent, isRealMember, type SessionLike } from './roles';

export type Feature = 'inbox' | 'chat' | 'deposit';

/** A refusal as the toast shows it: dictionary key, toast kind and duration. */
export interface Refusal {
  messageKey: string;
  kind: 'offline' | 'info';
  ms: number;
}

/** 'allow', 'login' (a visitor: SPEC §6 sends them to /m/login), or the refusal to show. */
export type Access = 'allow' | 'login' | Refusal;

/**
 * SPEC §5 free-account check: only types 0, 1 and 2 proceed, others get free_reject;
 * §8: 1 s on inbox and chat. §5 deposit: types outside 0, 1, 2 get 'Please login an
 * actual account to use this function' for 2 s.
 */
export function featureAccess(feature: Feature, session: SessionLike): Access {
  if (session === null) return 'login';
  if (feature === 'deposit')
    return canDeposit(session.type) ? 'allow' : { messageKey: 'toast.realAccountOnly', kind: 'info', ms: 2000 };
  return isRealMember(session.type) ? 'allow' : { messageKey: 'toast.freeReject', kind: 'offline', ms: 1000 };
}

/**
 * What a route's guard (routes.ts) answers for this member. 'session' lets any member in;
 * 'real' only types 0, 1 and 2, refusing others with `feature`'s text; 'agent' only agents
 * (SPEC §6: 'Non-agents cannot log in', 2 s). A visitor always gets 'login'.
 */
export function routeAccess(
  route: { guard?: 'session' | 'real' | 'agent'; feature?: 'inbox' | 'deposit' },
  session: SessionLike,
): Access {
  if (!route.guard) return 'allow';
  if (session === null) return 'login';
  if (route.guard === 'real') return featureAccess(route.feature ?? 'deposit', session);
  if (route.guard === 'agent' && !isAgent(session.type))
    return { messageKey: 'agent.nonAgent', kind: 'info', ms: 2000 };
  return 'allow';
}
