// The operator CLI's commands for the games: a lottery draw now, outside the schedule (a draw
// the schedule missed, or a test of the settlement), for one lottery or for all of them.
import * as lottery from '../../src/api/calls/lottery.ts';
import type { AdminDrawResult } from '../../src/api/types.ts';
import { call } from './client.ts';
import { type Command, choice, usageError } from './command.ts';
import { money, table } from './format.ts';

const lotteryCommand: Command = {
  words: ['lottery'],
  usage: 'lottery draw [nodeId]',
  summary: 'draw a lottery now (or every lottery) and settle its open bets',
  help: 'Draws the numbers now instead of at the next scheduled time, and settles every open bet of that lottery through the ledger, once (a bet is never paid twice, whatever runs again). Without a nodeId every lottery draws; an unknown one is refused with the list of lotteries by id and name. The game records and the results history show the draw.',
  async run(ctx, rest) {
    choice(this, rest, 0, ['draw'] as const);
    const nodeId = rest[1];
    if (nodeId !== undefined && !/^[\w-]{1,40}$/.test(nodeId)) throw usageError(this, 'the nodeId is a game id');
    const r = (await call(
      ctx.connect(),
      lottery.adminLotteryDraw,
      nodeId === undefined ? {} : { nodeId },
    )) as AdminDrawResult;
    const text = table(
      `${r.draws.length} draw(s)`,
      ['lottery', 'numbers', 'bets settled', 'paid'],
      r.draws.map((d) => [`${d.nodeId} ${d.name}`, d.numbers.join(' '), String(d.settledBets), money(d.paidCents)]),
    );
    return { value: r, text };
  },
};

export const GAME_COMMANDS: readonly Command[] = [lotteryCommand];
