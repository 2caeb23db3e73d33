// Content that shipped with migration 013, for a site created before it: the vendors' and
// lotteries' human names, the Urdu texts, and the seeded announcements' and promotions' dates
// made relative to now (they were fixed in early 2025, so an old site showed them years old).
// Every change matches the seed's old value, so whatever an operator edited stays as it is;
// on a new site the tables are still empty here and seedIfEmpty writes the new content itself.
import type { Db } from './open.ts';
import { FIXED_START_DATES } from './seed-data/announcements.ts';
import { ANNOUNCEMENTS_UR, BANNERS_UR, PROMOTIONS_UR } from './seed-data/content-ur.ts';
import { generateGames } from './seed-data/games.ts';
import { HELP_ANCHORS } from './seed-data/help-pt.ts';
import { HELP_UR } from './seed-data/help-ur.ts';
import { PROMOTIONS } from './seed-data/promotions.ts';
import { VENDOR_NAMES } from './seed-data/vendor-names.ts';
import { VENDORS } from './seed-data/vendors.ts';
import { announcementDate, promotionDates } from './seed-dates.ts';
import { JACKPOT_START_CENTS } from './jackpot.ts';

/** The vendors' display names before they were human names. */
const OLD_VENDOR_NAMES: Readonly<Record<string, string>> = {
  PGE: 'PG',
  TA: 'TA',
  SS: 'SS',
  SPB: 'SPB',
  BGS: 'BGS',
  TCG_LOTTO_VN: 'TCG Lotto VN',
  TCG_SEA: 'TCG SEA',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
};
const OLD_PROMOTION_START = '2025-01-01T00:00:00.000Z';
const OLD_PROMOTION_END = '2025-02-01T00:00:00.000Z';

export function upgradeSampleContent(db: Db, now = Date.now()): void {
  db.prepare('INSERT OR IGNORE INTO jackpot (id, cents, updated_at) VALUES (1, ?, ?)').run(
    JACKPOT_START_CENTS,
    new Date(now).toISOString(),
  );
  const vendor = db.prepare('UPDATE vendors SET display_name = ? WHERE vassalage = ? AND display_name = ?');
  for (const v of VENDORS) {
    const old = OLD_VENDOR_NAMES[v.vassalage];
    if (old) vendor.run(v.displayName, v.vassalage, old);
  }
  const game = db.prepare(
    `UPDATE games SET game_name = @name, game_code = @code WHERE node_id = @nodeId AND game_name = @old AND game_type = 'LOTTERY'`,
  );
  const before = generateGames(undefined, { lotteryNames: false });
  generateGames().forEach((g, i) => {
    const old = before[i];
    if (g.gameType === 'LOTTERY' && old && old.gameName !== g.gameName)
      game.run({ name: g.gameName, code: g.gameCode, nodeId: g.nodeId, old: old.gameName });
  });
  seedUrdu(db);
  const notice = db.prepare('UPDATE announcements SET start_date = ? WHERE id = ? AND start_date = ?');
  for (const [id, fixed] of Object.entries(FIXED_START_DATES)) {
    const date = announcementDate(Number(id), now);
    if (date) notice.run(date, Number(id), fixed);
  }
  const promo = db.prepare(
    'UPDATE promotions SET starts_at = ?, ends_at = ? WHERE id = ? AND starts_at = ? AND ends_at IS ?',
  );
  for (const p of PROMOTIONS) {
    const { startsAt, endsAt } = promotionDates(p, now);
    promo.run(startsAt, endsAt, p.id, OLD_PROMOTION_START, endsAt === null ? null : OLD_PROMOTION_END);
  }
}

type UrduPart = 'vendors' | 'promotions' | 'site';

/**
 * The Urdu rows of the seeded content, for the parents that exist (INSERT OR IGNORE keeps an
 * operator's own). 'site' is the banners, announcements and help, which seedIfEmpty writes on a
 * new site; vendor names and promotions come with their migrations, before it.
 */
export function seedUrdu(db: Db, parts: readonly UrduPart[] = ['vendors', 'promotions', 'site']): void {
  if (parts.includes('vendors')) {
    const name = db.prepare(
      "INSERT OR IGNORE INTO vendor_names (vassalage, language, display_name) VALUES (?, 'ur', ?)",
    );
    for (const v of VENDOR_NAMES) name.run(v.vassalage, v.ur);
  }
  if (parts.includes('promotions')) {
    const promo =
      db.prepare(`INSERT OR IGNORE INTO promotion_texts (promotion_id, language, title, summary, content_html)
      SELECT id, 'ur', ?, ?, ? FROM promotions WHERE id = ?`);
    for (const [id, p] of Object.entries(PROMOTIONS_UR)) promo.run(p.title, p.summary, p.html, Number(id));
  }
  if (!parts.includes('site')) return;
  const banner = db.prepare(`INSERT OR IGNORE INTO banner_texts (banner_id, language, title)
    SELECT id, 'ur', ? FROM banners WHERE id = ?`);
  for (const [id, title] of Object.entries(BANNERS_UR)) banner.run(title, Number(id));
  const notice = db.prepare(`INSERT OR IGNORE INTO announcement_texts (announcement_id, language, title, content_html)
    SELECT id, 'ur', ?, ? FROM announcements WHERE id = ?`);
  for (const [id, a] of Object.entries(ANNOUNCEMENTS_UR)) notice.run(a.title, a.html, Number(id));
  const help = db.prepare(`INSERT OR IGNORE INTO help_texts (topic_id, language, title, content_html)
    SELECT id, 'ur', ?, ? FROM help_topics WHERE anchor = ?`);
  for (const anchor of HELP_ANCHORS) {
    const text = HELP_UR[anchor];
    if (!text) throw new Error(`help topic ${anchor} has no ur text`);
    help.run(text.title, text.html, anchor);
  }
}
