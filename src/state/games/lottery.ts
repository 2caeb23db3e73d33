// Lottery draws for the lottery page (SPEC §2.1 /m/lottery, §7 lottery): a lottery's results
// page by page, newest first, for the results history.
import { call } from '../../api/client';
import * as lotteryApi from '../../api/calls/lottery';
import type { LotteryDraw } from '../../api/types';
import type { PageFetcher } from '../paged';

export type { ClockState } from '../../streams/lottery-clock';

/** Ten draws a page: close to an hour of a five-minute lottery. */
export const DRAWS_PAGE_SIZE = 10;

export const drawKey = (d: LotteryDraw): string => `${d.nodeId}@${d.drawAt}`;

export const drawPages =
  (nodeId: string): PageFetcher<LotteryDraw> =>
  async (pageNo, signal) => {
    const r = await call(lotteryApi.lotteryDraws, { nodeId, pageNo, pageSize: DRAWS_PAGE_SIZE }, { signal });
    return { items: r.content, pageNo: r.pageNum, totalPages: r.totalPages, total: r.total };
  };
