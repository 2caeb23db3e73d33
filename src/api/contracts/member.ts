// The signed-in member: info, balance, unread counters, logout (SPEC §3, §7 Member).
import type { MemberInfo, UnreadCounts, Wallet } from '../types';
import type { Params } from './params';

export interface MemberContract {
  memberInfo: { access: 'member'; params: Params; value: MemberInfo };
  wallet: { access: 'member'; params: Params; value: Wallet };
  /** The inbox and announcement counters; chat only when withChat (the app asks the chat's own call, chatUnread). */
  unreadCounts: { access: 'member'; params: { withChat: boolean }; value: UnreadCounts };
  logout: { access: 'member'; params: Params; value: null };
}
