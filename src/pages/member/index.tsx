// The member group, one lazy chunk: the member centre with its settings and VIP benefits, and
// the money pages of src/pages/money (deposit, withdraw with its records), which members open
// from the centre and the header. money/ has no index.tsx: it is a folder, not a chunk of its own.
import type { OpeningCall } from '../../routes';
import { routeAccess } from '../../rules/access';
import { profile } from '../../state/member/profile';
import { depositSettings } from '../../state/money/deposit';
import type { Resource } from '../../state/resource';
import { session } from '../../state/session';
import { openAhead } from '../../state/use-resource';

export { default as Deposit } from '../money/deposit';
export { default as Withdraw } from '../money/withdraw';
export { default as Transactions } from '../money/transactions';
export { default as BalanceBreakdown } from './balance-breakdown';
export { default as Benefits } from './benefits';
export { default as MemberCentre } from './member-home';
export { default as Responsible } from './responsible';

/** The page's shared resource, opened ahead for a visit its guard lets in (src/pages-loader.ts). */
const openIfAllowed =
  <T,>(r: Resource<T, []>): OpeningCall =>
  (route) =>
    routeAccess(route, session.value) === 'allow' ? openAhead(r, []) : undefined;

/** The call each page's first render waits on when a visit opens there. */
export const opening: Partial<Record<string, OpeningCall>> = {
  Deposit: openIfAllowed(depositSettings),
  MemberCentre: openIfAllowed(profile),
};
