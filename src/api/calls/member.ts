// Start-up path: a member's info, balance and logout, wired when the app starts.
// The signed-in member: info, wallet balance, unread counters, logout (SPEC §3, §7 Member).
// One export per call, so a chunk carries only the paths and guards of the calls it makes.
import type { Endpoint } from '../endpoints';
import { isStr, isNum, fields } from '../guards';

export const memberInfo: Endpoint<'memberInfo'> = {
  method: 'GET',
  path: '/wps/member/info',
  access: 'member',
  shape: /* @__PURE__ */ fields({
    id: isNum,
    type: isNum,
    userName: isStr,
    wallet: /* @__PURE__ */ fields({ sumBalance: isNum }),
  }),
};
export const wallet: Endpoint<'wallet'> = {
  method: 'GET',
  path: '/wps/member/wallet',
  access: 'member',
  shape: /* @__PURE__ */ fields({ sumBalance: isNum, currencySymbol: isStr }),
};
export const unreadCounts: Endpoint<'unreadCounts'> = {
  method: 'GET',
  path: '/wps/member/unreadCount',
  access: 'member',
  shape: /* @__PURE__ */ fields({ inboxUnreadCount: isNum, chatUnreadCount: isNum, announcementUnreadCount: isNum }),
};
export const logout: Endpoint<'logout'> = {
  method: 'DELETE',
  path: '/wps/session/logout',
  access: 'member',
  shape: (v): v is null => v === null,
};
