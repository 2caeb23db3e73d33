// Query-parameter readers that refuse bad input with a clear 400 envelope.
import type { Language } from '../../src/api/types.ts';
import { HttpError } from '../http/envelope.ts';

const LANGUAGES: readonly Language[] = ['pt', 'en', 'ur'];

export function language(q: URLSearchParams, name = 'language'): Language {
  const v = (q.get(name) ?? 'pt').toLowerCase();
  if (!(LANGUAGES as readonly string[]).includes(v))
    throw new HttpError(400, 'BAD_PARAM', `${name} must be one of ${LANGUAGES.join(', ')}`);
  return v as Language;
}

export function int(q: URLSearchParams, name: string, o: { min: number; max: number; def: number }): number {
  const raw = q.get(name);
  if (raw === null || raw === '') return o.def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < o.min || n > o.max)
    throw new HttpError(400, 'BAD_PARAM', `${name} must be an integer from ${o.min} to ${o.max}`);
  return n;
}

export function text(q: URLSearchParams, name: string, maxLength = 64): string | undefined {
  const raw = q.get(name);
  if (raw === null) return undefined;
  const v = raw.trim();
  if (v.length > maxLength) throw new HttpError(400, 'BAD_PARAM', `${name} is longer than ${maxLength} characters`);
  return v || undefined;
}

export function code(q: URLSearchParams, name: string): string | undefined {
  const v = text(q, name, 32);
  if (v !== undefined && !/^[A-Za-z0-9_]+$/.test(v))
    throw new HttpError(400, 'BAD_PARAM', `${name} has characters that are not allowed`);
  return v;
}

export function bool(q: URLSearchParams, name: string): boolean | undefined {
  const v = q.get(name);
  if (v === null || v === '') return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new HttpError(400, 'BAD_PARAM', `${name} must be true or false`);
}

/** A decimal amount in currency units ("0.05") as integer cents. */
export function cents(q: URLSearchParams, name: string): number | undefined {
  const v = q.get(name);
  if (v === null || v === '' || v === 'all') return undefined;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(v)) throw new HttpError(400, 'BAD_PARAM', `${name} must be an amount like 0.05`);
  const [whole, frac = ''] = v.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export function object(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'BAD_BODY', 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

export function field(body: Record<string, unknown>, name: string, maxLength: number): string {
  const v = body[name];
  if (typeof v !== 'string' || v.length > maxLength)
    throw new HttpError(400, 'BAD_BODY', `${name} must be text of at most ${maxLength} characters`);
  return v;
}
