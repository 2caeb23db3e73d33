// The member's two balances and wagering requirements (GET /wps/member/bonus, docs/bonus.md).
import { bonusWallet } from '../db/bonus.ts';
import { bonusConfig } from './bonus-config.ts';
import type { Handlers } from './context.ts';

export const bonusHandlers: Handlers<'bonusWallet'> = {
  bonusWallet: (ctx) =>
    bonusWallet(ctx.db, ctx.member.memberId, ctx.params.language, bonusConfig(ctx.site).withdrawWhileOpen),
};
