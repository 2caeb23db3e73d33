// The agent's team (SPEC §7 Agent): downlines with the team KPI, transfers to one or several of
// them (all or nothing, one idempotency key per request), new downline accounts, affiliate links.
import { ApiError, call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import type { ParamsOf } from '../../api/endpoints';
import { movingMoney } from '../money/balance';
import { resource } from '../resource';

/** SPEC §7: the team as one page of 50 (the transfer and rebate forms pick from it). */
export const downlines = resource((signal) => call(agentApi.downlines, { pageNo: 1, pageSize: 50 }, { signal }));

export const transferToDownlines = (p: ParamsOf<'transferToDownlines'>) =>
  movingMoney(() => call(agentApi.transferToDownlines, p));

/**
 * Opens a downline account. The server's rate limit (public registration's) is told in the
 * agent's words: how many accounts a window allows is the site's rule, not a fault.
 */
export async function registerDownline(p: ParamsOf<'agentRegisterDownline'>) {
  try {
    return await call(agentApi.agentRegisterDownline, p);
  } catch (e) {
    if (!(e instanceof ApiError) || e.code !== 'RATE_LIMITED') throw e;
    throw new ApiError(e.kind, 'agent.register.tooMany', e.code, e.serverMessage, e.value, e.status);
  }
}

export const agentLinks = resource((signal) => call(agentApi.agentLinks, {}, { signal }));

/** Creates or deletes a link; the list shows the server's answer. */
export async function createLink(): Promise<void> {
  agentLinks.data.value = await call(agentApi.createAgentLink, {});
}
export async function deleteLink(code: string): Promise<void> {
  agentLinks.data.value = await call(agentApi.deleteAgentLink, { code });
}
