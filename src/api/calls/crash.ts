// The crash game's calls (contracts/crash.ts), made by its page under /demo/crash, never by the app.
import type { Endpoint } from '../endpoints';
import { fields, isNum, isObj, isStr } from '../guards';

export const crashState: Endpoint<'crashState'> = {
  method: 'POST',
  path: '/wps/demo/crash/state',
  shape: /* @__PURE__ */ fields({ now: isNum, phase: isStr, multiplier: isNum, balance: isNum }),
};
export const crashBet: Endpoint<'crashBet'> = {
  method: 'POST',
  path: '/wps/demo/crash/bet',
  shape: /* @__PURE__ */ fields({ bet: isObj, balance: isNum }),
};
export const crashCashOut: Endpoint<'crashCashOut'> = {
  method: 'POST',
  path: '/wps/demo/crash/cashout',
  shape: /* @__PURE__ */ fields({ bet: isObj, balance: isNum }),
};
