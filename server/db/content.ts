// Site content queries: help centre, banners and announcements (the winners board is
// catalogue.ts winnersBoard, beside the games it names).
// Every text falls back from the requested language to English, then Portuguese.
import type { AnnouncementItem, Banner, HelpItem, Language } from '../../src/api/types.ts';
import { bonusFigures, fillBonusFigures } from '../../src/rules/bonus.ts';
import type { Db } from './open.ts';
import { LANGUAGE_RANK, perDb } from './statements.ts';
import { parseTerms } from './bonus.ts';
import { termsLine } from './terms-line.ts';
import { artManifest, bannerFamily } from '../art/manifest.ts';

/** A help item plus its stable anchor (the registration form links to /m/help#terms). */
export interface HelpTopic extends HelpItem {
  anchor: string;
}

/**
 * SPEC §3 announcement item, as the app reads it, with its content type and its language always
 * known. `read` is per member; this layer knows no member, so false.
 */
export interface Announcement extends AnnouncementItem {
  contentType: string;
  lang: string;
}

const BANNER_GROUPS = ['m_home', 'm_live', 'm_newgame', 'm_reg'] as const;
type BannerGroup = Banner['groupName'];
const isBannerGroup = (g: string): g is BannerGroup => (BANNER_GROUPS as readonly string[]).includes(g);

/** The best text row per parent: the one whose language ranks first. */
const bestText = (table: string, key: string, parent: string) =>
  `x.language = (SELECT language FROM ${table} y WHERE y.${key} = ${parent} ORDER BY ${LANGUAGE_RANK} LIMIT 1)`;

const statements = perDb((db) => ({
  help: db.prepare<[{ language: string }], { anchor: string; title: string; content_html: string; lang: string }>(
    `SELECT t.anchor, x.title, x.content_html, x.language AS lang FROM help_topics t
     JOIN help_texts x ON x.topic_id = t.id AND ${bestText('help_texts', 'topic_id', 't.id')}
     ORDER BY t.sort, t.id`,
  ),
  banners: db.prepare<
    [{ language: string }],
    { id: number; group_name: string; link: string; image: string; title: string; lang: string }
  >(
    `SELECT b.id, b.group_name, b.link, b.image, x.title, x.language AS lang FROM banners b
     JOIN banner_texts x ON x.banner_id = b.id AND ${bestText('banner_texts', 'banner_id', 'b.id')}
     WHERE b.retired_at IS NULL ORDER BY b.sort, b.id`,
  ),
  bonus: db.prepare<[number], { percent: number; max: number; min: number; first: number }>(
    `SELECT bonus_percent AS percent, bonus_max_cents AS max, min_deposit_cents AS min, first_deposit_only AS first
     FROM promotions WHERE id = ?`,
  ),
  wagering: db.prepare<[number], { wagering: string | null }>('SELECT wagering FROM promotions WHERE id = ?'),
  // The content types arrive as one JSON array so a single prepared statement serves any set.
  announcements: db.prepare<[{ language: string; types: string }], AnnouncementRow>(
    `SELECT a.id, a.content_type, a.execution, a.start_date, a.promotion_type, x.title, x.content_html,
       x.language AS lang
     FROM announcements a
     JOIN announcement_texts x ON x.announcement_id = a.id
       AND ${bestText('announcement_texts', 'announcement_id', 'a.id')}
     WHERE a.content_type IN (SELECT value FROM json_each(@types)) AND a.retired_at IS NULL
     ORDER BY a.sort, a.id`,
  ),
}));

interface AnnouncementRow {
  id: number;
  content_type: string;
  execution: string;
  start_date: string;
  promotion_type: string;
  title: string;
  content_html: string;
  lang: string;
}

export function listHelp(db: Db, language: string): HelpTopic[] {
  return statements(db)
    .help.all({ language })
    .map((r) => ({ anchor: r.anchor, title: r.title, content: r.content_html, lang: r.lang }));
}

/** The build's banner art (server/art/manifest.ts), or the placeholder the HTTP layer draws. */
/** The build's backdrop for a seeded banner; for one published without a picture, its link's family backdrop. */
export function bannerImageUrl(id: number, link: string): string {
  const art = artManifest();
  return art.banners[String(id)] ?? art.placeholders.banners[bannerFamily(link)] ?? art.placeholders.banners.RNG ?? '';
}

/**
 * A banner linking to a promotion (/m/activityDetail?id=N) may state its bonus as {percent},
 * {max} and {min}: filled in from the promotion's definition, so the banner can never promise
 * another figure than the deposit form shows and the server pays (src/rules/bonus.ts).
 */
const promotionOfLink = (link: string): number | null => {
  const id = /^\/m\/activityDetail\?id=(\d+)$/.exec(link)?.[1];
  return id ? Number(id) : null;
};

/**
 * A banner linking to a promotion that pays bonus money carries that promotion's terms line,
 * written from its wagering terms (server/db/terms-line.ts): never a figure typed on the banner.
 */
function termsOfLink(db: Db, link: string, language: Language, symbol: string): string | undefined {
  const id = promotionOfLink(link);
  const terms = id === null ? null : parseTerms(statements(db).wagering.get(id)?.wagering ?? null);
  return terms ? termsLine(terms, language, symbol) : undefined;
}

function withBonusFigures(db: Db, title: string, link: string, language: Language, symbol: string): string {
  const id = promotionOfLink(link);
  if (!id || !title.includes('{')) return title;
  const d = statements(db).bonus.get(Number(id));
  if (!d || d.percent <= 0) return title;
  const def = { percent: d.percent, maxCents: d.max, minDepositCents: d.min, firstDepositOnly: d.first === 1 };
  return fillBonusFigures(title, bonusFigures(def, language, symbol));
}

export function listBanners(db: Db, language: Language, symbol = ''): Banner[] {
  const out: Banner[] = [];
  for (const r of statements(db).banners.all({ language })) {
    // A row with an unknown group (added by hand) is skipped rather than sent mistyped.
    if (!isBannerGroup(r.group_name)) continue;
    const title = withBonusFigures(db, r.title, r.link, language, symbol);
    // The operator's own picture when it published one, else the generated sample picture.
    out.push({
      id: r.id,
      url: r.image || bannerImageUrl(r.id, r.link),
      groupName: r.group_name,
      title,
      link: r.link,
      lang: r.lang,
      terms: termsOfLink(db, r.link, language, symbol),
    });
  }
  return out;
}

export function listAnnouncements(db: Db, language: string, contentTypes: readonly string[]): Announcement[] {
  if (contentTypes.length === 0) return [];
  const rows = statements(db).announcements.all({ language, types: JSON.stringify(contentTypes) });
  return rows.map((r) => ({
    id: r.id,
    contentType: r.content_type,
    title: r.title,
    content: r.content_html,
    startDate: r.start_date,
    execution: r.execution,
    promotionType: r.promotion_type,
    read: false,
    lang: r.lang,
  }));
}
