// The sportsbook page's calls: the listed events with live scores and odds, the player's bets,
// a placement at the odds the player saw, a cash-out at the value the player saw. Authorised by
// the page's play key (as the crash game's are), bound to the launching session.
import type { SportsState } from '../../src/api/types.ts';
import { findPlay, MAX_STAKE_CENTS, type Play } from '../db/demo.ts';
import { balanceCents } from '../db/members.ts';
import { HttpError } from '../http/envelope.ts';
import { isSport, sportsBookOf, type WantedSelection } from '../rounds/sportsbook.ts';
import { checkNotExcluded } from './responsible.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';

/** Settled bets "my bets" lists, besides every open one. */
const BETS_LISTED = 20;
/** Finished events the results list shows. */
const RESULTS_LISTED = 8;
/** Selections a multiple may hold. */
export const MAX_SELECTIONS = 10;

function sportsPlay(ctx: ApiContext): { play: Play; body: Record<string, unknown> } {
  const body = p.object(ctx.body);
  const play = typeof body.play === 'string' && body.play.length <= 64 ? findPlay(ctx.db, body.play) : null;
  if (!play) throw new HttpError(401, 'PLAY_EXPIRED', 'The game session has ended; close the game and open it again');
  if (play.gameType !== 'SPORTS') throw new HttpError(400, 'WRONG_GAME', 'This game is not the sportsbook');
  return { play, body };
}

function selectionsOf(v: unknown): WantedSelection[] {
  if (!Array.isArray(v) || v.length === 0 || v.length > MAX_SELECTIONS)
    throw new HttpError(400, 'BAD_BODY', `selections must list 1 to ${MAX_SELECTIONS} picks`);
  return v.map((s) => {
    const o = p.object(s);
    if (typeof o.market !== 'string' || typeof o.pick !== 'string' || o.market.length > 8 || o.pick.length > 2)
      throw new HttpError(400, 'BAD_BODY', 'each selection needs a market and a pick');
    if (typeof o.odds !== 'number' || !Number.isSafeInteger(o.odds) || o.odds <= 100)
      throw new HttpError(400, 'BAD_BODY', 'each selection carries the odds the player saw, in hundredths');
    return { eventId: p.idParam(o.eventId, 'eventId'), market: o.market, pick: o.pick, odds: o.odds };
  });
}

export const sportsHandlers: Handlers<'sportsState' | 'sportsBet' | 'sportsCashOut'> = {
  sportsState: (ctx): SportsState => {
    const { play, body } = sportsPlay(ctx);
    const sport = body.sport ?? 'football';
    if (!isSport(sport))
      throw new HttpError(400, 'BAD_BODY', 'sport must be football, basketball, tennis, esports or cockfight');
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
      events: [...live, ...pre].map((e) => book.eventView(e)),
      results: book.endedEvents(sport, RESULTS_LISTED).map((e) => book.eventView(e, false)),
      bets: [...open, ...settled].map((b) => book.betView(b)),
    };
  },
  sportsBet: (ctx) => {
    const { play, body } = sportsPlay(ctx);
    const stake = body.stake;
    if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake < play.minBet || stake > MAX_STAKE_CENTS)
      throw new HttpError(400, 'BAD_STAKE', `stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`, {
        min: play.minBet,
        max: MAX_STAKE_CENTS,
      });
    const requestKey = body.requestKey;
    if (typeof requestKey !== 'string' || !/^[\w-]{8,64}$/.test(requestKey))
      throw new HttpError(400, 'BAD_BODY', 'requestKey must be 8 to 64 letters, digits, - or _');
    const wanted = selectionsOf(body.selections);
    // Self-excluded players' sessions end at once; this refuses a bet even if one outlived it.
    checkNotExcluded(ctx.db, play.memberId);
    const book = sportsBookOf(ctx.db);
    const r = book.place(
      { memberId: play.memberId, nodeId: play.nodeId, stake, requestKey, language: play.language },
      wanted,
    );
    if ('refused' in r) {
      switch (r.refused) {
        case 'BALANCE':
          throw new HttpError(409, 'INSUFFICIENT_BALANCE', 'Insufficient balance');
        case 'SUSPENDED':
          throw new HttpError(409, 'MARKET_SUSPENDED', 'This market is suspended for now', {
            eventId: String(r.eventId),
          });
        case 'ODDS_CHANGED':
          throw new HttpError(409, 'ODDS_CHANGED', 'The odds have changed; accept the new odds to place the bet', {
            selections: r.selections.map((s) => ({ ...s, eventId: String(s.eventId) })),
          });
        case 'SAME_EVENT':
          throw new HttpError(400, 'SAME_EVENT', 'A multiple takes one selection per event');
        case 'NO_MARKET':
          throw new HttpError(400, 'NO_MARKET', 'No such market or pick for this event');
        default:
          throw new HttpError(409, 'EVENT_OVER', 'This event has ended');
      }
    }
    return { bet: book.betView(r.bet), balance: balanceCents(ctx.db, play.memberId) };
  },
  sportsCashOut: (ctx) => {
    const { play, body } = sportsPlay(ctx);
    const value = body.value;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      throw new HttpError(400, 'BAD_BODY', 'value must be the cash-out the player saw, in cents');
    const book = sportsBookOf(ctx.db);
    const r = book.cashOut(play.memberId, p.idParam(body.betId, 'betId'), value);
    if (!r.ok) {
      if (r.reason === 'CHANGED')
        throw new HttpError(409, 'CASHOUT_CHANGED', 'The cash-out value has changed', { value: r.value });
      if (r.reason === 'SUSPENDED')
        throw new HttpError(409, 'CASHOUT_SUSPENDED', 'Cash-out is suspended for this bet for now');
      if (r.reason === 'SETTLED') throw new HttpError(409, 'BET_SETTLED', 'This bet is already settled');
      throw new HttpError(404, 'NO_BET', 'No such bet');
    }
    return { bet: book.betView(r.bet), balance: balanceCents(ctx.db, play.memberId) };
  },
};
