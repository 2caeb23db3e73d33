// Lottery draws and the jackpot (the draw schedule, results, the growing jackpot).
import type { LotteryFormat } from '../../rules/lottery';

export type { LotteryFormat, LotteryFormatId } from '../../rules/lottery';

/** One draw's result: the lottery, when it was drawn (ISO-8601) and its numbers, ascending. */
export interface LotteryDraw {
  nodeId: string;
  drawAt: string;
  numbers: number[];
}

export interface LotteryDrawPage {
  content: LotteryDraw[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/**
 * When the next draw is, for a countdown: `drawAt` and the server's clock `serverTime` (count
 * down from drawAt − serverTime, so a phone's wrong clock does not matter). With a nodeId, the
 * lottery's format and its latest result.
 */
export interface NextDraw {
  nodeId: string | null;
  drawAt: string;
  serverTime: string;
  intervalSeconds: number;
  format: LotteryFormat | null;
  last: LotteryDraw | null;
}

/** The jackpot in cents: it grows by `shareBp` of every stake and never falls except when a winner is paid. */
export interface JackpotValue {
  amount: number;
  updatedAt: string;
  serverTime: string;
  shareBp: number;
}

/** What the operator's "run a draw now" did, per lottery. */
export interface AdminDrawResult {
  /** `name`: the lottery's catalogue name. */
  draws: { nodeId: string; name: string; drawAt: string; numbers: number[]; settledBets: number; paidCents: number }[];
}
