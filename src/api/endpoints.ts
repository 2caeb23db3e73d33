// The contract of every call (parameters and answer), shared by the client and the reference
// server: a call the client makes that the server does not answer fails the type check
// (server/api/handlers.ts). Types only: nothing here reaches the bundle.
import type { Guard } from './guards';
import type {
  GamePage,
  GameType,
  HelpItem,
  Language,
  MemberInfo,
  SiteStatus,
  UnreadCounts,
  Vendor,
  Wallet,
} from './types';
import type { RegistrationRules } from '../rules/registration';
import type { RegisterChannel } from '../rules/auth';
import type {
  AnnouncementItem,
  ChatLink,
  ContractRequests,
  CustomerServiceList,
  InboxPage,
  Promotion,
  PromotionClaim,
  PromotionDetail,
  PromotionMemberState,
  ReferralLink,
  SignInCalendar,
} from './types';
import type {
  AgentLink,
  ContractKind,
  DownlinePage,
  RebateSettings,
  BankCard,
  DepositRecord,
  DepositSettings,
  MemberProfile,
  RecordPage,
  TransactionRow,
  VipInfo,
  WithdrawRecord,
  WithdrawReport,
  WithdrawSettings,
} from './types';

import type {
  AgentContract,
  ContractCurrent,
  ContractPayment,
  DividendCycle,
  DividendInfo,
  PeriodFigures,
  SalaryInfo,
  SalaryPeriod,
  SalaryTier,
  TeamContract,
} from './types';
import type {
  CancelResult,
  FavouritePage,
  Game,
  GameMenuEntry,
  HomeContent,
  LaunchResult,
  LotteryBetResult,
  LotteryMenu,
  OrderDetail,
  OrderPage,
  OrderStatus,
  RankingEntry,
  SpinResult,
  WinnerEntry,
} from './types';

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

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call: its method, path and the guard its answer must pass. The definitions live in
 * src/api/calls/<area>.ts, one export per call, so a chunk carries only the calls it makes;
 * src/api/calls/index.ts joins them for the reference server and the tests.
 */
export interface Endpoint<K extends EndpointName> {
  method: Method;
  path: string;
  auth?: boolean;
  shape: Guard<ValueOf<K>>;
}

export type EndpointName = keyof Contract;

type Params = Record<string, string | number | boolean | undefined>;

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

/** SPEC §7 login answer (also what a successful registration answers: the new member is logged in). */
export interface LoginValue {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  merchantCode: string;
}

/** SPEC §3 login payload before encryption; `captchaKey` names the captcha image it answers. */
export interface LoginForm {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  captcha?: string;
  captchaKey?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
}

export interface CountryCode {
  code: string;
  region: string;
}
/** SPEC §3 registration rules, plus the dialing codes the mobile fields offer. */
export interface RegistrationSettings extends RegistrationRules {
  countryCodes: CountryCode[];
  defaultCountryCode: string;
}

/** SPEC §3 registration payload (the optional fields are sent only when the form shows them). */
export interface RegisterParams extends Params {
  registerMethod: RegisterChannel;
  registerUrl: string;
  domain: string;
  type: 0;
  username?: string;
  password?: string;
  confirmPassword?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: string;
  captchaKey?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  recommenderId?: string;
  nickname?: string;
  payeeName?: string;
  email?: string;
  idNumber?: string;
  qqNum?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
}

export type SmsPurpose = 'register' | 'login' | 'reset';
/** SPEC §7 send verification code: the countdown runs to expirationTime (ms since epoch) or expiredMinutes. */
export interface SmsTimingValue {
  expiredMinutes: number | null;
  expirationTime: number | null;
}
export interface OutboxMessage {
  mobileNum: string;
  countryDialingCode: string;
  text: string;
  createdAt: string;
}

/** Request parameters and response value of every call (SPEC §7). */
export interface Contract {
  systemStatus: { params: Params; value: SiteStatus };
  helpCentre: { params: { lang: Language; device: 'MOBILE' }; value: HelpItem[] };
  gameTypes: { params: { typeId: 1; language: Language }; value: GameType[] };
  vendors: { params: { language: Language; gameType?: string }; value: Vendor[] };
  gameList: { params: GameListParams; value: GamePage };
  /** Uncaught client errors, so an operator sees what broke on players' phones. */
  clientError: { params: { message: string; where: string; route: string }; value: null };
  memberInfo: { params: Params; value: MemberInfo };
  wallet: { params: Params; value: Wallet };
  /** One request per poll for all three counters; chat only when withChat (CBS3 on, type not 4). */
  unreadCounts: { params: { withChat: boolean }; value: UnreadCounts };
  logout: { params: Params; value: null };
  /** Body { data }: the encrypted LoginForm (Encryption header, SPEC §7). */
  login: { params: { data: string }; value: LoginValue };
  /** SPEC §7 free play: a trial account (type 4, its own merchant) created and logged in. */
  trialLogin: {
    params: { module: 'FREEPLAY' };
    value: { token: string; userName: string; customerType: number; merchantCode: string };
  };
  register: { params: RegisterParams; value: LoginValue };
  registerMobile: { params: RegisterParams; value: LoginValue };
  registerSettings: { params: Params; value: RegistrationSettings };
  usernameCheck: { params: { username: string }; value: { available: boolean } };
  affiliateCheck: { params: { code: string; domain: string }; value: { code: string } };
  /** A single-use numeric captcha image (data URL) and the key to answer it with. */
  captcha: { params: Params; value: { key: string; image: string } };
  smsCode: {
    params: { mobileNum: string; countryDialingCode: string; purpose: SmsPurpose; language: Language };
    value: SmsTimingValue;
  };
  changePassword: { params: { oldPassword: string; newPassword: string; confirmNewPassword: string }; value: null };
  /** A login held back by failed attempts, unlocked for this address with the security answer. */
  unlockAccount: { params: { username: string; answer: string }; value: null };
  resetPassword: {
    params: {
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword: string;
    };
    value: null;
  };
  /** Reference server only, when the site config has devOutbox: the SMS texts it would have sent. */
  devOutbox: { params: { mobile: string }; value: OutboxMessage[] };
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
  /** SPEC §7 Notices: player notices (PL) for everyone, agent notices (A) too for agents; `read` per member. */
  notices: { params: { language: Language; types?: string }; value: AnnouncementItem[] };
  /** SPEC §7 Popular announcements, read as the pop-up list (PU) the home popup shows (SPEC §4). */
  popularAnnouncements: { params: { language: Language }; value: AnnouncementItem[] };
  /** SPEC §7 Mark as read: announcementId and read true. */
  announcementRead: { params: { announcementId: number; read: true }; value: null };
  inbox: { params: { pageNo: number; pageSize: number }; value: InboxPage };
  inboxRead: { params: { id: number }; value: null };
  customerService: { params: Params; value: CustomerServiceList };
  /** SPEC §7 Chat launch: b2c=1, language, backUrl, headerColor, title. No URL configured: chatUrl null. */
  chatLaunch: {
    params: { b2c: 1; language: Language; backUrl: string; headerColor: string; title: string };
    value: ChatLink;
  };
  /** SPEC §7 Feedback submit (PUT): content, sender, type, captcha; captchaKey names the captcha image. */
  feedback: {
    params: { content: string; sender: string; type: number; captcha: string; captchaKey: string };
    value: null;
  };
  promotions: { params: { language: Language }; value: Promotion[] };
  promotionDetail: { params: { id: number; language: Language }; value: PromotionDetail };
  promotionJoin: { params: { id: number }; value: { state: PromotionMemberState } };
  promotionClaim: { params: { id: number }; value: PromotionClaim };
  signInDays: { params: Params; value: SignInCalendar };
  signIn: { params: Params; value: SignInCalendar };
  /** The member's referral code (created on first ask), the registration path that carries it, friends registered with it. */
  referralLink: { params: Params; value: ReferralLink };
  /** SPEC §7 contract dividend request: the three pending-request flags (SPEC §3). */
  contractRequests: { params: Params; value: ContractRequests };
  depositSettings: { params: Params; value: DepositSettings };
  /** amount in cents; idempotencyKey: the same key answers the first request. */
  deposit: {
    params: { methodId: string; bankCode?: string; amount: number; promoId?: number; idempotencyKey: string };
    value: DepositRecord;
  };
  depositRecords: { params: { pageNo: number; pageSize: number }; value: RecordPage<DepositRecord> };
  depositApprove: { params: { depositId: number }; value: DepositRecord & { balance: number } };
  bankCards: { params: Params; value: BankCard[] };
  addBankCard: {
    params: { bankCode: string; accountNo: string; holderName: string; paymentPassword: string };
    value: BankCard[];
  };
  withdrawSettings: { params: Params; value: WithdrawSettings };
  /** The amount is reserved at once; a retried idempotencyKey moves money once. */
  withdraw: {
    params: { cardId: number; amount: number; paymentPassword: string; idempotencyKey: string };
    value: { record: WithdrawRecord; balance: number };
  };
  withdrawRecords: { params: { pageNo: number; pageSize: number }; value: RecordPage<WithdrawRecord> };
  transactionCodes: { params: Params; value: string[] };
  transactions: { params: { pageNo: number; pageSize: number; code?: string }; value: RecordPage<TransactionRow> };
  /** Sets the payment password; changing one needs the current one (oldPassword). */
  setPaymentPassword: { params: { oldPassword?: string; newPassword: string }; value: null };
  checkPaymentPassword: { params: { password: string }; value: { ok: boolean } };
  memberProfile: { params: Params; value: MemberProfile };
  updateProfile: { params: { nickname?: string; email?: string; payeeName?: string }; value: MemberProfile };
  vipInfo: { params: Params; value: VipInfo };
  /** Reference server only (X-Admin-Token): the operator pays a withdrawal out, or rejects it and the reserved amount returns. */
  withdrawPayout: { params: { withdrawalId: number }; value: WithdrawRecord & { balance: number } };
  withdrawReject: { params: { withdrawalId: number }; value: WithdrawRecord & { balance: number } };
  withdrawReport: { params: Params; value: WithdrawReport };
  headIcon: { params: Params; value: { headIcon: string } };
  setHeadIcon: { params: { icon: string }; value: { headIcon: string } };
  /** Sets the security question; changing an existing one needs its current answer. */
  setSecurityQuestion: { params: { question: string; answer: string; currentAnswer?: string }; value: null };
  /** A forgotten payment password, reset with the security answer. */
  resetPaymentPassword: { params: { answer: string; newPassword: string }; value: null };
  agentLinks: { params: Params; value: AgentLink[] };
  createAgentLink: { params: Params; value: AgentLink[] };
  deleteAgentLink: { params: { code: string }; value: AgentLink[] };
  downlines: { params: { pageNo: number; pageSize: number }; value: DownlinePage };
  /** The same amount (cents) to each listed downline, all or nothing; a retried key moves money once. */
  transferToDownlines: {
    params: { downlineIds: number[]; amount: number; idempotencyKey: string };
    value: { balance: number; transferred: number };
  };
  /** /m/agentRegister: the agent opens a player account that joins its team. */
  agentRegisterDownline: {
    params: { username: string; password: string; rateBp?: number };
    value: { id: number; userName: string };
  };
  answerContract: { params: { kind: ContractKind; accept: boolean }; value: null };
  rebateSettings: { params: Params; value: RebateSettings };
  /** A downline's rebate (basis points) within the agent's own; only the agent's own downlines. */
  updateDownlineRebate: { params: { downlineId: number; rateBp: number }; value: null };
  /** SPEC §7 Agent salary (daily or hourly): the tiers on offer, the current contract and this period's estimate. */
  salaryInfo: { params: { period: SalaryPeriod }; value: SalaryInfo };
  salaryCurrent: { params: { period: SalaryPeriod }; value: ContractCurrent };
  /** One period's figures for the agent or (downlineId) one of its own downline agents. */
  salaryQuery: { params: { period: SalaryPeriod; periodStart: string; downlineId?: number }; value: PeriodFigures };
  /** The agent asks its upline for a salary contract with these tiers; the upline processes it. */
  salaryApply: { params: { period: SalaryPeriod; tiers: SalaryTier[] }; value: AgentContract };
  /** The upline's view: its downline agents' salary contracts (pending first) with the period it may pay. */
  salaryRequests: { params: { period: SalaryPeriod }; value: TeamContract[] };
  salaryProcess: { params: { contractId: number; approve: boolean }; value: AgentContract };
  /** The upline pays a closed period of a downline's active contract once (a salary ledger row each side). */
  salaryPay: {
    params: { contractId: number; periodStart: string };
    value: { payment: ContractPayment; balance: number };
  };
  salaryHistory: {
    params: { period: SalaryPeriod; pageNo: number; pageSize: number };
    value: RecordPage<ContractPayment>;
  };
  /** SPEC §7 Agent dividend: a share of the team's net loss per cycle, offered by the upline, accepted by the agent. */
  dividendInfo: { params: Params; value: DividendInfo };
  dividendCurrent: { params: Params; value: ContractCurrent };
  dividendOffer: { params: { downlineId: number; cycle: DividendCycle; shareBp: number }; value: AgentContract };
  dividendTeam: { params: Params; value: TeamContract[] };
  dividendPayout: {
    params: { contractId: number; periodStart: string };
    value: { payment: ContractPayment; balance: number };
  };
  dividendHistory: { params: { pageNo: number; pageSize: number }; value: RecordPage<ContractPayment> };
  /** A message from the agent to one of its own downlines (its inbox). */
  dividendMessage: { params: { downlineId: number; text: string }; value: null };
}

export type ParamsOf<K extends EndpointName> = Contract[K]['params'];
export type ValueOf<K extends EndpointName> = Contract[K]['value'];
