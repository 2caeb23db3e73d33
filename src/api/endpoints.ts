// The one table of calls, shared by the client and the reference server: a call the
// client makes that the server does not answer fails the type check (server/api/handlers.ts).
import type { GamePage, GameType, HelpItem, Language, MemberInfo, SiteStatus, UnreadCounts, Vendor, Wallet } from './types';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface EndpointDef { method: Method; path: string; auth?: boolean }

export const endpoints = {
  systemStatus: { method: 'GET', path: '/wps/system/status' },
  helpCentre: { method: 'GET', path: '/wps/system/help' },
  gameTypes: { method: 'GET', path: '/wps/game/types' },
  vendors: { method: 'GET', path: '/wps/game/vendors' },
  gameList: { method: 'GET', path: '/wps/game/list' },
  clientError: { method: 'POST', path: '/wps/system/clientError' },
  memberInfo: { method: 'GET', path: '/wps/member/info', auth: true },
  wallet: { method: 'GET', path: '/wps/member/wallet', auth: true },
  unreadCounts: { method: 'GET', path: '/wps/member/unreadCount', auth: true },
  logout: { method: 'DELETE', path: '/wps/session/logout', auth: true },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;

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
}

export type ParamsOf<K extends EndpointName> = Contract[K]['params'];
export type ValueOf<K extends EndpointName> = Contract[K]['value'];
