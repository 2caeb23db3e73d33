// The member's two balances and wagering requirements (GET /wps/member/bonus, docs/bonus.md).
import { bonusWallet } from '../db/bonus.ts';
import type { HttpError } from '../http/envelope.ts';
import { apiError } from '../http/errors.ts';
import { bonusConfig } from './bonus-config.ts';
import type { Handlers } from './context.ts';

export const bonusHandlers: Handlers<'bonusWallet'> = {
  bonusWallet: (ctx) =>
    bonusWallet(ctx.db, ctx.member.memberId, ctx.params.language, bonusConfig(ctx.site).withdrawWhileOpen),
};

/** A stake over an open requirement's maxStake, in every game: the limit in the message and, as cents, in the value. */
export const maxStakeError = (maxStake: number): HttpError =>
  apiError('BONUS_MAX_STAKE', `The largest stake while a bonus is being wagered is ${(maxStake / 100).toFixed(2)}`, {
    maxStake,
  });
