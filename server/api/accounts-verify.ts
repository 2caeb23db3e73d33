// Captcha images and SMS codes (SPEC §5, §7), and the development outbox that shows the
// codes the SMS gateway would have sent (only with "devOutbox": true in the site config).
import { randomBytes, randomInt } from 'node:crypto';
import { lastSmsCode, memberByMobile, readOutbox, saveCaptcha, saveSmsCode } from '../db/accounts.ts';
import { codeText, smsGateway } from '../sms/gateway.ts';
import { stripLeadingZero } from '../../src/rules/validation.ts';
import { accountsConfig } from './accounts-config.ts';
import { captchaAnswer, captchaImage } from './accounts-captcha.ts';
import { mobile } from './accounts-input.ts';
import { rateLimit } from './accounts-limits.ts';
import type { Handlers } from './context.ts';
import { apiError } from '../http/errors.ts';

export const SMS_CODE_LENGTH = 6;

export const verifyHandlers: Handlers<'captcha' | 'smsCode' | 'devOutbox'> = {
  captcha: (ctx) => {
    const cfg = accountsConfig(ctx.site);
    rateLimit(ctx.db, 'captcha', cfg.limits.captcha, ctx.ip);
    const key = randomBytes(18).toString('base64url');
    const answer = captchaAnswer();
    saveCaptcha(ctx.db, key, answer, cfg.security.captchaTtlSeconds * 1000);
    return { key, image: captchaImage(answer) };
  },

  /**
   * A code for registration goes only to a number not yet registered (MOBILE_EXISTS
   * otherwise). For login and reset an unknown number gets the same answer as a known
   * one and nothing is sent, so the call never tells which numbers have accounts.
   */
  smsCode: async (ctx) => {
    const cfg = accountsConfig(ctx.site);
    const b = ctx.params;
    const purpose = b.purpose;
    if (purpose === 'login' && ctx.site.whitelabel.MOBILEVERCODELOGIN3 !== true)
      throw apiError('FEATURE_OFF', 'SMS login is not available');
    const { cc, mobile: num, e164 } = mobile(cfg, b);
    rateLimit(ctx.db, 'sms', cfg.limits.sms, ctx.ip, `${cc}${num}`);
    const known = memberByMobile(ctx.db, cc, e164) !== null;
    if (purpose === 'register' && known) throw apiError('MOBILE_EXISTS');
    const now = Date.now();
    const resendMs = cfg.security.smsResendSeconds * 1000;
    const last = lastSmsCode(ctx.db, cc, num, purpose);
    if (last && now - Date.parse(last.createdAt) < resendMs) {
      const at = Date.parse(last.createdAt) + resendMs;
      throw apiError('SMS_TOO_SOON', undefined, {
        retryAfterSeconds: Math.ceil((at - now) / 1000),
        expirationTime: at,
      });
    }
    let code = '';
    for (let i = 0; i < SMS_CODE_LENGTH; i++) code += String(randomInt(0, 10));
    const ttl = cfg.security.smsCodeTtlSeconds;
    saveSmsCode(ctx.db, cc, num, purpose, code, ttl * 1000, now);
    if (purpose === 'register' || known) {
      const language = b.language;
      try {
        await smsGateway(ctx.db, ctx.log).send({
          countryDialingCode: cc,
          mobileNum: num,
          text: codeText(language, code, Math.ceil(ttl / 60)),
        });
      } catch (e) {
        ctx.log(`SMS gateway failed for +${cc} ${num}: ${(e as Error).message}`);
        throw apiError('SMS_FAILED');
      }
    }
    return { expiredMinutes: null, expirationTime: now + resendMs };
  },

  devOutbox: (ctx) => {
    if (!accountsConfig(ctx.site).devOutbox) throw apiError('NOT_FOUND', `No API endpoint at /wps/dev/outbox`);
    const m = stripLeadingZero(ctx.params.mobile);
    if (!/^\d{1,20}$/.test(m)) throw apiError('BAD_PARAM', 'mobile must be digits');
    return readOutbox(ctx.db, m);
  },
};
