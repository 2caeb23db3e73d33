// API_ORIGIN mode: /wps and /lgw go to the operator's real platform, and so do the game
// pages its launches answer on this site (/demo/, /games/). The upstream URL is always the
// configured origin plus the request's path and query: a request target in absolute form
// (`GET http://internal-host/wps/... HTTP/1.1`) names a host, and taking it from there would
// make this server an open proxy that hands the caller's Authorization header to any host it
// names. The forwarding headers are this server's own, and so are the security headers of
// the answer. What paths may pass is decided first (proxy-path.ts).
//
// A platform that refuses cross-site calls (the reference server does: security/
// request-origin.ts) would refuse every call the site's pages make through here, since the
// page's origin is this site and not the platform. So this server checks the browser's
// Origin itself, by the same rule the reference server applies to its own site, and sends a
// call from this site on with the platform's own origin: the platform sees a same-site call.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { SiteConfig } from '../config.ts';
import { fail } from './envelope.ts';
import { dropPermissionsPolicy, proxySettings } from './security.ts';
import { apiError } from './errors.ts';
import { isSiteOrigin, refuseCrossSite } from '../security/request-origin.ts';
import { playKeyCors } from '../security/play-key-calls.ts';

/**
 * Game pages a platform's launch may answer as a path on this site (the reference server's
 * `/demo/slot?ticket=…`, crash and sports pages under `/demo/` too; `/games/` for platforms
 * that put theirs there). Read only (GET, HEAD).
 */
export const GAME_PAGE_PREFIXES: readonly string[] = ['/demo/', '/games/'];

export const isGamePagePath = (pathname: string): boolean => GAME_PAGE_PREFIXES.some((p) => pathname.startsWith(p));

/**
 * The sandbox a game page always runs in, the flags of the app's frame for a game of its own
 * origin (src/ui/GameFrame frameSandbox) and no allow-same-origin: a platform's page served
 * at the players' address can never read the member's token from the site's storage, even
 * when opened on its own rather than in the frame.
 */
export const GAME_SANDBOX = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
]);

/** Written by this server below, never passed on from the client. */
const FORWARDING = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-forwarded-server',
  'x-real-ip',
]);

/**
 * Headers some servers and frameworks read as the request's real method or path: a GET the
 * checks here let through could become a DELETE, or `/wps/member/info` become
 * `/wps/admin/members`, on the platform. Never passed on.
 */
const OVERRIDES = new Set([
  'x-http-method-override',
  'x-http-method',
  'x-method-override',
  'x-original-url',
  'x-original-uri',
  'x-rewrite-url',
  'x-original-method',
]);

/**
 * What the platform's answer may carry to the player: the body's description and the caching
 * and retry hints. Everything else is the site's own (BASE_HEADERS, set on every answer): the
 * platform's Content-Security-Policy would replace the site's, its Set-Cookie would set a
 * cookie on the site's host that the site never asked for, and its CORS headers
 * (`Access-Control-Allow-Origin: *`) would let any other site read the member's answers.
 */
const PASSED_FROM_PLATFORM = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-disposition',
  'etag',
  'last-modified',
  'retry-after',
  'vary',
  'location',
  'date',
]);

/** The configured origin with only the path and query of the request (`path` is the parsed request URL). */
export function upstreamUrl(origin: string, path: URL): URL {
  const target = new URL(origin);
  target.pathname = path.pathname;
  target.search = path.search;
  return target;
}

/** A game page's own policy from the platform, sandboxed and framed by this site only (GAME_SANDBOX). */
export function gamePagePolicy(upstream: string | string[] | undefined): string {
  const kept = String(upstream ?? '')
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/^(sandbox|frame-ancestors)(\s|$)/i.test(d));
  return [...kept, "frame-ancestors 'self'", GAME_SANDBOX].join('; ');
}

/**
 * The browser's `Origin` and `Referer` as the platform should see them: this site's own (or
 * one the operator allows) becomes the platform's origin, so the call is same-site there;
 * any other origin (`null` from a game frame, another site on a read) goes on unchanged for
 * the platform to judge.
 */
function originHeaders(req: IncomingMessage, site: SiteConfig, upstream: string): Record<string, string> {
  const out: Record<string, string> = {};
  const origin = req.headers.origin;
  if (origin !== undefined) out.origin = isSiteOrigin(origin, req, site) ? upstream : origin;
  const referer = req.headers.referer;
  if (referer !== undefined) {
    try {
      const r = new URL(referer);
      out.referer = isSiteOrigin(r.origin, req, site) ? `${upstream}${r.pathname}${r.search}` : referer;
    } catch {
      // Not a URL: nothing worth passing on.
    }
  }
  return out;
}

function forwardedHeaders(req: IncomingMessage, site: SiteConfig): Record<string, string> {
  const peer = req.socket.remoteAddress ?? '';
  // Behind the operator's own proxy (proxy.trustForwardedFor) its chain is kept and the
  // peer appended; otherwise whatever the client wrote is dropped.
  const trusted = proxySettings(site).trustForwardedFor;
  const chain = trusted ? String(req.headers['x-forwarded-for'] ?? '').trim() : '';
  const proto = trusted ? String(req.headers['x-forwarded-proto'] ?? '').toLowerCase() : '';
  const host = String(req.headers.host ?? '');
  return {
    'x-forwarded-for': chain ? `${chain}, ${peer}` : peer,
    'x-forwarded-proto': proto === 'https' || proto === 'http' ? proto : 'http',
    // The address the player used, for links the platform writes back (a Host header is one token).
    ...(/^[a-z0-9.:[\]-]+$/i.test(host) ? { 'x-forwarded-host': host } : {}),
  };
}

/**
 * An API call (/wps, /lgw): a game frame's play calls get their CORS answer here (the
 * platform's is never passed on), a state-changing call from another site is refused here
 * with 403 CROSS_SITE_REFUSED, and the rest goes to the platform.
 */
export function proxy(req: IncomingMessage, res: ServerResponse, origin: string, path: URL, site: SiteConfig): void {
  if (playKeyCors(req, res, path.pathname)) return;
  refuseCrossSite(req, site, path.pathname);
  forward(req, res, origin, path, site, false);
}

/** A game page or one of its files (GAME_PAGE_PREFIXES), GET or HEAD only (the caller checks). */
export function proxyGamePage(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  path: URL,
  site: SiteConfig,
): void {
  forward(req, res, origin, path, site, true);
}

function forward(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  path: URL,
  site: SiteConfig,
  gamePage: boolean,
): void {
  const target = upstreamUrl(origin, path);
  const named = new Set(
    String(req.headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase()),
  );
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined && !HOP_BY_HOP.has(k) && !FORWARDING.has(k) && !OVERRIDES.has(k) && !named.has(k))
      headers[k] = v;
  delete headers.origin;
  delete headers.referer;
  Object.assign(headers, originHeaders(req, site, target.origin), forwardedHeaders(req, site));
  headers.host = target.host;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method, headers, timeout: 15_000 }, (up) => {
    const out: Record<string, string | string[]> = { 'Cache-Control': 'no-store' };
    for (const [k, v] of Object.entries(up.headers)) if (v !== undefined && PASSED_FROM_PLATFORM.has(k)) out[k] = v;
    if (gamePage) {
      // The game page's own policy (its scripts, its calls), kept in the sandbox; its files may be cached.
      res.setHeader('Content-Security-Policy', gamePagePolicy(up.headers['content-security-policy']));
      if (up.headers['cache-control'] !== undefined) out['Cache-Control'] = up.headers['cache-control'];
      const referrer = up.headers['referrer-policy'];
      if (typeof referrer === 'string') res.setHeader('Referrer-Policy', referrer);
    }
    // An API answer, as the reference server's own are (http/envelope.ts): JSON is no document.
    else dropPermissionsPolicy(res);
    res.writeHead(up.statusCode ?? 502, out);
    up.pipe(res);
  });
  upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
  upstream.on('error', () => {
    if (!res.headersSent) fail(res, apiError('UPSTREAM'));
    else res.destroy();
  });
  req.pipe(upstream);
}
