// The agent programme: links, team, transfers, contract answers, rebates (SPEC §6, §7 Agent).
import type { AgentLink, ContractKind, DownlinePage, RebateSettings } from '../types';
import type { Params } from './params';

export interface AgentProgrammeContract {
  agentLinks: { access: 'agent'; params: Params; value: AgentLink[] };
  createAgentLink: { access: 'agent'; params: Params; value: AgentLink[] };
  deleteAgentLink: { access: 'agent'; params: { code: string }; value: AgentLink[] };
  downlines: { access: 'agent'; params: { pageNo: number; pageSize: number }; value: DownlinePage };
  /** The same amount (cents) to each listed downline, all or nothing; a retried key moves money once. */
  transferToDownlines: {
    access: 'agent';
    params: { downlineIds: number[]; amount: number; idempotencyKey: string };
    value: { balance: number; transferred: number };
  };
  /**
   * /m/agentRegister: the agent opens a player account that joins its team, under the rules of
   * public registration (its rate limits; the captcha when the site's registration asks one).
   */
  agentRegisterDownline: {
    access: 'agent';
    params: { username: string; password: string; rateBp?: number; captcha?: string; captchaKey?: string };
    value: { id: number; userName: string };
  };
  answerContract: { access: 'member'; params: { kind: ContractKind; accept: boolean }; value: null };
  rebateSettings: { access: 'agent'; params: Params; value: RebateSettings };
  /** A downline's rebate (basis points) within the agent's own; only the agent's own downlines. */
  updateDownlineRebate: { access: 'agent'; params: { downlineId: number; rateBp: number }; value: null };
}
