// The lottery's draw clock, draw history and jackpot, and the operator's draw (SPEC §4 Lottery).
import { noParams } from './common.ts';
import { int, object, optional, str } from './combinators.ts';

const nodeId = () => str({ max: 12, trim: true, example: 'x' });

export const lotteryParams = {
  lotteryNextDraw: object({ nodeId: optional(nodeId()) }),
  lotteryDraws: object({
    nodeId: nodeId(),
    pageNo: optional(int({ min: 1, max: 10_000 })),
    pageSize: optional(int({ min: 1, max: 50 })),
  }),
  jackpot: noParams,
  adminLotteryDraw: object({ nodeId: optional(nodeId()) }),
};
