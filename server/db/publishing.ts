// Content the operator publishes and retires: banners, announcements, and a whole content
// file (help, promotions and the winners board too). Retiring keeps the row (members' read
// marks and promotion states point at it); listing queries skip retired rows (content.ts,
// promo.ts, members.ts).
import type { ContentCounts } from '../../src/api/types.ts';
import type { ContentFile } from '../operator/content-file.ts';
import type { AnnouncementInput, BannerInput } from '../operator/content-schema.ts';
import type { Db } from './open.ts';
import { setPromotionTerms } from './bonus.ts';
import { iso, perDb } from './statements.ts';

const stmts = perDb((db) => ({
  banner: db.prepare('INSERT INTO banners (group_name, sort, link, image) VALUES (?, ?, ?, ?)'),
  bannerText: db.prepare('INSERT INTO banner_texts (banner_id, language, title) VALUES (?, ?, ?)'),
  lastBannerSort: db.prepare<[], { s: number }>('SELECT COALESCE(MAX(sort), 0) AS s FROM banners'),
  retireBanner: db.prepare('UPDATE banners SET retired_at = ? WHERE id = ? AND retired_at IS NULL'),
  bannerRetiredAt: db.prepare<[number], { at: string | null }>('SELECT retired_at AS at FROM banners WHERE id = ?'),
  retireBanners: db.prepare('UPDATE banners SET retired_at = ? WHERE retired_at IS NULL'),
  notice: db.prepare(`INSERT INTO announcements (content_type, execution, start_date, promotion_type, sort)
    VALUES (?, ?, ?, ?, ?)`),
  noticeText: db.prepare(
    'INSERT INTO announcement_texts (announcement_id, language, title, content_html) VALUES (?, ?, ?, ?)',
  ),
  firstNoticeSort: db.prepare<[], { s: number }>('SELECT COALESCE(MIN(sort), 1) AS s FROM announcements'),
  retireNotice: db.prepare('UPDATE announcements SET retired_at = ? WHERE id = ? AND retired_at IS NULL'),
  noticeRetiredAt: db.prepare<[number], { at: string | null }>(
    'SELECT retired_at AS at FROM announcements WHERE id = ?',
  ),
  retireNotices: db.prepare('UPDATE announcements SET retired_at = ? WHERE retired_at IS NULL'),
  clearHelpTexts: db.prepare('DELETE FROM help_texts'),
  clearHelpTopics: db.prepare('DELETE FROM help_topics'),
  topic: db.prepare('INSERT INTO help_topics (sort, anchor) VALUES (?, ?)'),
  helpText: db.prepare('INSERT INTO help_texts (topic_id, language, title, content_html) VALUES (?, ?, ?, ?)'),
  promotion: db.prepare(`INSERT INTO promotions (id, kind, reward_cents, starts_at, ends_at, image, sort, retired_at,
      bonus_percent, bonus_max_cents, min_deposit_cents, first_deposit_only)
    VALUES (@id, @kind, @rewardCents, @startsAt, @endsAt, @image, @sort, NULL, @percent, @maxCents, @minDepositCents, @first)
    ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, reward_cents = excluded.reward_cents,
      starts_at = excluded.starts_at, ends_at = excluded.ends_at, image = excluded.image, sort = excluded.sort,
      retired_at = NULL, bonus_percent = excluded.bonus_percent, bonus_max_cents = excluded.bonus_max_cents,
      min_deposit_cents = excluded.min_deposit_cents, first_deposit_only = excluded.first_deposit_only`),
  clearPromotionTexts: db.prepare('DELETE FROM promotion_texts WHERE promotion_id = ?'),
  promotionText: db.prepare(`INSERT INTO promotion_texts (promotion_id, language, title, summary, content_html)
    VALUES (?, ?, ?, ?, ?)`),
  retireOtherPromotions: db.prepare(
    'UPDATE promotions SET retired_at = ? WHERE retired_at IS NULL AND id NOT IN (SELECT value FROM json_each(?))',
  ),
  clearWinners: db.prepare('DELETE FROM winners'),
  winner: db.prepare('INSERT INTO winners (node_id, customer_name, win_cents, created_at) VALUES (?, ?, ?, ?)'),
  gameExists: db.prepare<[string], { n: number }>('SELECT 1 AS n FROM games WHERE node_id = ?'),
}));

export const gameExists = (db: Db, nodeId: string): boolean => stmts(db).gameExists.get(nodeId) !== undefined;

function insertBanner(db: Db, b: BannerInput, sort: number): number {
  const s = stmts(db);
  const id = Number(s.banner.run(b.group, b.sort ?? sort, b.link, b.image).lastInsertRowid);
  for (const [language, title] of Object.entries(b.titles)) s.bannerText.run(id, language, title);
  return id;
}

function insertNotice(db: Db, a: AnnouncementInput, sort: number): number {
  const s = stmts(db);
  const id = Number(s.notice.run(a.type, a.audience, a.startDate, a.promotionType, a.sort ?? sort).lastInsertRowid);
  for (const [language, t] of Object.entries(a.texts)) s.noticeText.run(id, language, t.title, t.html);
  return id;
}

/** A new banner, after the others unless it names its place (`sort`). */
export function publishBanner(db: Db, b: BannerInput): number {
  return db.transaction(() => insertBanner(db, b, stmts(db).lastBannerSort.get()!.s + 1)).immediate();
}

/** A new announcement, listed first unless it names its place (`sort`). */
export function publishAnnouncement(db: Db, a: AnnouncementInput): number {
  return db.transaction(() => insertNotice(db, a, stmts(db).firstNoticeSort.get()!.s - 1)).immediate();
}

/** When it was retired (now, or earlier: retiring twice keeps the first time), or null when there is no such row. */
export function retire(db: Db, what: 'banner' | 'announcement', id: number, now = Date.now()): string | null {
  const s = stmts(db);
  const [update, read] = what === 'banner' ? [s.retireBanner, s.bannerRetiredAt] : [s.retireNotice, s.noticeRetiredAt];
  return db
    .transaction(() => {
      update.run(iso(now), id);
      return read.get(id)?.at ?? null;
    })
    .immediate();
}

/** Every section the file has replaces the site's, all in one transaction: a failure leaves the site as it was. */
export function importContent(db: Db, c: ContentFile, now = Date.now()): ContentCounts {
  const s = stmts(db);
  const at = iso(now);
  const counts: ContentCounts = {};
  db.transaction(() => {
    if (c.banners) {
      s.retireBanners.run(at);
      for (const [i, b] of c.banners.entries()) insertBanner(db, b, i + 1);
      counts.banners = c.banners.length;
    }
    if (c.announcements) {
      s.retireNotices.run(at);
      for (const [i, a] of c.announcements.entries()) insertNotice(db, a, i + 1);
      counts.announcements = c.announcements.length;
    }
    if (c.help) {
      s.clearHelpTexts.run();
      s.clearHelpTopics.run();
      c.help.forEach((h, i) => {
        const id = Number(s.topic.run(i + 1, h.anchor).lastInsertRowid);
        for (const [language, t] of Object.entries(h.texts)) s.helpText.run(id, language, t.title, t.html);
      });
      counts.help = c.help.length;
    }
    if (c.promotions) {
      c.promotions.forEach((p, i) => {
        const { bonus, texts: _, wagering, ...row } = p;
        s.promotion.run({ ...row, ...bonus, first: bonus.firstDepositOnly ? 1 : 0, sort: i + 1 });
        // Left out of the file, a promotion keeps the terms it has (docs/bonus.md).
        if (wagering !== undefined) setPromotionTerms(db, p.id, wagering);
        s.clearPromotionTexts.run(p.id);
        for (const [language, t] of Object.entries(p.texts))
          s.promotionText.run(p.id, language, t.title, t.summary, t.html);
      });
      // Members' states keep pointing at a promotion the file leaves out: it is retired, not deleted.
      s.retireOtherPromotions.run(at, JSON.stringify(c.promotions.map((p) => p.id)));
      counts.promotions = c.promotions.length;
    }
    if (c.winners) {
      s.clearWinners.run();
      for (const w of c.winners) s.winner.run(w.game, w.name, w.winCents, w.at);
      counts.winners = c.winners.length;
    }
  }).immediate();
  return counts;
}
