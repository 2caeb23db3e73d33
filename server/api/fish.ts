// The fish shooting page's calls: the next shot's proof and the last shots, a shot. Authorised by
// the page's play key (as the crash game's calls are), bound to the launching session, so a logout
// or a self-exclusion ends the game too.
import { findPlay, MAX_STAKE_CENTS, type Play } from '../db/demo.ts';
import { balanceCents } from '../db/members.ts';
import { apiError } from '../http/errors.ts';
import { isTarget } from '../../src/rules/fish.ts';
import { fishTableOf } from '../rounds/fish.ts';
import { maxStakeError } from './bonus.ts';
import { checkNotExcluded } from './responsible.ts';
import { checkPlayLimits } from './play-limits.ts';
import type { ApiContext, Handlers } from './context.ts';

function fishPlay(ctx: ApiContext, key: string): Play {
  const play = key ? findPlay(ctx.db, key) : null;
  if (!play) throw apiError('PLAY_EXPIRED');
  if (play.gameType !== 'FISH') throw apiError('WRONG_GAME', 'This game is not fish shooting');
  return play;
}

export const fishHandlers: Handlers<'fishState' | 'fishShot'> = {
  fishState: (ctx) => {
    const play = fishPlay(ctx, ctx.params.play);
    const table = fishTableOf(ctx.db);
    return {
      next: table.next(play.memberId, play.nodeId),
      shots: table.recent(play.memberId, play.nodeId),
      balance: balanceCents(ctx.db, play.memberId),
    };
  },
  fishShot: (ctx) => {
    const play = fishPlay(ctx, ctx.params.play);
    const { stake, target, requestKey } = ctx.params;
    if (stake < play.minBet || stake > MAX_STAKE_CENTS)
      throw apiError('BAD_STAKE', `stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`);
    if (!isTarget(target)) throw apiError('BAD_TARGET');
    const table = fishTableOf(ctx.db);
    // A retried shot answers the shot it fired before any limit or exclusion is judged again.
    const again = table.shotWith(play.memberId, requestKey);
    if (!again) {
      // Self-excluded players' sessions end at once; this refuses a shot even if one outlived it.
      checkNotExcluded(ctx.db, play.memberId);
      checkPlayLimits(ctx.db, play.memberId, play.launchId, stake);
    }
    const r = again ? { ok: true as const, shot: again } : table.shoot({ ...play, stake, target, requestKey });
    if (!r.ok) {
      if (r.reason === 'MAX_STAKE') throw maxStakeError(r.maxStake);
      throw apiError('INSUFFICIENT_BALANCE');
    }
    return {
      shot: r.shot,
      next: table.next(play.memberId, play.nodeId),
      balance: balanceCents(ctx.db, play.memberId),
    };
  },
};
