// Deposit limits, reality checks, session summary and self-exclusion (SPEC §5 Responsible play).
import { noParams } from './common.ts';
import { int, money, nullable, object, oneOf } from './combinators.ts';

export const responsibleParams = {
  responsibleSettings: noParams,
  setDepositLimit: object({ period: oneOf(['day', 'week', 'month']), cents: nullable(money()) }),
  setRealityCheck: object({ minutes: int({ min: 0, max: 24 * 60 }) }),
  sessionSummary: noParams,
  selfExclude: object({ period: oneOf(['24h', '7d', '30d', 'permanent']) }),
  playLimits: noParams,
  setLossLimit: object({ period: oneOf(['day', 'week', 'month']), cents: nullable(money()) }),
  setTimeLimit: object({ kind: oneOf(['session', 'day']), minutes: nullable(int({ min: 1, max: 24 * 60 })) }),
};
