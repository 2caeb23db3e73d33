// Small parsers that read one call's parameters and say what they read in their type, so a
// call's parser can be checked against its contract entry (server/api/input/index.ts). A read
// (GET, DELETE) carries its parameters as query text, a write as a JSON body: the same parser
// reads both, text the way the client's query() wrote it, JSON as sent. Anything else is
// refused with one shape: 400, BAD_PARAM (query) or BAD_BODY (body), the field named in the
// message and in value.field. Rules beyond the type (a password's strength, a card's digits)
// stay with the handlers and their own codes.
import { HttpError } from '../../http/envelope.ts';
import { apiError, type ErrorCode } from '../../http/errors.ts';

export type Source = 'query' | 'body';

export interface Parser<T, Optional extends boolean = boolean> {
  /** Reads one present value (never undefined); throws the 400 naming `at`. */
  readonly read: (v: unknown, at: string, from: Source) => T;
  /** Absent is allowed: the key is optional in the parsed object. */
  readonly optional: Optional;
  /** null is a value of its own (`cents: null`, no limit), not an absent field. */
  readonly nullable?: boolean;
  /** What an absent value becomes (a default), when it has one. */
  readonly fallback?: () => T;
  /** The code of its refusal when the call had its own before the contract was typed (BAD_STAKE); else BAD_PARAM or BAD_BODY. */
  readonly code?: ErrorCode;
  /** An object's fields, for the tests that walk every call's parameters. */
  readonly fields?: Record<string, Parser<unknown>>;
  /** A value the parser accepts and one of the wrong type, as a client would send them (the table walk in the tests). */
  readonly sample: { good: unknown; wrong: Record<Source, unknown> };
}

export type Out<P> = P extends Parser<infer T, boolean> ? T : never;

/** The one refusal of malformed input. */
export function refuse(at: string, from: Source, why: string): HttpError {
  return apiError(from === 'query' ? 'BAD_PARAM' : 'BAD_BODY', `${at} ${why}`);
}

function parser<T>(read: Parser<T>['read'], good: unknown, wrong: Record<Source, unknown>): Parser<T, false> {
  return { read, optional: false, sample: { good, wrong } };
}

/** Absent (undefined, null, or empty text in a query) may be left out. */
export function optional<T>(p: Parser<T>): Parser<T, true> {
  return { ...p, optional: true };
}

/**
 * The same parser refusing with a call's own code (and the value its form reads, e.g. the
 * message key of INVALID_FIELD): still 400, still naming the field.
 */
export function recode<T, O extends boolean>(p: Parser<T, O>, code: ErrorCode, value: unknown = null): Parser<T, O> {
  return {
    ...p,
    code,
    read: (v, at, from) => {
      try {
        return p.read(v, at, from);
      } catch (e) {
        throw e instanceof HttpError && e.status === 400 ? apiError(code, e.message, value) : e;
      }
    },
  };
}

/** null, or a value `p` reads. */
export function nullable<T>(p: Parser<T>): Parser<T | null, false> {
  return { ...p, optional: false, nullable: true };
}

/** Absent becomes `value`: the key is always there for the handler. */
export function withDefault<T>(p: Parser<T>, value: T): Parser<T, false> {
  return { ...p, optional: false, fallback: () => value };
}

/** Text of at most `max` characters; `trim` hands the handler the trimmed text, `pattern` must match it. */
export function str(o: {
  max: number;
  trim?: boolean;
  pattern?: RegExp;
  what?: string;
  example?: string;
}): Parser<string, false> {
  return parser(
    (v, at, from) => {
      if (typeof v !== 'string' || v.length > o.max)
        throw refuse(at, from, `must be text of at most ${o.max} characters`);
      const t = o.trim ? v.trim() : v;
      if (o.pattern && !o.pattern.test(t)) throw refuse(at, from, o.what ?? 'has characters that are not allowed');
      return t;
    },
    o.example ?? 'a',
    { query: 'x'.repeat(o.max + 1), body: 12345 },
  );
}

/** An integer from min to max: digits in a query, a JSON number in a body. */
export function int(o: { min: number; max: number }): Parser<number, false> {
  return parser(
    (v, at, from) => {
      const n = from === 'query' && typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < o.min || n > o.max)
        throw refuse(at, from, `must be an integer from ${o.min} to ${o.max}`);
      return n;
    },
    o.min,
    { query: 'x', body: String(o.min) },
  );
}

/** A row id: a positive integer. */
export const id = (): Parser<number, false> => int({ min: 1, max: Number.MAX_SAFE_INTEGER });

/** An amount in cents: a positive integer (limits are the handler's, with their own codes). */
export const money = (): Parser<number, false> => int({ min: 1, max: Number.MAX_SAFE_INTEGER });

/** true or false: a JSON boolean, or true/1/false/0 in a query. */
export function bool(): Parser<boolean, false> {
  return parser(
    (v, at, from) => {
      if (typeof v === 'boolean') return v;
      if (from === 'query' && (v === 'true' || v === '1')) return true;
      if (from === 'query' && (v === 'false' || v === '0')) return false;
      throw refuse(at, from, 'must be true or false');
    },
    true,
    { query: 'maybe', body: 'true' },
  );
}

/** One of a few values (text, or numbers written as digits in a query). */
export function oneOf<const V extends string | number>(values: readonly V[]): Parser<V, false> {
  return parser(
    (v, at, from) => {
      const found = values.find((x) => x === v || (from === 'query' && String(x) === v));
      if (found === undefined) throw refuse(at, from, `must be one of ${values.join(', ')}`);
      return found;
    },
    values[0],
    { query: 'none-of-these', body: ['none-of-these'] },
  );
}

/** Exactly `value` (`read: true`); in a query, its text. */
export function literal<const V extends string | number | boolean>(value: V): Parser<V, false> {
  return parser(
    (v, at, from) => {
      if (v !== value && !(from === 'query' && v === String(value))) throw refuse(at, from, `must be ${value}`);
      return value;
    },
    value,
    { query: 'other', body: [value] },
  );
}

/** A value the contract fixes (`b2c: 1`) that an older client may leave out: absent means that value. */
export const fixed = <const V extends string | number | boolean>(value: V): Parser<V, false> =>
  withDefault(literal(value), value);

/** A list of at most `max` items, each read by `item` and named `at[i]` when refused. */
export function arrayOf<T>(item: Parser<T>, max: number): Parser<T[], false> {
  return parser(
    (v, at, from) => {
      if (!Array.isArray(v) || v.length > max) throw refuse(at, from, `must be a list of at most ${max} items`);
      return v.map((x, i) => item.read(x, `${at}[${i}]`, from));
    },
    [item.sample.good],
    { query: 'not-a-list', body: 'not-a-list' },
  );
}

/** Any JSON value, checked by the handler (an operator's whole content file). */
export function json(): Parser<unknown, false> {
  return parser((v) => v, {}, { query: undefined, body: undefined });
}

type Shape = Record<string, Parser<unknown>>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Flat<
  { [K in keyof S as S[K] extends Parser<unknown, true> ? never : K]: Out<S[K]> } & {
    [K in keyof S as S[K] extends Parser<unknown, true> ? K : never]?: Out<S[K]>;
  }
>;

const absent = (v: unknown, from: Source) => v === undefined || v === null || (from === 'query' && v === '');

/** A JSON object (or a query's fields): each named field read by its parser; fields not named are ignored. */
export function object<S extends Shape>(shape: S): Parser<ObjectOf<S>, false> {
  const good: Record<string, unknown> = {};
  for (const [k, p] of Object.entries(shape)) if (!p.optional && !p.fallback) good[k] = p.sample.good;
  const p = parser(
    (v, at, from) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v))
        throw refuse(at || 'body', from, 'must be a JSON object');
      const given = v as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(shape)) {
        const name = at ? `${at}.${k}` : k;
        const raw = Object.hasOwn(given, k) ? given[k] : undefined;
        if (raw === null && p.nullable) out[k] = null;
        else if (!absent(raw, from)) out[k] = p.read(raw, name, from);
        else if (p.fallback) out[k] = p.fallback();
        else if (!p.optional) throw refuse(name, from, 'is required');
      }
      return out as ObjectOf<S>;
    },
    good,
    { query: 'not-an-object', body: 'not-an-object' },
  );
  return { ...p, fields: shape };
}

type Tagged<Tag extends string, M> = { [K in keyof M]: Flat<{ [T in Tag]: K } & Out<M[K]>> }[keyof M];

/** One of several object shapes told apart by a text field (a bank account or a PIX key). */
export function variants<const Tag extends string, M extends Record<string, Parser<object>>>(
  tag: Tag,
  shapes: M,
  absentMeans: keyof M & string,
): Parser<Tagged<Tag, M>, false> {
  const first = Object.keys(shapes)[0]!;
  return parser(
    (v, at, from) => {
      const raw = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[tag] : undefined;
      const given = raw === undefined || raw === null || raw === '' ? absentMeans : raw;
      const shape = typeof given === 'string' && Object.hasOwn(shapes, given) ? shapes[given] : undefined;
      if (!shape) throw refuse(at ? `${at}.${tag}` : tag, from, `must be one of ${Object.keys(shapes).join(', ')}`);
      return { ...(shape.read(v, at, from) as object), [tag]: given } as Tagged<Tag, M>;
    },
    { ...(shapes[first]!.sample.good as object), [tag]: first },
    { query: 'not-an-object', body: 'not-an-object' },
  );
}
