// A whole content file (docs/content.md): each section it has replaces that section of the
// site; sections it leaves out stay as they are. Read and checked completely before the
// import writes anything (server/db/content-import.ts).
import {
  type AnnouncementInput,
  type BannerInput,
  bad,
  date,
  int,
  type Lang,
  list,
  object,
  oneOf,
  PROMOTION_KINDS,
  readAnnouncement,
  readBanner,
  text,
  texts,
} from './content-schema.ts';
import type { WageringTerms } from '../../src/api/types.ts';
import { checkTerms } from '../db/bonus.ts';

export interface HelpInput {
  anchor: string;
  texts: Partial<Record<Lang, { title: string; html: string }>> & { pt: { title: string; html: string } };
}
export interface PromotionInput {
  id: number;
  kind: (typeof PROMOTION_KINDS)[number];
  rewardCents: number;
  /** A bonus taken with a deposit (src/rules/bonus.ts): all zero when it is not one. */
  bonus: { percent: number; maxCents: number; minDepositCents: number; firstDepositOnly: boolean };
  /** Its wagering terms (docs/bonus.md): null pays cash; left out, an existing promotion keeps its own. */
  wagering?: WageringTerms | null;
  startsAt: string;
  endsAt: string | null;
  image: string;
  texts: Partial<Record<Lang, { title: string; summary: string; html: string }>> & {
    pt: { title: string; summary: string; html: string };
  };
}
export interface WinnerInput {
  game: string;
  name: string;
  winCents: number;
  at: string;
}
export interface ContentFile {
  banners?: BannerInput[];
  announcements?: AnnouncementInput[];
  help?: HelpInput[];
  promotions?: PromotionInput[];
  winners?: WinnerInput[];
}

const SECTIONS = ['version', 'banners', 'announcements', 'help', 'promotions', 'winners'] as const;
const MAX = 500;

function readHelp(v: unknown, path: string): HelpInput {
  const o = object(v, path);
  const anchor = text(o.anchor, `${path}.anchor`, 40);
  if (!/^[a-z0-9-]+$/.test(anchor)) throw bad(`${path}.anchor`, 'must be lower-case letters, digits and dashes');
  return {
    anchor,
    texts: texts(o.texts, `${path}.texts`, (x, p) => {
      const t = object(x, p);
      return { title: text(t.title, `${p}.title`, 200), html: text(t.html, `${p}.html`, 50_000) };
    }),
  };
}

function readPromotion(v: unknown, path: string): PromotionInput {
  const o = object(v, path);
  const startsAt = date(o.startsAt, `${path}.startsAt`);
  const endsAt = o.endsAt === undefined || o.endsAt === null ? null : date(o.endsAt, `${path}.endsAt`);
  if (endsAt !== null && endsAt <= startsAt) throw bad(`${path}.endsAt`, 'must be after startsAt');
  return {
    id: int(o.id, `${path}.id`, 1, 1_000_000),
    kind: oneOf(o.kind, `${path}.kind`, PROMOTION_KINDS),
    rewardCents: int(o.rewardCents ?? 0, `${path}.rewardCents`, 0, 100_000_000),
    bonus: readBonus(o.bonus, `${path}.bonus`),
    ...(o.wagering === undefined ? {} : { wagering: readWagering(o.wagering, `${path}.wagering`) }),
    startsAt,
    endsAt,
    image: o.image === undefined ? '' : text(o.image, `${path}.image`, 500, 0),
    texts: texts(o.texts, `${path}.texts`, (x, p) => {
      const t = object(x, p);
      return {
        title: text(t.title, `${p}.title`, 200),
        summary: text(t.summary, `${p}.summary`, 500),
        html: text(t.html, `${p}.html`, 50_000),
      };
    }),
  };
}

/** A deposit bonus's definition: the banner, the promotion page and the deposit form state it, the approval pays it. */
function readBonus(v: unknown, path: string): PromotionInput['bonus'] {
  if (v === undefined || v === null) return { percent: 0, maxCents: 0, minDepositCents: 0, firstDepositOnly: false };
  const o = object(v, path);
  return {
    percent: int(o.percent, `${path}.percent`, 1, 1000),
    maxCents: int(o.maxCents, `${path}.maxCents`, 1, 100_000_000),
    minDepositCents: int(o.minDepositCents ?? 0, `${path}.minDepositCents`, 0, 100_000_000),
    firstDepositOnly: o.firstDepositOnly === true,
  };
}

/** Wagering terms as bonus.md states them: complete, or null (the promotion pays cash). */
function readWagering(v: unknown, path: string): WageringTerms | null {
  if (v === null) return null;
  const t = checkTerms(v);
  if (!t)
    throw bad(
      path,
      'must be null or { multiplier, withDeposit, days, maxStake, contributions, sportsMinOdds } (docs/bonus.md)',
    );
  return t;
}

function readWinner(v: unknown, path: string, games: (nodeId: string) => boolean, now: number): WinnerInput {
  const o = object(v, path);
  const game = text(o.game, `${path}.game`, 64);
  if (!games(game)) throw bad(`${path}.game`, `no game has the nodeId "${game}"`);
  return {
    game,
    name: text(o.name, `${path}.name`, 40),
    winCents: int(o.winCents, `${path}.winCents`, 1, 10_000_000_000),
    at: o.at === undefined ? new Date(now).toISOString() : date(o.at, `${path}.at`),
  };
}

function unique<T>(items: T[], key: (t: T) => string | number, path: string, field: string): T[] {
  const seen = new Set<string | number>();
  items.forEach((t, i) => {
    const k = key(t);
    if (seen.has(k)) throw bad(`${path}[${i}].${field}`, `repeats ${JSON.stringify(k)}`);
    seen.add(k);
  });
  return items;
}

/** The file's content, every field checked; `games` says whether a game nodeId exists. */
export function readContentFile(v: unknown, games: (nodeId: string) => boolean, now = Date.now()): ContentFile {
  const o = object(v, 'content');
  for (const k of Object.keys(o))
    if (!(SECTIONS as readonly string[]).includes(k)) throw bad(k, `is not a section (${SECTIONS.join(', ')})`);
  if (o.version !== undefined && o.version !== 1) throw bad('version', 'must be 1');
  const section = <T>(name: string, read: (x: unknown, p: string) => T): T[] | undefined =>
    o[name] === undefined ? undefined : list(o[name], name, MAX).map((x, i) => read(x, `${name}[${i}]`));
  const help = section('help', readHelp);
  const promotions = section('promotions', readPromotion);
  const out: ContentFile = {
    banners: section('banners', readBanner),
    announcements: section('announcements', (x, p) => readAnnouncement(x, p, now)),
    help: help && unique(help, (h) => h.anchor, 'help', 'anchor'),
    promotions: promotions && unique(promotions, (p) => p.id, 'promotions', 'id'),
    winners: section('winners', (x, p) => readWinner(x, p, games, now)),
  };
  if (Object.values(out).every((s) => s === undefined)) throw bad('content', 'has no section to import');
  return out;
}
