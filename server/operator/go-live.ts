// The going-live check: at every start, whatever the bind address (the documented set-up
// binds loopback behind a proxy, so the address says nothing about who can reach the site),
// the server says, one line each, which development defaults are still in place and how to
// fix each (the checklist in docs/operations.md). It warns and goes on (a staging site may
// keep some), except that a site declaring "siteMode": "production" refuses to start while a
// blocking one stands: one that would take or give money wrongly.
import { providerConfig, SOCIAL_PROVIDERS } from '../social/config.ts';
import { moneyConfig } from '../api/money-config.ts';
import type { SiteConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { ANNOUNCEMENTS } from '../db/seed-data/announcements.ts';
import { BANNERS } from '../db/seed-data/banners.ts';
import { HELP_PT } from '../db/seed-data/help-pt.ts';
import { PROMOTIONS } from '../db/seed-data/promotions.ts';
import { inAppChat } from '../api/chat.ts';
import { proxySettings } from '../http/security.ts';
import { StartRefused } from '../start-refused.ts';
import { jurisdictionChecks } from './jurisdiction.ts';
import { siteMode } from './site-mode.ts';
import type { OperatorKey } from './token.ts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** The placeholder domains of the shipped site config (RFC 2606 names): never a real site's. */
const PLACEHOLDER = /^https?:\/\/([^/]*\.)?example\.(com|org|net)(\/|:|$)/i;
/** The shipped receiver's company and the RFC 2606 domains: a real receiver names neither. */
const PLACEHOLDER_PAYEE = /aurora pagamentos|[@.]example(\.(com|org|net))?\b/i;

/** How much of the seeded sample content is still shown (matched by its Portuguese texts). */
export function sampleContentLeft(db: Db): string[] {
  const count = (sql: string, values: readonly string[]) =>
    (db.prepare(sql).get(JSON.stringify(values)) as { n: number }).n;
  const left: Array<[number, string]> = [
    [
      count(
        `SELECT COUNT(*) AS n FROM banners b JOIN banner_texts t ON t.banner_id = b.id AND t.language = 'pt'
         WHERE b.retired_at IS NULL AND t.title IN (SELECT value FROM json_each(?))`,
        BANNERS.map((b) => b.pt),
      ),
      'banners',
    ],
    [
      count(
        `SELECT COUNT(*) AS n FROM announcements a JOIN announcement_texts t ON t.announcement_id = a.id AND t.language = 'pt'
         WHERE a.retired_at IS NULL AND t.title IN (SELECT value FROM json_each(?))`,
        ANNOUNCEMENTS.map((a) => a.pt.title),
      ),
      'announcements',
    ],
    [
      count(
        `SELECT COUNT(*) AS n FROM promotions p JOIN promotion_texts t ON t.promotion_id = p.id AND t.language = 'pt'
         WHERE p.retired_at IS NULL AND t.title IN (SELECT value FROM json_each(?))`,
        PROMOTIONS.map((p) => p.pt.title),
      ),
      'promotions',
    ],
    [
      count(
        `SELECT COUNT(*) AS n FROM help_texts WHERE language = 'pt' AND content_html IN (SELECT value FROM json_each(?))`,
        Object.values(HELP_PT).map((h) => h.html),
      ),
      'help topics',
    ],
  ];
  return left.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
}

export interface GoLiveInput {
  host: string;
  site: SiteConfig;
  db: Db | null;
  operator: OperatorKey;
  now?: number;
}

/** One default still in place: what it is and how to fix it; a blocking one refuses a production start. */
export interface GoLiveCheck {
  text: string;
  blocking: boolean;
}

/** Where players would be told to pay that is still the shipped placeholder (reference API only). */
function placeholderPayees(site: SiteConfig): GoLiveCheck[] {
  const cfg = moneyConfig(site);
  const out: GoLiveCheck[] = [];
  const { key, merchantName } = cfg.pix;
  if (
    cfg.methods.some((m) => m.kind === 'PIX') &&
    (PLACEHOLDER_PAYEE.test(key) || PLACEHOLDER_PAYEE.test(merchantName))
  )
    out.push({
      text: `the PIX receiver is the shipped placeholder (${key}, "${merchantName}"): players would pay it; set "wallet": { "pix": { "key", "merchantName", "merchantCity" } } to your own PIX key and company`,
      blocking: true,
    });
  const manual = cfg.methods.filter((m) => m.kind === 'MANUAL' && PLACEHOLDER_PAYEE.test(m.account ?? ''));
  if (manual.length)
    out.push({
      text: `the manual-transfer account is the shipped placeholder (${manual.map((m) => `${m.id}: "${m.account}"`).join(', ')}): set its "account" in "wallet.methods" to your own bank account, or remove the method`,
      blocking: true,
    });
  return out;
}

/** One entry per default still in place, on every start. */
export function goLiveChecks(o: GoLiveInput): GoLiveCheck[] {
  const site = o.site as unknown as Obj;
  const out: GoLiveCheck[] = [];
  const warn = (text: string) => out.push({ text, blocking: false });
  if (o.operator.state === 'on' && o.operator.source === 'site config wallet.adminToken')
    warn('the operator token is written in the site config: set ADMIN_TOKEN from your secret store instead');
  if (site.devOutbox === true)
    out.push({
      text: 'devOutbox is on: GET /wps/dev/outbox shows every SMS code; set "devOutbox": false',
      blocking: true,
    });
  // The gateway has its own line at every start while it is on (server/pay/gateway.ts); the
  // payees matter only where this server takes the deposits (not in API_ORIGIN mode).
  if (o.db) out.push(...placeholderPayees(o.site));
  // What the jurisdiction profile needs to show players (server/operator/jurisdiction.ts).
  out.push(...jurisdictionChecks(o.site));
  if (o.db) {
    const sample = sampleContentLeft(o.db);
    if (sample.length)
      warn(
        `sample content is still shown (${sample.join(', ')}): npm run operator -- content import <file> (docs/content.md)`,
      );
  }
  // A switched-on social button with no provider configured signs in through the demo provider,
  // which signs in whoever asks (server/social/config.ts; not served on a production site).
  const demoSocial = SOCIAL_PROVIDERS.filter((p) => providerConfig(o.site, p)?.kind === 'demo');
  if (o.db && demoSocial.length)
    warn(
      `social login (${demoSocial.join(', ')}) uses the demo identity provider: configure "social" in the site config (docs/operations.md#social-login)`,
    );
  const links = arr(site.links).filter((l) => PLACEHOLDER.test(String(obj(l).url ?? '')));
  if (links.length)
    warn(
      `download and social links still point at example.com (${links.map((l) => String(obj(l).resourceType)).join(', ')}): set "links" in the site config`,
    );
  const chat = [
    String(obj(site.chat).launchUrl ?? ''),
    ...arr(site.customerService).map((c) => String(obj(c).path ?? '')),
  ];
  if (chat.some((u) => PLACEHOLDER.test(u)))
    warn('chat and customer-service addresses still point at example.com: set "chat" and "customerService"');
  // Players then see only the in-app feedback form and the help centre: fine to start, thin to run.
  const contact = arr(site.links).some((l) => ['WHATSAPP', 'TELEGRAM'].includes(String(obj(l).resourceType)));
  // The server's own live chat is a contact only while someone answers it.
  const inApp = o.site.whitelabel.CBS3 === true && inAppChat(o.site);
  if (inApp)
    warn(
      'players can write to the in-app live chat: someone must answer it (npm run operator -- chat list, docs/operations.md), or set "chat": { "inApp": false }',
    );
  if (!contact && !inApp && chat.every((u) => u.trim() === ''))
    warn(
      'players have no support contact besides the feedback form and the help centre: set "customerService", "chat" or WHATSAPP/TELEGRAM "links" (docs/configuration.md)',
    );
  if (!proxySettings(o.site).trustForwardedFor)
    warn(
      `no TLS proxy declared (listening on ${o.host}, proxy.trustForwardedFor off): serve players through HTTPS from a proxy of yours (docs/operations.md) and set "proxy": { "trustForwardedFor": true }, or every player shares the proxy's rate limits`,
    );
  if (o.db && !recentBackup(o.db, o.now ?? Date.now()))
    warn('no backup in the last 24 hours: schedule npm run operator -- backup <file> (docs/operations.md)');
  return out;
}

/** The checks' texts, one line each. */
export const goLiveWarnings = (o: GoLiveInput): string[] => goLiveChecks(o).map((c) => c.text);

/** The start-up lines of the checks; throws StartRefused on a production site while a blocking one stands. */
export function goLiveLines(o: GoLiveInput): string[] {
  const checks = goLiveChecks(o);
  const blocking = checks.filter((c) => c.blocking);
  if (siteMode(o.site) === 'production' && blocking.length)
    throw new StartRefused(
      `Refusing to start: the site config declares "siteMode": "production", but ${blocking.length === 1 ? 'this stands' : 'these stand'}:\n${blocking.map((c) => `- ${c.text}`).join('\n')}\nFix ${blocking.length === 1 ? 'it' : 'each'} and start again (or, for a site not yet live, leave "siteMode" empty: the checks then only warn).`,
    );
  return checks.map(
    (c) => `WARNING before going live${c.blocking ? ' (blocks "siteMode": "production")' : ''}: ${c.text}`,
  );
}

function recentBackup(db: Db, now: number): boolean {
  const since = new Date(now - 86_400_000).toISOString();
  return !!db
    .prepare("SELECT 1 FROM operator_audit WHERE action = 'backup' AND outcome = 'ok' AND created_at > ? LIMIT 1")
    .get(since);
}
