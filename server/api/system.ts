// Site status, help centre and client error reports.
import type { MobileTemplate, SiteStatus } from '../../src/api/types.ts';
import { PATHS } from '../../src/routes.ts';
import { listHelp } from '../db/content.ts';
import { withOperatorTexts } from './help-config.ts';
import type { Handlers } from './context.ts';
import { hasChat, publicCustomerService } from './chat.ts';
import { accountsConfig } from './accounts-config.ts';
import { gamesConfig } from './games-config.ts';
import { rateLimit } from './accounts-limits.ts';
import type { SiteConfig } from '../config.ts';
import { redactSecrets } from '../security/log-redact.ts';
import { operatorDetails } from '../../src/rules/identity.ts';
import { centralExclusionUrl, profileOf } from '../../src/rules/jurisdiction.ts';

/**
 * What players' phones may see of the site config: exactly the SiteStatus fields. Security
 * settings, rate limits, trial and registration internals stay on the server, and an
 * obfuscated (type '3') customer-service path goes out obfuscated.
 */
export function publicStatus(site: SiteConfig): SiteStatus {
  return {
    location: site.location,
    maintenance: site.maintenance,
    regionRestriction: site.regionRestriction,
    info: site.info,
    mainDomain: site.mainDomain,
    imageCDNs: site.imageCDNs,
    // No dead end: the platform chat (CBS3) is offered only when there is a chat to open.
    whitelabel: { ...site.whitelabel, CBS3: site.whitelabel.CBS3 === true && hasChat(site) },
    modules: site.modules,
    templates: site.templates,
    links: site.links,
    customerService: publicCustomerService(site),
    currencySymbol: site.currencySymbol,
    merchantCode: site.merchantCode,
    downloadBannerExempt: site.downloadBannerExempt,
    ...(site.download ? { download: site.download } : {}),
    ...(site.copyrightFrom ? { copyrightFrom: site.copyrightFrom } : {}),
    ...jurisdictionStatus(site),
    ...(gamesConfig(site).jackpotDisplay === 'cosmetic' ? { jackpotDisplay: 'cosmetic' as const } : {}),
    // SPEC §7: the status's routing, template, paths, registration switches and resources.
    domainRoute: { mainDomain: site.mainDomain, wps: '/wps', lgw: '/lgw' },
    mobileTemplate: mobileTemplate(site),
    paths: { home: PATHS.home, login: PATHS.login, register: PATHS.register, help: PATHS.help, app: PATHS.app },
    register: {
      username: site.whitelabel.USERNAMEREG3 === true,
      mobile: site.whitelabel.MOBILENUMREG3 === true,
      captcha: accountsConfig(site).registration.captcha.enabled,
    },
    resources: site.links,
  };
}

/**
 * The profile and, when it names the operator, the operator's valid details; without advance
 * bonuses, that switch too (home's first view reads it without the profile table); the
 * regulator's self-exclusion platform when configured: nothing for the default profile.
 */
function jurisdictionStatus(
  site: SiteConfig,
): Pick<SiteStatus, 'jurisdiction' | 'operator' | 'advanceBonuses' | 'centralExclusionUrl'> {
  const profile = profileOf(site);
  if (profile.id === 'default') return {};
  const operator = (site as unknown as { operator?: unknown }).operator;
  const exclusion = centralExclusionUrl(site);
  return {
    jurisdiction: profile.id,
    ...(profile.operatorDisclosure ? { operator: operatorDetails(operator).shown } : {}),
    ...(profile.advanceBonuses ? {} : { advanceBonuses: false as const }),
    ...(exclusion ? { centralExclusionUrl: exclusion } : {}),
  };
}

/** SPEC §3 mobile template from the site config, each text field '' when the config lacks it. */
function mobileTemplate(site: SiteConfig): MobileTemplate {
  const raw = (site.mobileTemplate ?? {}) as Partial<Record<keyof MobileTemplate, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    app_background: text(raw.app_background),
    app_desc: text(raw.app_desc),
    app_desc_font_color: text(raw.app_desc_font_color),
  };
}

export const systemHandlers: Handlers<'systemStatus' | 'helpCentre' | 'clientError'> = {
  systemStatus: ({ site }) => publicStatus(site),
  helpCentre: ({ db, params, site }) => withOperatorTexts(listHelp(db, params.lang), site, params.lang),
  clientError: ({ params, log, db, ip, site }) => {
    // Per IP, so nobody can flood the log with reports (429 with Retry-After past the limit).
    rateLimit(db, 'clientError', accountsConfig(site).limits.clientError, ip);
    // Quoted: the text is the client's; the server's log escapes what is left (security/log-line.ts).
    const q = JSON.stringify;
    // A page's address can carry a secret (a game's launch ticket): redacted as in the access log.
    log(`CLIENT ERROR route=${q(redactSecrets(params.route))} where=${q(params.where)} message=${q(params.message)}`);
    return null;
  },
};
