// The bingo calls (contracts/bingo.ts), made by its page under /demo/bingo, never by the app.
import type { Endpoint } from '../endpoints';
import { fields, isNum, isObj } from '../guards';

export const bingoState: Endpoint<'bingoState'> = {
  method: 'POST',
  path: '/wps/demo/bingo/state',
  shape: /* @__PURE__ */ fields({ balance: isNum }),
};
export const bingoBuy: Endpoint<'bingoBuy'> = {
  method: 'POST',
  path: '/wps/demo/bingo/buy',
  shape: /* @__PURE__ */ fields({ card: isObj, balance: isNum }),
};
