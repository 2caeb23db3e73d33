// Serves the built app: hashed assets cached for a year, index.html for every app route,
// precompressed brotli/gzip bodies chosen by Accept-Encoding.
// Kept over send: it picks the build's precompressed bodies and answers app routes, which send does not (docs/architecture.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pickCoding } from './accept-encoding.ts';
import { PATHS } from '../../src/routes.ts';
import { dropDocumentHeaders } from './security.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Paths that render the single-page app (SPEC §2.1: every /m/* route, unknown ones fall back to home). */
export const isAppRoute = (path: string) => path === '/' || path === '/m' || path.startsWith('/m/');

type Hashes = { styleHashes: string[]; scriptHashes: string[] };
const hashCache = new Map<string, { mtimeMs: number; hashes: Hashes }>();

/** The build's inline boot script and critical style hashes (dist/csp.json), re-read when a build replaces it. */
function buildHashes(distDir: string): Hashes {
  const file = join(distDir, 'csp.json');
  let mtimeMs = -1;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    /* no build yet */
  }
  const hit = hashCache.get(distDir);
  if (hit && hit.mtimeMs === mtimeMs) return hit.hashes;
  let hashes: Hashes = { styleHashes: [], scriptHashes: [] };
  try {
    hashes = { ...hashes, ...(JSON.parse(readFileSync(file, 'utf8')) as Hashes) };
  } catch {
    /* no build yet */
  }
  hashCache.set(distDir, { mtimeMs, hashes });
  return hashes;
}

/**
 * The app's policy: scripts from this origin plus the inline boot script by hash (never
 * 'unsafe-inline'); frames only this origin (the demo games) and the game origins the
 * site config lists (server/http/security.ts); the app itself is never framed.
 */
export function securityHeaders(
  distDir: string,
  frameOrigins: readonly string[] = [],
  imageOrigins: readonly string[] = [],
): Record<string, string> {
  const hashes = buildHashes(distDir);
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${hashes.scriptHashes.join(' ')}`.trim(),
    `style-src 'self' ${hashes.styleHashes.join(' ')}`.trim(),
    // Pictures from this origin and the site's CDNs only (no bare https:): see imageOrigins().
    `img-src 'self' data: ${imageOrigins.join(' ')}`.trim(),
    "connect-src 'self'",
    `frame-src 'self' ${frameOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

function pickEncoding(req: IncomingMessage, file: string): { path: string; encoding: string | null } {
  const coding = pickCoding(req.headers['accept-encoding'], {
    br: existsSync(`${file}.br`),
    gzip: existsSync(`${file}.gz`),
  });
  if (coding === 'br') return { path: `${file}.br`, encoding: 'br' };
  if (coding === 'gzip') return { path: `${file}.gz`, encoding: 'gzip' };
  return { path: file, encoding: null };
}

/**
 * The site's own icons are not hashed, but a day's cache is fine for them (a new one shows
 * within a day): with no-cache the first visit downloaded icon.svg twice, for the tab and for
 * the install offer's check of the manifest's icons (home's bytes).
 */
const APP_ICON = /^(icon[\w-]*|apple-touch-icon)\.(svg|png)$/;

/**
 * Files a page fetches and runs under its own policy (security.ts dropDocumentHeaders), the web
 * app manifest among them (read under the page's manifest-src, shown as text when opened alone);
 * the service worker's script is a worker's, which runs under the policy it was served with.
 */
const SUBRESOURCE = /\.(js|css|json|webmanifest|png|webp|ico)$/;
const takesPolicy = (rel: string) => rel === 'sw.js' || !SUBRESOURCE.test(rel);

/**
 * A file's body and its entity tag, read again only when a deploy replaces the file. The tag is
 * the body's own hash, so each encoding of a page has its own, as HTTP asks.
 */
const bodies = new Map<string, { mtimeMs: number; data: Buffer; etag: string }>();
function bodyOf(path: string): { data: Buffer; etag: string } {
  const mtimeMs = statSync(path).mtimeMs;
  const kept = bodies.get(path);
  if (kept?.mtimeMs === mtimeMs) return kept;
  const data = readFileSync(path);
  const read = { mtimeMs, data, etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 22)}"` };
  bodies.set(path, read);
  return read;
}

/** Whether the browser's copy (If-None-Match) is this one: a revalidation then costs a 304, not the page. */
const stillFresh = (req: IncomingMessage, etag: string): boolean =>
  (req.headers['if-none-match'] ?? '')
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');

/** Returns false when the path is not a file of the build (the caller answers 404). */
export function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  distDir: string,
  path: string,
  frameOrigins: readonly string[] = [],
  imageOrigins: readonly string[] = [],
): boolean {
  const isRoute = isAppRoute(path) && !extname(path).match(/\.(js|css|json|svg|png|webp|ico)$/);
  const rel = isRoute ? 'index.html' : normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '');
  const file = join(distDir, rel);
  if (!file.startsWith(distDir + sep) || !existsSync(file) || !statSync(file).isFile()) return false;
  const { path: body, encoding } = pickEncoding(req, file);
  const immutable = rel.startsWith('assets/') || rel.startsWith('i18n/');
  // Pages and the service worker (sw.js) run under the policy they were served with.
  const policy = takesPolicy(rel);
  if (!policy) dropDocumentHeaders(res);
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable
      ? 'public, max-age=31536000, immutable'
      : APP_ICON.test(rel)
        ? 'public, max-age=86400'
        : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(policy ? securityHeaders(distDir, frameOrigins, imageOrigins) : {}),
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  // Hashed files never change under their name: only the others (index.html, sw.js) are revalidated.
  const { data, etag } = immutable ? { data: readFileSync(body), etag: null } : bodyOf(body);
  if (etag) {
    headers.ETag = etag;
    if (stillFresh(req, etag)) {
      delete headers['Content-Length'];
      res.writeHead(304, headers);
      res.end();
      return true;
    }
  }
  headers['Content-Length'] = String(data.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : data);
  return true;
}

/**
 * A page a browser asks for that no file or route answers (`/foo`, `/M/LOGIN`, an old
 * bookmark): sent to home, as SPEC §2.1 sends every unknown app path (a JSON 404 shown as a
 * page helps nobody). Only navigations are redirected, known by what they accept and by a path
 * with no file extension: a missing script or picture keeps its 404, and the API its JSON ones.
 */
export function redirectUnknownPage(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  const navigation = (req.headers.accept ?? '').includes('text/html');
  const page = !/\.[a-z0-9]+$/i.test(path) || /\.html?$/i.test(path);
  if (!navigation || !page) return false;
  res.writeHead(302, { Location: PATHS.home, 'Cache-Control': 'no-cache', 'Content-Length': '0' });
  res.end();
  return true;
}
