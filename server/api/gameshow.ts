// The game show money wheel page's calls: the wheel's state as this player sees it, and a bet.
// Authorised by the page's play key (as the crash game's calls are), bound to the launching
// session, so a logout or a self-exclusion (which ends every session) ends the game too.
import type { WheelState } from '../../src/api/types.ts';
import { BETS_PER_ROUND, NUMBERS } from '../../src/rules/gameshow.ts';
import { findPlay, MAX_STAKE_CENTS, type Play } from '../db/demo.ts';
import { balanceCents } from '../db/members.ts';
import { apiError } from '../http/errors.ts';
import { GAMESHOW, moneyWheelOf } from '../rounds/gameshow.ts';
import { wheelBetView, wheelRoundView } from '../rounds/gameshow-views.ts';
import { endedRounds, memberBets, placeBet, roundById } from '../rounds/store.ts';
import { maxStakeError } from './bonus.ts';
import { checkNotExcluded } from './responsible.ts';
import { checkPlayLimits } from './play-limits.ts';
import type { ApiContext, Handlers } from './context.ts';
import { badBody } from './params.ts';

/** Rounds the results history shows. */
const HISTORY = 12;

function wheelPlay(ctx: ApiContext, key: string): Play {
  const play = key ? findPlay(ctx.db, key) : null;
  if (!play) throw apiError('PLAY_EXPIRED');
  if (play.gameType !== GAMESHOW) throw apiError('WRONG_GAME', 'This game is not a game show');
  return play;
}

export const gameshowHandlers: Handlers<'gameshowState' | 'gameshowBet'> = {
  gameshowState: (ctx): WheelState => {
    const play = wheelPlay(ctx, ctx.params.play);
    const wheel = moneyWheelOf(ctx.db);
    wheel.touch();
    const round = wheel.tick();
    const now = wheel.now();
    const history = endedRounds(ctx.db, GAMESHOW, HISTORY + 1)
      // The round still spinning is not a result yet: the history shows it once it has stopped.
      .filter((r) => r.state === 'VOID' || (r.endedAt ?? 0) <= now)
      .slice(0, HISTORY);
    const phase =
      !round || round.state === 'VOID'
        ? 'IDLE'
        : round.state === 'BETTING'
          ? 'BETTING'
          : now < (round.endedAt ?? 0)
            ? 'SPINNING'
            : 'ENDED';
    const settled = endedRounds(ctx.db, GAMESHOW, 4)
      .filter((r) => r.id !== round?.id)
      .slice(0, 3)
      .flatMap((r) => memberBets(ctx.db, r.id, play.memberId).map((b) => wheelBetView(b, r)));
    return {
      now,
      phase,
      round: round ? wheelRoundView(round) : null,
      history: history.map(wheelRoundView),
      bets: round ? memberBets(ctx.db, round.id, play.memberId).map((b) => wheelBetView(b, round)) : [],
      settled,
      spinMs: wheel.config.spinMs,
      balance: balanceCents(ctx.db, play.memberId),
    };
  },
  gameshowBet: (ctx) => {
    const play = wheelPlay(ctx, ctx.params.play);
    const { chips, requestKey } = ctx.params;
    const roundId = Number(ctx.params.roundId);
    if (chips.length === 0 || new Set(chips.map((c) => c.number)).size !== chips.length)
      throw badBody('chips', 'must list 1 to 6 different numbers');
    for (const c of chips) {
      if (!NUMBERS.includes(c.number)) throw badBody('chips', `numbers must be ${NUMBERS.join(', ')}`);
      if (c.stake < play.minBet || c.stake > MAX_STAKE_CENTS)
        throw apiError('BAD_STAKE', `each stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`);
    }
    const stake = chips.reduce((sum, c) => sum + c.stake, 0);
    if (stake > MAX_STAKE_CENTS) throw apiError('BAD_STAKE', `the chips must add up to ${MAX_STAKE_CENTS} at most`);
    // Self-excluded players' sessions end at once; this refuses a bet even if one outlived it.
    checkNotExcluded(ctx.db, play.memberId);
    const wheel = moneyWheelOf(ctx.db);
    wheel.touch();
    const round = wheel.tick();
    // A retried placement answers the bet it made, whatever the round is doing now.
    const repeat = memberBets(ctx.db, roundId, play.memberId).find((b) => b.requestKey === requestKey);
    if (repeat)
      return { bet: wheelBetView(repeat, roundById(ctx.db, roundId)), balance: balanceCents(ctx.db, play.memberId) };
    if (!round || round.id !== roundId || round.state !== 'BETTING') throw apiError('BETTING_CLOSED');
    // Two placements a round (the round engine's two slots), each with chips on any numbers.
    const taken = memberBets(ctx.db, round.id, play.memberId).map((b) => b.slot);
    if (taken.length >= BETS_PER_ROUND) throw apiError('SLOT_TAKEN');
    checkPlayLimits(ctx.db, play.memberId, play.launchId, stake, wheel.now());
    const r = placeBet(
      ctx.db,
      {
        roundId: round.id,
        memberId: play.memberId,
        nodeId: play.nodeId,
        slot: taken.includes(1) ? 2 : 1,
        stake,
        autoCashOut: null,
        requestKey,
        picks: JSON.stringify(chips.map((c) => [c.number, c.stake])),
        content: `GAMESHOW round ${round.id}: ${chips.map((c) => c.number).join(' ')}`,
      },
      wheel.now(),
    );
    if ('refused' in r) {
      if (r.refused === 'BALANCE') throw apiError('INSUFFICIENT_BALANCE');
      if (r.refused === 'MAX_STAKE') throw maxStakeError(r.maxStake ?? 0);
      throw apiError('SLOT_TAKEN');
    }
    return { bet: wheelBetView(r.bet, round), balance: balanceCents(ctx.db, play.memberId) };
  },
};
