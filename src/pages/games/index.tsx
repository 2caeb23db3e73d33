// The game screens (issue 5), one lazy chunk: the page is picked by path.
import '../../ui/CatIcon/more';
import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import { normalizePath } from '../../rules/chrome';
import { FavPage, HotPage } from './lists';
import { GameCenter } from './game-center';
import { GameListPage } from './game-list';
import { GameRecord } from './game-record';
import { LaunchGame } from './launch-game';
import { LeaderBoard } from './leaderboard';
import { LobbyCenter } from './lobby-center';
import { LotteryPage } from './lottery';
import { Providers } from './providers';
import { StartLottery } from './start-lottery';

export const GAME_PAGES: Readonly<Record<string, ComponentType>> = {
  '/m/gameLobbyCenter': LobbyCenter,
  '/m/slotsCenter': LobbyCenter,
  '/m/gameList': GameListPage,
  '/m/providers': Providers,
  '/m/hot': HotPage,
  '/m/fav': FavPage,
  '/m/gameCenter': GameCenter,
  '/m/game': GameCenter,
  '/m/lottery': LotteryPage,
  '/m/startLottery': StartLottery,
  '/m/launchGame': LaunchGame,
  '/m/leaderBoard': LeaderBoard,
  '/m/gameRecord': GameRecord,
};

export default function GamesPage() {
  const [location] = useLocation();
  const Page = GAME_PAGES[normalizePath(location)] ?? GameCenter;
  return <Page />;
}
