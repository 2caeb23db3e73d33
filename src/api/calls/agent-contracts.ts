// Agent salary (daily, hourly) and dividend contracts (SPEC §7 Agent salary, dividend).
// One export per call, so a chunk carries only the paths and guards of the calls it makes.
// The agent pages reach these through calls/agent.ts, which re-exports them.
import type { Endpoint } from '../endpoints';
import type {
  AgentContract,
  ContractCurrent,
  ContractPayment,
  PeriodFigures,
  RecordPage,
  TeamContract,
} from '../types';
import { isStr, isNum, isNull, isBool, arrayOf, fields, type Guard } from '../guards';

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
  access: 'agent',
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
  access: 'agent',
  shape: isCurrent,
};
export const salaryQuery: Endpoint<'salaryQuery'> = {
  method: 'GET',
  path: '/wps/agent/salary/query',
  access: 'agent',
  shape: isFigures,
};
export const salaryApply: Endpoint<'salaryApply'> = {
  method: 'POST',
  path: '/wps/agent/salary/apply',
  access: 'agent',
  shape: isContract,
};
export const salaryRequests: Endpoint<'salaryRequests'> = {
  method: 'GET',
  path: '/wps/agent/salary/requests',
  access: 'agent',
  shape: isTeam,
};
export const salaryProcess: Endpoint<'salaryProcess'> = {
  method: 'POST',
  path: '/wps/agent/salary/process',
  access: 'agent',
  shape: isContract,
};
export const salaryPay: Endpoint<'salaryPay'> = {
  method: 'POST',
  path: '/wps/agent/salary/pay',
  access: 'agent',
  shape: isPaid,
};
export const salaryHistory: Endpoint<'salaryHistory'> = {
  method: 'GET',
  path: '/wps/agent/salary/history',
  access: 'agent',
  shape: isPaymentPage,
};
export const dividendInfo: Endpoint<'dividendInfo'> = {
  method: 'GET',
  path: '/wps/agent/dividend/info',
  access: 'agent',
  shape: /* @__PURE__ */ fields({ upline: isStrOrNull, cycles: /* @__PURE__ */ arrayOf(isStr), maxShareBp: isNum }),
};
export const dividendCurrent: Endpoint<'dividendCurrent'> = {
  method: 'GET',
  path: '/wps/agent/dividend/current',
  access: 'agent',
  shape: isCurrent,
};
export const dividendOffer: Endpoint<'dividendOffer'> = {
  method: 'POST',
  path: '/wps/agent/dividend/offer',
  access: 'agent',
  shape: isContract,
};
export const dividendTeam: Endpoint<'dividendTeam'> = {
  method: 'GET',
  path: '/wps/agent/dividend/team',
  access: 'agent',
  shape: isTeam,
};
export const dividendPayout: Endpoint<'dividendPayout'> = {
  method: 'POST',
  path: '/wps/agent/dividend/payout',
  access: 'agent',
  shape: isPaid,
};
export const dividendHistory: Endpoint<'dividendHistory'> = {
  method: 'GET',
  path: '/wps/agent/dividend/history',
  access: 'agent',
  shape: isPaymentPage,
};
export const dividendMessage: Endpoint<'dividendMessage'> = {
  method: 'POST',
  path: '/wps/agent/dividend/message',
  access: 'agent',
  shape: isNull,
};
