// The member's profile, head icon, security question and VIP level (SPEC §7 Member settings).

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
