// Catalogue, favourites, lottery, launch, game records, the demo games and the home content (SPEC §7 Games).
import type {
  CancelResult,
  FavouritePage,
  Game,
  GameMenuEntry,
  GamePage,
  GameType,
  HomeContent,
  Language,
  LaunchResult,
  LotteryBetResult,
  LotteryMenu,
  OrderDetail,
  OrderPage,
  OrderStatus,
  RankingEntry,
  SpinResult,
  Vendor,
  WinnerEntry,
} from '../types';
import type { Params } from './params';

/** SPEC §4 game launch: a catalogue game by nodeId, or a lottery by vendor and gameId. */
export interface LaunchParams extends Params {
  vassalage: string;
  gameId: string;
  nodeId?: string;
  gameCategory?: string;
  supportFreePlay?: boolean;
  playType?: 'trad' | 'ent';
  prizeMode?: string;
  language: Language;
}

export interface GameListParams extends Params {
  language: Language;
  pageNo: number;
  pageSize: number;
  gameType?: string;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: boolean;
  /** In currency units as the filter shows them (0.01, 0.05, ...), SPEC §9. */
  minBet?: string;
  platform?: 'html5';
  clientType?: 2;
}

export interface CatalogueContract {
  gameTypes: { params: { typeId: 1; language: Language }; value: GameType[] };
  vendors: { params: { language: Language; gameType?: string }; value: Vendor[] };
  gameList: { params: GameListParams; value: GamePage };
  vendorGameTypes: { params: { typeId: 1; language: Language }; value: { content: GameMenuEntry[] } };
  /** SPEC §7: isPlatform=2 is the platform-wide hot list; reads list. */
  hotGames: { params: { isPlatform: 2; language: Language; platform: 'html5' }; value: { list: Game[] } };
  winners: { params: { gameCategory: 'ALL'; language: Language; limitNum: number }; value: { list: WinnerEntry[] } };
  ranking: { params: { language: Language; limitNum?: number }; value: RankingEntry[] };
  favouriteIds: { params: Params; value: string[] };
  favouriteList: {
    params: { gameType?: string; pageNo: number; pageSize: number; language: Language };
    value: FavouritePage;
  };
  /** Answers data.success (SPEC §4): the value carries nothing. Repeating a call is harmless. */
  addFavourite: { params: { nodeId: string; vassalage: string }; value: null };
  removeFavourite: { params: { nodeId: string; vassalage: string }; value: null };
  recentGames: { params: { language: Language }; value: Game[] };
  lotteryList: { params: { language: Language; vassalage?: string }; value: Game[] };
  lotteryMenu: { params: { language: Language }; value: LotteryMenu };
  recentLottery: { params: { language: Language }; value: Game[] };
  launchGame: { params: LaunchParams; value: LaunchResult };
  orders: { params: { pageNo: number; pageSize: number; status?: OrderStatus }; value: OrderPage };
  orderDetail: { params: { orderId: string }; value: OrderDetail };
  cancelSubOrders: { params: { orderId: string; subOrderIds: string[] }; value: CancelResult };
  demoSpin: { params: { play: string; stake: number }; value: SpinResult };
  demoLotteryBet: { params: { play: string; numbers: number[]; stake: number }; value: LotteryBetResult };
  announcementBanner: { params: { types: string; platform: 'M'; language: Language }; value: HomeContent };
}
