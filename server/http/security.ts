// Security settings every response shares: the baseline headers, the client address used
// by the per-IP rate limits, the game origins the app may frame and the picture origins.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { SiteConfig } from '../config.ts';

/**
 * Sent on every answer (API, icons, demo, static); static files and the demo page replace
 * the Content-Security-Policy with their own, assets a page fetches drop it and the
 * Permissions-Policy (dropDocumentHeaders), and API answers drop the Permissions-Policy
 * (dropPermissionsPolicy). A JSON or SVG answer runs nothing, loads nothing and may not be framed.
 */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * A policy a browser reads only from a document's or a worker's answer: a script, stylesheet,
 * dictionary or picture a page fetches runs under that page's policy whatever its own answer
 * says. On a slow network their 600-odd bytes on every asset add up (a first view is a dozen
 * files), so those answers go without them. Opened on their own, such files run nothing:
 * nosniff keeps each to its declared type (a script or JSON shows as text). SVG keeps them: an
 * SVG opened on its own is a document that can run script.
 */
const PERMISSIONS_POLICY = 'Permissions-Policy';
const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', PERMISSIONS_POLICY] as const;
export function dropDocumentHeaders(res: ServerResponse): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/**
 * Permissions-Policy says what a document may use (camera, microphone, payment): JSON is never
 * such a document, so API answers go without it, 77 bytes less on each of the ten calls of a
 * visit to home. Their Content-Security-Policy stays: it keeps them from being framed.
 */
export function dropPermissionsPolicy(res: ServerResponse): void {
  res.removeHeader(PERMISSIONS_POLICY);
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});

export interface ProxySettings {
  trustForwardedFor: boolean;
  hops: number;
}

/** Site config `proxy`: off unless the operator says a proxy it controls sets X-Forwarded-For. */
export function proxySettings(site: SiteConfig): ProxySettings {
  const p = obj((site as unknown as Obj).proxy);
  const hops = typeof p.hops === 'number' && Number.isInteger(p.hops) && p.hops >= 1 && p.hops <= 10 ? p.hops : 1;
  return { trustForwardedFor: p.trustForwardedFor === true, hops };
}

/**
 * The address rate limits count against. Without a trusted proxy it is the socket's peer,
 * whatever X-Forwarded-For claims (a client can write any header). With one, it is the
 * entry the nearest `hops` proxies appended (counted from the right), never the leftmost
 * entry, which the client controls.
 */
export function clientIp(req: IncomingMessage, site: SiteConfig): string {
  const peer = req.socket.remoteAddress ?? '';
  const p = proxySettings(site);
  if (!p.trustForwardedFor) return peer;
  const list = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const seen = list[list.length - p.hops];
  return seen && isIP(seen) ? seen : peer;
}

/**
 * Site config `security.gameFrameOrigins`: the origins game launches open in the app's
 * frame when the games are not on this origin (API_ORIGIN mode). Only plain http(s)
 * origins are accepted, so a config value can never add a directive to the policy.
 */
export function gameFrameOrigins(site: SiteConfig): string[] {
  const list = obj((site as unknown as Obj).security).gameFrameOrigins;
  if (!Array.isArray(list)) return [];
  return list.filter((o): o is string => typeof o === 'string' && /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(o));
}

const originOf = (v: unknown): string | null => {
  if (typeof v !== 'string' || !/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/|$)/i.test(v)) return null;
  return new URL(v).origin;
};

/**
 * The origins the app's pages may load pictures from besides their own (CSP img-src): the
 * site's image CDNs (`imageCDNs`), `security.imageOrigins`, and the platform behind
 * API_ORIGIN. Nothing else: a picture in server HTML (an announcement, a promotion) from
 * anywhere else is never fetched, so it can be no tracking pixel.
 */
export function imageOrigins(site: SiteConfig, apiOrigin: string | null = null): string[] {
  const listed = [
    ...(Array.isArray(site.imageCDNs) ? site.imageCDNs : []),
    ...((): unknown[] => {
      const extra = obj((site as unknown as Obj).security).imageOrigins;
      return Array.isArray(extra) ? extra : [];
    })(),
    apiOrigin,
  ];
  return [...new Set(listed.map(originOf).filter((o): o is string => o !== null))];
}
