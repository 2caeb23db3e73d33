// The bingo page's calls: the hall's state as this player sees it, and a card's purchase.
// Authorised by the page's play key (as the crash game's are), bound to the launching session,
// so a logout or a self-exclusion (which ends every session) ends the game too.
import type { BingoState } from '../../src/api/types.ts';
import { findPlay, MAX_STAKE_CENTS, type Play } from '../db/demo.ts';
import { balanceCents } from '../db/members.ts';
import { apiError } from '../http/errors.ts';
import { BINGO, bingoHallOf, cardOfKey } from '../rounds/bingo.ts';
import { cardView } from '../rounds/bingo-record.ts';
import { endedRounds, memberBets, placeBet } from '../rounds/store.ts';
import { roundView } from '../rounds/views.ts';
import { maxStakeError } from './bonus.ts';
import { checkNotExcluded } from './responsible.ts';
import { checkPlayLimits } from './play-limits.ts';
import type { ApiContext, Handlers } from './context.ts';
import { demoPageOfNode } from './play.ts';

/** Rounds the list of last rounds shows. */
const HISTORY = 6;

function bingoPlay(ctx: ApiContext, key: string): Play {
  const play = key ? findPlay(ctx.db, key) : null;
  if (!play) throw apiError('PLAY_EXPIRED');
  if (demoPageOfNode(ctx.db, play.nodeId, play.gameType) !== 'bingo')
    throw apiError('WRONG_GAME', 'This game is not a bingo game');
  return play;
}

export const bingoHandlers: Handlers<'bingoState' | 'bingoBuy'> = {
  bingoState: (ctx): BingoState => {
    const play = bingoPlay(ctx, ctx.params.play);
    const hall = bingoHallOf(ctx.db);
    hall.touch();
    const round = hall.tick();
    const now = hall.now();
    const history = endedRounds(ctx.db, BINGO, HISTORY);
    const live = round && (round.state === 'RUNNING' || round.state === 'ENDED');
    const mine = round ? memberBets(ctx.db, round.id, play.memberId) : [];
    const last = history.find((r) => r.id !== round?.id);
    return {
      now,
      phase: !round || round.state === 'VOID' ? 'IDLE' : round.state,
      round: round ? roundView(round) : null,
      // Only the balls already called: the rest of the order is the server's until the end.
      called: live ? hall.ballsOf(round).slice(0, hall.calledAt(round, now)) : [],
      ballMs: hall.config.ballMs,
      drawEndsAt: round ? hall.endTime(round) : null,
      history: history.map(roundView),
      cards: mine.map(cardView),
      settled: last && round?.state === 'BETTING' ? memberBets(ctx.db, last.id, play.memberId).map(cardView) : [],
      balance: balanceCents(ctx.db, play.memberId),
    };
  },
  bingoBuy: (ctx) => {
    const play = bingoPlay(ctx, ctx.params.play);
    const { slot, stake, requestKey } = ctx.params;
    const roundId = Number(ctx.params.roundId);
    if (stake < play.minBet || stake > MAX_STAKE_CENTS)
      throw apiError('BAD_STAKE', `stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`);
    checkNotExcluded(ctx.db, play.memberId);
    const hall = bingoHallOf(ctx.db);
    hall.touch();
    const round = hall.tick();
    // A retried purchase answers the card it bought, whatever the round is doing by now.
    const repeat = memberBets(ctx.db, roundId, play.memberId).find((b) => b.requestKey === requestKey);
    if (repeat) return { card: cardView(repeat), balance: balanceCents(ctx.db, play.memberId) };
    if (!round || round.id !== roundId || round.state !== 'BETTING') throw apiError('BETTING_CLOSED');
    checkPlayLimits(ctx.db, play.memberId, play.launchId, stake, hall.now());
    const r = placeBet(
      ctx.db,
      {
        roundId: round.id,
        memberId: play.memberId,
        nodeId: play.nodeId,
        slot,
        stake,
        autoCashOut: null,
        requestKey,
        content: `BINGO round ${round.id} card ${slot}: ${cardOfKey(requestKey)
          .filter((n) => n > 0)
          .join(' ')}`,
      },
      hall.now(),
    );
    if ('refused' in r) {
      if (r.refused === 'BALANCE') throw apiError('INSUFFICIENT_BALANCE');
      if (r.refused === 'MAX_STAKE') throw maxStakeError(r.maxStake ?? 0);
      throw apiError('SLOT_TAKEN');
    }
    return { card: cardView(r.bet), balance: balanceCents(ctx.db, play.memberId) };
  },
};
