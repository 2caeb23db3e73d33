// POST /wps/session/unlock { username, answer }: the owner of an account held back by
// failed logins (server/security/login-guard.ts) unlocks it for the address it asks from
// with its security answer. An unknown name, a member without a question and a wrong
// answer are refused alike (and take as long), so the call tells nothing about accounts;
// answers are guess-limited per member on their own counter, so a stranger burning them
// cannot block the payment-password reset, which uses the same answer.
import { normalizeAnswer } from '../../src/rules/member-settings.ts';
import { memberByName } from '../db/accounts.ts';
import { securityQuestionOf } from '../db/member-settings.ts';
import { grantUnlock } from '../security/login-guard.ts';
import { accountsConfig } from './accounts-config.ts';
import { rateLimit } from './accounts-limits.ts';
import { burnPasswordCheck } from './password-hash.ts';
import type { Handlers } from './context.ts';
import { verifyLimited } from './guesses.ts';
import { apiError } from '../http/errors.ts';

const refused = () => apiError('UNLOCK_FAILED');

export const unlockHandlers: Handlers<'unlockAccount'> = {
  unlockAccount: async (ctx) => {
    const cfg = accountsConfig(ctx.site);
    const username = ctx.params.username.trim();
    const answer = normalizeAnswer(ctx.params.answer);
    if (!username || !answer) throw refused();
    // Per address only: a per-account limit here would be one more way to lock an owner out.
    rateLimit(ctx.db, 'login', cfg.limits.login, ctx.ip);
    const row = memberByName(ctx.db, username);
    const q = row ? securityQuestionOf(ctx.db, row.id) : null;
    if (!row || !q) {
      await burnPasswordCheck(answer);
      throw refused();
    }
    if (!(await verifyLimited(ctx, 'unlock', row.id, answer, q.answerHash))) throw refused();
    grantUnlock(ctx.db, cfg.security, ctx.ip, row.userName.toLowerCase());
    return null;
  },
};
