// Agent contract prompts on home (SPEC §4): one prompt per pending request kind, each
// with Cancel and Go to its contract route (SPEC §2.1).
import type { ContractRequests } from '../api/types';

export interface ContractPrompt {
  kind: 'daily' | 'dividend' | 'hourly';
  titleKey: string;
  route: string;
}

const PROMPTS: ReadonlyArray<ContractPrompt & { flag: keyof ContractRequests }> = [
  { kind: 'daily', flag: 'dailysalreqtype', titleKey: 'contract.daily', route: '/m/member/agent/getSalaryContract' },
  {
    kind: 'dividend',
    flag: 'divtypecompperiodreq',
    titleKey: 'contract.dividend',
    route: '/m/member/agent/getDevidendContract',
  },
  { kind: 'hourly', flag: 'contracthoursalreq', titleKey: 'contract.hourly', route: '/m/member/agent/getHourContract' },
];

/** In the spec's order: daily salary, dividend, hourly salary. */
export function contractPrompts(pending: ContractRequests): ContractPrompt[] {
  return PROMPTS.filter((p) => pending[p.flag] === true).map(({ flag: _, ...p }) => p);
}
