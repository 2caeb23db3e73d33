// Game launch, the demo games' money calls and game records (SPEC §4 Game launch, §7).
import { HttpError } from '../http/envelope.ts';
import { getGame } from '../db/games.ts';
import { gameByVendor } from '../db/catalogue.ts';
import { recentGames, recordRecent } from '../db/favourites.ts';
import { createLaunch, findPlay, lotteryBet, MAX_STAKE_CENTS, spin, type Play } from '../db/demo.ts';
import { formatOfGame, nextDrawAt, pickProblem } from '../../src/rules/lottery.ts';
import { gamesConfig } from './games-config.ts';
import { cancelSubOrders, listOrders, orderDetail } from '../db/orders.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';

const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

/** Whole cents from the game's minimum up to MAX_STAKE_CENTS. */
function stakeOf(v: number, play: Play): number {
  if (v < play.minBet || v > MAX_STAKE_CENTS) {
    throw new HttpError(400, 'BAD_STAKE', `stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`);
  }
  return v;
}

/** The demo page's play key, bound to the launching session: a logout ends the game too. */
function playOf(ctx: ApiContext, key: string): Play {
  const play = key ? findPlay(ctx.db, key) : null;
  if (!play) throw new HttpError(401, 'PLAY_EXPIRED', 'The game session has ended; close the game and open it again');
  return play;
}

const insufficient = () => new HttpError(409, 'INSUFFICIENT_BALANCE', 'Insufficient balance');

export const playHandlers: Handlers<
  'launchGame' | 'recentLottery' | 'orders' | 'orderDetail' | 'cancelSubOrders' | 'demoSpin' | 'demoLotteryBet'
> = {
  launchGame: (ctx) => {
    const s = ctx.member;
    const { vassalage, nodeId, gameId, language, playType, prizeMode } = ctx.params;
    if (prizeMode && !(PRIZE_MODES as readonly string[]).includes(prizeMode))
      throw p.badBody('prizeMode', `must be one of ${PRIZE_MODES.join(', ')}`);
    const game = nodeId ? getGame(ctx.db, nodeId) : gameByVendor(ctx.db, vassalage, gameId);
    if (!game || game.vassalage !== vassalage) throw new HttpError(404, 'GAME_NOT_FOUND', 'No such game');
    const ticket = createLaunch(ctx.db, {
      memberId: s.memberId,
      sessionToken: ctx.token!,
      nodeId: game.nodeId,
      language,
      playType,
      prizeMode: (prizeMode || undefined) as (typeof PRIZE_MODES)[number] | undefined,
    });
    recordRecent(ctx.db, s.memberId, game.nodeId);
    return {
      url: `/demo/${game.gameType === 'LOTTERY' ? 'lottery' : 'slot'}?ticket=${ticket}`,
      gameName: game.gameName,
    };
  },
  recentLottery: (ctx) => recentGames(ctx.db, ctx.member.memberId, 'LOTTERY'),
  orders: (ctx) => {
    const s = ctx.member;
    return listOrders(ctx.db, s.memberId, ctx.params);
  },
  orderDetail: (ctx) => {
    const s = ctx.member;
    const detail = orderDetail(ctx.db, s.memberId, Number(ctx.params.orderId));
    if (!detail) throw new HttpError(404, 'ORDER_NOT_FOUND', 'No such order');
    return detail;
  },
  cancelSubOrders: (ctx) => {
    const s = ctx.member;
    const ids = ctx.params.subOrderIds;
    if (ids.length === 0) throw p.badBody('subOrderIds', 'must list 1 to 100 ids');
    const result = cancelSubOrders(ctx.db, s.memberId, Number(ctx.params.orderId), ids.map(Number));
    if (!result) throw new HttpError(404, 'ORDER_NOT_FOUND', 'No such order');
    if (result === 'PERIOD_PAID')
      throw new HttpError(409, 'PERIOD_PAID', 'This bet is in a period already paid out and cannot be cancelled');
    return result;
  },
  demoSpin: (ctx) => {
    const play = playOf(ctx, ctx.params.play);
    if (play.gameType === 'LOTTERY') throw new HttpError(400, 'WRONG_GAME', 'This game is a lottery');
    const r = spin(
      ctx.db,
      play,
      stakeOf(ctx.params.stake, play),
      undefined,
      undefined,
      gamesConfig(ctx.site).jackpotShareBp,
    );
    if (!r.ok) throw insufficient();
    return r.value;
  },
  demoLotteryBet: (ctx) => {
    const play = playOf(ctx, ctx.params.play);
    if (play.gameType !== 'LOTTERY') throw new HttpError(400, 'WRONG_GAME', 'This game is not a lottery');
    const format = formatOfGame(play.gameName);
    const numbers = ctx.params.numbers;
    const problem = pickProblem(format, numbers);
    if (problem) throw new HttpError(400, 'BAD_BODY', `numbers: ${problem}`);
    const config = gamesConfig(ctx.site);
    // With the schedule off, a bet waits for the operator's draw (its time is a placeholder tick).
    const interval = config.drawIntervalMs || 3_600_000;
    const r = lotteryBet(ctx.db, play, {
      numbers,
      stake: stakeOf(ctx.params.stake, play),
      format,
      drawAt: nextDrawAt(Date.now(), interval),
      shareBp: config.jackpotShareBp,
    });
    if (!r.ok) throw insufficient();
    return r.value;
  },
};
