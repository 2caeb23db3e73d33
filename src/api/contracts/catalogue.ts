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
  LotteryPageBets,
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
  /** A vendor's own category of the game. */
  gameCategory?: string;
  /** The platform's own filters the client leaves out: one merchant here, and no pay-line data. */
  merchant?: string;
  minLine?: number;
  isNew?: boolean;
  /** In currency units as the filter shows them (0.01, 0.05, ...), SPEC §9. */
  minBet?: string;
  platform?: 'html5';
  clientType?: 2;
}

export interface CatalogueContract {
  gameTypes: { access: 'public'; params: { typeId: 1; language: Language }; value: GameType[] };
  vendors: { access: 'public'; params: { language: Language; gameType?: string }; value: Vendor[] };
  gameList: { access: 'public'; params: GameListParams; value: GamePage };
  vendorGameTypes: { access: 'public'; params: { typeId: 1; language: Language }; value: { content: GameMenuEntry[] } };
  /** SPEC §7: isPlatform=2 is the platform-wide hot list; reads list. */
  hotGames: {
    access: 'public';
    params: { isPlatform: 1 | 2; language: Language; platform: 'html5' };
    value: { list: Game[] };
  };
  winners: {
    access: 'public';
    params: { gameCategory: 'ALL'; language: Language; limitNum: number };
    value: { list: WinnerEntry[] };
  };
  ranking: { access: 'public'; params: { language: Language; limitNum?: number }; value: RankingEntry[] };
  favouriteIds: { access: 'member'; params: Params; value: string[] };
  favouriteList: {
    access: 'member';
    params: { gameType?: string; pageNo: number; pageSize: number; language: Language };
    value: FavouritePage;
  };
  /** Answers data.success (SPEC §4): the value carries nothing. Repeating a call is harmless. */
  addFavourite: { access: 'member'; params: { nodeId: string; vassalage: string }; value: null };
  removeFavourite: { access: 'member'; params: { nodeId: string; vassalage: string }; value: null };
  recentGames: { access: 'member'; params: { language: Language }; value: Game[] };
  lotteryList: { access: 'public'; params: { language: Language; vassalage?: string }; value: Game[] };
  lotteryMenu: { access: 'public'; params: { language: Language }; value: LotteryMenu };
  recentLottery: { access: 'member'; params: { language: Language }; value: Game[] };
  launchGame: { access: 'member'; params: LaunchParams; value: LaunchResult };
  /** The language names the games: their names in it, else their base names. */
  orders: {
    access: 'member';
    params: { pageNo: number; pageSize: number; status?: OrderStatus; language: Language };
    value: OrderPage;
  };
  orderDetail: { access: 'member'; params: { orderId: string; language: Language }; value: OrderDetail };
  cancelSubOrders: { access: 'member'; params: { orderId: string; subOrderIds: string[] }; value: CancelResult };
  /** A paid spin at a total bet of `stake` cents, or (buy) the free spins for 100 × `stake`. */
  demoSpin: {
    access: 'public';
    params: { play: string; stake: number; requestKey?: string; buy?: boolean };
    value: SpinResult;
  };
  /** The next free spin of the game's open series. */
  demoFreeSpin: { access: 'public'; params: { play: string; requestKey?: string }; value: SpinResult };
  demoLotteryBet: {
    access: 'public';
    params: { play: string; numbers: number[]; stake: number };
    value: LotteryBetResult;
  };
  /** The lottery page's own bets (the order ids it placed, with its play key) as they stand now. */
  demoLotteryBets: {
    access: 'public';
    params: { play: string; orderIds: string[] };
    value: LotteryPageBets;
  };
  announcementBanner: {
    access: 'public';
    params: { types: string; platform: 'M'; language: Language };
    value: HomeContent;
  };
}
