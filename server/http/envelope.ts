// The platform's response envelope { success, value, code, message } on every API answer.
import type { ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pickCoding } from './accept-encoding.ts';
import { dropPermissionsPolicy } from './security.ts';

export class HttpError extends Error {
  /** `value` goes out as the failure envelope's value (e.g. { captcha: true } after failed logins). */
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

/** Below this no answer compresses by more than the header that says so. */
const COMPRESS_FROM_BYTES = 200;
/** `Content-Encoding: br` and its line end: what a compressed answer must save to be sent compressed. */
const ENCODING_HEADER_BYTES = 22;

/**
 * Lists of games are the largest answers a phone waits for (the home page's hot list is
 * 19 KB of JSON, 3 KB compressed), but the small ones count too: the site status every visit
 * starts with is 834 bytes, 455 compressed. Brotli at quality 4 costs well under a millisecond here.
 */
function encode(res: ServerResponse, text: string): { body: Buffer; encoding?: string } {
  const body = Buffer.from(text);
  if (body.length < COMPRESS_FROM_BYTES) return { body };
  const coding = pickCoding(res.req?.headers['accept-encoding']);
  if (!coding) return { body };
  const packed =
    coding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body, { level: 6 });
  return packed.length + ENCODING_HEADER_BYTES < body.length ? { body: packed, encoding: coding } : { body };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  writeJson(res, status, encode(res, JSON.stringify(body)), extra);
}

function writeJson(
  res: ServerResponse,
  status: number,
  { body: out, encoding }: { body: Buffer; encoding?: string },
  extra: Record<string, string>,
): void {
  dropPermissionsPolicy(res);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': out.length,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...extra,
  });
  res.end(out);
}

/**
 * Answers a server cache hands out again and again unchanged (the game list, server/db/games.ts):
 * each keeps its success envelope as sent, per coding, so a repeated answer costs neither
 * JSON.stringify nor brotli again (for a 20-game page, about 40 and 230 µs of CPU).
 */
const keptEncodings = new WeakMap<object, Map<string, { body: Buffer; encoding?: string }>>();

/** Marks `value` as never changed again: ok() keeps its encoded answer with it. Answers `value`. */
export function keptAnswer<T extends object>(value: T): T {
  if (!keptEncodings.has(value)) keptEncodings.set(value, new Map());
  return value;
}

export function ok(res: ServerResponse, value: unknown): void {
  const envelope = { success: true, value, code: '0', message: 'OK' };
  const kept = typeof value === 'object' && value !== null ? keptEncodings.get(value) : undefined;
  if (!kept) return sendJson(res, 200, envelope);
  const coding = pickCoding(res.req?.headers['accept-encoding']) ?? 'identity';
  let encoded = kept.get(coding);
  if (!encoded) kept.set(coding, (encoded = encode(res, JSON.stringify(envelope))));
  writeJson(res, 200, encoded, {});
}

/** A refusal that carries value.retryAfterSeconds (429, 423) also says it in a Retry-After header. */
function retryAfter(err: HttpError): Record<string, string> {
  const v = (err.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return (err.status === 429 || err.status === 423 || err.status === 503) && typeof v === 'number' && v > 0
    ? { 'Retry-After': String(Math.ceil(v)) }
    : {};
}

export const fail = (res: ServerResponse, err: HttpError, extra: Record<string, string> = {}) =>
  sendJson(
    res,
    err.status,
    { success: false, value: err.value, code: err.code, message: err.message },
    { ...retryAfter(err), ...extra },
  );
