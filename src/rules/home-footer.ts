// Decisions for the lazy parts of home (SPEC §2.3, §9): the footer's follow-us links and
// categories, and the winners board rows.
import type { DownloadLink } from '../api/types';
import { PATHS } from '../routes';

/** SPEC §2.3 follow-us icons, in this order, each only when its link exists. */
export const FOLLOW_TYPES = [
  'FACEBOOK',
  'INSTAGRAM',
  'TELEGRAM',
  'YOUTUBE',
  'WHATSAPP',
  'TIKTOK',
  'KWAI',
  'TWITTER',
] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];

export function followLinks(links: readonly DownloadLink[]): { type: FollowType; url: string }[] {
  const out: { type: FollowType; url: string }[] = [];
  for (const type of FOLLOW_TYPES) {
    const url = links.find((l) => l.resourceType === type && /^https?:\/\//.test(l.url.trim()))?.url.trim();
    if (url) out.push({ type, url });
  }
  return out;
}

/** Where a game category opens: HOT its own page, the others the lobby on that category. */
export const categoryPath = (category: string): string =>
  category === 'HOT'
    ? PATHS.hot
    : `${PATHS.lobby}?${new URLSearchParams({ gameCategory: category, gameType: category, gameClassify: 'ALL' })}`;

/** SPEC §2.3 footer categories begin with HOT; HOT goes to /m/hot, the others to the lobby. */
export function footerCategories(types: readonly string[]): { category: string; href: string }[] {
  return ['HOT', ...types.filter((t) => t !== 'HOT')].map((category) => ({ category, href: categoryPath(category) }));
}

/** SPEC §2.3 winners board: even-indexed entries on the first row, odd-indexed on the second. */
export function winnerRows<T>(list: readonly T[]): [T[], T[]] {
  return [list.filter((_, i) => i % 2 === 0), list.filter((_, i) => i % 2 === 1)];
}

/** SPEC §9: a winners row loops only with more than 3 items; each item scrolls past in 3000 ms. */
export const loops = (count: number): boolean => count > 3;
export const WINNER_STEP_MS = 3000;

/** SPEC §2.3's copyright year, the one a site without its own start year shows. */
export const SPEC_COPYRIGHT_YEAR = 2023;

/** The footer's copyright years: "2023–2026" from the site's start year to this one, or one year. */
export function copyrightYears(from: number | undefined, thisYear: number): string {
  const start = Number.isInteger(from) && (from as number) > 1900 ? (from as number) : SPEC_COPYRIGHT_YEAR;
  return start < thisYear ? `${start}–${thisYear}` : String(thisYear);
}
