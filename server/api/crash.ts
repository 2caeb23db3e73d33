// The crash game page's calls: the table's state as this player sees it, a bet, a cash-out.
// Authorised by the page's play key (as the demo slot's spin is), bound to the launching
// session, so a logout or a self-exclusion (which ends every session) ends the game too.
import type { CrashState } from '../../src/api/types.ts';
import { multiplierAt } from '../../src/rules/crash.ts';
import { findPlay, MAX_STAKE_CENTS, type Play } from '../db/demo.ts';
import { balanceCents } from '../db/members.ts';
import { apiError } from '../http/errors.ts';
import { crashTableOf, CRASH, validAutoCashOut } from '../rounds/crash.ts';
import { simulatedPlayers } from '../rounds/crash-players.ts';
import { endedRounds, memberBets, placeBet, type RoundRow } from '../rounds/store.ts';
import { maxStakeError } from './bonus.ts';
import { betView, roundView } from '../rounds/views.ts';
import { checkNotExcluded } from './responsible.ts';
import { checkPlayLimits } from './play-limits.ts';
import type { ApiContext, Handlers } from './context.ts';
import { badBody } from './params.ts';

/** Rounds the strip of last crash points shows. */
const HISTORY = 12;

function crashPlay(ctx: ApiContext, key: string): Play {
  const play = key ? findPlay(ctx.db, key) : null;
  if (!play) throw apiError('PLAY_EXPIRED');
  if (play.gameType !== CRASH) throw apiError('WRONG_GAME', 'This game is not a crash game');
  return play;
}

export const crashHandlers: Handlers<'crashState' | 'crashBet' | 'crashCashOut'> = {
  crashState: (ctx): CrashState => {
    const play = crashPlay(ctx, ctx.params.play);
    const table = crashTableOf(ctx.db);
    table.touch();
    const round = table.tick();
    const now = table.now();
    const history = endedRounds(ctx.db, CRASH, HISTORY);
    // A void round (a restart's) never flew: the page waits for the next one, showing no crash.
    const phase = !round || round.state === 'VOID' ? 'IDLE' : round.state;
    const multiplier =
      round?.state === 'RUNNING'
        ? multiplierAt(now - round.bettingEndsAt)
        : round?.state === 'ENDED'
          ? (round.outcome ?? 100)
          : 100;
    const mine = round ? memberBets(ctx.db, round.id, play.memberId) : [];
    // The player's bets in the last ended rounds (the current one's when it has just crashed).
    const settled = history
      .filter((r) => r.id !== round?.id)
      .slice(0, 3)
      .flatMap((r) => memberBets(ctx.db, r.id, play.memberId));
    return {
      now,
      phase,
      multiplier,
      round: round ? roundView(round) : null,
      history: history.map(roundView),
      bets: mine.map(betView),
      settled: settled.map(betView),
      players: round ? simulatedPlayers(round.id, round.state === 'BETTING' ? null : multiplier) : [],
      balance: balanceCents(ctx.db, play.memberId),
    };
  },
  crashBet: (ctx) => {
    const play = crashPlay(ctx, ctx.params.play);
    const { slot, stake, autoCashOut: auto, requestKey } = ctx.params;
    const roundId = Number(ctx.params.roundId);
    if (stake < play.minBet || stake > MAX_STAKE_CENTS)
      throw apiError('BAD_STAKE', `stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`);
    if (auto !== undefined && !validAutoCashOut(auto))
      throw badBody('autoCashOut', 'must be whole hundredths from 101 to 1000000');
    // Self-excluded players' sessions end at once; this refuses a bet even if one outlived it.
    checkNotExcluded(ctx.db, play.memberId);
    const table = crashTableOf(ctx.db);
    table.touch();
    const round = table.tick();
    const placed = (r: RoundRow) =>
      placeBet(
        ctx.db,
        {
          roundId: r.id,
          memberId: play.memberId,
          nodeId: play.nodeId,
          slot,
          stake,
          autoCashOut: auto ?? null,
          requestKey,
          content: `CRASH round ${r.id} bet ${slot}`,
        },
        table.now(),
      );
    // A retried placement answers the bet it made, whatever phase the round is in now.
    const repeat = memberBets(ctx.db, roundId, play.memberId).find((b) => b.requestKey === requestKey);
    if (repeat) return { bet: betView(repeat), balance: balanceCents(ctx.db, play.memberId) };
    if (!round || round.id !== roundId || round.state !== 'BETTING') throw apiError('BETTING_CLOSED');
    checkPlayLimits(ctx.db, play.memberId, play.launchId, stake, table.now());
    const r = placed(round);
    if ('refused' in r) {
      if (r.refused === 'BALANCE') throw apiError('INSUFFICIENT_BALANCE');
      if (r.refused === 'MAX_STAKE') throw maxStakeError(r.maxStake ?? 0);
      throw apiError('SLOT_TAKEN');
    }
    return { bet: betView(r.bet), balance: balanceCents(ctx.db, play.memberId) };
  },
  crashCashOut: (ctx) => {
    const play = crashPlay(ctx, ctx.params.play);
    const table = crashTableOf(ctx.db);
    table.touch();
    const r = table.cashOut(play.memberId, Number(ctx.params.roundId), ctx.params.slot);
    if (!r.ok) {
      if (r.reason === 'CRASHED') throw apiError('ROUND_CRASHED', undefined, { crashPoint: r.crashPoint ?? null });
      if (r.reason === 'NOT_RUNNING') throw apiError('NOT_RUNNING');
      throw apiError('NO_BET');
    }
    return { bet: betView(r.bet), balance: balanceCents(ctx.db, play.memberId) };
  },
};
