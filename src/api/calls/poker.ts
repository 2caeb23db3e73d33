// The video poker calls (contracts/poker.ts), made by its page under /demo/poker, never by the app.
import type { Endpoint } from '../endpoints';
import { fields, isNum, isObj } from '../guards';

export const pokerState: Endpoint<'pokerState'> = {
  method: 'POST',
  path: '/wps/demo/poker/state',
  shape: /* @__PURE__ */ fields({ balance: isNum }),
};
export const pokerDeal: Endpoint<'pokerDeal'> = {
  method: 'POST',
  path: '/wps/demo/poker/deal',
  shape: /* @__PURE__ */ fields({ hand: isObj, balance: isNum }),
};
export const pokerDraw: Endpoint<'pokerDraw'> = {
  method: 'POST',
  path: '/wps/demo/poker/draw',
  shape: /* @__PURE__ */ fields({ hand: isObj, balance: isNum }),
};
