import { getGame } from '../db/games.ts';
import { gameByVendor } from '../db/catalogue.ts';
import { recentGames, recordRecent } from '../db/favourites.ts';
import { createLaunch, findPlay, lotteryBet, MAX_STAKE_CENTS, type Play } from '../db/demo.ts';
import { freeSpin, sellsFreeSpins, spin, type SlotOutcome } from '../db/slot.ts';
import { BUY_PRICE_TOTAL_BETS, slotFigures } from '../../src/rules/slot5.ts';
import { formatOfGame, nextDrawAt, pickProblem, returnToPlayer as lotteryReturn } from '../../src/rules/lottery.ts';
import { RETURN_TO_PLAYER_PERCENT as CRASH_RETURN } from '../../src/rules/crash.ts';
import { RETURN_PERCENT as SPORTS_RETURN } from '../../src/rules/sports.ts';
import { OPTIMAL_RETURN_PERCENT as POKER_RETURN } from '../../src/rules/video-poker.ts';
import { RETURN_TO_PLAYER_PERCENT as BINGO_RETURN } from '../../src/rules/bingo.ts';
import type { Db } from '../db/open.ts';
import { RETURN_TO_PLAYER_PERCENT as ROULETTE_RETURN } from '../../src/rules/roulette.ts';
import { BEST_RETURN_PERCENT as BACCARAT_RETURN } from '../../src/rules/baccarat.ts';
import { RETURN_TO_PLAYER_PERCENT as WHEEL_RETURN } from '../../src/rules/gameshow.ts';
import { RETURN_PERCENT as FISH_RETURN } from '../../src/rules/fish.ts';
import { gamesConfig } from './games-config.ts';
import { cancelSubOrders, listOrders, orderDetail } from '../db/orders.ts';
import { pageBets } from '../db/lottery.ts';
import { balanceCents } from '../db/members.ts';
import type { ApiContext, Handlers } from './context.ts';
import * as p from './params.ts';
import { apiError } from '../http/errors.ts';
import { maxStakeError } from './bonus.ts';
import { playWagering } from '../db/bonus.ts';
import { checkPlayLimits } from './play-limits.ts';

const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

/** Whole cents from the game's minimum up to MAX_STAKE_CENTS. */
function stakeOf(v: number, play: Play): number {
  if (v < play.minBet || v > MAX_STAKE_CENTS) {
    throw apiError('BAD_STAKE', `stake must be whole cents from ${play.minBet} to ${MAX_STAKE_CENTS}`);
  }
  return v;
}

/** The demo page's play key, bound to the launching session: a logout ends the game too. */
function playOf(ctx: ApiContext, key: string): Play {
  const play = key ? findPlay(ctx.db, key) : null;
  if (!play) throw apiError('PLAY_EXPIRED');
  return play;
}

/**
 * The demo page that plays a family: lotteries, crash games, the sportsbook (SPORTS, with its
 * ESPORTS and COCKFIGHT vendors), video poker (POKER), bingo (BINGO, and the slot family's BGS
 * vendor, whose games are bingo) and the live casino's tables by their names (a LIVE game whose
 * name says "Roulette" or "Baccarat"), the money wheel (GAMESHOW) and fish shooting (FISH) as
 * themselves, every other family the slot.
 */
export const demoPageOf = (
  gameType: string,
  vassalage = '',
  gameName = '',
): 'lottery' | 'crash' | 'sports' | 'poker' | 'bingo' | 'roulette' | 'baccarat' | 'gameshow' | 'fish' | 'slot' =>
  gameType === 'BINGO' || (gameType === 'RNG' && vassalage === 'BGS')
    ? 'bingo'
    : gameType === 'LIVE' && /roulette/i.test(gameName)
      ? 'roulette'
      : gameType === 'LIVE' && /baccarat/i.test(gameName)
        ? 'baccarat'
        : gameType === 'LOTTERY'
          ? 'lottery'
          : gameType === 'CRASH'
            ? 'crash'
            : gameType === 'SPORTS'
              ? 'sports'
              : gameType === 'POKER'
                ? 'poker'
                : gameType === 'GAMESHOW'
                  ? 'gameshow'
                  : gameType === 'FISH'
                    ? 'fish'
                    : 'slot';

/**
 * A game's return to player in percent (2 decimals), shown before it opens: from its family's
 * own maths: the lottery's paytable over every draw, the crash game's fixed return, the
 * sportsbook's return at its margin (the best case: every selection's odds rounded down), video
 * poker's with perfect play, and the slot's reels with its free spins (the jackpot's share is paid
 * out by the jackpot, not counted).
 */
/** The slot's exact return (free spins included), worked out once. */
const SLOT_RETURN = slotFigures().rtp * 100;

/** The demo page of a game in the catalogue (its vendor decides for the BGS games, its name for live tables). */
export function demoPageOfNode(db: Db, nodeId: string, gameType: string): ReturnType<typeof demoPageOf> {
  const row = db.prepare('SELECT vassalage, game_name AS gameName FROM games WHERE node_id = ?').get(nodeId) as
    | { vassalage: string; gameName: string }
    | undefined;
  return demoPageOf(gameType, row?.vassalage ?? '', row?.gameName ?? '');
}

export function rtpOf(game: { gameType: string; gameName: string; vassalage?: string }): number {
  const page = demoPageOf(game.gameType, game.vassalage, game.gameName);
  const percent =
    page === 'lottery'
      ? lotteryReturn(formatOfGame(game.gameName)) * 100
      : page === 'crash'
        ? CRASH_RETURN
        : page === 'sports'
          ? SPORTS_RETURN
          : page === 'poker'
            ? POKER_RETURN
            : page === 'bingo'
              ? BINGO_RETURN
              : page === 'roulette'
                ? ROULETTE_RETURN
                : page === 'baccarat'
                  ? BACCARAT_RETURN
                  : page === 'gameshow'
                    ? WHEEL_RETURN
                    : page === 'fish'
                      ? FISH_RETURN
                      : SLOT_RETURN;
  return Math.round(percent * 100) / 100;
}

/** A refused stake: the balance is short, or it is over an open bonus's maxStake. */
const refusal = (r: { reason: 'balance' } | { reason: 'maxStake'; maxStake: number }) =>
  r.reason === 'maxStake' ? maxStakeError(r.maxStake) : apiError('INSUFFICIENT_BALANCE');

/** A slot spin's answer, or its refusal as the page shows it. */
function slotAnswer(r: SlotOutcome) {
  if (r.ok) return r.value;
  if (r.reason === 'freeSpinsLeft') throw apiError('FREE_SPINS_LEFT');
  if (r.reason === 'noFreeSpins') throw apiError('NO_FREE_SPINS');
  throw r.reason === 'maxStake' ? maxStakeError(r.maxStake) : apiError('INSUFFICIENT_BALANCE');
}

function slotPlay(ctx: ApiContext, key: string): Play {
  const play = playOf(ctx, key);
  if (demoPageOfNode(ctx.db, play.nodeId, play.gameType) !== 'slot')
    throw apiError('WRONG_GAME', 'This game is not a slot');
  return play;
}

export const playHandlers: Handlers<
  | 'launchGame'
  | 'recentLottery'
  | 'orders'
  | 'orderDetail'
  | 'cancelSubOrders'
  | 'demoSpin'
  | 'demoFreeSpin'
  | 'demoLotteryBet'
  | 'demoLotteryBets'
> = {
  launchGame: (ctx) => {
    const s = ctx.member;
    const { vassalage, nodeId, gameId, language, playType, prizeMode } = ctx.params;
    if (prizeMode && !(PRIZE_MODES as readonly string[]).includes(prizeMode))
      throw p.badBody('prizeMode', `must be one of ${PRIZE_MODES.join(', ')}`);
    const game = nodeId ? getGame(ctx.db, nodeId, language) : gameByVendor(ctx.db, vassalage, gameId, language);
    if (!game || game.vassalage !== vassalage) throw apiError('GAME_NOT_FOUND');
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
      url: `/demo/${demoPageOf(game.gameType, game.vassalage, game.gameName)}?ticket=${ticket}`,
      gameName: game.gameName,
      rtp: rtpOf(game),
      wagering: playWagering(ctx.db, s.memberId, game.gameType),
    };
  },
  recentLottery: (ctx) => recentGames(ctx.db, ctx.member.memberId, 'LOTTERY', ctx.params.language),
  orders: (ctx) => {
    const s = ctx.member;
    return listOrders(ctx.db, s.memberId, ctx.params);
  },
  orderDetail: (ctx) => {
    const s = ctx.member;
    const detail = orderDetail(ctx.db, s.memberId, Number(ctx.params.orderId), ctx.params.language);
    if (!detail) throw apiError('ORDER_NOT_FOUND');
    return detail;
  },
  cancelSubOrders: (ctx) => {
    const s = ctx.member;
    const ids = ctx.params.subOrderIds;
    if (ids.length === 0) throw p.badBody('subOrderIds', 'must list 1 to 100 ids');
    const result = cancelSubOrders(ctx.db, s.memberId, Number(ctx.params.orderId), ids.map(Number));
    if (!result) throw apiError('ORDER_NOT_FOUND');
    if (result === 'PERIOD_PAID') throw apiError('PERIOD_PAID');
    return result;
  },
  // A paid spin at a total bet (each of the 20 lines carries a twentieth), or the bonus buy.
  demoSpin: (ctx) => {
    const play = slotPlay(ctx, ctx.params.play);
    const { buy, requestKey } = ctx.params;
    const stake = stakeOf(ctx.params.stake, play);
    if (buy && !sellsFreeSpins(ctx.db, play.nodeId)) throw apiError('NO_BONUS_BUY');
    // The buy's price is one stake: the game's largest stake, the loss limit and a bonus's cap hold for it.
    const price = buy ? stake * BUY_PRICE_TOTAL_BETS : stake;
    if (price > MAX_STAKE_CENTS)
      throw apiError(
        'BAD_STAKE',
        `the buy's price (${BUY_PRICE_TOTAL_BETS} × stake) must be at most ${MAX_STAKE_CENTS}`,
      );
    checkPlayLimits(ctx.db, play.memberId, play.launchId, price);
    const shareBp = gamesConfig(ctx.site).jackpotShareBp;
    return slotAnswer(spin(ctx.db, play, stake, undefined, shareBp, { requestKey, buy: buy === true }));
  },
  // Free spins stake nothing, but a time limit's pause stops them as it stops every play.
  demoFreeSpin: (ctx) => {
    const play = slotPlay(ctx, ctx.params.play);
    checkPlayLimits(ctx.db, play.memberId, play.launchId, 0);
    return slotAnswer(freeSpin(ctx.db, play, undefined, { requestKey: ctx.params.requestKey }));
  },
  // The page's own bets by its play key: the page shows a draw's result and its payout without a reopen.
  demoLotteryBets: (ctx) => {
    const play = playOf(ctx, ctx.params.play);
    if (play.gameType !== 'LOTTERY') throw apiError('WRONG_GAME', 'This game is not a lottery');
    const ids = ctx.params.orderIds.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
    return { bets: pageBets(ctx.db, play.memberId, play.nodeId, ids), balance: balanceCents(ctx.db, play.memberId) };
  },
  demoLotteryBet: (ctx) => {
    const play = playOf(ctx, ctx.params.play);
    if (play.gameType !== 'LOTTERY') throw apiError('WRONG_GAME', 'This game is not a lottery');
    const format = formatOfGame(play.gameName);
    const numbers = ctx.params.numbers;
    const problem = pickProblem(format, numbers);
    if (problem) throw apiError('BAD_BODY', `numbers: ${problem}`);
    const config = gamesConfig(ctx.site);
    // With the schedule off, a bet waits for the operator's draw (its time is a placeholder tick).
    const interval = config.drawIntervalMs || 3_600_000;
    const stake = stakeOf(ctx.params.stake, play);
    // A quick draw stakes on every number picked: the whole ticket counts against the loss limit.
    checkPlayLimits(ctx.db, play.memberId, play.launchId, format.kind === 'each' ? stake * numbers.length : stake);
    const r = lotteryBet(ctx.db, play, {
      numbers,
      stake,
      format,
      drawAt: nextDrawAt(Date.now(), interval),
      shareBp: config.jackpotShareBp,
    });
    if (!r.ok) throw refusal(r);
    return r.value;
  },
};
