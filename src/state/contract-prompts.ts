// The home page's check for pending agent contract requests (SPEC §4), for ui/ContractPrompts:
// its own module, so the after-paint home extras load it without the agent screens' state.
import { call } from '../api/client';
import * as messagesApi from '../api/calls/messages';
import type { ContractRequests } from '../api/types';

/** The pending requests, or null when they could not be read (no prompt then). */
export const pendingContracts = (): Promise<ContractRequests | null> =>
  call(messagesApi.contractRequests, {}).catch(() => null);
