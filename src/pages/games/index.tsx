// The game screens, one lazy chunk; routes.ts names the export each path draws.
import '../../ui/CatIcon/more';
import type { OpeningCall } from '../../routes';
import { openLobby } from '../../state/games/lobby';
import { language } from '../../state/i18n';
import { session } from '../../state/session';

export { GameCenter } from './game-center';
export { GameListPage as GameList } from './game-list';
export { GameRecord } from './game-record';
export { LaunchGame } from './launch-game';
export { LeaderBoard } from './leaderboard';
export { FavPage as Favourites, HotPage as Hot } from './lists';
export { LobbyCenter } from './lobby-center';
export { LotteryPage as Lottery } from './lottery';
export { Providers } from './providers';
export { StartLottery } from './start-lottery';

/**
 * The call a page's first render waits on when a visit opens there (src/pages-loader.ts): a
 * member's first page of the game list centre. index.html's script has asked it, for a member
 * and a visitor alike; this call takes the member's response (a visitor's body is read from the
 * script by bootLobbyPage).
 */
export const opening: Partial<Record<string, OpeningCall>> = {
  LobbyCenter: () => (session.value ? openLobby(location.search, language.value) : undefined),
};
