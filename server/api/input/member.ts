// The member's own summary, wallet, unread counts and logout (SPEC §7 Member).
import { noParams } from './common.ts';
import { bool, object, withDefault } from './combinators.ts';

export const memberParams = {
  memberInfo: noParams,
  wallet: noParams,
  unreadCounts: object({ withChat: withDefault(bool(), false) }),
  logout: noParams,
};
