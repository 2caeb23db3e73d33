// The contract requests an agent's upline has sent (SPEC §2.1 contract screens, §4 prompts) and
// the agent's answer to one of them.
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import * as messagesApi from '../../api/calls/messages';
import type { ContractKind } from '../../api/types';
import { resource } from '../resource';

export const contractRequests = resource((signal) => call(messagesApi.contractRequests, {}, { signal }));

/** The response flag of each kind's pending request. */
export const REQUEST_FLAG = {
  daily: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
} as const;

export async function answerContract(kind: ContractKind, accept: boolean): Promise<void> {
  await call(agentApi.answerContract, { kind, accept });
}
