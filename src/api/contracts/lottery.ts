// Lottery draws and the jackpot: the next draw (for a countdown), each lottery's results, the
// jackpot's amount, and the operator's "run a draw now".
import type { AdminDrawResult, JackpotValue, LotteryDrawPage, NextDraw } from '../types';
import type { Params } from './params';

export interface LotteryContract {
  lotteryNextDraw: { access: 'public'; params: { nodeId?: string }; value: NextDraw };
  lotteryDraws: {
    access: 'public';
    params: { nodeId: string; pageNo?: number; pageSize?: number };
    value: LotteryDrawPage;
  };
  jackpot: { access: 'public'; params: Params; value: JackpotValue };
  /** Every lottery when nodeId is left out. */
  adminLotteryDraw: { access: 'operator'; params: { nodeId?: string }; value: AdminDrawResult };
}
