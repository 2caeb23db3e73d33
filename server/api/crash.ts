// The crash game page's calls: the table's state as this player sees it, a bet, a cash-out.
// Authorised by the page's play key (as the demo slot's spin is), bound to the launching
// session, so a logout or a self-exclusion (which ends every session) ends the game too.
import type { CrashState } from '../../src/api/types.ts';
import { multiplierAt } from '../../src/rules/crash.ts';
import { findPlay, MAX_STAKE_CENTS, type Play } from '../db/demo.ts';
import { balanceCents } from '../db/members.ts';
import { HttpError } from '../http/envelope.ts';
import { crashTableOf, CRASH, validAutoCashOut } from '../rounds/crash.ts';
import { simulatedPlayers } from '../rounds/crash-players.ts';
import { endedRounds, memberBets, placeBet, type RoundRow } from '../rounds/store.ts';
import { betView, roundView } from '../rounds/views.ts';
import { checkNotExcluded } from './responsible.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';

/** Rounds the strip of last crash points shows. */
const HISTORY = 12;

function crashPlay(ctx: ApiContext): { play: Play; body: Record<string, unknown> } {
  const body = p.object(ctx.body);
  const play = typeof body.play === 'string' && body.play.length <= 64 ? findPlay(ctx.db, body.play) : null;
  if (!play) throw new HttpError(401, 'PLAY_EXPIRED', 'The game session has ended; close the game and open it again');
  if (play.gameType !== CRASH) throw new HttpError(400, 'WRONG_GAME', 'This game is not a crash game');
  return { play, body };
}

const roundIdOf = (b: Record<string, unknown>): number => p.idParam(b.roundId, 'roundId');

function slotOf(b: Record<string, unknown>): number {
  if (b.slot !== 1 && b.slot !== 2) throw new HttpError(400, 'BAD_BODY', 'slot must be 1 or 2');
  return b.slot;
}

export const crashHandlers: Handlers<'crashState' | 'crashBet' | 'crashCashOut'> = {
  crashState: (ctx): CrashState => {
    const { play } = crashPlay(ctx);
    const table = crashTableOf(ctx.db);
    table.touch();
    const round = table.tick();
    const now = table.now();
    const history = endedRounds(ctx.db, CRASH, HISTORY);
    const phase = !round ? 'IDLE' : round.state === 'VOID' ? 'ENDED' : round.state;
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
    const { play, body } = crashPlay(ctx);
    const slot = slotOf(body);
    const roundId = roundIdOf(body);
    const stake = body.stake;
    if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake < play.minBet || stake > MAX_STAKE_CENTS)
      throw new HttpError(400, 'BAD_STAKE', `stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`);
    const auto = body.autoCashOut;
    if (auto !== undefined && auto !== null && (typeof auto !== 'number' || !validAutoCashOut(auto)))
      throw new HttpError(400, 'BAD_BODY', 'autoCashOut must be whole hundredths from 101 to 1000000');
    const requestKey = body.requestKey;
    if (typeof requestKey !== 'string' || !/^[\w-]{8,64}$/.test(requestKey))
      throw new HttpError(400, 'BAD_BODY', 'requestKey must be 8 to 64 letters, digits, - or _');
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
          autoCashOut: typeof auto === 'number' ? auto : null,
          requestKey,
          content: `CRASH round ${r.id} bet ${slot}`,
        },
        table.now(),
      );
    // A retried placement answers the bet it made, whatever phase the round is in now.
    const repeat = memberBets(ctx.db, roundId, play.memberId).find((b) => b.requestKey === requestKey);
    if (repeat) return { bet: betView(repeat), balance: balanceCents(ctx.db, play.memberId) };
    if (!round || round.id !== roundId || round.state !== 'BETTING')
      throw new HttpError(409, 'BETTING_CLOSED', 'Bets for this round are closed; wait for the next one');
    const r = placed(round);
    if ('refused' in r) {
      if (r.refused === 'BALANCE') throw new HttpError(409, 'INSUFFICIENT_BALANCE', 'Insufficient balance');
      throw new HttpError(409, 'SLOT_TAKEN', 'This bet is already placed for this round');
    }
    return { bet: betView(r.bet), balance: balanceCents(ctx.db, play.memberId) };
  },
  crashCashOut: (ctx) => {
    const { play, body } = crashPlay(ctx);
    const slot = slotOf(body);
    const table = crashTableOf(ctx.db);
    table.touch();
    const r = table.cashOut(play.memberId, roundIdOf(body), slot);
    if (!r.ok) {
      if (r.reason === 'CRASHED')
        throw new HttpError(409, 'ROUND_CRASHED', 'Too late: the round crashed before the cash-out', {
          crashPoint: r.crashPoint ?? null,
        });
      if (r.reason === 'NOT_RUNNING') throw new HttpError(409, 'NOT_RUNNING', 'The round has not taken off yet');
      throw new HttpError(404, 'NO_BET', 'No such bet in this round');
    }
    return { bet: betView(r.bet), balance: balanceCents(ctx.db, play.memberId) };
  },
};
