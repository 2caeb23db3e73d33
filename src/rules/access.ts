// Who may open inbox, chat and deposit (SPEC §5 free-account check, §6, §8).
import { canDeposit, isRealMember, type SessionLike } from './roles';

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
