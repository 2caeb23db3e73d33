// The game screens, one lazy chunk; routes.ts names the export each path draws.
import '../../ui/CatIcon/more';

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
