// Agent dividend (SPEC §7 Agent dividend: current, info, history, payout, message): a share of a
// downline agent's team net loss per week or month, offered by the upline, paid per closed period.
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import type { ContractPayment, DividendCycle } from '../../api/types';
import { movingMoney } from '../money/balance';
import type { PageFetcher } from '../paged';
import { resource } from '../resource';

export const dividendScreen = resource(async (signal) => {
  const [info, current, team, downlines] = await Promise.all([
    call(agentApi.dividendInfo, {}, { signal }),
    call(agentApi.dividendCurrent, {}, { signal }),
    call(agentApi.dividendTeam, {}, { signal }),
    call(agentApi.downlines, { pageNo: 1, pageSize: 50 }, { signal }),
  ]);
  return { info, current, team, downlines: downlines.list };
});

export const dividendHistoryPages: PageFetcher<ContractPayment> = async (pageNo, signal) => {
  const r = await call(agentApi.dividendHistory, { pageNo, pageSize: 20 }, { signal });
  return { items: r.list, pageNo: r.pageNum, totalPages: r.totalPages };
};

export const payDividend = (contractId: number, periodStart: string) =>
  movingMoney(() => call(agentApi.dividendPayout, { contractId, periodStart }));

export async function offerDividend(downlineId: number, cycle: DividendCycle, shareBp: number): Promise<void> {
  await call(agentApi.dividendOffer, { downlineId, cycle, shareBp });
}

export async function messageDownline(downlineId: number, text: string): Promise<void> {
  await call(agentApi.dividendMessage, { downlineId, text });
}
