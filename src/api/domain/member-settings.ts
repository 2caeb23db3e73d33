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
  /**
   * Where the site asks who the player is (a jurisdiction's identity by CPF): whether the operator
   * has checked it, and why it was refused; null (or absent) for a member with no identity kept.
   */
  identity?: MemberIdentityStatus | null;
}

export type IdentityStatus = 'unverified' | 'verified' | 'refused';

/** The check of a member's identity as the member reads it: `reason` is the operator's, kept only with 'refused'. */
export interface MemberIdentityStatus {
  status: IdentityStatus;
  reason: string | null;
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
