// API_ORIGIN mode: /wps and /lgw go to the operator's real platform. The upstream URL is
// always the configured origin plus the request's path and query: a request target in
// absolute form (`GET http://internal-host/wps/... HTTP/1.1`) names a host, and taking it
// from there would make this server an open proxy that hands the caller's Authorization
// header to any host it names. The forwarding headers are this server's own, and so are the
// security headers of the answer. What paths may pass is decided first (proxy-path.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { SiteConfig } from '../config.ts';
import { fail } from './envelope.ts';
import { dropPermissionsPolicy, proxySettings } from './security.ts';
import { apiError } from './errors.ts';

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
const FORWARDING = new Set(['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip']);

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

function forwardedHeaders(req: IncomingMessage, site: SiteConfig): Record<string, string> {
  const peer = req.socket.remoteAddress ?? '';
  // Behind the operator's own proxy (proxy.trustForwardedFor) its chain is kept and the
  // peer appended; otherwise whatever the client wrote is dropped.
  const trusted = proxySettings(site).trustForwardedFor;
  const chain = trusted ? String(req.headers['x-forwarded-for'] ?? '').trim() : '';
  const proto = trusted ? String(req.headers['x-forwarded-proto'] ?? '').toLowerCase() : '';
  return {
    'x-forwarded-for': chain ? `${chain}, ${peer}` : peer,
    'x-forwarded-proto': proto === 'https' || proto === 'http' ? proto : 'http',
  };
}

export function proxy(req: IncomingMessage, res: ServerResponse, origin: string, path: URL, site: SiteConfig): void {
  const target = upstreamUrl(origin, path);
  const named = new Set(
    String(req.headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase()),
  );
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined && !HOP_BY_HOP.has(k) && !FORWARDING.has(k) && !named.has(k)) headers[k] = v;
  Object.assign(headers, forwardedHeaders(req, site));
  headers.host = target.host;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method, headers, timeout: 15_000 }, (up) => {
    const out: Record<string, string | string[]> = { 'Cache-Control': 'no-store' };
    for (const [k, v] of Object.entries(up.headers)) if (v !== undefined && PASSED_FROM_PLATFORM.has(k)) out[k] = v;
    // An API answer, as the reference server's own are (http/envelope.ts): JSON is no document.
    dropPermissionsPolicy(res);
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
