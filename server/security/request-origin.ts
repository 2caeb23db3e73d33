// State-changing API calls only from the site's own pages (or origins the operator lists).
// The API authenticates with a bearer token, which a browser never attaches on its own, but
// some calls need none: a cross-site page could make its visitors' browsers ask for SMS
// codes (a bill, and a flood of texts to any number), register accounts or post feedback.
// Browsers say where a request comes from: `Origin` on every POST, PUT and DELETE, and
// `Sec-Fetch-Site`. A request that carries neither is no browser's (curl, the operator's
// scripts, a native app) and cannot be forged by a web page; it is let through.
import type { IncomingMessage } from 'node:http';
import type { SiteConfig } from '../config.ts';
import { PLAY_KEY_CALLS } from './play-key-calls.ts';
import { apiError } from '../http/errors.ts';

type Obj = Record<string, unknown>;

/** Site config `security.allowedOrigins`: other origins whose pages may call the API (https://m.example). */
export function allowedOrigins(site: SiteConfig): string[] {
  const security = (site as unknown as { security?: Obj }).security ?? {};
  const list = security.allowedOrigins;
  return Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string') : [];
}

/** Whether `origin` is this site (the Host the request was sent to) or one the operator allows. */
function isAllowed(origin: string, req: IncomingMessage, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.host === String(req.headers.host ?? '');
  } catch {
    return false; // 'null' (a sandboxed frame, a data: page) or garbage
  }
}

/** Whether a browser's `Origin` is this site's own (the Host it was sent to) or one the operator allows. */
export function isSiteOrigin(origin: string, req: IncomingMessage, site: SiteConfig): boolean {
  return isAllowed(origin, req, allowedOrigins(site));
}

/**
 * Throws 403 CROSS_SITE_REFUSED for a state-changing call a browser sent from another site.
 * The demo game's play calls are exempt: they come from a sandboxed frame (security/play-key-calls.ts).
 */
export function refuseCrossSite(req: IncomingMessage, site: SiteConfig, path: string): void {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
  if (PLAY_KEY_CALLS.has(path)) return;
  const origin = req.headers.origin;
  const fetchSite = req.headers['sec-fetch-site'];
  const ok =
    origin !== undefined
      ? isAllowed(String(origin), req, allowedOrigins(site))
      : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
  if (!ok) throw apiError('CROSS_SITE_REFUSED');
}
