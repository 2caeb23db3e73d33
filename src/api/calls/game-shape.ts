// Start-up path: home's rows of games are checked against it (catalogue.ts).
// A game as every list of games carries it: the catalogue's calls and the game pages' (games.ts).
import { fields, isStr } from '../guards';
import type { Game } from '../types';

export const isGame = /* @__PURE__ */ fields<Game>({
  nodeId: isStr,
  gameName: isStr,
  gameType: isStr,
  vassalage: isStr,
  iconUrl: isStr,
});
