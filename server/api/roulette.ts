// The live roulette page's calls: the table as this player sees it, and a bet on one spot.
// Authorised by the page's play key, bound to the launching session, as the crash game's are.
import type { RouletteState } from '../../src/api/types.ts';
import { pocketsOf } from '../../src/rules/roulette.ts';
import { findPlay, MAX_STAKE_CENTS, type Play } from '../db/demo.ts';
import { balanceCents } from '../db/members.ts';
import { apiError } from '../http/errors.ts';
import { ROULETTE, rouletteBetView, rouletteRoundView, rouletteTableOf } from '../rounds/roulette.ts';
import { endedRounds, memberBets, placeBet } from '../rounds/store.ts';
import { maxStakeError } from './bonus.ts';
import { checkNotExcluded } from './responsible.ts';
import { checkPlayLimits } from './play-limits.ts';
import type { ApiContext, Handlers } from './context.ts';
import { badBody } from './params.ts';
import { demoPageOf } from './play.ts';

/** The last numbers the page shows. */
const HISTORY = 12;

function roulettePlay(ctx: ApiContext, key: string): Play {
  const play = key ? findPlay(ctx.db, key) : null;
  if (!play) throw apiError('PLAY_EXPIRED');
  if (demoPageOf(play.gameType, '', play.gameName) !== 'roulette')
    throw apiError('WRONG_GAME', 'This game is not a roulette game');
  return play;
}

export const rouletteHandlers: Handlers<'rouletteState' | 'rouletteBet'> = {
  rouletteState: (ctx): RouletteState => {
    const play = roulettePlay(ctx, ctx.params.play);
    const table = rouletteTableOf(ctx.db);
    table.touch();
    const round = table.tick();
    // A void round (a restart's) never spun: the page waits for the next one.
    const phase = !round || round.state === 'VOID' ? 'IDLE' : round.state;
    return {
      now: table.now(),
      phase,
      round: round ? rouletteRoundView(round, table) : null,
      history: endedRounds(ctx.db, ROULETTE, HISTORY).map((r) => rouletteRoundView(r, table)),
      bets: round ? memberBets(ctx.db, round.id, play.memberId).map(rouletteBetView) : [],
      balance: balanceCents(ctx.db, play.memberId),
    };
  },
  rouletteBet: (ctx) => {
    const play = roulettePlay(ctx, ctx.params.play);
    const { picks, requestKey } = ctx.params;
    const roundId = Number(ctx.params.roundId);
    if (picks.length === 0 || new Set(picks.map((c) => c.spot)).size !== picks.length)
      throw badBody('picks', 'must list 1 to 48 different spots');
    for (const c of picks) {
      if (!pocketsOf(c.spot)) throw badBody('picks', 'must be spots of the roulette felt');
      if (c.stake < play.minBet || c.stake > MAX_STAKE_CENTS)
        throw apiError('BAD_STAKE', `each stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`);
    }
    const stake = picks.reduce((sum, c) => sum + c.stake, 0);
    if (stake > MAX_STAKE_CENTS) throw apiError('BAD_STAKE', `the chips must add up to ${MAX_STAKE_CENTS} at most`);
    checkNotExcluded(ctx.db, play.memberId);
    const table = rouletteTableOf(ctx.db);
    table.touch();
    const round = table.tick();
    // A retried placement answers the bet it made, whatever the round is doing now.
    const repeat = memberBets(ctx.db, roundId, play.memberId).find((b) => b.requestKey === requestKey);
    if (repeat) return { bet: rouletteBetView(repeat), balance: balanceCents(ctx.db, play.memberId) };
    if (!round || round.id !== roundId || round.state !== 'BETTING') throw apiError('BETTING_CLOSED');
    checkPlayLimits(ctx.db, play.memberId, play.launchId, stake, table.now());
    // Two placements a round: the first free of slots 1 and 2.
    const taken = memberBets(ctx.db, round.id, play.memberId).map((b) => b.slot);
    const slot = taken.includes(1) ? 2 : 1;
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
        picks: JSON.stringify(picks.map((c) => [c.spot, c.stake])),
        content: `ROULETTE round ${round.id}: ${picks.map((c) => c.spot).join(' ')}`,
      },
      table.now(),
    );
    if ('refused' in r) {
      if (r.refused === 'BALANCE') throw apiError('INSUFFICIENT_BALANCE');
      if (r.refused === 'MAX_STAKE') throw maxStakeError(r.maxStake ?? 0);
      throw apiError('SLOT_TAKEN');
    }
    return { bet: rouletteBetView(r.bet), balance: balanceCents(ctx.db, play.memberId) };
  },
};
