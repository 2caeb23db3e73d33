// The jurisdiction profile at start-up (src/rules/jurisdiction.ts holds its rules): a value that
// names no profile is refused, like a mistyped "siteMode" (a "br" must not quietly mean the default
// profile's rules), and a profile that names the operator in the footer has each of its keys
// checked by the going-live check (server/operator/go-live.ts): missing or with a CNPJ whose check
// digits fail, it warns, and a "siteMode": "production" site refuses to start; so does one whose
// self-exclusion page must link the regulator's central platform without its address
// ("responsibleGaming.centralExclusionUrl"), and one whose deposit kinds (Brazil: PIX only) leave
// none of the configured deposit methods: its members could not pay in at all.
import { operatorDetails } from '../../src/rules/identity.ts';
import { centralExclusionUrl, JURISDICTIONS, jurisdictionOf, profileOf } from '../../src/rules/jurisdiction.ts';
import { kindAllowed } from '../../src/rules/own-cpf.ts';
import { moneyConfig } from '../api/money-config.ts';
import type { SiteConfig } from '../config.ts';
import { StartRefused } from '../start-refused.ts';
import type { GoLiveCheck } from './go-live.ts';

/** Throws StartRefused when "jurisdiction" names no profile. */
export function checkJurisdiction(site: SiteConfig): void {
  if (jurisdictionOf(site) !== null) return;
  const raw = (site as unknown as { jurisdiction?: unknown }).jurisdiction;
  throw new StartRefused(
    `Refusing to start: "jurisdiction" is ${JSON.stringify(raw)} in the site config; it must be one of ${JURISDICTIONS.map((j) => JSON.stringify(j)).join(', ')} (or left out: the default profile).`,
  );
}

const WHAT: Record<string, string> = {
  legalName: "the operator's legal name",
  cnpj: "the operator's CNPJ",
  authorisation: 'the number of the federal authorisation the site runs under',
  helpLine: 'the responsible-gaming help line',
};

/**
 * One blocking check per operator key the profile's footer needs and the config lacks (or whose
 * CNPJ is not one), and for the regulator's self-exclusion platform the profile links.
 */
export function jurisdictionChecks(site: SiteConfig): GoLiveCheck[] {
  return [...operatorChecks(site), ...exclusionChecks(site), ...depositChecks(site)];
}

function depositChecks(site: SiteConfig): GoLiveCheck[] {
  const profile = profileOf(site);
  if (profile.paymentKinds === null) return [];
  if (moneyConfig(site).methods.some((m) => kindAllowed(profile, m.kind))) return [];
  return [
    {
      text: `the ${profile.id} profile takes deposits by ${profile.paymentKinds.join(', ')} only, but "wallet.methods" has no such method: members could not deposit; add one (docs/configuration.md#money-wallet-and-agents-agent)`,
      blocking: true,
    },
  ];
}

function exclusionChecks(site: SiteConfig): GoLiveCheck[] {
  const profile = profileOf(site);
  if (!profile.centralExclusion || centralExclusionUrl(site) !== null) return [];
  const raw = (site as unknown as { responsibleGaming?: { centralExclusionUrl?: unknown } }).responsibleGaming
    ?.centralExclusionUrl;
  return [
    {
      text:
        raw === undefined
          ? `the ${profile.id} profile links the regulator's central self-exclusion platform, but "responsibleGaming.centralExclusionUrl" is not set: set it in the site config (docs/configuration.md#jurisdiction)`
          : `"responsibleGaming.centralExclusionUrl" (${JSON.stringify(raw)}) is not an https address: set the full https:// address of the regulator's central self-exclusion platform`,
      blocking: true,
    },
  ];
}

function operatorChecks(site: SiteConfig): GoLiveCheck[] {
  const profile = profileOf(site);
  if (!profile.operatorDisclosure) return [];
  const raw = (site as unknown as { operator?: unknown }).operator;
  return operatorDetails(raw).problems.map(({ key, missing }) => ({
    text: missing
      ? `the ${profile.id} profile shows who runs the site, but "operator.${key}" (${WHAT[key]}) is not set: set it in the site config (docs/configuration.md#jurisdiction)`
      : `"operator.cnpj" (${JSON.stringify((raw as { cnpj?: unknown }).cnpj)}) is not a valid CNPJ: its check digits fail; set the operator's 14-digit CNPJ (00.000.000/0000-00)`,
    blocking: true,
  }));
}
