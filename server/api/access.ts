// Authorization before any handler runs (issue 9), called by the dispatcher in server/app.ts:
// a call marked `auth` in the endpoint table answers 401 without a live session (unknown,
// expired or revoked token), and the real-account calls refuse the trial type and the other
// non-real types, whatever the handler itself checks.
import type { EndpointName } from '../../src/api/endpoints.ts';
import { isRealMember } from '../../src/rules/roles.ts';
import { HttpError } from '../http/envelope.ts';
import { requireSession } from './auth.ts';
import type { ApiContext } from './context.ts';

/**
 * SPEC §5 "Deposit is blocked for a member type not in 0, 1 or 2" and free-account check
 * "only types 0, 1 and 2 may proceed"; SPEC §6 "Type 4 ... is refused inbox and live chat
 * (free_reject)". Money (deposit, withdraw, cards, transactions, payment password) and the
 * inbox and chat are for real accounts only. Agent calls refuse non-agents themselves
 * (server/api/agents.ts), and the trial type is never an agent (src/rules/roles.ts).
 */
export const REAL_ACCOUNT_CALLS: readonly EndpointName[] = [
  'depositSettings',
  'deposit',
  'depositRecords',
  'bankCards',
  'addBankCard',
  'withdrawSettings',
  'withdraw',
  'withdrawRecords',
  'transactionCodes',
  'transactions',
  'setPaymentPassword',
  'checkPaymentPassword',
  'inbox',
  'inboxRead',
  'chatLaunch',
];

/** Money paths: a call added under them later is covered without a new entry above. */
export const REAL_ACCOUNT_PATHS: readonly string[] = [
  '/wps/deposit/',
  '/wps/withdraw/',
  '/wps/transaction/',
  '/wps/member/bankCards',
  '/wps/member/paymentPassword',
  '/wps/member/inbox',
];

export const freeReject = () =>
  new HttpError(403, 'FREE_REJECT', 'Please login an actual account to use this function');

/** The checks the endpoint table asks for, before the body is read or the handler runs. */
export function authorize(ctx: ApiContext, name: EndpointName, def: { path: string; auth?: boolean }): void {
  if (def.auth !== true) return;
  const s = requireSession(ctx);
  const real = REAL_ACCOUNT_CALLS.includes(name) || REAL_ACCOUNT_PATHS.some((p) => def.path.startsWith(p));
  if (real && !isRealMember(s.type)) throw freeReject();
}
