// The agent programme: links, downlines, transfers, rebates and contract answers (SPEC §6).
import { noParams, paging } from './common.ts';
import { arrayOf, bool, id, int, object, oneOf, optional, str } from './combinators.ts';
import { idempotencyKey } from './wallet.ts';

const basisPoints = () => int({ min: 0, max: 10_000 });

export const agentParams = {
  agentLinks: noParams,
  createAgentLink: noParams,
  deleteAgentLink: object({ code: str({ max: 16 }) }),
  downlines: object(paging()),
  transferToDownlines: object({
    downlineIds: arrayOf(id(), 50),
    amount: int({ min: 1, max: 100_000_000 }),
    idempotencyKey: idempotencyKey(),
  }),
  agentRegisterDownline: object({
    username: str({ max: 16, trim: true }),
    password: str({ max: 20 }),
    rateBp: optional(basisPoints()),
    captcha: optional(str({ max: 16 })),
    captchaKey: optional(str({ max: 64 })),
  }),
  answerContract: object({ kind: oneOf(['daily', 'dividend', 'hourly']), accept: bool() }),
  rebateSettings: noParams,
  updateDownlineRebate: object({ downlineId: id(), rateBp: basisPoints() }),
};
