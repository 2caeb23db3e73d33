// The sportsbook's calls (contracts/sports.ts), made by its page under /demo/sports, never by the app.
import type { Endpoint } from '../endpoints';
import { fields, isNum, isObj } from '../guards';

export const sportsState: Endpoint<'sportsState'> = {
  method: 'POST',
  path: '/wps/demo/sports/state',
  shape: /* @__PURE__ */ fields({ now: isNum, balance: isNum }),
};
export const sportsBet: Endpoint<'sportsBet'> = {
  method: 'POST',
  path: '/wps/demo/sports/bet',
  shape: /* @__PURE__ */ fields({ bet: isObj, balance: isNum }),
};
export const sportsCashOut: Endpoint<'sportsCashOut'> = {
  method: 'POST',
  path: '/wps/demo/sports/cashout',
  shape: /* @__PURE__ */ fields({ bet: isObj, balance: isNum }),
};
