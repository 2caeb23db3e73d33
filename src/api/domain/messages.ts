// Home content, announcements, the inbox, chat and contract-request flags (SPEC §3, §7 Announcements and inbox).

export interface Banner {
  id: number;
  url: string;
  groupName: 'm_home' | 'm_live' | 'm_newgame' | 'm_reg';
  title: string;
  link: string;
  /** The language the texts are in: the asked one, or the fallback (en, then pt) when the site's content lacks it. */
  lang?: string;
  /** A banner of a promotion that pays bonus money: that promotion's terms line, written from its terms. */
  terms?: string;
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
  /** The language the texts are in: the asked one, or the fallback (en, then pt) when the site's content lacks it. */
  lang?: string;
}

/** SPEC §7 announcements banner: carousel banners, player notices (the ticker), pop-ups, promotions. */
export interface HomeContent {
  banners: Banner[];
  player: AnnouncementItem[];
  popup: AnnouncementItem[];
  promotion: AnnouncementItem[];
}

/** An inbox message (SPEC §3 unread counters: inboxUnreadCount counts these). */
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}

/** One page of the inbox, newest first; unread and total count every page. */
export interface InboxPage {
  list: InboxMessage[];
  unread: number;
  total: number;
  pageNum: number;
  totalPages: number;
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
