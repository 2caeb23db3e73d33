// Lottery draws and the jackpot: the next draw for a countdown, each lottery's results, the
// jackpot's amount, and the operator's "run a draw now" (operator level: the dispatcher admits
// only the site's X-Admin-Token, server/api/access.ts).
import { nextDrawAt } from '../../src/rules/lottery.ts';
import { drawHistory, drawNow, formatOfNode, lotteries, lotteryNodeIds, type DrawOutcome } from '../db/lottery.ts';
import { jackpot } from '../db/jackpot.ts';
import { iso } from '../db/statements.ts';
import { audited } from '../operator/audit.ts';
import type { ApiContext, Handlers } from './context.ts';
import { gamesConfig } from './games-config.ts';
import { apiError } from '../http/errors.ts';

const noLottery = () => apiError('GAME_NOT_FOUND', 'No such lottery');

/** A lottery's nodeId from the query, refused unless it is a lottery. */
function lotteryOf(ctx: ApiContext, value: string | undefined): string {
  if (value === undefined || !/^\d{1,12}$/.test(value) || !formatOfNode(ctx.db, value)) throw noLottery();
  return value;
}

const drawOut = (d: DrawOutcome, names: ReadonlyMap<string, string>) => ({
  nodeId: d.nodeId,
  name: names.get(d.nodeId) ?? d.nodeId,
  drawAt: iso(d.drawAt),
  numbers: d.numbers,
  settledBets: d.settledBets,
  paidCents: d.paidCents,
});

export const lotteryHandlers: Handlers<'lotteryNextDraw' | 'lotteryDraws' | 'jackpot' | 'adminLotteryDraw'> = {
  lotteryNextDraw: (ctx) => {
    const interval = gamesConfig(ctx.site).drawIntervalMs;
    const raw = ctx.params.nodeId;
    const nodeId = raw === undefined ? null : lotteryOf(ctx, raw);
    const now = Date.now();
    // With the schedule off (interval 0) only the operator draws: there is no next time to count down to.
    if (interval === 0) throw apiError('NO_SCHEDULE');
    return {
      nodeId,
      drawAt: iso(nextDrawAt(now, interval)),
      serverTime: iso(now),
      intervalSeconds: interval / 1000,
      format: nodeId ? formatOfNode(ctx.db, nodeId) : null,
      last: nodeId ? (drawHistory(ctx.db, nodeId, 1, 1).content[0] ?? null) : null,
    };
  },
  lotteryDraws: (ctx) => {
    const nodeId = lotteryOf(ctx, ctx.params.nodeId);
    return drawHistory(ctx.db, nodeId, ctx.params.pageNo ?? 1, ctx.params.pageSize ?? 20);
  },
  jackpot: (ctx) => {
    const j = jackpot(ctx.db);
    return {
      amount: j.cents,
      updatedAt: j.updatedAt,
      serverTime: iso(Date.now()),
      shareBp: gamesConfig(ctx.site).jackpotShareBp,
    };
  },
  // An operator action like the others: audited (who drew what, when, and what it paid).
  adminLotteryDraw: audited(
    'adminLotteryDraw',
    (b) => `lottery:${typeof b.nodeId === 'string' ? b.nodeId : 'all'}`,
    (ctx) => {
      const all = lotteries(ctx.db);
      const names = new Map(all.map((l) => [l.nodeId, l.name]));
      // An unknown id names the lotteries there are, so the operator can pick one.
      if (ctx.params.nodeId !== undefined && !names.has(ctx.params.nodeId))
        throw apiError(
          'GAME_NOT_FOUND',
          `No lottery ${ctx.params.nodeId}; the lotteries are: ${all.map((l) => `${l.nodeId} (${l.name})`).join(', ') || 'none'}`,
        );
      const one = ctx.params.nodeId === undefined ? null : lotteryOf(ctx, ctx.params.nodeId);
      const now = Date.now();
      const draws = (one ? [one] : lotteryNodeIds(ctx.db))
        .map((nodeId) => drawNow(ctx.db, nodeId, now))
        .filter((d): d is DrawOutcome => d !== null)
        .map((d) => drawOut(d, names));
      return { draws };
    },
    (v) => ({
      draws: v.draws.length,
      settledBets: v.draws.reduce((n, d) => n + d.settledBets, 0),
      paidCents: v.draws.reduce((n, d) => n + d.paidCents, 0),
    }),
  ),
};
