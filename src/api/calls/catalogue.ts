// Start-up path: home's game menu, rows and banners are asked through these calls.
// The catalogue and the home content (SPEC §7 Games). Every call here lands in the first view,
// whichever page makes it (a module is never split between chunks), so the calls only the game
// pages make are in games.ts.
import type { Endpoint } from '../endpoints';
import { isStr, isNum, arrayOf, fields } from '../guards';
import { isGame } from './game-shape';

export const gameTypes: Endpoint<'gameTypes'> = {
  method: 'GET',
  path: '/wps/game/types',
  shape: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ gameType: isStr, name: isStr })),
};
export const vendors: Endpoint<'vendors'> = {
  method: 'GET',
  path: '/wps/game/vendors',
  shape: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ vassalage: isStr, displayName: isStr, gameCount: isNum })),
};
export const gameList: Endpoint<'gameList'> = {
  method: 'GET',
  path: '/wps/game/list',
  shape: /* @__PURE__ */ fields({ games: /* @__PURE__ */ arrayOf(isGame), pageNum: isNum, totalPages: isNum }),
};
export const hotGames: Endpoint<'hotGames'> = {
  method: 'GET',
  path: '/wps/game/hot',
  shape: /* @__PURE__ */ fields({ list: /* @__PURE__ */ arrayOf(isGame) }),
};
export const winners: Endpoint<'winners'> = {
  method: 'GET',
  path: '/wps/game/winners',
  shape: /* @__PURE__ */ fields({
    list: /* @__PURE__ */ arrayOf(
      /* @__PURE__ */ fields({
        vo: /* @__PURE__ */ fields({ customerName: isStr, gameName: isStr, winAmount: isNum, nodeId: isStr }),
      }),
    ),
  }),
};
export const announcementBanner: Endpoint<'announcementBanner'> = {
  method: 'GET',
  path: '/wps/announcement/banner',
  shape: /* @__PURE__ */ fields({
    banners: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ url: isStr, groupName: isStr })),
    player: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ title: isStr })),
  }),
};
