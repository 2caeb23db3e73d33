// Agent contract prompts on home (SPEC §4): one prompt per pending request kind, each
// with Cancel and Go to its contract route (SPEC §2.1).
import type { ContractRequests } from '../api/types';
import { PATHS } from '../routes';

export interface ContractPrompt {
  kind: 'daily' | 'dividend' | 'hourly';
  titleKey: string;
  route: string;
}

const PROMPTS: ReadonlyArray<ContractPrompt & { flag: keyof ContractRequests }> = [
  { kind: 'daily', flag: 'dailysalreqtype', titleKey: 'contract.daily', route: PATHS.salaryContract },
  {
    kind: 'dividend',
    flag: 'divtypecompperiodreq',
    titleKey: 'contract.dividend',
    route: PATHS.dividendContract,
  },
  { kind: 'hourly', flag: 'contracthoursalreq', titleKey: 'contract.hourly', route: PATHS.hourContract },
];

/** In the spec's order: daily salary, dividend, hourly salary. */
export function contractPrompts(pending: ContractRequests): ContractPrompt[] {
  return PROMPTS.filter((p) => pending[p.flag] === true).map(({ flag: _, ...p }) => p);
}
