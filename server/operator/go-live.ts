// The going-live check: when the server listens on an address other machines can reach, it
// says at start, one line each, which development defaults are still in place (the
// checklist in docs/operations.md). It warns and goes on: a staging site may keep some.
import { isIP } from 'node:net';
import type { SiteConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { ANNOUNCEMENTS } from '../db/seed-data/announcements.ts';
import { BANNERS } from '../db/seed-data/banners.ts';
import { HELP_PT } from '../db/seed-data/help-pt.ts';
import { PROMOTIONS } from '../db/seed-data/promotions.ts';
import { inAppChat } from '../api/chat.ts';
import { proxySettings } from '../http/security.ts';
import { demoGatewayOn } from '../pay/gateway.ts';
import type { OperatorKey } from './token.ts';

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  if (h.startsWith('::ffff:')) return isLoopback(h.slice(7));
  return isIP(h) === 4 && h.startsWith('127.');
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** The placeholder domains of the shipped site config (RFC 2606 names): never a real site's. */
const PLACEHOLDER = /^https?:\/\/([^/]*\.)?example\.(com|org|net)(\/|:|$)/i;

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

/** One line per default still in place; none on a loopback address (a developer's machine). */
export function goLiveWarnings(o: GoLiveInput): string[] {
  if (isLoopback(o.host)) return [];
  const site = o.site as unknown as Obj;
  const out: string[] = [];
  if (o.operator.state === 'on' && o.operator.source === 'site config wallet.adminToken')
    out.push('the operator token is written in the site config: set ADMIN_TOKEN from your secret store instead');
  if (site.devOutbox === true)
    out.push('devOutbox is on: GET /wps/dev/outbox shows every SMS code; set "devOutbox": false');
  if (o.db) {
    const sample = sampleContentLeft(o.db);
    if (sample.length)
      out.push(
        `sample content is still shown (${sample.join(', ')}): npm run operator -- content import <file> (docs/content.md)`,
      );
  }
  const links = arr(site.links).filter((l) => PLACEHOLDER.test(String(obj(l).url ?? '')));
  if (links.length)
    out.push(
      `download and social links still point at example.com (${links.map((l) => String(obj(l).resourceType)).join(', ')}): set "links" in the site config`,
    );
  const chat = [
    String(obj(site.chat).launchUrl ?? ''),
    ...arr(site.customerService).map((c) => String(obj(c).path ?? '')),
  ];
  if (chat.some((u) => PLACEHOLDER.test(u)))
    out.push('chat and customer-service addresses still point at example.com: set "chat" and "customerService"');
  if (demoGatewayOn(o.site))
    out.push(
      'the demo payment gateway is on (it credits deposits without money): set "wallet": { "demoGateway": false }',
    );
  // Players then see only the in-app feedback form and the help centre: fine to start, thin to run.
  const contact = arr(site.links).some((l) => ['WHATSAPP', 'TELEGRAM'].includes(String(obj(l).resourceType)));
  // The server's own live chat is a contact only while someone answers it.
  const inApp = o.site.whitelabel.CBS3 === true && inAppChat(o.site);
  if (inApp)
    out.push(
      'players can write to the in-app live chat: someone must answer it (npm run operator -- chat list, docs/operations.md), or set "chat": { "inApp": false }',
    );
  if (!contact && !inApp && chat.every((u) => u.trim() === ''))
    out.push(
      'players have no support contact besides the feedback form and the help centre: set "customerService", "chat" or WHATSAPP/TELEGRAM "links" (docs/configuration.md)',
    );
  if (!proxySettings(o.site).trustForwardedFor)
    out.push(
      `listening on ${o.host} without a TLS proxy declared: serve players through HTTPS (docs/operations.md) and set proxy.trustForwardedFor`,
    );
  if (o.db && !recentBackup(o.db, o.now ?? Date.now()))
    out.push('no backup in the last 24 hours: schedule npm run operator -- backup <file> (docs/operations.md)');
  return out;
}

function recentBackup(db: Db, now: number): boolean {
  const since = new Date(now - 86_400_000).toISOString();
  return !!db
    .prepare("SELECT 1 FROM operator_audit WHERE action = 'backup' AND outcome = 'ok' AND created_at > ? LIMIT 1")
    .get(since);
}
