// Serves the built app: hashed assets cached for a year, index.html for every app route,
// precompressed brotli/gzip bodies chosen by Accept-Encoding.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp',
  '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8',
};

/** Paths that render the single-page app (SPEC §2.1: every /m/* route, unknown ones fall back to home). */
export const isAppRoute = (path: string) => path === '/' || path === '/m' || path.startsWith('/m/');

export function securityHeaders(distDir: string): Record<string, string> {
  let hashes = { styleHashes: [] as string[], scriptHashes: [] as string[] };
  try { hashes = { ...hashes, ...(JSON.parse(readFileSync(join(distDir, 'csp.json'), 'utf8')) as typeof hashes) }; } catch { /* no build yet */ }
  const csp = [
    "default-src 'self'", `script-src 'self' ${hashes.scriptHashes.join(' ')}`.trim(), `style-src 'self' ${hashes.styleHashes.join(' ')}`.trim(),
    "img-src 'self' data: https:", "connect-src 'self'", "frame-src 'self' https:", "frame-ancestors 'none'",
    "base-uri 'self'", "form-action 'self'", "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

function pickEncoding(req: IncomingMessage, file: string): { path: string; encoding: string | null } {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept) && existsSync(file + '.br')) return { path: file + '.br', encoding: 'br' };
  if (/\bgzip\b/.test(accept) && existsSync(file + '.gz')) return { path: file + '.gz', encoding: 'gzip' };
  return { path: file, encoding: null };
}

/** Returns false when the path is not a file of the build (the caller answers 404). */
export function serveStatic(req: IncomingMessage, res: ServerResponse, distDir: string, path: string): boolean {
  const isRoute = isAppRoute(path) && !extname(path).match(/\.(js|css|json|svg|png|webp|ico)$/);
  const rel = isRoute ? 'index.html' : normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '');
  const file = join(distDir, rel);
  if (!file.startsWith(distDir + sep) || !existsSync(file) || !statSync(file).isFile()) return false;
  const { path: body, encoding } = pickEncoding(req, file);
  const immutable = rel.startsWith('assets/') || rel.startsWith('i18n/');
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(rel === 'index.html' ? securityHeaders(distDir) : { 'X-Content-Type-Options': 'nosniff' }),
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  const data = readFileSync(body);
  headers['Content-Length'] = String(data.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
  return true;
}
