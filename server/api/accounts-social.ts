// Social login (SPEC §2.5, §2.6) as an OAuth 2 authorization code flow with state and PKCE.
// socialStart answers the provider's consent address with a fresh state (kept here only as a
// digest, single use, 10 minutes) and the PKCE verifier, which only the browser keeps: the
// code that comes back is worth nothing without it. socialLogin takes the code, the state and
// the verifier, uses the state up, has the provider exchange the code (server/social/
// exchange.ts) and signs in the member linked to the provider's subject id, or creates one.
import { randomInt } from 'node:crypto';
import type { LoginValue } from '../../src/api/endpoints.ts';
import { insertMember, memberById, memberByName } from '../db/accounts.ts';
import { challengeOf, linkSubject, memberOfSubject, newSecret, startSignIn, takeSignIn } from '../db/social.ts';
import { apiError } from '../http/errors.ts';
import { providerConfig, SOCIAL_PROVIDERS, type SocialProvider } from '../social/config.ts';
import { exchangeCode } from '../social/exchange.ts';
import { accountsConfig } from './accounts-config.ts';
import { rateLimit } from './accounts-limits.ts';
import { loginValue, NO_PASSWORD } from './accounts-login.ts';
import type { ApiContext, Handlers } from './context.ts';
import { checkNotExcluded } from './responsible.ts';

const PREFIX: Record<SocialProvider, string> = { facebook: 'fb', google: 'gg' };
const isProvider = (v: string): v is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(v);

/** A new member's user name: the provider's prefix and eight digits, never one that exists. */
function newUserName(ctx: ApiContext, provider: SocialProvider): string {
  for (;;) {
    const name = `${PREFIX[provider]}${randomInt(10_000_000, 100_000_000)}`;
    if (!memberByName(ctx.db, name)) return name;
  }
}

/** The member linked to the subject, or a new real-money member (type 0) linked to it, in one transaction. */
function memberFor(ctx: ApiContext, provider: SocialProvider, subject: string, name: string): number {
  return ctx.db
    .transaction(() => {
      const linked = memberOfSubject(ctx.db, provider, subject);
      if (linked !== null) return linked;
      const id = insertMember(ctx.db, {
        userName: newUserName(ctx, provider),
        // No password: the account signs in through its provider (accounts-login.ts NO_PASSWORD never verifies).
        passwordHash: NO_PASSWORD,
        type: 0,
        nickname: name.slice(0, 20),
        merchantCode: ctx.site.merchantCode,
        registerMethod: provider.toUpperCase(),
      });
      linkSubject(ctx.db, provider, subject, id);
      return id;
    })
    .immediate();
}

export const socialHandlers: Handlers<'socialStart' | 'socialLogin'> = {
  socialStart: (ctx) => {
    const { provider, language } = ctx.params;
    const c = providerConfig(ctx.site, provider);
    if (!c) throw apiError('SOCIAL_UNAVAILABLE');
    rateLimit(ctx.db, 'login', accountsConfig(ctx.site).limits.login, ctx.ip);
    const verifier = newSecret();
    const state = startSignIn(ctx.db, provider, challengeOf(verifier));
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: c.clientId,
      redirect_uri: c.redirectUri,
      scope: c.scope,
      state,
      code_challenge: challengeOf(verifier),
      code_challenge_method: 'S256',
      ui_locales: language,
    });
    return { authorizeUrl: `${c.authorizeUrl}${c.authorizeUrl.includes('?') ? '&' : '?'}${q}`, state, verifier };
  },
  socialLogin: async (ctx): Promise<LoginValue> => {
    const { code, state, verifier } = ctx.params;
    rateLimit(ctx.db, 'login', accountsConfig(ctx.site).limits.login, ctx.ip);
    const started = takeSignIn(ctx.db, state);
    // A state this server did not hand out, one used already or expired, or a verifier that is
    // not the one whose challenge went to the provider: not this browser's sign-in.
    if (!started || !isProvider(started.provider) || challengeOf(verifier) !== started.challenge)
      throw apiError('SOCIAL_STATE_INVALID');
    const c = providerConfig(ctx.site, started.provider);
    if (!c) throw apiError('SOCIAL_UNAVAILABLE');
    const who = await exchangeCode(ctx.db, c, code, verifier);
    const id = memberFor(ctx, started.provider, who.subject, who.name);
    const row = memberById(ctx.db, id);
    if (!row) throw apiError('SOCIAL_STATE_INVALID');
    checkNotExcluded(ctx.db, id);
    // No password of its own to change or to expire: the provider vouches for the player.
    const { userName, type, merchantCode } = row;
    return loginValue(ctx, { id, userName, type, merchantCode, firstTimeLogin: 0 });
  },
};
