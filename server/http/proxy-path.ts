import { apiError } from './errors.ts';

/** Percent-escapes a platform may decode into a separator, a dot, a second escape or a NUL. */
const ENCODED = /%(2f|5c|2e|25|00|3b)/i;

/** The operator API: never reachable through the address players use. */
const OPERATOR_PREFIX = '/wps/admin';

/** The raw request target's path (before `?`), refused when a platform could read it another way. */
export function refuseAmbiguousPath(target: string | undefined): void {
  const raw = (target ?? '/').split('?', 1)[0]!;
  // An absolute-form (`http://host/wps/…`) or protocol-relative (`//host/wps/…`) target keeps
  // only its path: the host it names is never used (proxy.ts).
  const path = raw.replace(/^([a-z][a-z0-9+.-]*:)?\/\/[^/]*/i, '');
  const segments = path.split('/').slice(1);
  if (
    ENCODED.test(path) ||
    path.includes(';') ||
    path.includes('\\') ||
    segments.some((s, i) => s === '.' || s === '..' || (s === '' && i < segments.length - 1))
  )
    throw apiError('BAD_PATH', 'The request path holds an encoded separator, a dot segment or a parameter');
}

/**
 * The path as the most lenient platform could read it: escapes decoded, compatibility forms
 * folded (fullwidth `ａｄｍｉｎ`, the long `ſ`), accents, controls and invisible characters
 * dropped, letter case ignored both ways (`ı` and `K` only fold through upper case), and the
 * dots and spaces a platform on Windows trims from a segment's end removed.
 */
export function foldedPath(pathname: string): string {
  return decodeURIComponent(pathname)
    .normalize('NFKD')
    .replace(/[\p{M}\p{C}]/gu, '')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .split('/')
    .map((s) => s.replace(/[.\s]+$/u, ''))
    .join('/');
}

/**
 * True for the operator API's paths, whatever their letter case (a platform may ignore it),
 * escapes (`/wps/%61dmin/` is `/wps/admin/` to a platform that decodes) or Unicode look-alikes
 * (foldedPath). `pathname` has passed requestUrl, so it decodes.
 */
export function isOperatorPath(pathname: string): boolean {
  const p = foldedPath(pathname);
  return p === OPERATOR_PREFIX || p.startsWith(`${OPERATOR_PREFIX}/`);
}
