// Games, vendors, favourites, launch, records and the demo games' money calls (SPEC §4, §7).
import { code, language, noParams, pageNo, pageSize } from './common.ts';
import {
  arrayOf,
  bool,
  fixed,
  int,
  literal,
  object,
  oneOf,
  optional,
  recode,
  str,
  withDefault,
} from './combinators.ts';
import { parseAmount } from '../../../src/rules/wallet.ts';
import { refuse } from './combinators.ts';
import type { Parser } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
/** Whole cents; the range is the game's (BAD_STAKE, server/api/play.ts). */
const stake = () => recode(int(WHOLE), 'BAD_STAKE');
/** A page's key for one play: a retried request with it answers the play already made. */
const requestKey = () =>
  str({ max: 64, pattern: /^[\w-]{8,64}$/, what: 'must be 8 to 64 letters, digits, - or _', example: 'request-1' });

/** An amount typed as text ("0,05"), read by the client's own rule (src/rules/wallet.ts parseAmount). */
function amountText(): Parser<string, false> {
  const text = str({ max: 32, trim: true });
  return {
    ...text,
    read: (v, at, from) => {
      const t = text.read(v, at, from);
      if (t !== 'all' && parseAmount(t) === null) throw refuse(at, from, 'must be an amount like 0.05');
      return t;
    },
    sample: { good: '0.05', wrong: { query: '0.055', body: 5 } },
  };
}

/** A record id as text (an order, a sub-order, a round); a JSON number is read as its digits. */
export function idText(): Parser<string, false> {
  const digits = str({ max: 12, pattern: /^[1-9]\d{0,11}$/, what: 'must be an id', example: '1' });
  return {
    ...digits,
    read: (v, at, from) => digits.read(typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v, at, from),
    sample: { good: '1', wrong: { query: 'x', body: true } },
  };
}

const nodeId = () => str({ max: 32, pattern: /^[\w-]{1,32}$/, what: 'must be a game id', example: 'x' });
const favouriteGame = () => object({ nodeId: nodeId(), vassalage: withDefault(str({ max: 32 }), '') });

export const catalogueParams = {
  gameTypes: object({ typeId: fixed(1), language: language() }),
  vendors: object({ language: language(), gameType: optional(code()) }),
  gameList: object({
    language: language(),
    pageNo: pageNo(100_000),
    pageSize: pageSize(100, 20),
    gameType: optional(code()),
    vassalage: optional(code()),
    gameName: optional(str({ max: 64, trim: true })),
    gameClassify: optional(code()),
    gameCategory: optional(code()),
    merchant: optional(code()),
    minLine: optional(int({ min: 0, max: 1024 })),
    isNew: optional(bool()),
    minBet: optional(amountText()),
    platform: optional(oneOf(['html5'])),
    clientType: optional(literal(2)),
  }),
  vendorGameTypes: object({ typeId: fixed(1), language: language() }),
  hotGames: object({ isPlatform: withDefault(oneOf([1, 2]), 2), language: language(), platform: fixed('html5') }),
  winners: object({
    gameCategory: fixed('ALL'),
    language: language(),
    limitNum: withDefault(int({ min: 1, max: 50 }), 20),
  }),
  ranking: object({ language: language(), limitNum: optional(int({ min: 1, max: 50 })) }),
  favouriteIds: noParams,
  favouriteList: object({
    gameType: optional(code()),
    pageNo: pageNo(100_000),
    pageSize: pageSize(100, 24),
    language: language(),
  }),
  addFavourite: favouriteGame(),
  removeFavourite: favouriteGame(),
  recentGames: object({ language: language() }),
  lotteryList: object({ language: language(), vassalage: optional(code()) }),
  lotteryMenu: object({ language: language() }),
  recentLottery: object({ language: language() }),
  launchGame: object({
    vassalage: str({ max: 32, example: 'x' }),
    gameId: withDefault(str({ max: 32 }), ''),
    nodeId: optional(str({ max: 32 })),
    gameCategory: optional(str({ max: 32 })),
    supportFreePlay: optional(bool()),
    playType: optional(oneOf(['trad', 'ent'])),
    prizeMode: optional(str({ max: 16 })),
    language: language(),
  }),
  orders: object({
    pageNo: pageNo(100_000),
    pageSize: pageSize(50, 20),
    status: optional(oneOf(['SETTLED', 'PENDING', 'CANCELLED'])),
    language: language(),
  }),
  orderDetail: object({ orderId: idText(), language: language() }),
  cancelSubOrders: object({ orderId: idText(), subOrderIds: arrayOf(idText(), 100) }),
  demoSpin: object({
    play: withDefault(str({ max: 64 }), ''),
    stake: stake(),
    requestKey: optional(requestKey()),
    buy: optional(bool()),
  }),
  demoFreeSpin: object({ play: withDefault(str({ max: 64 }), ''), requestKey: optional(requestKey()) }),
  demoLotteryBets: object({
    play: withDefault(str({ max: 64 }), ''),
    orderIds: arrayOf(str({ max: 20 }), 20),
  }),
  demoLotteryBet: object({ play: withDefault(str({ max: 64 }), ''), numbers: arrayOf(int(WHOLE), 64), stake: stake() }),
  announcementBanner: object({ types: withDefault(str({ max: 32 }), 'B'), platform: fixed('M'), language: language() }),
};
