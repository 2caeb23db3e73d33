// The live baccarat calls (contracts/baccarat.ts), made by its page under /demo/baccarat, never by the app.
import type { Endpoint } from '../endpoints';
import { fields, isNum, isObj } from '../guards';

export const baccaratState: Endpoint<'baccaratState'> = {
  method: 'POST',
  path: '/wps/demo/baccarat/state',
  shape: /* @__PURE__ */ fields({ balance: isNum }),
};
export const baccaratBet: Endpoint<'baccaratBet'> = {
  method: 'POST',
  path: '/wps/demo/baccarat/bet',
  shape: /* @__PURE__ */ fields({ bet: isObj, balance: isNum }),
};
