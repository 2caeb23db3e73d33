// Agent salary (daily, hourly) and dividend contracts (SPEC §7 Agent salary, dividend).
// Whether tiers rise and a share is in range are the contract rules' (BAD_TIERS; src/rules/agent-contracts.ts).
import { noParams, paging } from './common.ts';
import { arrayOf, bool, id, int, object, oneOf, optional, str } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const period = () => oneOf(['daily', 'hourly']);
const periodStart = () => str({ max: 32, trim: true, example: '2026-01-01' });
const payment = () => object({ contractId: id(), periodStart: str({ max: 32 }) });

export const agentContractParams = {
  salaryInfo: object({ period: period() }),
  salaryCurrent: object({ period: period() }),
  salaryQuery: object({
    period: period(),
    periodStart: optional(periodStart()),
    downlineId: optional(int({ min: 0, max: Number.MAX_SAFE_INTEGER })),
  }),
  salaryApply: object({
    period: period(),
    tiers: arrayOf(object({ minActive: int(WHOLE), amountCents: int(WHOLE) }), 100),
  }),
  salaryRequests: object({ period: period() }),
  salaryProcess: object({ contractId: id(), approve: bool() }),
  salaryPay: payment(),
  salaryHistory: object({ period: period(), ...paging() }),
  dividendInfo: noParams,
  dividendCurrent: noParams,
  dividendOffer: object({ downlineId: id(), cycle: oneOf(['week', 'month']), shareBp: int(WHOLE) }),
  dividendTeam: noParams,
  dividendPayout: payment(),
  dividendHistory: object(paging()),
  dividendMessage: object({ downlineId: id(), text: str({ max: 500, trim: true }) }),
};
