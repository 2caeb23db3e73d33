// Catalogue, favourites, lottery, launch, game records and the demo games (SPEC §3, §7 Games).
import type { PlayWagering } from './bonus';

import type { BaccaratRecord } from './baccarat';
import type { BingoRecord } from './bingo';
import type { CrashRecord } from './crash';
import type { PokerHand } from './poker';
import type { RouletteRecord } from './roulette';
import type { FishShot } from './fish';
import type { SlotNext, SlotProof, SlotRecord } from './slot';
import type { GameshowRecord } from './gameshow';

export interface Game {
  nodeId: string;
  nodeName: string;
  gameName: string;
  gameId: string;
  roomId: string;
  gameType: string;
  gameCode: string;
  gameCategory: string;
  vassalage: string;
  vendorCode: string;
  displayName: string;
  iconUrl: string;
  /**
   * The same picture at each width the server has it (`url 216w, url 320w`) for an <img
   * srcset>; absent for a game without built art. iconUrl is the smallest (a 2x tile).
   */
  iconSrcset?: string;
  showIcon: boolean;
  gameClassify: string;
  gameClassifyNew: string;
  lottoMode: string;
  gameGroupId: string;
  /** 0 means free play is supported. */
  supportPlay: number;
  supportFreePlay: boolean;
  minBet: number;
  isNew: boolean;
}

export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface GameType {
  gameType: string;
  name: string;
  icon: string;
  sort: number;
}

export interface Vendor {
  vassalage: string;
  mobileSmallIcon: string;
  displayName: string;
  accountTypeName: string;
  gameCount: number;
  gameType: string;
}

export interface WinnerEntry {
  vo: {
    iconUrl: string;
    customerName: string;
    gameName: string;
    winAmount: number;
    nodeId: string;
    vassalage: string;
    gameId: string;
    /** Present on the winners call, so a tap can launch the game without another request. */
    gameCategory?: string;
    gameType?: string;
  };
}

/** SPEC §3 game menu entry: one (category, type, classification, vendor) the catalogue holds. */
export interface GameMenuEntry {
  gameCategory: string;
  gameType: string;
  gameClassify: string;
  vassalage: string;
}

/** SPEC §3 favourite list response. */
export interface FavouritePage {
  content: Game[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** Leaderboard row: total winnings of one player (name already masked by the server). */
export interface RankingEntry {
  rank: number;
  customerName: string;
  winAmount: number;
  wins: number;
  bestWin: number;
  gameName: string;
  nodeId: string;
  iconUrl: string;
}

/** Which prize mode a lottery vendor launches with (SPEC §4: the ELOTT mapping). */
export type PrizeModeMapping = Partial<Record<'TCG_LOTTO_VN' | 'LOTT', 'ELOTT' | 'LOTT'>>;

export interface LotteryMenuEntry {
  vassalage: string;
  displayName: string;
  gameCount: number;
  mobileSmallIcon: string;
}

export interface LotteryMenu {
  menu: LotteryMenuEntry[];
  mapping: PrizeModeMapping;
}

/** Where the launched game is served: the client opens it in a same-tab full-screen frame. */
export interface LaunchResult {
  url: string;
  gameName: string;
  /** The game's return to player in percent, shown before it opens (absent from a platform that does not send it). */
  rtp?: number;
  /** A member with bonus money and an open requirement: what this game counts and the largest stake (docs/bonus.md). */
  wagering?: PlayWagering | null;
}

export type OrderStatus = 'SETTLED' | 'PENDING' | 'CANCELLED';

export interface OrderSummary {
  orderId: string;
  nodeId: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  betAmount: number;
  winAmount: number;
  status: OrderStatus;
  createdAt: string;
  subOrders: number;
  /** A lottery bet's draw (ISO-8601): its result comes then. Absent for other games. */
  drawAt?: string;
}

export interface OrderPage {
  content: OrderSummary[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface SubOrder {
  subOrderId: string;
  content: string;
  betAmount: number;
  winAmount: number;
  status: OrderStatus;
}

export interface OrderDetail {
  order: OrderSummary;
  subOrders: SubOrder[];
  /** A lottery bet's draw: its numbers once drawn (null before), so each sub-order's result can be shown. */
  draw?: { drawAt: string; numbers: number[] | null };
  /** A crash bet's round and its proof (seed hash, and once ended the seed and crash point). */
  crash?: CrashRecord;
  /** A video poker hand: the cards dealt, held and drawn, its win and its proof. */
  poker?: PokerHand;
  /** A roulette bet: its spot, the pocket and the round's proof. */
  roulette?: RouletteRecord;
  /** A live baccarat bet: its spots, the coup and its proof. */
  baccarat?: BaccaratRecord;
  /** A fish shooting shot: the target's multiplier, whether it fell, its win and its proof. */
  fish?: FishShot;
  /** A slot spin or bonus buy: each step's proof, its free spins' after it. */
  slot?: SlotRecord;
  /** A money wheel bet: the segments landed on, each number's chips and pays, and the round's proof. */
  gameshow?: GameshowRecord;
  /** A bingo card: its numbers, the round's balls once it ended, the prizes paid and the round's proof. */
  bingo?: BingoRecord;
}

export interface CancelResult {
  cancelled: number;
  refund: number;
  balance: number;
}

/** The open free spins of a slot game (they survive a reload and a restart). */
export interface FreeSpinsView {
  seriesId: string;
  /** The series' record in the game records. */
  orderId: string;
  /** The total bet every free spin plays at (cents). */
  stake: number;
  left: number;
  played: number;
  /** Won in the series so far (cents). */
  win: number;
  bought: boolean;
}

/** One line won: its number (1 to 20), the symbol, how many from the left and the line bets paid. */
export interface SlotLineWin {
  line: number;
  symbol: string;
  count: number;
  times: number;
}

/** One slot spin (paid, free, or a bonus buy): the screen, the wins in cents, the balance after it. */
export interface SpinResult {
  kind: 'paid' | 'free' | 'buy';
  /** The spin's record: a paid spin's order, a free spin's (or a buy's) series order. */
  orderId: string;
  /** Cents taken: the total bet, 0 for a free spin, the price for a buy. */
  stake: number;
  /** The screen, reel by reel, each reel's three rows top first (empty for a buy). */
  reels: string[][];
  lines: SlotLineWin[];
  scatters: number;
  win: number;
  /** Free spins this spin started. */
  added: number;
  /** The seed that decided the reels (null for a buy): the spin can be replayed from it. */
  seed: number | null;
  /** The series after this spin (left 0 after its last spin); null when none. */
  freeSpins: FreeSpinsView | null;
  balance: number;
  /** The spin's step of the player's seed chain, its seed revealed (a buy is a step too). */
  proof: SlotProof;
  /** The next spin's step and hash, shown before it is played. */
  next: SlotNext;
}

/**
 * One of the lottery page's own bets as it stands: pending until its draw, then settled with
 * the drawn numbers and the win (0: no prize), or cancelled from the game records.
 */
export interface LotteryPageBet {
  orderId: string;
  drawAt: string;
  status: 'PENDING' | 'SETTLED' | 'CANCELLED';
  stake: number;
  win: number;
  /** The draw's numbers once it has run, else null. */
  drawn: number[] | null;
}

export interface LotteryPageBets {
  bets: LotteryPageBet[];
  /** The member's balance now (cents): a settled win is in it. */
  balance: number;
}

export interface LotteryBetResult {
  orderId: string;
  stake: number;
  balance: number;
  /** The draw the bet is in (ISO-8601). */
  drawAt: string;
}
