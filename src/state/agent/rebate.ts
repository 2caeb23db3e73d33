// Rebate settings and quotas (SPEC §7 Agent): the agent's own rate, its seats per level, the team.
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import { resource } from '../resource';

export const rebateScreen = resource(async (signal) => {
  const [settings, team] = await Promise.all([
    call(agentApi.rebateSettings, {}, { signal }),
    call(agentApi.downlines, { pageNo: 1, pageSize: 50 }, { signal }),
  ]);
  return { settings, team };
});

export async function setDownlineRebate(downlineId: number, rateBp: number): Promise<void> {
  await call(agentApi.updateDownlineRebate, { downlineId, rateBp });
}
