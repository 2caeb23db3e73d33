// The agent programme: links, team, transfers, contracts, rebates (SPEC §6, §7 Agent).
// One export per call, so a chunk carries only the paths and guards of the calls it makes.
import type { Endpoint } from '../endpoints';
import type {
  AgentContract,
  AgentLink,
  ContractCurrent,
  ContractPayment,
  PeriodFigures,
  RecordPage,
  TeamContract,
} from '../types';
import { isStr, isNum, isNull, isBool, arrayOf, fields, type Guard } from '../guards';

const isLink = /* @__PURE__ */ fields<AgentLink>({ code: isStr, path: isStr, createdAt: isStr, downlines: isNum });

export const agentLinks: Endpoint<'agentLinks'> = {
  method: 'GET',
  path: '/wps/agent/affiliate/links',
  auth: true,
  shape: /* @__PURE__ */ arrayOf(isLink),
};
export const createAgentLink: Endpoint<'createAgentLink'> = {
  method: 'POST',
  path: '/wps/agent/affiliate/links',
  auth: true,
  shape: /* @__PURE__ */ arrayOf(isLink),
};
export const deleteAgentLink: Endpoint<'deleteAgentLink'> = {
  method: 'POST',
  path: '/wps/agent/affiliate/links/delete',
  auth: true,
  shape: /* @__PURE__ */ arrayOf(isLink),
};
export const downlines: Endpoint<'downlines'> = {
  method: 'GET',
  path: '/wps/agent/downlines',
  auth: true,
  shape: /* @__PURE__ */ fields({
    list: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ id: isNum, userName: isStr, depositedCents: isNum })),
    pageNum: isNum,
    totalPages: isNum,
    kpi: /* @__PURE__ */ fields({
      members: isNum,
      newThisMonth: isNum,
      depositedCents: isNum,
      withdrawnCents: isNum,
      transferredCents: isNum,
    }),
  }),
};
export const transferToDownlines: Endpoint<'transferToDownlines'> = {
  method: 'POST',
  path: '/wps/agent/transfer',
  auth: true,
  shape: /* @__PURE__ */ fields({ balance: isNum, transferred: isNum }),
};
export const agentRegisterDownline: Endpoint<'agentRegisterDownline'> = {
  method: 'POST',
  path: '/wps/agent/downline',
  auth: true,
  shape: /* @__PURE__ */ fields({ id: isNum, userName: isStr }),
};
export const answerContract: Endpoint<'answerContract'> = {
  method: 'POST',
  path: '/wps/agent/contract/answer',
  auth: true,
  shape: isNull,
};
export const rebateSettings: Endpoint<'rebateSettings'> = {
  method: 'GET',
  path: '/wps/agent/rebate',
  auth: true,
  shape: /* @__PURE__ */ fields({
    ownBp: isNum,
    maxBp: isNum,
    quotas: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ rateBp: isNum, total: isNum, remaining: isNum })),
  }),
};
export const updateDownlineRebate: Endpoint<'updateDownlineRebate'> = {
  method: 'POST',
  path: '/wps/agent/downline/rebate',
  auth: true,
  shape: isNull,
};

// Salary and dividend contracts (SPEC §7 Agent salary, dividend).
const isStrOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
const isContract = /* @__PURE__ */ fields<AgentContract>({
  id: isNum,
  kind: isStr,
  userName: isStr,
  status: isStr,
  shareBp: isNum,
  tiers: Array.isArray as Guard<unknown>,
});
const isContractOrNull: Guard<AgentContract | null> = (v): v is AgentContract | null => v === null || isContract(v);
const isFigures = /* @__PURE__ */ fields<PeriodFigures>({
  periodStart: isStr,
  periodEnd: isStr,
  active: isNum,
  netLossCents: isNum,
  amountCents: isNum,
  paid: isBool,
});
const isFiguresOrNull: Guard<PeriodFigures | null> = (v): v is PeriodFigures | null => v === null || isFigures(v);
const isCurrent = /* @__PURE__ */ fields<ContractCurrent>({
  contract: isContractOrNull,
  pending: isContractOrNull,
  estimate: isFiguresOrNull,
});
const isTeam = /* @__PURE__ */ arrayOf(
  /* @__PURE__ */ fields<TeamContract>({ contract: isContract, due: isFiguresOrNull }),
);
const isPayment = /* @__PURE__ */ fields<ContractPayment>({
  id: isNum,
  periodStart: isStr,
  amountCents: isNum,
  payer: isStr,
  createdAt: isStr,
});
const isPaid = /* @__PURE__ */ fields<{ payment: ContractPayment; balance: number }>({
  payment: isPayment,
  balance: isNum,
});
const isPaymentPage = /* @__PURE__ */ fields<RecordPage<ContractPayment>>({
  list: /* @__PURE__ */ arrayOf(isPayment),
  pageNum: isNum,
  totalPages: isNum,
});

export const salaryInfo: Endpoint<'salaryInfo'> = {
  method: 'GET',
  path: '/wps/agent/salary/info',
  auth: true,
  shape: /* @__PURE__ */ fields({
    period: isStr,
    upline: isStrOrNull,
    defaultTiers: Array.isArray as Guard<unknown>,
    maxTiers: isNum,
    maxAmountCents: isNum,
  }),
};
export const salaryCurrent: Endpoint<'salaryCurrent'> = {
  method: 'GET',
  path: '/wps/agent/salary/current',
  auth: true,
  shape: isCurrent,
};
export const salaryQuery: Endpoint<'salaryQuery'> = {
  method: 'GET',
  path: '/wps/agent/salary/query',
  auth: true,
  shape: isFigures,
};
export const salaryApply: Endpoint<'salaryApply'> = {
  method: 'POST',
  path: '/wps/agent/salary/apply',
  auth: true,
  shape: isContract,
};
export const salaryRequests: Endpoint<'salaryRequests'> = {
  method: 'GET',
  path: '/wps/agent/salary/requests',
  auth: true,
  shape: isTeam,
};
export const salaryProcess: Endpoint<'salaryProcess'> = {
  method: 'POST',
  path: '/wps/agent/salary/process',
  auth: true,
  shape: isContract,
};
export const salaryPay: Endpoint<'salaryPay'> = {
  method: 'POST',
  path: '/wps/agent/salary/pay',
  auth: true,
  shape: isPaid,
};
export const salaryHistory: Endpoint<'salaryHistory'> = {
  method: 'GET',
  path: '/wps/agent/salary/history',
  auth: true,
  shape: isPaymentPage,
};
export const dividendInfo: Endpoint<'dividendInfo'> = {
  method: 'GET',
  path: '/wps/agent/dividend/info',
  auth: true,
  shape: /* @__PURE__ */ fields({ upline: isStrOrNull, cycles: /* @__PURE__ */ arrayOf(isStr), maxShareBp: isNum }),
};
export const dividendCurrent: Endpoint<'dividendCurrent'> = {
  method: 'GET',
  path: '/wps/agent/dividend/current',
  auth: true,
  shape: isCurrent,
};
export const dividendOffer: Endpoint<'dividendOffer'> = {
  method: 'POST',
  path: '/wps/agent/dividend/offer',
  auth: true,
  shape: isContract,
};
export const dividendTeam: Endpoint<'dividendTeam'> = {
  method: 'GET',
  path: '/wps/agent/dividend/team',
  auth: true,
  shape: isTeam,
};
export const dividendPayout: Endpoint<'dividendPayout'> = {
  method: 'POST',
  path: '/wps/agent/dividend/payout',
  auth: true,
  shape: isPaid,
};
export const dividendHistory: Endpoint<'dividendHistory'> = {
  method: 'GET',
  path: '/wps/agent/dividend/history',
  auth: true,
  shape: isPaymentPage,
};
export const dividendMessage: Endpoint<'dividendMessage'> = {
  method: 'POST',
  path: '/wps/agent/dividend/message',
  auth: true,
  shape: isNull,
};
