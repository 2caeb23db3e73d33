// Password change for a signed-in member (revokes the member's other sessions) and
// reset by mobile number and SMS code (revokes every session) (SPEC §2.7, §4, §5).
import { checkConfirm, checkPasswordChanged } from '../../src/rules/validation.ts';
import { TRIAL_TYPE } from '../../src/rules/roles.ts';
import { memberById, memberByMobile, revokeAllSessions, revokeOtherSessions, setPassword } from '../db/accounts.ts';
import { noPermission } from './access.ts';
import { accountsConfig } from './accounts-config.ts';
import { check, invalid, mobile, requireSmsCode } from './accounts-input.ts';
import { rateLimit } from './accounts-limits.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import type { Handlers } from './context.ts';
import { grantUnlock } from '../security/login-guard.ts';
import { apiError } from '../http/errors.ts';

function checkNew(newPassword: string, confirm: string, oldPassword = ''): void {
  check('newPassword', 'password', newPassword);
  const c = checkConfirm(newPassword, confirm);
  if (c) throw invalid('confirmNewPassword', c);
  if (checkPasswordChanged(oldPassword, newPassword)) {
    throw apiError('PASSWORD_SAME');
  }
}

export const passwordHandlers: Handlers<'changePassword' | 'resetPassword'> = {
  changePassword: async (ctx) => {
    const s = ctx.member;
    // A trial account has no password of its own to change.
    if (s.type === TRIAL_TYPE) throw noPermission();
    const { oldPassword, newPassword, confirmNewPassword } = ctx.params;
    check('oldPassword', 'loginPassword', oldPassword);
    checkNew(newPassword, confirmNewPassword, oldPassword);
    const cfg = accountsConfig(ctx.site);
    rateLimit(ctx.db, 'login', cfg.limits.login, ctx.ip, `password:${s.memberId}`);
    const row = memberById(ctx.db, s.memberId);
    // 403, never 401: a wrong old password must not end the session it was typed in.
    if (!row || !(await verifyPassword(oldPassword, row.passwordHash))) throw apiError('OLD_PASSWORD_WRONG');
    setPassword(ctx.db, s.memberId, await hashPassword(newPassword));
    revokeOtherSessions(ctx.db, s.memberId, ctx.token!);
    return null;
  },

  resetPassword: async (ctx) => {
    const cfg = accountsConfig(ctx.site);
    const b = ctx.params;
    const { cc, mobile: num, e164 } = mobile(cfg, b);
    const newPassword = b.newPassword;
    checkNew(newPassword, b.confirmNewPassword);
    rateLimit(ctx.db, 'login', cfg.limits.login, ctx.ip, `reset:${cc}${num}`);
    requireSmsCode(ctx.db, cfg, cc, num, 'reset', b.verificationCode);
    const row = memberByMobile(ctx.db, cc, e164);
    if (!row) throw apiError('SMS_CODE_INVALID');
    setPassword(ctx.db, row.id, await hashPassword(newPassword));
    revokeAllSessions(ctx.db, row.id);
    // The SMS code proved the owner: failed logins are forgiven and this address unlocked.
    grantUnlock(ctx.db, cfg.security, ctx.ip, row.userName.toLowerCase());
    ctx.log(`PASSWORD RESET ${row.userName}`);
    return null;
  },
};
