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
  | 'USERNAMEREG3' | 'MOBILENUMREG3' | 'REGMOBVERF3' | 'MOBILENUMPASSREG3'
  | 'FACEBOOKLOGIN3' | 'GOOGLELOGIN3' | 'MOBILEVERCODELOGIN3' | 'REWCEN3'
  | 'CBS3' | 'AGENTPOLICY3' | 'VIP' | 'REFERRAL' | 'LIVEMODEL' | 'APPWINDOW';

export type ModuleId =
  | 'COMM3' | 'FUNDTRANS3' | 'AGEANNOUNCE3' | 'MEMTRANS3' | 'PERSPNL3'
  | 'AGEINFO3' | 'AGEDOWNMAN3' | 'REG3' | 'CAPTCHA3' | 'CBS3';

export type ResourceType =
  | 'IOS' | 'Android' | 'MOBILECONFIG' | 'AppDownloadIcon' | 'TELEGRAM' | 'WHATSAPP'
  | 'AFFILIATELINK' | 'FACEBOOK' | 'TWITTER' | 'YOUTUBE' | 'INSTAGRAM' | 'TIKTOK' | 'KWAI';

export interface DownloadLink { resourceType: ResourceType; url: string }

export interface CustomerServiceEntry { csType: 'WHATSAPP' | 'LIVECHAT' | string; type: string; path: string }

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
}

export interface Wallet { sumBalance: number; currencySymbol: string }

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

export interface GamePage { games: Game[]; pageNum: number; totalPages: number; total: number }

export interface GameType { gameType: string; name: string; icon: string; sort: number }

export interface Vendor {
  vassalage: string;
  mobileSmallIcon: string;
  displayName: string;
  accountTypeName: string;
  gameCount: number;
  gameType: string;
}

export interface HelpItem { title: string; content: string }

export interface Banner { id: number; url: string; groupName: 'm_home' | 'm_live' | 'm_newgame' | 'm_reg'; title: string; link: string }

export interface WinnerEntry {
  vo: { iconUrl: string; customerName: string; gameName: string; winAmount: number; nodeId: string; vassalage: string; gameId: string };
}
