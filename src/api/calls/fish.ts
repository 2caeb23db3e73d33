// The fish shooting calls (contracts/fish.ts), made by its page under /demo/fish, never by the app.
import type { Endpoint } from '../endpoints';
import { fields, isNum, isObj } from '../guards';

export const fishState: Endpoint<'fishState'> = {
  method: 'POST',
  path: '/wps/demo/fish/state',
  shape: /* @__PURE__ */ fields({ next: isObj, balance: isNum }),
};
export const fishShot: Endpoint<'fishShot'> = {
  method: 'POST',
  path: '/wps/demo/fish/shot',
  shape: /* @__PURE__ */ fields({ shot: isObj, next: isObj, balance: isNum }),
};
