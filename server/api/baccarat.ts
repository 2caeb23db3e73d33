// The live baccarat page's calls: the table as this player sees it (the round, the bead road, the
// player's bet), and a bet. Authorised by the page's play key (as the crash game's are), bound to
// the launching session, so a logout or a self-exclusion ends the game too.
import type { BaccaratState } from '../../src/api/types.ts';
import { SPOTS } from '../../src/rules/baccarat.ts';
import { findPlay, MAX_STAKE_CENTS, type Play } from '../db/demo.ts';
import { balanceCents } from '../db/members.ts';
import { apiError } from '../http/errors.ts';
import { BACCARAT, baccaratBetView, baccaratRoundView, baccaratTableOf } from '../rounds/baccarat.ts';
import { endedRounds, memberBets } from '../rounds/store.ts';
import { maxStakeError } from './bonus.ts';
import { checkNotExcluded } from './responsible.ts';
import { checkPlayLimits } from './play-limits.ts';
import { demoPageOf } from './play.ts';
import type { ApiContext, Handlers } from './context.ts';

/** Coups the bead road shows. */
const ROAD = 48;

function baccaratPlay(ctx: ApiContext, key: string): Play {
  const play = key ? findPlay(ctx.db, key) : null;
  if (!play) throw apiError('PLAY_EXPIRED');
  if (demoPageOf(play.gameType, '', play.gameName) !== 'baccarat')
    throw apiError('WRONG_GAME', 'This game is not live baccarat');
  return play;
}

export const baccaratHandlers: Handlers<'baccaratState' | 'baccaratBet'> = {
  baccaratState: (ctx): BaccaratState => {
    const play = baccaratPlay(ctx, ctx.params.play);
    const table = baccaratTableOf(ctx.db);
    table.touch();
    const round = table.tick();
    const history = endedRounds(ctx.db, BACCARAT, ROAD).filter((r) => r.state === 'ENDED');
    const mine = round ? memberBets(ctx.db, round.id, play.memberId)[0] : undefined;
    const before = history.find((r) => r.id !== round?.id);
    const last = before ? memberBets(ctx.db, before.id, play.memberId)[0] : undefined;
    return {
      now: table.now(),
      round: round ? baccaratRoundView(round) : null,
      history: history.map(baccaratRoundView),
      bet: mine ? baccaratBetView(ctx.db, mine) : null,
      last: last ? baccaratBetView(ctx.db, last) : null,
      balance: balanceCents(ctx.db, play.memberId),
    };
  },
  baccaratBet: (ctx) => {
    const play = baccaratPlay(ctx, ctx.params.play);
    const { stakes, requestKey } = ctx.params;
    const total = SPOTS.reduce((t, s) => t + stakes[s], 0);
    // Each spot with chips holds the game's minimum at least; the whole bet at most the table's maximum.
    if (
      SPOTS.some((s) => stakes[s] < 0 || (stakes[s] > 0 && stakes[s] < play.minBet)) ||
      total <= 0 ||
      total > MAX_STAKE_CENTS
    )
      throw apiError('BAD_STAKE', `each spot from ${play.minBet} cents, the bet at most ${MAX_STAKE_CENTS}`);
    // Self-excluded players' sessions end at once; this refuses a bet even if one outlived it.
    checkNotExcluded(ctx.db, play.memberId);
    const table = baccaratTableOf(ctx.db);
    table.touch();
    const round = table.tick();
    const roundId = Number(ctx.params.roundId);
    // A retried bet answers the bet it made, whatever the round is doing by then.
    const repeat = memberBets(ctx.db, roundId, play.memberId).find((b) => b.requestKey === requestKey);
    if (repeat) return { bet: baccaratBetView(ctx.db, repeat), balance: balanceCents(ctx.db, play.memberId) };
    if (!round || round.id !== roundId || round.state !== 'BETTING') throw apiError('BETTING_CLOSED');
    checkPlayLimits(ctx.db, play.memberId, play.launchId, total, table.now());
    const r = table.bet({ memberId: play.memberId, nodeId: play.nodeId, roundId, stakes, requestKey }, round);
    if ('refused' in r) {
      if (r.refused === 'CLOSED') throw apiError('BETTING_CLOSED');
      if (r.refused === 'BALANCE') throw apiError('INSUFFICIENT_BALANCE');
      if (r.refused === 'MAX_STAKE') throw maxStakeError(r.maxStake ?? 0);
      throw apiError('SLOT_TAKEN');
    }
    return { bet: baccaratBetView(ctx.db, r.bet), balance: balanceCents(ctx.db, play.memberId) };
  },
};
