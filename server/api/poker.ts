// The video poker page's calls: the player's open hand (after a reload or a restart too) and the
// last one drawn, a deal, a draw. Authorised by the page's play key (as the crash game's calls
// are), bound to the launching session, so a logout or a self-exclusion ends the game too.
import { findPlay, MAX_STAKE_CENTS, type Play } from '../db/demo.ts';
import { balanceCents } from '../db/members.ts';
import { apiError } from '../http/errors.ts';
import { heldMask } from '../../src/rules/video-poker.ts';
import { POKER, pokerDealerOf } from '../rounds/video-poker.ts';
import { maxStakeError } from './bonus.ts';
import { checkNotExcluded } from './responsible.ts';
import { checkPlayLimits } from './play-limits.ts';
import type { ApiContext, Handlers } from './context.ts';
import { badBody } from './params.ts';

function pokerPlay(ctx: ApiContext, key: string): Play {
  const play = key ? findPlay(ctx.db, key) : null;
  if (!play) throw apiError('PLAY_EXPIRED');
  if (play.gameType !== POKER) throw apiError('WRONG_GAME', 'This game is not video poker');
  return play;
}

export const pokerHandlers: Handlers<'pokerState' | 'pokerDeal' | 'pokerDraw'> = {
  pokerState: (ctx) => {
    const play = pokerPlay(ctx, ctx.params.play);
    const dealer = pokerDealerOf(ctx.db);
    return {
      hand: dealer.openHand(play.memberId, play.nodeId),
      last: dealer.lastHand(play.memberId, play.nodeId),
      balance: balanceCents(ctx.db, play.memberId),
    };
  },
  pokerDeal: (ctx) => {
    const play = pokerPlay(ctx, ctx.params.play);
    const { stake, requestKey } = ctx.params;
    if (stake < play.minBet || stake > MAX_STAKE_CENTS)
      throw apiError('BAD_STAKE', `stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`);
    // Self-excluded players' sessions end at once; this refuses a deal even if one outlived it.
    checkNotExcluded(ctx.db, play.memberId);
    const dealer = pokerDealerOf(ctx.db);
    // A retried deal answers the hand it dealt before any limit is judged again.
    const again = dealer.dealtWith(play.memberId, requestKey);
    if (!again) checkPlayLimits(ctx.db, play.memberId, play.launchId, stake);
    const r = again ? { ok: true as const, hand: again } : dealer.deal({ ...play, stake, requestKey });
    if (!r.ok) {
      if (r.reason === 'BALANCE') throw apiError('INSUFFICIENT_BALANCE');
      if (r.reason === 'MAX_STAKE') throw maxStakeError(r.maxStake);
      throw apiError('HAND_OPEN');
    }
    return { hand: r.hand, balance: balanceCents(ctx.db, play.memberId) };
  },
  pokerDraw: (ctx) => {
    const play = pokerPlay(ctx, ctx.params.play);
    const held = ctx.params.held;
    if (new Set(held).size !== held.length) throw badBody('held', 'must name each position once');
    const r = pokerDealerOf(ctx.db).draw(play.memberId, play.nodeId, Number(ctx.params.roundId), heldMask(held));
    if (!r.ok) throw apiError('NO_HAND');
    return { hand: r.hand, balance: balanceCents(ctx.db, play.memberId) };
  },
};
