// The signed-in member: info, wallet, unread counters, logout.
import { balanceCents, revokeSession, unreadCounts } from '../db/members.ts';
import { headIconOf } from '../db/member-settings.ts';
import type { Handlers } from './context.ts';
import { isAgent } from '../../src/rules/roles.ts';
import { moneyPending, moneyStamp } from './money-status.ts';

export const memberHandlers: Handlers<'memberInfo' | 'wallet' | 'unreadCounts' | 'logout'> = {
  memberInfo: (ctx) => {
    const s = ctx.member;
    return {
      id: s.memberId,
      type: s.type,
      nickname: s.nickname,
      account: s.userName,
      userName: s.userName,
      clubLabel: null,
      wallet: { sumBalance: balanceCents(ctx.db, s.memberId) },
      headIcon: headIconOf(ctx.db, s.memberId),
    };
  },
  wallet: (ctx) => {
    const id = ctx.member.memberId;
    // Tells a page just opened that money waits, so it watches for the decision (src/streams/pending-money.ts).
    const pending = moneyPending(ctx.db, id);
    return {
      sumBalance: balanceCents(ctx.db, id),
      currencySymbol: ctx.site.currencySymbol,
      pending,
      ...(pending ? { moneyStamp: moneyStamp(ctx.db, id) } : {}),
    };
  },
  unreadCounts: (ctx) => {
    const s = ctx.member;
    // SPEC §4/§7: chat counts only with CBS3 and never for the trial type 4, whatever the client asks.
    const withChat = ctx.params.withChat && ctx.site.whitelabel.CBS3 === true && s.type !== 4;
    return unreadCounts(ctx.db, s.memberId, withChat, isAgent(s.type));
  },
  logout: (ctx) => {
    revokeSession(ctx.db, ctx.token!);
    return null;
  },
};
