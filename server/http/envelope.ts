// The platform's response envelope { success, value, code, message } on every API answer.
import type { ServerResponse } from 'node:http';

export class HttpError extends Error {
  /** `value` goes out as the failure envelope's value (e.g. { captcha: true } after failed logins). */
  constructor(readonly status: number, readonly code: string, message: string, readonly value: unknown = null) { super(message); }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(text);
}

export const ok = (res: ServerResponse, value: unknown) =>
  sendJson(res, 200, { success: true, value, code: '0', message: 'OK' });

/** A refusal that carries value.retryAfterSeconds (429, 423) also says it in a Retry-After header. */
function retryAfter(err: HttpError): Record<string, string> {
  const v = (err.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return (err.status === 429 || err.status === 423 || err.status === 503) && typeof v === 'number' && v > 0
    ? { 'Retry-After': String(Math.ceil(v)) } : {};
}

export const fail = (res: ServerResponse, err: HttpError, extra: Record<string, string> = {}) =>
  sendJson(res, err.status, { success: false, value: err.value, code: err.code, message: err.message }, { ...retryAfter(err), ...extra });
