// Salary (daily, hourly) and dividend contracts between an agent and its upline (SPEC §7 Agent salary, dividend).
import type { ContractKind } from './agent';

export type SalaryPeriod = 'daily' | 'hourly';

export type DividendCycle = 'week' | 'month';

export interface SalaryTier {
  minActive: number;
  amountCents: number;
}

export type AgentContractStatus = 'pending' | 'active' | 'rejected' | 'ended';

/** kind daily/hourly carries tiers; kind dividend carries cycle and shareBp (basis points of the team's net loss). */
export interface AgentContract {
  id: number;
  kind: ContractKind;
  memberId: number;
  userName: string;
  status: AgentContractStatus;
  tiers: SalaryTier[];
  cycle: DividendCycle | null;
  shareBp: number;
  createdAt: string;
  decidedAt: string | null;
}

/** One period's figures: active members (salary) or net loss (dividend), the amount due and whether it is paid. */
export interface PeriodFigures {
  periodStart: string;
  periodEnd: string;
  active: number;
  netLossCents: number;
  amountCents: number;
  paid: boolean;
}

export interface ContractCurrent {
  contract: AgentContract | null;
  pending: AgentContract | null;
  estimate: PeriodFigures | null;
}

export interface SalaryInfo {
  period: SalaryPeriod;
  upline: string | null;
  defaultTiers: SalaryTier[];
  maxTiers: number;
  maxAmountCents: number;
}

export interface DividendInfo {
  upline: string | null;
  cycles: DividendCycle[];
  maxShareBp: number;
}

/** A downline agent's contract as its upline sees it, with the last closed period it may pay. */
export interface TeamContract {
  contract: AgentContract;
  due: PeriodFigures | null;
}

export interface ContractPayment {
  id: number;
  kind: ContractKind;
  periodStart: string;
  periodEnd: string;
  active: number;
  netLossCents: number;
  amountCents: number;
  payer: string;
  createdAt: string;
}
