// The agent programme: links, team, rebates (SPEC §6, §7 Agent).

export interface AgentLink {
  code: string;
  path: string;
  createdAt: string;
  downlines: number;
}

export interface Downline {
  id: number;
  userName: string;
  nickname: string;
  joinedAt: string;
  depositedCents: number;
  rebateBp: number;
}

export interface TeamKpi {
  members: number;
  newThisMonth: number;
  depositedCents: number;
  withdrawnCents: number;
  transferredCents: number;
}

export interface DownlinePage {
  list: Downline[];
  pageNum: number;
  totalPages: number;
  kpi: TeamKpi;
}

export type ContractKind = 'daily' | 'dividend' | 'hourly';

/** Rebate rates in basis points (150 = 1.50 %); a downline's rate is at most the agent's own. */
export interface RebateSettings {
  ownBp: number;
  maxBp: number;
  quotas: QuotaRow[];
}

/** A quota row: how many downline accounts the agent may still open at a rebate level (SPEC §7 quotas). */
export interface QuotaRow {
  rateBp: number;
  total: number;
  used: number;
  remaining: number;
}
