// The agent programme: links, team, transfers, contract answers, rebates (SPEC §6, §7 Agent).
// One export per call, so a chunk carries only the paths and guards of the calls it makes.
import type { Endpoint } from '../endpoints';
import type { AgentLink } from '../types';
import { isStr, isNum, isNull, arrayOf, fields } from '../guards';

const isLink = /* @__PURE__ */ fields<AgentLink>({ code: isStr, path: isStr, createdAt: isStr, downlines: isNum });

export const agentLinks: Endpoint<'agentLinks'> = {
  method: 'GET',
  path: '/wps/agent/affiliate/links',
  access: 'agent',
  shape: /* @__PURE__ */ arrayOf(isLink),
};
export const createAgentLink: Endpoint<'createAgentLink'> = {
  method: 'POST',
  path: '/wps/agent/affiliate/links',
  access: 'agent',
  shape: /* @__PURE__ */ arrayOf(isLink),
};
export const deleteAgentLink: Endpoint<'deleteAgentLink'> = {
  method: 'POST',
  path: '/wps/agent/affiliate/links/delete',
  access: 'agent',
  shape: /* @__PURE__ */ arrayOf(isLink),
};
export const downlines: Endpoint<'downlines'> = {
  method: 'GET',
  path: '/wps/agent/downlines',
  access: 'agent',
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
  access: 'agent',
  shape: /* @__PURE__ */ fields({ balance: isNum, transferred: isNum }),
};
export const agentRegisterDownline: Endpoint<'agentRegisterDownline'> = {
  method: 'POST',
  path: '/wps/agent/downline',
  access: 'agent',
  shape: /* @__PURE__ */ fields({ id: isNum, userName: isStr }),
};
export const answerContract: Endpoint<'answerContract'> = {
  method: 'POST',
  path: '/wps/agent/contract/answer',
  access: 'member',
  shape: isNull,
};
export const rebateSettings: Endpoint<'rebateSettings'> = {
  method: 'GET',
  path: '/wps/agent/rebate',
  access: 'agent',
  shape: /* @__PURE__ */ fields({
    ownBp: isNum,
    maxBp: isNum,
    quotas: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ rateBp: isNum, total: isNum, remaining: isNum })),
  }),
};
export const updateDownlineRebate: Endpoint<'updateDownlineRebate'> = {
  method: 'POST',
  path: '/wps/agent/downline/rebate',
  access: 'agent',
  shape: isNull,
};

// Salary and dividend contracts have their own module; one namespace import still reaches every agent call.
export * from './agent-contracts';
