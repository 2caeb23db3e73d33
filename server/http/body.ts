// Request bodies: JSON only, refused past the size limit before they are buffered whole. An
// HTML form on another site can send form-encoded or text/plain bodies without asking the
// browser's permission (no CORS preflight); a JSON body needs a script of this origin. The
// client sends every body as application/json (src/api/client.ts), the head icon and e-mail
// calls too.
// Kept over raw-body: UTF-8 JSON only, so none of its iconv-lite charsets (111 KB brotli) (docs/architecture.md).
import type { IncomingMessage } from 'node:http';
import { apiError } from './errors.ts';

export async function readBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw apiError('BODY_TOO_LARGE', `Request body over ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw apiError('BODY_TOO_LARGE', `Request body over ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/json') throw apiError('UNSUPPORTED_MEDIA_TYPE');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw apiError('BAD_JSON');
  }
}
