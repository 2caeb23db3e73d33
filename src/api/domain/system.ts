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
  /**
   * Home's jackpot counter: 'server' (absent: the server's real jackpot) or 'cosmetic' (SPEC §9's
   * random counter, src/rules/jackpot-cosmetic.ts).
   */
  jackpotDisplay?: 'server' | 'cosmetic';
  /** The jurisdiction profile (src/rules/jurisdiction.ts); sent only when it is not the default one. */
  jurisdiction?: 'BR';
  /** Sent (false) only by a profile that forbids bonuses paid before a bet (src/rules/jurisdiction.ts advanceBonuses). */
  advanceBonuses?: false;
  /** The regulator's central self-exclusion platform (site config responsibleGaming.centralExclusionUrl), when set. */
  centralExclusionUrl?: string;
  /** Who runs the site, for the footer of a profile with operatorDisclosure (only the valid keys are sent). */
  operator?: Partial<OperatorDisclosure>;
  /** The year the site's copyright starts (SPEC §2.3: 2023 when absent); the footer runs it to this year. */
  copyrightFrom?: number;
  // SPEC §7 system status also carries these five (the reference server always sends them; a
  // platform behind API_ORIGIN may not, so the app reads none of them at start-up).
  /** Service routing (SPEC §7 /wps/system/domainRoute): the main domain and where each service answers. */
  domainRoute?: DomainRoute;
  /** SPEC §3 mobile template: the app-download guide's background, text and text colour. */
  mobileTemplate?: MobileTemplate;
  /** The app's entry paths (SPEC §2.1) a link from outside may lead to. */
  paths?: SitePaths;
  /** Which registration methods are open (SPEC §2.5) and whether the form asks a captcha. */
  register?: RegisterSwitches;
  /** SPEC §3 download and social link entries (resourceType, url): the same list as links. */
  resources?: DownloadLink[];
}

/** Who runs the site (site config "operator"): the CNPJ formatted 00.000.000/0000-00. */
export interface OperatorDisclosure {
  legalName: string;
  cnpj: string;
  /** The federal authorisation (Portaria SPA/MF) the operator runs under. */
  authorisation: string;
  /** The responsible-gaming help line players may call or open. */
  helpLine: string;
}

export interface DomainRoute {
  mainDomain: string;
  /** Base URLs of the two services (SPEC §7: /wps/... and /lgw/...), on this site's origin. */
  wps: string;
  lgw: string;
}

export interface MobileTemplate {
  app_background: string;
  app_desc: string;
  app_desc_font_color: string;
}

export interface SitePaths {
  home: string;
  login: string;
  register: string;
  help: string;
  app: string;
}

export interface RegisterSwitches {
  username: boolean;
  mobile: boolean;
  captcha: boolean;
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
