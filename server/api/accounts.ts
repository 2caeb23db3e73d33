// Accounts: login, free play, registration, captcha, SMS codes, password
// change and reset. Each part lives in its accounts-*.ts module; this joins them.
import type { Handlers } from './context.ts';
import { loginHandlers } from './accounts-login.ts';
import { passwordHandlers } from './accounts-password-change.ts';
import { registerHandlers } from './accounts-register.ts';
import { verifyHandlers } from './accounts-verify.ts';
import { unlockHandlers } from './accounts-unlock.ts';

export const accountHandlers: Handlers<
  | 'login'
  | 'trialLogin'
  | 'trialAccount'
  | 'register'
  | 'registerMobile'
  | 'registerSettings'
  | 'usernameCheck'
  | 'affiliateCheck'
  | 'captcha'
  | 'smsCode'
  | 'changePassword'
  | 'resetPassword'
  | 'devOutbox'
  | 'unlockAccount'
> = { ...loginHandlers, ...registerHandlers, ...verifyHandlers, ...passwordHandlers, ...unlockHandlers };
