// The one place request input is read: query parameters and JSON body fields, each refused
// with a clear 400 envelope (BAD_PARAM for the query, BAD_BODY for the body). Amounts typed
// as text are parsed with the client's own rule (src/rules/wallet.ts parseAmount).
import type { Language } from '../../src/api/types.ts';
import { checkAmount, type Limits, parseAmount } from '../../src/rules/wallet.ts';
import { HttpError } from '../http/envelope.ts';

export const LANGUAGES: readonly Language[] = ['pt', 'en', 'ur'];

const badParam = (message: string) => new HttpError(400, 'BAD_PARAM', message);
export const badBody = (name: string, why: string) => new HttpError(400, 'BAD_BODY', `${name} ${why}`);

// ── Query parameters ─────────────────────────────────────────────────────────────────────

export function language(q: URLSearchParams, name = 'language'): Language {
  const v = (q.get(name) ?? 'pt').toLowerCase();
  if (!(LANGUAGES as readonly string[]).includes(v)) throw badParam(`${name} must be one of ${LANGUAGES.join(', ')}`);
  return v as Language;
}

export function int(q: URLSearchParams, name: string, o: { min: number; max: number; def: number }): number {
  const raw = q.get(name);
  if (raw === null || raw === '') return o.def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < o.min || n > o.max)
    throw badParam(`${name} must be an integer from ${o.min} to ${o.max}`);
  return n;
}

/** pageNo (1 to 10 000) and pageSize (1 to 50, 20 when absent) of a member's record list. */
export const paging = (q: URLSearchParams) => ({
  pageNo: int(q, 'pageNo', { min: 1, max: 10_000, def: 1 }),
  pageSize: int(q, 'pageSize', { min: 1, max: 50, def: 20 }),
});

export function text(q: URLSearchParams, name: string, maxLength = 64): string | undefined {
  const raw = q.get(name);
  if (raw === null) return undefined;
  const v = raw.trim();
  if (v.length > maxLength) throw badParam(`${name} is longer than ${maxLength} characters`);
  return v || undefined;
}

export function code(q: URLSearchParams, name: string): string | undefined {
  const v = text(q, name, 32);
  if (v !== undefined && !/^[A-Za-z0-9_]+$/.test(v)) throw badParam(`${name} has characters that are not allowed`);
  return v;
}

export function bool(q: URLSearchParams, name: string): boolean | undefined {
  const v = q.get(name);
  if (v === null || v === '') return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badParam(`${name} must be true or false`);
}

/** A decimal amount in currency units ("0.05") as integer cents; absent or 'all': undefined. */
export function cents(q: URLSearchParams, name: string): number | undefined {
  const v = q.get(name);
  if (v === null || v === '' || v === 'all') return undefined;
  const c = parseAmount(v);
  if (c === null) throw badParam(`${name} must be an amount like 0.05`);
  return c;
}

/** An id in the query or the body: a positive integer, or its digits as text. */
export function idParam(v: unknown, name: string): number {
  const n = typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) throw badParam(`${name} must be an id`);
  return n;
}

// ── JSON body fields ─────────────────────────────────────────────────────────────────────

export function object(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'BAD_BODY', 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Required text of at most maxLength characters, as sent. */
export function field(body: Record<string, unknown>, name: string, maxLength: number): string {
  const v = body[name];
  if (typeof v !== 'string' || v.length > maxLength)
    throw badBody(name, `must be text of at most ${maxLength} characters`);
  return v;
}

/** Optional text: absent (or null) is '', anything but text of at most maxLength characters is a 400. */
export function optionalField(body: Record<string, unknown>, name: string, maxLength = 255): string {
  const v = body[name];
  return v === undefined || v === null ? '' : field(body, name, maxLength);
}

/** Required text, trimmed. */
export const trimmed = (body: Record<string, unknown>, name: string, maxLength: number): string =>
  field(body, name, maxLength).trim();

/** Optional text, trimmed; undefined when absent. */
export const optionalTrimmed = (body: Record<string, unknown>, name: string, maxLength: number): string | undefined =>
  body[name] === undefined ? undefined : trimmed(body, name, maxLength);

/** A positive integer (an id, an amount in cents). */
export function id(body: Record<string, unknown>, name: string): number {
  const v = body[name];
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1) throw badBody(name, 'must be a positive integer');
  return v;
}

/** An optional positive integer; null when absent. */
export const optionalId = (body: Record<string, unknown>, name: string): number | null =>
  body[name] === undefined || body[name] === null ? null : id(body, name);

/** The client's idempotency key of a money call: the same key moves money once. */
export function idempotencyKey(body: Record<string, unknown>): string {
  const k = field(body, 'idempotencyKey', 64);
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(k)) throw badBody('idempotencyKey', 'must be 8 to 64 letters, digits, _ or -');
  return k;
}

/** An amount in cents within the site's limits, by the client's rule (src/rules/wallet.ts checkAmount). */
export function withinLimits(cents: number, limits: Limits): void {
  const error = checkAmount(cents, limits);
  if (error === null) return;
  if (error === 'wallet.error.amountFormat') throw badBody('amount', 'must be a positive amount in cents');
  if (error === 'wallet.error.aboveBalance')
    throw new HttpError(409, 'INSUFFICIENT_BALANCE', 'The amount is more than the balance');
  throw new HttpError(
    400,
    'AMOUNT_OUT_OF_RANGE',
    `The amount must be between ${limits.minCents} and ${limits.maxCents} cents`,
  );
}
