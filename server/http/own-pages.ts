// What the reference server's own pages share (the demo games under /demo/, the live chat
// under /support/): their files read once from their folder, scripts and styles compressed
// once, and templates filled with every value escaped.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pickCoding } from './accept-encoding.ts';

export const escapeHtml = (v: string | number): string => String(v).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The policy of a small page the server writes whole (the demo gateway, the demo sign-in
 * provider): no script, its one inline style allowed by hash, forms posting only here, never framed.
 */
export const inlineStylePolicy = (style: string): string =>
  [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

/** One answer with its length; never sniffed, and a HEAD gets the headers alone. */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: Buffer | string,
  extra: Record<string, string> = {},
): void {
  const data = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': String(data.length),
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : data);
}

export interface PageFiles {
  /** A file of the folder, read once. */
  file: (name: string) => Buffer;
  /** A template of the folder with each {{name}} replaced by its value, escaped. */
  fill: (template: string, vars: Record<string, string | number>) => string;
  /**
   * A script or a stylesheet, compressed once (brotli, gzip): on a slow line the page waits for
   * them before it can be used, and they shrink to about 40 % (the slot's 20 KB to 8 KB).
   */
  sendAsset: (req: IncomingMessage, res: ServerResponse, name: string, type: string) => void;
}

export function pageFiles(dir: string): PageFiles {
  const read = new Map<string, Buffer>();
  const file = (name: string): Buffer => {
    let body = read.get(name);
    if (!body) read.set(name, (body = readFileSync(join(dir, name))));
    return body;
  };
  const packed = new Map<string, { br: Buffer; gzip: Buffer }>();
  return {
    file,
    fill: (template, vars) =>
      file(template)
        .toString('utf8')
        .replace(/\{\{(\w+)\}\}/g, (_, k: string) => escapeHtml(vars[k] ?? '')),
    sendAsset: (req, res, name, type) => {
      const raw = file(name);
      let p = packed.get(name);
      if (!p) packed.set(name, (p = { br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) }));
      const coding = pickCoding(req.headers['accept-encoding']);
      const headers = { 'Cache-Control': 'public, max-age=3600', Vary: 'Accept-Encoding' };
      if (coding === null) sendBody(req, res, 200, type, raw, headers);
      else sendBody(req, res, 200, type, p[coding], { ...headers, 'Content-Encoding': coding });
    },
  };
}
