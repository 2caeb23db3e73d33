// The signed-in member: info, balance, unread counters, logout (SPEC §3, §7 Member).
import type { MemberInfo, UnreadCounts, Wallet } from '../types';
import type { Params } from './params';

export interface MemberContract {
  memberInfo: { params: Params; value: MemberInfo };
  wallet: { params: Params; value: Wallet };
  /** One request per poll for all three counters; chat only when withChat (CBS3 on, type not 4). */
  unreadCounts: { params: { withChat: boolean }; value: UnreadCounts };
  logout: { params: Params; value: null };
}
