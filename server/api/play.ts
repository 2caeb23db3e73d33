// Game launch, the demo games' money calls and game records (SPEC §4 Game launch, §7).
import { HttpError } from '../http/envelope.ts';
import type { OrderStatus } from '../../src/api/types.ts';
import { getGame } from '../db/games.ts';
import { gameByVendor } from '../db/catalogue.ts';
import { recentGames, recordRecent } from '../db/favourites.ts';
import { createLaunch, findPlay, lotteryBet, MAX_STAKE_CENTS, spin, type Play } from '../db/demo.ts';
import { formatOfGame, nextDrawAt, pickProblem } from '../../src/rules/lottery.ts';
import { gamesConfig } from './games-config.ts';
import { cancelSubOrders, listOrders, orderDetail } from '../db/orders.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';

const PLAY_TYPES = ['trad', 'ent'] as const;
const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
const STATUSES: readonly OrderStatus[] = ['SETTLED', 'PENDING', 'CANCELLED'];

function optional<T extends string>(b: Record<string, unknown>, name: string, allowed: readonly T[]): T | undefined {
  const v = b[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw new HttpError(400, 'BAD_BODY', `${name} must be one of ${allowed.join(', ')}`);
  }
  return v as T;
}

/** Whole cents from the game's minimum up to MAX_STAKE_CENTS. */
function stakeOf(b: Record<string, unknown>, play: Play): number {
  const v = b.stake;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < play.minBet || v > MAX_STAKE_CENTS) {
    throw new HttpError(400, 'BAD_STAKE', `stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`);
  }
  return v;
}

/** The demo page's play key, bound to the launching session: a logout ends the game too. */
function playOf(ctx: ApiContext, b: Record<string, unknown>): Play {
  const play = typeof b.play === 'string' && b.play.length <= 64 ? findPlay(ctx.db, b.play) : null;
  if (!play) throw new HttpError(401, 'PLAY_EXPIRED', 'The game session has ended; close the game and open it again');
  return play;
}

/**
 * The demo page that plays a family: lotteries, crash games and the sportsbook (SPORTS, with its
 * ESPORTS and COCKFIGHT vendors) as themselves, every other family the slot.
 */
export const demoPageOf = (gameType: string): 'lottery' | 'crash' | 'sports' | 'slot' =>
  gameType === 'LOTTERY' ? 'lottery' : gameType === 'CRASH' ? 'crash' : gameType === 'SPORTS' ? 'sports' : 'slot';

const insufficient = () => new HttpError(409, 'INSUFFICIENT_BALANCE', 'Insufficient balance');

export const playHandlers: Handlers<
  'launchGame' | 'recentLottery' | 'orders' | 'orderDetail' | 'cancelSubOrders' | 'demoSpin' | 'demoLotteryBet'
> = {
  launchGame: (ctx) => {
    const s = ctx.member;
    const b = p.object(ctx.body);
    const vassalage = p.field(b, 'vassalage', 32);
    const nodeId = typeof b.nodeId === 'string' && b.nodeId !== '' ? b.nodeId : null;
    const game = nodeId ? getGame(ctx.db, nodeId) : gameByVendor(ctx.db, vassalage, p.field(b, 'gameId', 32));
    if (!game || game.vassalage !== vassalage) throw new HttpError(404, 'GAME_NOT_FOUND', 'No such game');
    const language = p.language(new URLSearchParams({ language: typeof b.language === 'string' ? b.language : 'pt' }));
    const ticket = createLaunch(ctx.db, {
      memberId: s.memberId,
      sessionToken: ctx.token!,
      nodeId: game.nodeId,
      language,
      playType: optional(b, 'playType', PLAY_TYPES),
      prizeMode: optional(b, 'prizeMode', PRIZE_MODES),
    });
    recordRecent(ctx.db, s.memberId, game.nodeId);
    return {
      url: `/demo/${demoPageOf(game.gameType)}?ticket=${ticket}`,
      gameName: game.gameName,
    };
  },
  recentLottery: (ctx) => (p.language(ctx.query), recentGames(ctx.db, ctx.member.memberId, 'LOTTERY')),
  orders: (ctx) => {
    const s = ctx.member;
    const status = ctx.query.get('status') || undefined;
    if (status !== undefined && !(STATUSES as readonly string[]).includes(status))
      throw new HttpError(400, 'BAD_PARAM', `status must be one of ${STATUSES.join(', ')}`);
    return listOrders(ctx.db, s.memberId, {
      pageNo: p.int(ctx.query, 'pageNo', { min: 1, max: 100_000, def: 1 }),
      pageSize: p.int(ctx.query, 'pageSize', { min: 1, max: 50, def: 20 }),
      status: status as OrderStatus | undefined,
    });
  },
  orderDetail: (ctx) => {
    const s = ctx.member;
    const detail = orderDetail(ctx.db, s.memberId, p.idParam(ctx.query.get('orderId'), 'orderId'));
    if (!detail) throw new HttpError(404, 'ORDER_NOT_FOUND', 'No such order');
    return detail;
  },
  cancelSubOrders: (ctx) => {
    const s = ctx.member;
    const b = p.object(ctx.body);
    const ids = b.subOrderIds;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 100)
      throw new HttpError(400, 'BAD_BODY', 'subOrderIds must list 1 to 100 ids');
    const result = cancelSubOrders(
      ctx.db,
      s.memberId,
      p.idParam(b.orderId, 'orderId'),
      ids.map((x) => p.idParam(x, 'subOrderIds')),
    );
    if (!result) throw new HttpError(404, 'ORDER_NOT_FOUND', 'No such order');
    if (result === 'PERIOD_PAID')
      throw new HttpError(409, 'PERIOD_PAID', 'This bet is in a period already paid out and cannot be cancelled');
    return result;
  },
  demoSpin: (ctx) => {
    const b = p.object(ctx.body);
    const play = playOf(ctx, b);
    if (demoPageOf(play.gameType) !== 'slot') throw new HttpError(400, 'WRONG_GAME', 'This game is not a slot');
    const r = spin(ctx.db, play, stakeOf(b, play), undefined, undefined, gamesConfig(ctx.site).jackpotShareBp);
    if (!r.ok) throw insufficient();
    return r.value;
  },
  demoLotteryBet: (ctx) => {
    const b = p.object(ctx.body);
    const play = playOf(ctx, b);
    if (play.gameType !== 'LOTTERY') throw new HttpError(400, 'WRONG_GAME', 'This game is not a lottery');
    const format = formatOfGame(play.gameName);
    const numbers = Array.isArray(b.numbers) ? (b.numbers as unknown[]) : [];
    const problem = Array.isArray(b.numbers) ? pickProblem(format, numbers) : 'numbers must be a list';
    if (problem) throw new HttpError(400, 'BAD_BODY', `numbers: ${problem}`);
    const config = gamesConfig(ctx.site);
    // With the schedule off, a bet waits for the operator's draw (its time is a placeholder tick).
    const interval = config.drawIntervalMs || 3_600_000;
    const r = lotteryBet(ctx.db, play, {
      numbers: numbers as number[],
      stake: stakeOf(b, play),
      format,
      drawAt: nextDrawAt(Date.now(), interval),
      shareBp: config.jackpotShareBp,
    });
    if (!r.ok) throw insufficient();
    return r.value;
  },
};
