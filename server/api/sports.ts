// The sportsbook page's calls: the listed events with live scores and odds, the player's bets,
// a placement at the odds the player saw, a cash-out at the value the player saw. Authorised by
// the page's play key (as the crash game's are), bound to the launching session.
import type { SportsState } from '../../src/api/types.ts';
import { findPlay, MAX_STAKE_CENTS, type Play } from '../db/demo.ts';
import { balanceCents } from '../db/members.ts';
import { apiError } from '../http/errors.ts';
import { maxStakeError } from './bonus.ts';
import { isSport, sportsBookOf } from '../rounds/sportsbook.ts';
import { checkNotExcluded } from './responsible.ts';
import { checkPlayLimits } from './play-limits.ts';
import type { ApiContext, Handlers } from './context.ts';

/** Settled bets "my bets" lists, besides every open one. */
const BETS_LISTED = 20;
/** Finished events the results list shows. */
const RESULTS_LISTED = 8;

function sportsPlay(ctx: ApiContext, key: string): Play {
  const play = key ? findPlay(ctx.db, key) : null;
  if (!play) throw apiError('PLAY_EXPIRED');
  if (play.gameType !== 'SPORTS') throw apiError('WRONG_GAME', 'This game is not the sportsbook');
  return play;
}

export const sportsHandlers: Handlers<'sportsState' | 'sportsBet' | 'sportsCashOut'> = {
  sportsState: (ctx): SportsState => {
    const play = sportsPlay(ctx, ctx.params.play);
    const sport = ctx.params.sport ?? 'football';
    if (!isSport(sport)) throw apiError('BAD_BODY', 'sport must be football, basketball, tennis, esports or cockfight');
    const book = sportsBookOf(ctx.db);
    book.tick();
    const listed = book.listed(sport);
    const live = listed.filter((e) => e.kickoff <= book.now());
    const pre = listed.filter((e) => e.kickoff > book.now());
    const bets = book.memberBets(play.memberId, 200);
    const open = bets.filter((b) => b.state === 'OPEN');
    const settled = bets.filter((b) => b.state !== 'OPEN').slice(0, BETS_LISTED);
    return {
      now: book.now(),
      balance: balanceCents(ctx.db, play.memberId),
      events: [...live, ...pre].map((e) => book.eventView(e, true, play.language)),
      results: book.endedEvents(sport, RESULTS_LISTED).map((e) => book.eventView(e, false, play.language)),
      bets: [...open, ...settled].map((b) => book.betView(b, play.language)),
    };
  },
  sportsBet: (ctx) => {
    const play = sportsPlay(ctx, ctx.params.play);
    const { stake, requestKey, selections } = ctx.params;
    if (stake < play.minBet || stake > MAX_STAKE_CENTS)
      throw apiError('BAD_STAKE', `stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`, {
        min: play.minBet,
        max: MAX_STAKE_CENTS,
      });
    if (selections.length === 0) throw apiError('BAD_BODY', 'selections must list 1 to 10 picks');
    // Self-excluded players' sessions end at once; this refuses a bet even if one outlived it.
    checkNotExcluded(ctx.db, play.memberId);
    const book = sportsBookOf(ctx.db);
    // A retried placement answers the bet it made (book.place) rather than a limit it now reaches.
    if (!book.placedWith(play.memberId, requestKey)) checkPlayLimits(ctx.db, play.memberId, play.launchId, stake);
    const r = book.place(
      { memberId: play.memberId, nodeId: play.nodeId, stake, requestKey, language: play.language },
      selections.map((s) => ({ ...s, eventId: Number(s.eventId) })),
    );
    if ('refused' in r) {
      switch (r.refused) {
        case 'BALANCE':
          throw apiError('INSUFFICIENT_BALANCE');
        case 'MAX_STAKE':
          throw maxStakeError(r.maxStake);
        case 'SUSPENDED':
          throw apiError('MARKET_SUSPENDED', undefined, { eventId: String(r.eventId) });
        case 'ODDS_CHANGED':
          throw apiError('ODDS_CHANGED', undefined, {
            selections: r.selections.map((s) => ({ ...s, eventId: String(s.eventId) })),
          });
        case 'SAME_EVENT':
          throw apiError('SAME_EVENT');
        case 'NO_MARKET':
          throw apiError('NO_MARKET');
        default:
          throw apiError('EVENT_OVER');
      }
    }
    return { bet: book.betView(r.bet, play.language), balance: balanceCents(ctx.db, play.memberId) };
  },
  sportsCashOut: (ctx) => {
    const play = sportsPlay(ctx, ctx.params.play);
    const book = sportsBookOf(ctx.db);
    const r = book.cashOut(play.memberId, Number(ctx.params.betId), ctx.params.value);
    if (!r.ok) {
      if (r.reason === 'CHANGED') throw apiError('CASHOUT_CHANGED', undefined, { value: r.value });
      if (r.reason === 'SUSPENDED') throw apiError('CASHOUT_SUSPENDED');
      if (r.reason === 'SETTLED') throw apiError('BET_SETTLED');
      throw apiError('NO_BET', 'No such bet');
    }
    return { bet: book.betView(r.bet, play.language), balance: balanceCents(ctx.db, play.memberId) };
  },
};
