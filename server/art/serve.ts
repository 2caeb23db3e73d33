// Serves the build's art files (server/art/manifest.ts): WebP named by its bytes' hash, so a
// year's immutable cache is safe (a changed picture has another URL). A CDN in front of the
// site serves the same paths from the same files.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { dropDocumentHeaders } from '../http/security.ts';
import { HASHED_ART } from './manifest.ts';

/** Returns false when the path is not a built picture (the caller goes on to the placeholders). */
export function serveArt(req: IncomingMessage, res: ServerResponse, distDir: string, path: string): boolean {
  if (!HASHED_ART.test(path)) return false;
  const file = join(distDir, path.slice(1));
  if (!existsSync(file)) return false;
  const data = readFileSync(file);
  dropDocumentHeaders(res);
  res.writeHead(200, {
    'Content-Type': 'image/webp',
    'Content-Length': String(data.length),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    // Another origin (the CDN's) may draw these into a canvas or preload them with crossorigin.
    'Access-Control-Allow-Origin': '*',
  });
  res.end(req.method === 'HEAD' ? undefined : data);
  return true;
}
