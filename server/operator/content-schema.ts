// The operator's content, read and checked before anything is written: one published banner
// or announcement, or a whole content file (docs/content.md). A bad value is refused with
// the path of the field that is wrong ("banners[2].titles.pt: …"), so a file is fixed in
// one look and nothing half-imported ever shows.
import { type Language, LANGUAGES } from '../../src/rules/languages.ts';
import { apiError } from '../http/errors.ts';

type Obj = Record<string, unknown>;
export { LANGUAGES };
export type Lang = Language;
export const BANNER_GROUPS = ['m_home', 'm_live', 'm_newgame', 'm_reg'] as const;
export const ANNOUNCEMENT_TYPES = ['PL', 'A', 'PU', 'B', 'PR'] as const;
export const AUDIENCES = ['A', 'B', 'F'] as const;
export const PROMOTION_KINDS = ['INSTANT', 'REVIEW', 'AUTO', 'SIGNIN', 'REFERRAL', 'DEPOSIT'] as const;

export const bad = (path: string, why: string) => apiError('BAD_CONTENT', `${path}: ${why}`);

export function object(v: unknown, path: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw bad(path, 'must be an object');
  return v as Obj;
}
export function list(v: unknown, path: string, max: number): unknown[] {
  if (!Array.isArray(v)) throw bad(path, 'must be a list');
  if (v.length > max) throw bad(path, `must have at most ${max} entries`);
  return v;
}
export function text(v: unknown, path: string, max: number, min = 1): string {
  if (typeof v !== 'string' || v.trim().length < min || v.length > max)
    throw bad(
      path,
      min > 0 ? `must be text of ${min} to ${max} characters` : `must be text of at most ${max} characters`,
    );
  return v;
}
export function oneOf<T extends string>(v: unknown, path: string, allowed: readonly T[]): T {
  if (!allowed.includes(v as T)) throw bad(path, `must be one of ${allowed.join(', ')}`);
  return v as T;
}
export function int(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max)
    throw bad(path, `must be a whole number from ${min} to ${max}`);
  return v;
}
export function date(v: unknown, path: string): string {
  if (typeof v !== 'string' || Number.isNaN(Date.parse(v))) throw bad(path, 'must be a date (2025-01-31T09:00:00Z)');
  return new Date(Date.parse(v)).toISOString();
}
/** An in-app route (/m/…) or an https address: nothing a link could run. */
export function link(v: unknown, path: string): string {
  const s = text(v, path, 500);
  if (!/^\/(?!\/)/.test(s) && !/^https:\/\/[^\s/]+/.test(s))
    throw bad(path, 'must be a path (/m/…) or an https:// address');
  return s;
}
const optional = <T>(v: unknown, read: (v: unknown) => T): T | undefined => (v === undefined ? undefined : read(v));

/** Texts by language: Portuguese (the default language) required, English and Urdu optional. */
export function texts<T>(
  v: unknown,
  path: string,
  read: (v: unknown, path: string) => T,
): Partial<Record<Lang, T>> & { pt: T } {
  const o = object(v, path);
  for (const k of Object.keys(o))
    if (!(LANGUAGES as readonly string[]).includes(k))
      throw bad(`${path}.${k}`, `is not a language (${LANGUAGES.join(', ')})`);
  if (o.pt === undefined) throw bad(`${path}.pt`, 'is required (Portuguese is the default language)');
  const out: Partial<Record<Lang, T>> = {};
  for (const l of LANGUAGES) if (o[l] !== undefined) out[l] = read(o[l], `${path}.${l}`);
  return out as Partial<Record<Lang, T>> & { pt: T };
}
const titleHtml = (v: unknown, path: string) => {
  const o = object(v, path);
  return { title: text(o.title, `${path}.title`, 200), html: text(o.html, `${path}.html`, 20_000) };
};

export interface BannerInput {
  group: (typeof BANNER_GROUPS)[number];
  link: string;
  image: string;
  sort: number | undefined;
  titles: Partial<Record<Lang, string>> & { pt: string };
}
export function readBanner(v: unknown, path: string): BannerInput {
  const o = object(v, path);
  const image = optional(o.image, (x) => text(x, `${path}.image`, 500, 0)) ?? '';
  if (image && !/^\/(?!\/)/.test(image) && !/^https:\/\/[^\s/]+/.test(image))
    throw bad(`${path}.image`, 'must be a path on this site or an https:// address');
  return {
    group: oneOf(o.group, `${path}.group`, BANNER_GROUPS),
    link: link(o.link, `${path}.link`),
    image,
    sort: optional(o.sort, (x) => int(x, `${path}.sort`, -1_000_000, 1_000_000)),
    titles: texts(o.titles, `${path}.titles`, (x, p) => text(x, p, 200)),
  };
}

export interface AnnouncementInput {
  type: (typeof ANNOUNCEMENT_TYPES)[number];
  audience: (typeof AUDIENCES)[number];
  startDate: string;
  promotionType: string;
  sort: number | undefined;
  texts: Partial<Record<Lang, { title: string; html: string }>> & { pt: { title: string; html: string } };
}
export function readAnnouncement(v: unknown, path: string, now = Date.now()): AnnouncementInput {
  const o = object(v, path);
  return {
    type: oneOf(o.type, `${path}.type`, ANNOUNCEMENT_TYPES),
    audience: optional(o.audience, (x) => oneOf(x, `${path}.audience`, AUDIENCES)) ?? 'B',
    startDate: optional(o.startDate, (x) => date(x, `${path}.startDate`)) ?? new Date(now).toISOString(),
    promotionType: optional(o.promotionType, (x) => text(x, `${path}.promotionType`, 40, 0)) ?? '',
    sort: optional(o.sort, (x) => int(x, `${path}.sort`, -1_000_000, 1_000_000)),
    texts: texts(o.texts, `${path}.texts`, titleHtml),
  };
}
