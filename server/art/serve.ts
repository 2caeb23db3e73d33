// Serves the build's pictures (server/art/manifest.ts): WebP named by its bytes' hash, so a
// year's immutable cache is safe (a changed picture has another URL). A CDN in front of the
// site serves the same paths from the same files. Only a path the manifest lists exists: any
// other path under the picture folders is a 404 that costs a set lookup, never a drawing or a
// disk read. The files a visit asks for are kept in memory, least recently used out first.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { apiError } from '../http/errors.ts';
import { dropDocumentHeaders } from '../http/security.ts';
import { isBuiltPicture, PICTURE_PATH } from './manifest.ts';

/** Pictures by path, at most `maxBytes` of them, the least recently served dropped first. */
export class PictureCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(readonly maxBytes: number) {}

  get(path: string): Buffer | undefined {
    const data = this.entries.get(path);
    if (data) {
      // Map keeps insertion order: taking it out and back in makes it the most recent.
      this.entries.delete(path);
      this.entries.set(path, data);
    }
    return data;
  }

  set(path: string, data: Buffer): void {
    if (data.length > this.maxBytes) return;
    const old = this.entries.get(path);
    if (old) {
      this.bytes -= old.length;
      this.entries.delete(path);
    }
    this.entries.set(path, data);
    this.bytes += data.length;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.length;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/** The catalogue's 1,300-odd pictures are about 8 MB: most of a site's traffic stays in memory. */
const cache = new PictureCache(12 * 1024 * 1024);

export const isPicturePath = (path: string): boolean => PICTURE_PATH.test(path);

/**
 * Answers a picture path (the caller has counted it against the address's limit): the file the
 * build wrote, or 404. Returns false for any other path.
 */
export function serveArt(req: IncomingMessage, res: ServerResponse, distDir: string, path: string): boolean {
  if (!isPicturePath(path)) return false;
  if (!isBuiltPicture(path)) throw apiError('NOT_FOUND', `No picture at ${path}`);
  let data = cache.get(path);
  if (!data) {
    try {
      data = readFileSync(join(distDir, path.slice(1)));
    } catch {
      throw apiError('NOT_FOUND', `No picture at ${path}`);
    }
    cache.set(path, data);
  }
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
