// The agent's team (SPEC §7 Agent): downlines with the team KPI, transfers to one or several of
// them (all or nothing, one idempotency key per request), new downline accounts, affiliate links.
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import type { ParamsOf } from '../../api/endpoints';
import { movingMoney } from '../money/balance';
import { resource } from '../resource';

/** SPEC §7: the team as one page of 50 (the transfer and rebate forms pick from it). */
export const downlines = resource((signal) => call(agentApi.downlines, { pageNo: 1, pageSize: 50 }, { signal }));

export const transferToDownlines = (p: ParamsOf<'transferToDownlines'>) =>
  movingMoney(() => call(agentApi.transferToDownlines, p));

export const registerDownline = (p: ParamsOf<'agentRegisterDownline'>) => call(agentApi.agentRegisterDownline, p);

export const agentLinks = resource((signal) => call(agentApi.agentLinks, {}, { signal }));

/** Creates or deletes a link; the list shows the server's answer. */
export async function createLink(): Promise<void> {
  agentLinks.data.value = await call(agentApi.createAgentLink, {});
}
export async function deleteLink(code: string): Promise<void> {
  agentLinks.data.value = await call(agentApi.deleteAgentLink, { code });
}
