// API_ORIGIN mode: /wps and /lgw go to the operator's real platform, unchanged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fail, HttpError } from './envelope.ts';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'proxy-authorization',
  'te',
  'trailer',
]);

export function proxy(req: IncomingMessage, res: ServerResponse, origin: string): void {
  const target = new URL(req.url ?? '/', origin);
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = v;
  headers.host = target.host;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method, headers, timeout: 15_000 }, (up) => {
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(up.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
    res.writeHead(up.statusCode ?? 502, out);
    up.pipe(res);
  });
  upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
  upstream.on('error', () => {
    if (!res.headersSent) fail(res, new HttpError(502, 'UPSTREAM', 'The platform API did not answer'));
    else res.destroy();
  });
  req.pipe(upstream);
}
