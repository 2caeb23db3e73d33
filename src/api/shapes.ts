// Response shapes checked at the boundary, so views only ever see well-typed data.
// Hand-written on purpose: a schema library would cost more bytes than every guard here.
import type { EndpointName, LoginValue, ValueOf } from './endpoints';
import type { AnnouncementItem, Game, Promotion, PromotionDetail, SignInCalendar, SiteStatus } from './types';
import type { AgentLink, BankCard, DepositRecord, MemberProfile, WithdrawRecord } from './types';

type Guard<T> = (v: unknown) => v is T;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const arrayOf = <T>(item: Guard<T>): Guard<T[]> => (v): v is T[] => Array.isArray(v) && v.every(item);
const fields = <T>(spec: Record<string, Guard<unknown>>): Guard<T> =>
  (v): v is T => isObj(v) && Object.keys(spec).every((k) => spec[k]!(v[k]));

const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isNumOrNull = (v: unknown): v is number | null => v === null || isNum(v);
const isLogin = fields<LoginValue>({ token: isStr, userName: isStr, type: isNum, firstTimeLogin: isBool, merchantCode: isStr });

const isNull = (v: unknown): v is null => v === null;
const isGame = fields<Game>({ nodeId: isStr, gameName: isStr, gameType: isStr, vassalage: isStr, iconUrl: isStr });

const isStatus = fields<SiteStatus>({
  maintenance: (v) => typeof v === 'boolean',
  regionRestriction: (v) => typeof v === 'boolean',
  whitelabel: isObj,
  templates: isObj,
  links: Array.isArray,
  customerService: Array.isArray,
  imageCDNs: arrayOf(isStr),
});

const isAnnouncement = fields<AnnouncementItem>({ id: isNum, title: isStr, content: isStr, execution: isStr, read: isBool });
const isPromotion = fields<Promotion>({
  id: isNum, kind: isStr, title: isStr, summary: isStr, rewardAmount: isNum, startsAt: isStr, state: (v) => v === null || isStr(v),
});
const isSignIn = fields<SignInCalendar>({ today: isStr, days: arrayOf(isStr), signedToday: isBool, rewardAmount: isNum, streak: isNum });

const isDeposit = fields<DepositRecord>({ id: isNum, methodId: isStr, amount: isNum, status: isStr, createdAt: isStr });
const isWithdrawal = fields<WithdrawRecord>({ id: isNum, cardId: isNum, amount: isNum, status: isStr, createdAt: isStr });
const isCard = fields<BankCard>({ id: isNum, bankCode: isStr, bankName: isStr, accountMasked: isStr, holderName: isStr });
const isLink = fields<AgentLink>({ code: isStr, path: isStr, createdAt: isStr, downlines: isNum });
const isProfile = fields<MemberProfile>({ nickname: isStr, account: isStr, email: isStr, payeeName: isStr, hasPaymentPassword: isBool, vipLabel: isStr });

export const shapes: { [K in EndpointName]: Guard<ValueOf<K>> } = {
  systemStatus: isStatus,
  helpCentre: arrayOf(fields({ title: isStr, content: isStr })),
  gameTypes: arrayOf(fields({ gameType: isStr, name: isStr })),
  vendors: arrayOf(fields({ vassalage: isStr, displayName: isStr, gameCount: isNum })),
  gameList: fields({ games: arrayOf(isGame), pageNum: isNum, totalPages: isNum }),
  clientError: (v): v is null => v === null,
  memberInfo: fields({ id: isNum, type: isNum, userName: isStr, wallet: fields({ sumBalance: isNum }) }),
  wallet: fields({ sumBalance: isNum, currencySymbol: isStr }),
  logout: (v): v is null => v === null,
  unreadCounts: fields({ inboxUnreadCount: isNum, chatUnreadCount: isNum, announcementUnreadCount: isNum }),
  login: isLogin,
  trialLogin: fields({ token: isStr, userName: isStr, customerType: isNum, merchantCode: isStr }),
  register: isLogin,
  registerMobile: isLogin,
  registerSettings: fields({ fields: isObj, captcha: fields({ enabled: isBool }), countryCodes: arrayOf(fields({ code: isStr, region: isStr })), defaultCountryCode: isStr }),
  usernameCheck: fields({ available: isBool }),
  affiliateCheck: fields({ code: isStr }),
  captcha: fields({ key: isStr, image: (v): v is string => isStr(v) && v.startsWith('data:image/') }),
  smsCode: fields({ expiredMinutes: isNumOrNull, expirationTime: isNumOrNull }),
  changePassword: (v): v is null => v === null,
  resetPassword: (v): v is null => v === null,
  devOutbox: arrayOf(fields({ mobileNum: isStr, countryDialingCode: isStr, text: isStr, createdAt: isStr })),
  // Catalogue (issue 5).
  vendorGameTypes: fields({ content: arrayOf(fields({ gameCategory: isStr, gameType: isStr, gameClassify: isStr })) }),
  hotGames: fields({ list: arrayOf(isGame) }),
  winners: fields({ list: arrayOf(fields({ vo: fields({ customerName: isStr, gameName: isStr, winAmount: isNum, nodeId: isStr }) })) }),
  ranking: arrayOf(fields({ rank: isNum, customerName: isStr, winAmount: isNum })),
  favouriteIds: arrayOf(isStr),
  favouriteList: fields({ content: arrayOf(isGame), pageNum: isNum, totalPages: isNum }),
  addFavourite: isNull,
  removeFavourite: isNull,
  recentGames: arrayOf(isGame),
  lotteryList: arrayOf(isGame),
  lotteryMenu: fields({ menu: arrayOf(fields({ vassalage: isStr, displayName: isStr })), mapping: isObj }),
  recentLottery: arrayOf(isGame),
  launchGame: fields({ url: isStr }),
  orders: fields({ content: arrayOf(fields({ orderId: isStr, gameName: isStr, betAmount: isNum, winAmount: isNum, status: isStr })), pageNum: isNum, totalPages: isNum }),
  orderDetail: fields({ order: isObj, subOrders: arrayOf(fields({ subOrderId: isStr, betAmount: isNum, status: isStr })) }),
  cancelSubOrders: fields({ cancelled: isNum, refund: isNum, balance: isNum }),
  demoSpin: fields({ orderId: isStr, win: isNum, balance: isNum }),
  demoLotteryBet: fields({ orderId: isStr, balance: isNum }),
  announcementBanner: fields({ banners: arrayOf(fields({ url: isStr, groupName: isStr })), player: arrayOf(fields({ title: isStr })) }),
  // Messages, announcements, help, feedback, chat, promotions (issue 6).
  notices: arrayOf(isAnnouncement),
  popularAnnouncements: arrayOf(isAnnouncement),
  announcementRead: isNull,
  inbox: fields({ list: arrayOf(fields({ id: isNum, title: isStr, content: isStr, read: isBool, createdAt: isStr })), unread: isNum, total: isNum }),
  inboxRead: isNull,
  customerService: fields({ version: fields({ pathList: arrayOf(fields({ csType: isStr, type: isStr, path: isStr })) }) }),
  chatLaunch: fields({ chatUrl: (v): v is string | null => v === null || isStr(v) }),
  feedback: isNull,
  promotions: arrayOf(isPromotion),
  promotionDetail: (v): v is PromotionDetail => isPromotion(v) && isStr((v as { content?: unknown }).content),
  promotionJoin: fields({ state: isStr }),
  promotionClaim: fields({ state: isStr, rewardAmount: isNum, balance: isNum }),
  signInDays: isSignIn,
  signIn: isSignIn,
  referralLink: fields({ code: isStr, path: isStr, invited: isNum }),
  contractRequests: fields({ dailysalreqtype: isBool, divtypecompperiodreq: isBool, contracthoursalreq: isBool }),
  depositSettings: fields({ methods: arrayOf(fields({ id: isStr, kind: isStr, name: isStr, banks: Array.isArray })), presets: arrayOf(isNum),
    minCents: isNum, maxCents: isNum, promotions: Array.isArray }),
  deposit: isDeposit,
  depositRecords: fields({ list: arrayOf(isDeposit), pageNum: isNum, totalPages: isNum }),
  depositApprove: fields({ id: isNum, amount: isNum, status: isStr, balance: isNum }),
  bankCards: arrayOf(isCard),
  addBankCard: arrayOf(isCard),
  withdrawSettings: fields({ minCents: isNum, maxCents: isNum, banks: Array.isArray, hasPaymentPassword: isBool }),
  withdraw: fields({ record: isWithdrawal, balance: isNum }),
  withdrawRecords: fields({ list: arrayOf(isWithdrawal), pageNum: isNum, totalPages: isNum }),
  transactionCodes: arrayOf(isStr),
  transactions: fields({ list: arrayOf(fields({ id: isNum, code: isStr, amount: isNum, createdAt: isStr })), pageNum: isNum, totalPages: isNum }),
  setPaymentPassword: isNull,
  checkPaymentPassword: fields({ ok: isBool }),
  memberProfile: isProfile,
  updateProfile: isProfile,
  agentLinks: arrayOf(isLink),
  createAgentLink: arrayOf(isLink),
  deleteAgentLink: arrayOf(isLink),
  downlines: fields({ list: arrayOf(fields({ id: isNum, userName: isStr, depositedCents: isNum })), pageNum: isNum, totalPages: isNum,
    kpi: fields({ members: isNum, newThisMonth: isNum, depositedCents: isNum, withdrawnCents: isNum, transferredCents: isNum }) }),
  transferToDownlines: fields({ balance: isNum, transferred: isNum }),
  agentRegisterDownline: fields({ id: isNum, userName: isStr }),
  answerContract: isNull,
  rebateSettings: fields({ ownBp: isNum, maxBp: isNum }),
  updateDownlineRebate: isNull,
  vipInfo: fields({ level: isNum, depositedCents: isNum, levels: arrayOf(fields({ level: isNum, name: isStr, minDepositCents: isNum, benefits: arrayOf(isStr) })) }),
};
