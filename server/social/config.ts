// Social login providers (SPEC §2.5, §2.6): which are on (the whitelabel switches
// FACEBOOKLOGIN3 and GOOGLELOGIN3) and where each one's authorization code flow goes. An
// operator points a provider at the real one in the site config:
//   "social": { "google": { "authorizeUrl": "https://…", "tokenUrl": "https://…",
//     "userinfoUrl": "https://…", "clientId": "…", "redirectUri": "https://m.example/m/login",
//     "scope": "openid profile" } }
// with the client secret in the environment (SOCIAL_GOOGLE_CLIENT_SECRET), never in the file.
// A switched-on provider with no such entry uses the demo identity provider this server
// serves itself (server/social/demo-provider.ts), except on a site declared "production",
// where it is not offered at all.
import type { SiteConfig } from '../config.ts';
import { siteMode } from '../operator/site-mode.ts';

export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const SWITCH: Record<SocialProvider, 'FACEBOOKLOGIN3' | 'GOOGLELOGIN3'> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
};

/** Where the demo provider's consent page is served (server/social/demo-provider.ts). */
export const DEMO_AUTHORIZE_PATH = '/oauth-demo/authorize';
/** The app's page the provider sends the player back to: the login page reads the answer. */
export const DEFAULT_REDIRECT_URI = '/m/login';

export interface ProviderConfig {
  provider: SocialProvider;
  /** 'demo': this server's own stand-in; 'oauth': a real provider reached over HTTPS. */
  kind: 'demo' | 'oauth';
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope: string;
}

const isHttpUrl = (v: unknown): v is string => {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The environment variable holding a provider's client secret. */
export const secretVariable = (p: SocialProvider) => `SOCIAL_${p.toUpperCase()}_CLIENT_SECRET`;

/** The provider's flow, or null when it is switched off or has nowhere to go on this site. */
export function providerConfig(
  site: SiteConfig,
  provider: SocialProvider,
  env: NodeJS.ProcessEnv = process.env,
): ProviderConfig | null {
  if (site.whitelabel[SWITCH[provider]] !== true) return null;
  const social = (site as unknown as { social?: Record<string, Record<string, unknown> | undefined> }).social;
  const entry = social?.[provider];
  if (entry) {
    const { authorizeUrl, tokenUrl, userinfoUrl, clientId, redirectUri, scope } = entry;
    if (!isHttpUrl(authorizeUrl) || !isHttpUrl(tokenUrl) || !isHttpUrl(userinfoUrl) || !isHttpUrl(redirectUri))
      return null;
    if (typeof clientId !== 'string' || !clientId) return null;
    return {
      provider,
      kind: 'oauth',
      authorizeUrl,
      tokenUrl,
      userinfoUrl,
      clientId,
      clientSecret: env[secretVariable(provider)] ?? '',
      redirectUri,
      scope: typeof scope === 'string' && scope ? scope : 'openid profile',
    };
  }
  if (siteMode(site) === 'production') return null;
  return {
    provider,
    kind: 'demo',
    authorizeUrl: DEMO_AUTHORIZE_PATH,
    tokenUrl: '',
    userinfoUrl: '',
    clientId: `demo-${provider}`,
    clientSecret: '',
    redirectUri: DEFAULT_REDIRECT_URI,
    scope: 'openid profile',
  };
}

/** The demo provider's client: the switched-on provider whose demo client id this is. */
export function demoClient(site: SiteConfig, clientId: string): ProviderConfig | null {
  for (const p of SOCIAL_PROVIDERS) {
    const c = providerConfig(site, p);
    if (c?.kind === 'demo' && c.clientId === clientId) return c;
  }
  return null;
}
