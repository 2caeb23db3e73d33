// Site status, configuration switches, help and customer service (SPEC §2, §3, §7 System).

/** One of the site's languages (rules/languages.ts LANGUAGES). */
export type { Language } from '../../rules/languages';

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
  /** The year the site's copyright starts (SPEC §2.3: 2023 when absent); the footer runs it to this year. */
  copyrightFrom?: number;
}

/** SPEC §2.13 download bar and modal switches from the site config. */
export interface DownloadSettings {
  /** The bar's download button sends visitors to log in first. */
  barRequiresLogin?: boolean;
  /** The bar shows the bonus gift icon. */
  barGift?: boolean;
  /** Hides the iOS app option on iOS devices (it still shows on desktop). */
  hideIOS?: boolean;
}

/** `anchor` is the topic's stable link target (the registration terms link to /m/help#terms). */
export interface HelpItem {
  title: string;
  content: string;
  anchor?: string;
  /** The language the texts are in: the asked one, or the fallback (en, then pt) when the site's content lacks it. */
  lang?: string;
}

/** SPEC §7 customer service: value.version.pathList; type '3' paths are obfuscated (SPEC §3, §9). */
export interface CustomerServiceList {
  version: { pathList: CustomerServiceEntry[] };
}
