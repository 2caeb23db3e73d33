// The signed-in member: session, info, balance and unread counters (SPEC §3, §7 Member).

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  /**
   * This device's own note, not the platform's: the password must change before anything else
   * (SPEC §2.1, §2.7: a first login, or `passwordExpired`, too old), until it has. firstTimeLogin
   * stays as the login said for the whole session: the announcement popup reads it (SPEC §4).
   */
  mustChangePassword?: boolean;
  /** The login said the password is too old (SPEC §2.1). */
  passwordExpired?: boolean;
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
  /** A deposit or withdrawal of the member waits for a decision: the client then watches for it (streams/pending-money.ts). */
  pending?: boolean;
  /** While money waits: the pending-money poll's stamp of it, so the page's first poll can wait for a change. */
  moneyStamp?: string;
}

export interface UnreadCounts {
  inboxUnreadCount: number;
  chatUnreadCount: number;
  announcementUnreadCount: number;
}
