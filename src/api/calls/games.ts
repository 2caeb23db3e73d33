// The game pages' calls: favourites, recent games, lotteries, the launch, game records and the
// demo games' own calls (SPEC §7 Games). Kept apart from catalogue.ts, whose calls are in the
// first view: a module is never split between chunks, so a call here stays out of it.
import type { Endpoint } from '../endpoints';
import { arrayOf, fields, isNull, isNum, isObj, isStr } from '../guards';
import { isGame } from './game-shape';

export const vendorGameTypes: Endpoint<'vendorGameTypes'> = {
  method: 'GET',
  path: '/wps/game/vendorGameTypes',
  shape: /* @__PURE__ */ fields({
    content: /* @__PURE__ */ arrayOf(
      /* @__PURE__ */ fields({ gameCategory: isStr, gameType: isStr, gameClassify: isStr }),
    ),
  }),
};
export const ranking: Endpoint<'ranking'> = {
  method: 'GET',
  path: '/wps/game/ranking',
  shape: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ rank: isNum, customerName: isStr, winAmount: isNum })),
};
export const favouriteIds: Endpoint<'favouriteIds'> = {
  method: 'GET',
  path: '/wps/game/favourite/ids',
  access: 'member',
  shape: /* @__PURE__ */ arrayOf(isStr),
};
export const favouriteList: Endpoint<'favouriteList'> = {
  method: 'GET',
  path: '/wps/game/favourite/list',
  access: 'member',
  shape: /* @__PURE__ */ fields({ content: /* @__PURE__ */ arrayOf(isGame), pageNum: isNum, totalPages: isNum }),
};
export const addFavourite: Endpoint<'addFavourite'> = {
  method: 'POST',
  path: '/wps/game/favourite',
  access: 'member',
  shape: isNull,
};
export const removeFavourite: Endpoint<'removeFavourite'> = {
  method: 'DELETE',
  path: '/wps/game/favourite',
  access: 'member',
  shape: isNull,
};
export const recentGames: Endpoint<'recentGames'> = {
  method: 'GET',
  path: '/wps/game/recent',
  access: 'member',
  shape: /* @__PURE__ */ arrayOf(isGame),
};
export const lotteryList: Endpoint<'lotteryList'> = {
  method: 'GET',
  path: '/wps/lottery/list',
  shape: /* @__PURE__ */ arrayOf(isGame),
};
export const lotteryMenu: Endpoint<'lotteryMenu'> = {
  method: 'GET',
  path: '/wps/lottery/menu',
  shape: /* @__PURE__ */ fields({
    menu: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ vassalage: isStr, displayName: isStr })),
    mapping: isObj,
  }),
};
export const recentLottery: Endpoint<'recentLottery'> = {
  method: 'GET',
  path: '/wps/lottery/recent',
  access: 'member',
  shape: /* @__PURE__ */ arrayOf(isGame),
};
export const launchGame: Endpoint<'launchGame'> = {
  method: 'POST',
  path: '/wps/game/launchGame',
  access: 'member',
  shape: /* @__PURE__ */ fields({ url: isStr }),
};
export const orders: Endpoint<'orders'> = {
  method: 'GET',
  path: '/lgw/orders',
  access: 'member',
  shape: /* @__PURE__ */ fields({
    content: /* @__PURE__ */ arrayOf(
      /* @__PURE__ */ fields({ orderId: isStr, gameName: isStr, betAmount: isNum, winAmount: isNum, status: isStr }),
    ),
    pageNum: isNum,
    totalPages: isNum,
  }),
};
export const orderDetail: Endpoint<'orderDetail'> = {
  method: 'GET',
  path: '/lgw/orders/detail',
  access: 'member',
  shape: /* @__PURE__ */ fields({
    order: isObj,
    subOrders: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ subOrderId: isStr, betAmount: isNum, status: isStr })),
  }),
};
export const cancelSubOrders: Endpoint<'cancelSubOrders'> = {
  method: 'POST',
  path: '/lgw/orders/suborders/cancel',
  access: 'member',
  shape: /* @__PURE__ */ fields({ cancelled: isNum, refund: isNum, balance: isNum }),
};
/** Called by the demo game page (server/demo), authorised by its play key, not the member token. */
export const demoSpin: Endpoint<'demoSpin'> = {
  method: 'POST',
  path: '/wps/demo/spin',
  shape: /* @__PURE__ */ fields({ orderId: isStr, win: isNum, balance: isNum }),
};
export const demoFreeSpin: Endpoint<'demoFreeSpin'> = {
  method: 'POST',
  path: '/wps/demo/spin/free',
  shape: /* @__PURE__ */ fields({ orderId: isStr, win: isNum, balance: isNum }),
};
export const demoLotteryBets: Endpoint<'demoLotteryBets'> = {
  method: 'POST',
  path: '/wps/demo/lottery/bets',
  shape: /* @__PURE__ */ fields({ bets: Array.isArray, balance: isNum }),
};
export const demoLotteryBet: Endpoint<'demoLotteryBet'> = {
  method: 'POST',
  path: '/wps/demo/lottery/bet',
  shape: /* @__PURE__ */ fields({ orderId: isStr, balance: isNum }),
};
