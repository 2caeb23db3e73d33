// The token exchange of the authorization code flow (RFC 6749 §4.1.3 with PKCE, RFC 7636)
// and the provider's user info: who signed in (its subject id) and the name they go by.
import type { Db } from '../db/open.ts';
import { apiError } from '../http/errors.ts';
import type { ProviderConfig } from './config.ts';
import { demoExchange } from './demo-provider.ts';

export interface ProviderIdentity {
  subject: string;
  name: string;
}

const TIMEOUT_MS = 10_000;

async function remote(c: ProviderConfig, code: string, verifier: string): Promise<ProviderIdentity> {
  let token: Response;
  try {
    token = await fetch(c.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: c.redirectUri,
        client_id: c.clientId,
        client_secret: c.clientSecret,
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw apiError('SOCIAL_PROVIDER_ERROR');
  }
  // RFC 6749 §5.2: a refused code is a 400 (invalid_grant); anything else is the provider's trouble.
  if (token.status === 400 || token.status === 401) throw apiError('SOCIAL_CODE_INVALID');
  if (!token.ok) throw apiError('SOCIAL_PROVIDER_ERROR');
  const access = ((await token.json().catch(() => ({}))) as { access_token?: unknown }).access_token;
  if (typeof access !== 'string' || !access) throw apiError('SOCIAL_PROVIDER_ERROR');
  let info: Response;
  try {
    info = await fetch(c.userinfoUrl, {
      headers: { Authorization: `Bearer ${access}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw apiError('SOCIAL_PROVIDER_ERROR');
  }
  if (!info.ok) throw apiError('SOCIAL_PROVIDER_ERROR');
  // OpenID Connect answers `sub`; Facebook's Graph API answers `id`.
  const u = (await info.json().catch(() => ({}))) as { sub?: unknown; id?: unknown; name?: unknown };
  const subject = typeof u.sub === 'string' ? u.sub : typeof u.id === 'string' ? u.id : '';
  if (!subject) throw apiError('SOCIAL_PROVIDER_ERROR');
  return { subject, name: typeof u.name === 'string' ? u.name : '' };
}

/** Who the code signs in; a refused, expired or reused code is SOCIAL_CODE_INVALID. */
export async function exchangeCode(
  db: Db,
  c: ProviderConfig,
  code: string,
  verifier: string,
): Promise<ProviderIdentity> {
  if (c.kind === 'oauth') return remote(c, code, verifier);
  const who = demoExchange(db, c, code, verifier);
  if (!who) throw apiError('SOCIAL_CODE_INVALID');
  return who;
}
