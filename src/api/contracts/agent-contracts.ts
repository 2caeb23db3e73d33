// Agent salary (daily, hourly) and dividend contracts (SPEC §7 Agent salary, dividend).
import type {
  AgentContract,
  ContractCurrent,
  ContractPayment,
  DividendCycle,
  DividendInfo,
  PeriodFigures,
  RecordPage,
  SalaryInfo,
  SalaryPeriod,
  SalaryTier,
  TeamContract,
} from '../types';
import type { Params } from './params';

export interface SalaryDividendContract {
  /** SPEC §7 Agent salary (daily or hourly): the tiers on offer, the current contract and this period's estimate. */
  salaryInfo: { access: 'agent'; params: { period: SalaryPeriod }; value: SalaryInfo };
  salaryCurrent: { access: 'agent'; params: { period: SalaryPeriod }; value: ContractCurrent };
  /** One period's figures for the agent or (downlineId) one of its own downline agents. */
  salaryQuery: {
    access: 'agent';
    params: { period: SalaryPeriod; periodStart?: string; downlineId?: number };
    value: PeriodFigures;
  };
  /** The agent asks its upline for a salary contract with these tiers; the upline processes it. */
  salaryApply: { access: 'agent'; params: { period: SalaryPeriod; tiers: SalaryTier[] }; value: AgentContract };
  /** The upline's view: its downline agents' salary contracts (pending first) with the period it may pay. */
  salaryRequests: { access: 'agent'; params: { period: SalaryPeriod }; value: TeamContract[] };
  salaryProcess: { access: 'agent'; params: { contractId: number; approve: boolean }; value: AgentContract };
  /** The upline pays a closed period of a downline's active contract once (a salary ledger row each side). */
  salaryPay: {
    access: 'agent';
    params: { contractId: number; periodStart: string };
    value: { payment: ContractPayment; balance: number };
  };
  salaryHistory: {
    access: 'agent';
    params: { period: SalaryPeriod; pageNo: number; pageSize: number };
    value: RecordPage<ContractPayment>;
  };
  /** SPEC §7 Agent dividend: a share of the team's net loss per cycle, offered by the upline, accepted by the agent. */
  dividendInfo: { access: 'agent'; params: Params; value: DividendInfo };
  dividendCurrent: { access: 'agent'; params: Params; value: ContractCurrent };
  dividendOffer: {
    access: 'agent';
    params: { downlineId: number; cycle: DividendCycle; shareBp: number };
    value: AgentContract;
  };
  dividendTeam: { access: 'agent'; params: Params; value: TeamContract[] };
  dividendPayout: {
    access: 'agent';
    params: { contractId: number; periodStart: string };
    value: { payment: ContractPayment; balance: number };
  };
  dividendHistory: {
    access: 'agent';
    params: { pageNo: number; pageSize: number };
    value: RecordPage<ContractPayment>;
  };
  /** A message from the agent to one of its own downlines (its inbox). */
  dividendMessage: { access: 'agent'; params: { downlineId: number; text: string }; value: null };
}
