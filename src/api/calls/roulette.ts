// The live roulette calls (contracts/roulette.ts), made by its page under /demo/roulette, never by the app.
import type { Endpoint } from '../endpoints';
import { fields, isNum, isObj, isStr } from '../guards';

export const rouletteState: Endpoint<'rouletteState'> = {
  method: 'POST',
  path: '/wps/demo/roulette/state',
  shape: /* @__PURE__ */ fields({ now: isNum, phase: isStr, balance: isNum }),
};
export const rouletteBet: Endpoint<'rouletteBet'> = {
  method: 'POST',
  path: '/wps/demo/roulette/bet',
  shape: /* @__PURE__ */ fields({ bet: isObj, balance: isNum }),
};
