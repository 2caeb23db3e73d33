// What the site declares itself to be: the site config's "siteMode". "demo" is the only mode
// in which the demo payment gateway may run (it credits deposits without money); "production"
// turns the blocking going-live checks (server/operator/go-live.ts) into a refusal to start;
// left empty, the checks warn and the server starts (a staging site, a developer's machine).
// Any other value is refused at start: a mistyped "prodution" must not quietly mean "warn only".
import type { SiteConfig } from '../config.ts';
import { StartRefused } from '../start-refused.ts';

export type SiteMode = 'demo' | 'production' | 'undeclared';

const MODES: Record<string, SiteMode> = { '': 'undeclared', demo: 'demo', production: 'production' };

/** The declared mode; throws StartRefused for a value that is none of "demo", "production" or "". */
export function siteMode(site: SiteConfig): SiteMode {
  const raw = (site as unknown as { siteMode?: unknown }).siteMode ?? '';
  const mode = typeof raw === 'string' ? MODES[raw] : undefined;
  if (mode) return mode;
  throw new StartRefused(
    `Refusing to start: "siteMode" is ${JSON.stringify(raw)} in the site config; it must be "production" (a live site: ` +
      'blocking going-live checks refuse the start), "demo" (a demonstration site nobody pays on) or "" (not declared: warnings only).',
  );
}
