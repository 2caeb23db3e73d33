// Login, free play, registration, SMS codes and passwords (SPEC §3, §7 Account).
import type { Language } from '../types';
import type { RegisterChannel } from '../../rules/auth';
import type { RegistrationRules } from '../../rules/registration';
import type { Params } from './params';

/** SPEC §7 login answer (also what a successful registration answers: the new member is logged in). */
export interface LoginValue {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  merchantCode: string;
  /** The password is older than the site allows (SPEC §2.1): it must change before anything else. */
  passwordExpired?: boolean;
}

export type LoginType = 'member' | 'agent';
/** SPEC §2.5/§2.6 social login providers, each behind its whitelabel switch. */
export type SocialProvider = 'facebook' | 'google';

export interface SocialStart {
  authorizeUrl: string;
  state: string;
  verifier: string;
}

/** SPEC §3 login payload before encryption; `captchaKey` names the captcha image it answers. */
export interface LoginForm {
  type: 'username' | 'sms';
  /**
   * SPEC §6: agents and members are separate login types. 'member' (the default: this site's
   * login) refuses an agent-only account (NON_MEMBER); 'agent' (an agent back office logging in
   * through the same call) refuses an account that is no agent (NON_AGENT).
   */
  loginType?: LoginType;
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
  /** Identity a jurisdiction profile asks (src/rules/jurisdiction.ts identityByCpf). */
  cpf?: string;
  fullName?: string;
  /** ISO "AAAA-MM-DD" (the form turns "DD/MM/AAAA" into it). */
  birthDate?: string;
  address?: string;
  /**
   * The prudential limits a jurisdiction profile asks at sign-up (src/rules/jurisdiction.ts
   * lossAndTimeLimits): the loss limit's period and amount in cents, and the session and daily
   * time limits in minutes (one of them at least).
   */
  lossPeriod?: string;
  lossLimit?: number;
  sessionLimit?: number;
  dayLimit?: number;
}

export type SmsPurpose = 'register' | 'login' | 'reset';

/** SPEC §7 send verification code: the countdown runs to expirationTime (ms since epoch) or expiredMinutes. */
export interface SmsTimingValue {
  expiredMinutes: number | null;
  expirationTime: number | null;
}

export interface AccountsContract {
  /** Body { data }: the encrypted LoginForm (Encryption header, SPEC §7). */
  login: { access: 'public'; params: { data: string }; value: LoginValue };
  /** SPEC §7 free play: a trial account (type 4, its own merchant) created and logged in. */
  trialLogin: {
    access: 'public';
    params: { module: 'FREEPLAY' };
    value: { token: string; userName: string; customerType: number; merchantCode: string };
  };
  /** SPEC §7 trial account creation (GET): the same free-play account and session as trialLogin. */
  trialAccount: {
    access: 'public';
    params: { module: 'FREEPLAY' };
    value: { token: string; userName: string; customerType: number; merchantCode: string };
  };
  /**
   * SPEC §2.5/§2.6 social login, step 1: where to send the player (the provider's consent page),
   * the state the answer must carry back and the PKCE verifier only this browser keeps.
   */
  socialStart: {
    access: 'public';
    params: { provider: SocialProvider; language: Language };
    value: SocialStart;
  };
  /** Step 2: the provider's code with the state and verifier of step 1; the linked or new member is logged in. */
  socialLogin: { access: 'public'; params: { code: string; state: string; verifier: string }; value: LoginValue };
  register: { access: 'public'; params: RegisterParams; value: LoginValue };
  registerMobile: { access: 'public'; params: RegisterParams; value: LoginValue };
  registerSettings: { access: 'public'; params: Params; value: RegistrationSettings };
  usernameCheck: { access: 'public'; params: { username: string }; value: { available: boolean } };
  affiliateCheck: { access: 'public'; params: { code: string; domain: string }; value: { code: string } };
  smsCode: {
    access: 'public';
    params: { mobileNum: string; countryDialingCode: string; purpose: SmsPurpose; language: Language };
    value: SmsTimingValue;
  };
  changePassword: {
    access: 'member';
    params: { oldPassword: string; newPassword: string; confirmNewPassword: string };
    value: null;
  };
  /** A login held back by failed attempts, unlocked for this address with the security answer. */
  unlockAccount: { access: 'public'; params: { username: string; answer: string }; value: null };
  resetPassword: {
    access: 'public';
    params: {
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword: string;
    };
    value: null;
  };
}
