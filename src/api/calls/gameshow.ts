// The game show money wheel's calls (contracts/gameshow.ts), made by its page under /demo/gameshow, never by the app.
import type { Endpoint } from '../endpoints';
import { fields, isNum, isObj } from '../guards';

export const gameshowState: Endpoint<'gameshowState'> = {
  method: 'POST',
  path: '/wps/demo/gameshow/state',
  shape: /* @__PURE__ */ fields({ balance: isNum }),
};
export const gameshowBet: Endpoint<'gameshowBet'> = {
  method: 'POST',
  path: '/wps/demo/gameshow/bet',
  shape: /* @__PURE__ */ fields({ bet: isObj, balance: isNum }),
};
