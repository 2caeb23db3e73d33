// Agent salary, daily or hourly (SPEC §7 Agent salary: current, info, query, apply, process,
// requests, history): the agent's contract with its upline and its downline agents' requests.
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import type { ContractPayment, SalaryPeriod, SalaryTier } from '../../api/types';
import { movingMoney } from '../money/balance';
import type { PageFetcher } from '../paged';
import { resource } from '../resource';

export const salaryScreen = resource(async (signal, period: SalaryPeriod) => {
  const [info, current, team] = await Promise.all([
    call(agentApi.salaryInfo, { period }, { signal }),
    call(agentApi.salaryCurrent, { period }, { signal }),
    call(agentApi.salaryRequests, { period }, { signal }),
  ]);
  return { info, current, team };
});

export const salaryHistoryPages =
  (period: SalaryPeriod): PageFetcher<ContractPayment> =>
  async (pageNo, signal) => {
    const r = await call(agentApi.salaryHistory, { period, pageNo, pageSize: 20 }, { signal });
    return { items: r.list, pageNo: r.pageNum, totalPages: r.totalPages };
  };

/** The figures of any past or current period. */
export const querySalary = (period: SalaryPeriod, periodStart: string) =>
  call(agentApi.salaryQuery, { period, periodStart });

export async function applySalary(period: SalaryPeriod, tiers: SalaryTier[]): Promise<void> {
  await call(agentApi.salaryApply, { period, tiers });
}

/** The upline approves or rejects a downline agent's request. */
export async function decideSalary(contractId: number, approve: boolean): Promise<void> {
  await call(agentApi.salaryProcess, { contractId, approve });
}

/** The upline pays a closed period: its balance goes down at once. */
export const paySalary = (contractId: number, periodStart: string) =>
  movingMoney(() => call(agentApi.salaryPay, { contractId, periodStart }));
