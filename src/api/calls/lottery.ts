// Lottery draws and the jackpot (contracts/lottery.ts). One export per call, so a chunk
// carries only the paths and guards of the calls it makes.
import type { Endpoint } from '../endpoints';
import { arrayOf, fields, isNum, isStr } from '../guards';

const isDraw = /* @__PURE__ */ fields({ nodeId: isStr, drawAt: isStr, numbers: /* @__PURE__ */ arrayOf(isNum) });

export const lotteryNextDraw: Endpoint<'lotteryNextDraw'> = {
  method: 'GET',
  path: '/wps/lottery/next',
  shape: /* @__PURE__ */ fields({ drawAt: isStr, serverTime: isStr, intervalSeconds: isNum }),
};
export const lotteryDraws: Endpoint<'lotteryDraws'> = {
  method: 'GET',
  path: '/wps/lottery/draws',
  shape: /* @__PURE__ */ fields({ content: /* @__PURE__ */ arrayOf(isDraw), pageNum: isNum, totalPages: isNum }),
};
export const jackpot: Endpoint<'jackpot'> = {
  method: 'GET',
  path: '/wps/game/jackpot',
  shape: /* @__PURE__ */ fields({ amount: isNum, updatedAt: isStr, serverTime: isStr }),
};
export const adminLotteryDraw: Endpoint<'adminLotteryDraw'> = {
  method: 'POST',
  path: '/wps/admin/lottery/draw',
  access: 'operator',
  shape: /* @__PURE__ */ fields({ draws: /* @__PURE__ */ arrayOf(isDraw) }),
};
