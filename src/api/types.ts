// Domain types shared by the client and the reference server (SPEC §3).
// Money is always an integer number of minor units (cents); views format it.

export type Language = 'pt' | 'en' | 'ur';

/** The platform's response envelope for every /wps and /lgw call. */
export interface Envelope<T> {
  success: boolean;
  value: T | null;
  code: string;
  message: string;
}

/** SPEC §3 whitelabel switches plus the VIP / REFERRAL / live-model features. */
export type WhitelabelSwitch =
  | 'USERNAMEREG3'
  | 'MOBILENUMREG3'
  | 'REGMOBVERF3'
  | 'MOBILENUMPASSREG3'
  | 'FACEBOOKLOGIN3'
  | 'GOOGLELOGIN3'
  | 'MOBILEVERCODELOGIN3'
  | 'REWCEN3'
  | 'CBS3'
  | 'AGENTPOLICY3'
  | 'VIP'
  | 'REFERRAL'
  | 'LIVEMODEL'
  | 'APPWINDOW';

export type ModuleId =
  | 'COMM3'
  | 'FUNDTRANS3'
  | 'AGEANNOUNCE3'
  | 'MEMTRANS3'
  | 'PERSPNL3'
  | 'AGEINFO3'
  | 'AGEDOWNMAN3'
  | 'REG3'
  | 'CAPTCHA3'
  | 'CBS3';

export type ResourceType =
  | 'IOS'
  | 'Android'
  | 'MOBILECONFIG'
  | 'AppDownloadIcon'
  | 'TELEGRAM'
  | 'WHATSAPP'
  | 'AFFILIATELINK'
  | 'FACEBOOK'
  | 'TWITTER'
  | 'YOUTUBE'
  | 'INSTAGRAM'
  | 'TIKTOK'
  | 'KWAI';

export interface DownloadLink {
  resourceType: ResourceType;
  url: string;
}

export interface CustomerServiceEntry {
  csType: 'WHATSAPP' | 'LIVECHAT' | string;
  type: string;
  path: string;
}

/** System status (SPEC §7 Account): what the site needs before it renders. */
export interface SiteStatus {
  location: string;
  maintenance: boolean;
  regionRestriction: boolean;
  info: string;
  mainDomain: string;
  imageCDNs: string[];
  whitelabel: Partial<Record<WhitelabelSwitch, boolean>>;
  modules: Partial<Record<ModuleId, boolean>>;
  templates: { mem_cen: '0' | '1'; dep_func: '0' | '1' };
  links: DownloadLink[];
  customerService: CustomerServiceEntry[];
  currencySymbol: string;
  merchantCode: string;
  /** Domains on which the download banner is not shown (SPEC §2.2). */
  downloadBannerExempt: string[];
  /** Download bar and modal switches (SPEC §2.13); absent means the defaults in src/rules/download.ts. */
  download?: DownloadSettings;
}

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

export interface MemberInfo {
  id: number;
  type: number;
  nickname: string;
  account: string;
  userName: string;
  clubLabel: { labelName: string } | null;
  wallet: { sumBalance: number };
  /** The built-in head icon the member chose ('' or absent: the default picture). */
  headIcon?: string;
}

export interface Wallet {
  sumBalance: number;
  currencySymbol: string;
}

export interface UnreadCounts {
  inboxUnreadCount: number;
  chatUnreadCount: number;
  announcementUnreadCount: number;
}

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

/** `anchor` is the topic's stable link target (the registration terms link to /m/help#terms). */
export interface HelpItem {
  title: string;
  content: string;
  anchor?: string;
}

export interface Banner {
  id: number;
  url: string;
  groupName: 'm_home' | 'm_live' | 'm_newgame' | 'm_reg';
  title: string;
  link: string;
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

// ── Catalogue, favourites, launch and game records (issue 5) ──────────────────────────

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

/** SPEC §3 announcement item, as the home banner call returns it. */
export interface AnnouncementItem {
  id: number;
  title: string;
  content: string;
  startDate: string;
  execution: string;
  promotionType: string;
  read: boolean;
}

/** SPEC §7 announcements banner: carousel banners, player notices (the ticker), pop-ups, promotions. */
export interface HomeContent {
  banners: Banner[];
  player: AnnouncementItem[];
  popup: AnnouncementItem[];
  promotion: AnnouncementItem[];
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
}
export interface CancelResult {
  cancelled: number;
  refund: number;
  balance: number;
}

/** One demo slot round: reels, stake and win in cents, the balance after it. */
export interface SpinResult {
  orderId: string;
  reels: string[];
  stake: number;
  win: number;
  balance: number;
}
export interface LotteryBetResult {
  orderId: string;
  stake: number;
  balance: number;
}

// ── Messages, announcements, help, feedback, chat, promotions, downloads (issue 6) ──────

/** SPEC §2.13 download bar and modal switches from the site config. */
export interface DownloadSettings {
  /** The bar's download button sends visitors to log in first. */
  barRequiresLogin?: boolean;
  /** The bar shows the bonus gift icon. */
  barGift?: boolean;
  /** Hides the iOS app option on iOS devices (it still shows on desktop). */
  hideIOS?: boolean;
}

/** SPEC §7 customer service: value.version.pathList; type '3' paths are obfuscated (SPEC §3, §9). */
export interface CustomerServiceList {
  version: { pathList: CustomerServiceEntry[] };
}

/** An inbox message (SPEC §3 unread counters: inboxUnreadCount counts these). */
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}
export interface InboxPage {
  list: InboxMessage[];
  unread: number;
  total: number;
}

/** SPEC §3 chat link response. */
export interface ChatLink {
  chatUrl: string | null;
}

/** SPEC §3 contract-dividend response value: true when that kind of contract request is pending. */
export interface ContractRequests {
  dailysalreqtype: boolean;
  divtypecompperiodreq: boolean;
  contracthoursalreq: boolean;
}

/**
 * How a promotion is taken up: INSTANT (join, then claim), REVIEW (joining is an application
 * the platform reviews), AUTO (everyone takes part, the platform pays), SIGNIN (the daily
 * check-in calendar), REFERRAL (invite friends).
 */
export type PromotionKind = 'INSTANT' | 'REVIEW' | 'AUTO' | 'SIGNIN' | 'REFERRAL';
/** A member's progress in one promotion, as the server stores it (SPEC §3 promotion states). */
export type PromotionMemberState = 'joined' | 'applying' | 'process' | 'claimable' | 'claimed' | 'issued' | 'rejected';

export interface Promotion {
  id: number;
  kind: PromotionKind;
  title: string;
  summary: string;
  image: string;
  /** Cents; 0 when the reward is not a fixed amount. */
  rewardAmount: number;
  startsAt: string;
  endsAt: string | null;
  /** null for a visitor or a member who has not taken part. */
  state: PromotionMemberState | null;
}
export interface PromotionDetail extends Promotion {
  content: string;
}
export interface PromotionClaim {
  state: PromotionMemberState;
  rewardAmount: number;
  balance: number;
}

/** The daily check-in calendar of the current month (days are UTC dates, YYYY-MM-DD). */
export interface SignInCalendar {
  today: string;
  days: string[];
  signedToday: boolean;
  rewardAmount: number;
  streak: number;
}

export interface ReferralLink {
  code: string;
  path: string;
  invited: number;
}

// Wallet and money, member settings (issue 7, SPEC §7). Every amount is integer cents.
export type PaymentKind = 'BANK' | 'MANUAL' | 'GATEWAY';
export interface Bank {
  code: string;
  name: string;
}
/** One deposit method of a vendor: bank transfer (pick a bank), manual transfer (operator account shown) or a gateway. */
export interface PaymentMethod {
  id: string;
  kind: PaymentKind;
  vendor: string;
  name: string;
  banks: Bank[];
  account: string | null;
}
export interface DepositSettings {
  methods: PaymentMethod[];
  presets: number[];
  minCents: number;
  maxCents: number;
  promotions: { id: number; title: string }[];
}
export type DepositStatus = 'pending' | 'approved' | 'rejected';
/** bonus: the promotion bonus (cents) credited with the approval as its own ledger row; 0 for none. */
export interface DepositRecord {
  id: number;
  methodId: string;
  amount: number;
  status: DepositStatus;
  promoId: number | null;
  bonus: number;
  createdAt: string;
}
export interface BankCard {
  id: number;
  bankCode: string;
  bankName: string;
  accountMasked: string;
  holderName: string;
}
export interface WithdrawSettings {
  minCents: number;
  maxCents: number;
  banks: Bank[];
  hasPaymentPassword: boolean;
}
export type WithdrawStatus = 'processing' | 'paid' | 'rejected';
export interface WithdrawRecord {
  id: number;
  cardId: number;
  amount: number;
  status: WithdrawStatus;
  createdAt: string;
}
export interface RecordPage<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
}
/** The withdrawal report: count and total (cents) of the member's withdrawals by status. */
export type WithdrawReport = Record<WithdrawStatus, { count: number; cents: number }>;
export interface TransactionRow {
  id: number;
  code: string;
  kind: string;
  amount: number;
  ref: string;
  createdAt: string;
}
/** headIcon: one of the built-in icons or ''; securityQuestion: the chosen question's id or '' (the answer never leaves the server). */
export interface MemberProfile {
  nickname: string;
  account: string;
  email: string;
  payeeName: string;
  hasPaymentPassword: boolean;
  vipLabel: string;
  headIcon: string;
  securityQuestion: string;
}
export interface VipLevel {
  level: number;
  name: string;
  minDepositCents: number;
  benefits: string[];
}
export interface VipInfo {
  level: number;
  depositedCents: number;
  levels: VipLevel[];
}

// Agent programme (issue 7, SPEC §6, §7 Agent).
export interface AgentLink {
  code: string;
  path: string;
  createdAt: string;
  downlines: number;
}
export interface Downline {
  id: number;
  userName: string;
  nickname: string;
  joinedAt: string;
  depositedCents: number;
  rebateBp: number;
}
export interface TeamKpi {
  members: number;
  newThisMonth: number;
  depositedCents: number;
  withdrawnCents: number;
  transferredCents: number;
}
export interface DownlinePage {
  list: Downline[];
  pageNum: number;
  totalPages: number;
  kpi: TeamKpi;
}
export type ContractKind = 'daily' | 'dividend' | 'hourly';
/** Rebate rates in basis points (150 = 1.50 %); a downline's rate is at most the agent's own. */
export interface RebateSettings {
  ownBp: number;
  maxBp: number;
  quotas: QuotaRow[];
}
/** A quota row: how many downline accounts the agent may still open at a rebate level (SPEC §7 quotas). */
export interface QuotaRow {
  rateBp: number;
  total: number;
  used: number;
  remaining: number;
}
// Salary (daily, hourly) and dividend contracts between an agent and its upline (SPEC §7 Agent salary, dividend).
export type SalaryPeriod = 'daily' | 'hourly';
export type DividendCycle = 'week' | 'month';
export interface SalaryTier {
  minActive: number;
  amountCents: number;
}
export type AgentContractStatus = 'pending' | 'active' | 'rejected' | 'ended';
/** kind daily/hourly carries tiers; kind dividend carries cycle and shareBp (basis points of the team's net loss). */
export interface AgentContract {
  id: number;
  kind: ContractKind;
  memberId: number;
  userName: string;
  status: AgentContractStatus;
  tiers: SalaryTier[];
  cycle: DividendCycle | null;
  shareBp: number;
  createdAt: string;
  decidedAt: string | null;
}
/** One period's figures: active members (salary) or net loss (dividend), the amount due and whether it is paid. */
export interface PeriodFigures {
  periodStart: string;
  periodEnd: string;
  active: number;
  netLossCents: number;
  amountCents: number;
  paid: boolean;
}
export interface ContractCurrent {
  contract: AgentContract | null;
  pending: AgentContract | null;
  estimate: PeriodFigures | null;
}
export interface SalaryInfo {
  period: SalaryPeriod;
  upline: string | null;
  defaultTiers: SalaryTier[];
  maxTiers: number;
  maxAmountCents: number;
}
export interface DividendInfo {
  upline: string | null;
  cycles: DividendCycle[];
  maxShareBp: number;
}
/** A downline agent's contract as its upline sees it, with the last closed period it may pay. */
export interface TeamContract {
  contract: AgentContract;
  due: PeriodFigures | null;
}
export interface ContractPayment {
  id: number;
  kind: ContractKind;
  periodStart: string;
  periodEnd: string;
  active: number;
  netLossCents: number;
  amountCents: number;
  payer: string;
  createdAt: string;
}
