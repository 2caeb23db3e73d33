// First-start seed: a believable site (DESIGN "The reference server"). It runs in one
// IMMEDIATE transaction that re-checks the games table, so two processes opening a fresh
// data directory at once cannot both seed, and a restart never seeds again. Content that
// shipped with a later migration's tables is written with that migration (seedWithSchema).
import type { Db } from './open.ts';
import { GAME_TYPES, VENDORS } from './seed-data/vendors.ts';
import { GAME_SEED, generateGames, type GameSeed } from './seed-data/games.ts';
import { generateWinners } from './seed-data/winners.ts';
import { BANNERS } from './seed-data/banners.ts';
import { ANNOUNCEMENTS } from './seed-data/announcements.ts';
import { HELP_ANCHORS, HELP_PT } from './seed-data/help-pt.ts';
import { HELP_EN } from './seed-data/help-en.ts';
import { mulberry32 } from './seed-data/prng.ts';
import { VENDOR_NAMES } from './seed-data/vendor-names.ts';
import { PROMOTIONS, type PromotionSeed } from './seed-data/promotions.ts';
import { announcementDate, promotionDates } from './seed-dates.ts';
import { seedUrdu, upgradeSampleContent } from './seed-upgrade.ts';
import { seedBonusDefinitions, seedWageringTerms, seedWelcomeBanner } from './seed-bonuses.ts';
import { NEW_PROMOTIONS } from './seed-data/deposit-bonuses.ts';
import { localNames } from './seed-data/game-names.ts';
import {
  BONUS_WALLET_VERSION,
  GAME_NAMES_VERSION,
  VIDEO_POKER_VERSION,
  LIVE_BACCARAT_VERSION,
  TERMS_FROM_DATA_SQL,
  TERMS_FROM_DATA_VERSION,
} from './migrations/index.ts';

/**
 * Site content that first shipped with a migration's tables, by the schema version that
 * migration reaches. It runs in that migration's transaction (server/db/schema.ts migrate),
 * so a new database and one upgrading past it get the rows exactly once, and a database
 * already past it is never touched. INSERT OR IGNORE: an operator's own rows are kept.
 */
export function seedWithSchema(db: Db, version: number): void {
  if (version === 3) seedVendorNames(db);
  if (version === 5) seedPromotions(db);
  if (version === 13) upgradeSampleContent(db);
  if (version === 14) {
    seedBonusDefinitions(db);
    seedPromotions(db, Date.now(), NEW_PROMOTIONS);
    seedUrdu(db, ['promotions']);
    seedWelcomeBanner(db);
  }
  if (version === GAME_NAMES_VERSION) seedGameNames(db);
  if (version === BONUS_WALLET_VERSION) seedWageringTerms(db);
  if (version === VIDEO_POKER_VERSION) namePokerGames(db);
  if (version === LIVE_BACCARAT_VERSION) nameBaccaratTables(db);
}

/**
 * The seeded games' Portuguese and Urdu names (seed-data/game-names.ts), for each game that
 * still has the seed's base name: a game the operator renamed keeps its own name in every
 * language, and a name row already there (the operator's) is kept (INSERT OR IGNORE).
 */
export function seedGameNames(db: Db): void {
  const name = db.prepare(`INSERT OR IGNORE INTO game_names (node_id, language, game_name)
    SELECT node_id, ?, ? FROM games WHERE node_id = ? AND game_name = ?`);
  for (const g of generateGames()) {
    const local = localNames(g.gameName);
    if (!local) continue;
    name.run('pt', local.pt, g.nodeId, g.gameName);
    name.run('ur', local.ur, g.nodeId, g.gameName);
  }
}

/**
 * An existing site's POKER games, named for the video poker they play (seed-data/poker-names.ts),
 * with their Portuguese and Urdu names. Only a game that still has the name the seed drew for it
 * is renamed: a game the operator renamed keeps its name. A new site's games are seeded with the
 * new names (seedIfEmpty), so here its empty table is left alone.
 */
function namePokerGames(db: Db): void {
  const game = db.prepare(
    `UPDATE games SET game_name = @name, game_code = @code WHERE node_id = @nodeId AND game_name = @old AND game_type = 'POKER'`,
  );
  const before = generateGames(undefined, { pokerNames: false });
  generateGames().forEach((g, i) => {
    const old = before[i];
    if (g.gameType === 'POKER' && old && old.gameName !== g.gameName)
      game.run({ name: g.gameName, code: g.gameCode, nodeId: g.nodeId, old: old.gameName });
  });
  seedGameNames(db);
}

/**
 * An existing site's LIVE "Blackjack" tables, renamed as the live baccarat they play (no blackjack
 * game exists): "Rio Blackjack B" is "Rio Baccarat B" (seed-data/games.ts baccaratName). Only a
 * game that still has the seed's name is renamed, and only to a name no game of the site has:
 * an operator's own names are kept. Live tables have no Portuguese or Urdu names of their own:
 * the new name is the one every language shows.
 */
function nameBaccaratTables(db: Db): void {
  const game = db.prepare(
    `UPDATE games SET game_name = @name, game_code = @code, game_classify = 'BACCARAT'
     WHERE node_id = @nodeId AND game_name = @old AND game_type = 'LIVE'
       AND NOT EXISTS (SELECT 1 FROM games WHERE game_name = @name)`,
  );
  const before = generateGames(undefined, { baccaratNames: false });
  generateGames().forEach((g, i) => {
    const old = before[i];
    if (g.gameType === 'LIVE' && old && old.gameName !== g.gameName)
      game.run({ name: g.gameName, code: g.gameCode, nodeId: g.nodeId, old: old.gameName });
  });
}

function seedVendorNames(db: Db): void {
  const name = db.prepare('INSERT OR IGNORE INTO vendor_names (vassalage, language, display_name) VALUES (?, ?, ?)');
  for (const v of VENDOR_NAMES) {
    name.run(v.vassalage, 'pt', v.pt);
    name.run(v.vassalage, 'en', v.en);
  }
}

function seedPromotions(db: Db, now = Date.now(), list: readonly PromotionSeed[] = PROMOTIONS): void {
  const promotion = db.prepare(`INSERT OR IGNORE INTO promotions (id, kind, reward_cents, starts_at, ends_at,
    image, sort) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const text = db.prepare(`INSERT OR IGNORE INTO promotion_texts (promotion_id, language, title, summary,
    content_html) VALUES (?, ?, ?, ?, ?)`);
  for (const p of list) {
    const { startsAt, endsAt } = promotionDates(p, now);
    promotion.run(p.id, p.kind, p.rewardCents, startsAt, endsAt, p.image, p.sort);
  }
  for (const p of list) {
    text.run(p.id, 'pt', p.pt.title, p.pt.summary, p.pt.html);
    text.run(p.id, 'en', p.en.title, p.en.summary, p.en.html);
  }
}

/** Returns true when this call seeded the database. */
export function seedIfEmpty(db: Db): boolean {
  return db
    .transaction(() => {
      const row = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM games').get();
      if (row && row.n > 0) return false;
      seedCatalogue(db);
      seedContent(db);
      // The banners are written after every migration has run: the welcome banner's title of
      // migration 014 is then applied here (a database still older keeps the earlier one).
      const version = Number(db.pragma('user_version', { simple: true }));
      if (version >= 14) seedWelcomeBanner(db);
      // On a new site the names' migration ran before the games existed.
      if (version >= GAME_NAMES_VERSION) seedGameNames(db);
      // The announcements are written after every migration too: their hand-written rollover
      // sentence is removed as migration 026 removes it from an older site's rows.
      if (version >= TERMS_FROM_DATA_VERSION) db.exec(TERMS_FROM_DATA_SQL);
      return true;
    })
    .immediate();
}

function seedCatalogue(db: Db): void {
  const type = db.prepare('INSERT INTO game_types (game_type, sort, icon) VALUES (?, ?, ?)');
  const typeName = db.prepare('INSERT INTO game_type_names (game_type, language, name) VALUES (?, ?, ?)');
  for (const t of GAME_TYPES) {
    type.run(t.gameType, t.sort, t.icon);
    typeName.run(t.gameType, 'pt', t.pt);
    typeName.run(t.gameType, 'en', t.en);
  }
  const vendor = db.prepare(
    'INSERT INTO vendors (vassalage, display_name, game_type, account_type_name, sort) VALUES (?, ?, ?, ?, ?)',
  );
  VENDORS.forEach((v, i) => {
    vendor.run(v.vassalage, v.displayName, v.gameType, v.accountTypeName, i + 1);
  });

  const game = db.prepare<[GameRowParams]>(`INSERT INTO games (node_id, game_id, game_code, game_name,
    game_type, game_category, vassalage, game_classify, game_classify_new, lotto_mode, game_group_id,
    room_id, support_play, support_free_play, min_bet_cents, is_new, hot_rank, sort)
    VALUES (@nodeId, @gameId, @gameCode, @gameName, @gameType, @gameCategory, @vassalage,
    @gameClassify, @gameClassifyNew, @lottoMode, @gameGroupId, @roomId, @supportPlay,
    @supportFreePlay, @minBetCents, @isNew, @hotRank, @sort)`);
  const games = generateGames();
  for (const g of games) game.run(toParams(g));

  const winner = db.prepare('INSERT INTO winners (node_id, customer_name, win_cents, created_at) VALUES (?, ?, ?, ?)');
  // A second stream from a different seed, so changing the winners never reshuffles games.
  for (const w of generateWinners(mulberry32(GAME_SEED + 1), games)) {
    winner.run(w.nodeId, w.customerName, w.winCents, w.createdAt);
  }
}

type GameRowParams = Omit<GameSeed, 'isNew'> & { isNew: number; supportFreePlay: number };

/** SQLite has no booleans: flags are stored as 0 / 1. */
function toParams(g: GameSeed): GameRowParams {
  return { ...g, isNew: g.isNew ? 1 : 0, supportFreePlay: g.supportPlay === 0 ? 1 : 0 };
}

function seedContent(db: Db, now = Date.now()): void {
  const banner = db.prepare('INSERT INTO banners (id, group_name, sort, link) VALUES (?, ?, ?, ?)');
  const bannerText = db.prepare('INSERT INTO banner_texts (banner_id, language, title) VALUES (?, ?, ?)');
  for (const b of BANNERS) {
    banner.run(b.id, b.groupName, b.sort, b.link);
    bannerText.run(b.id, 'pt', b.pt);
    bannerText.run(b.id, 'en', b.en);
  }
  const notice = db.prepare(`INSERT INTO announcements (id, content_type, execution, start_date,
    promotion_type, sort) VALUES (?, ?, ?, ?, ?, ?)`);
  const noticeText = db.prepare(`INSERT INTO announcement_texts (announcement_id, language, title,
    content_html) VALUES (?, ?, ?, ?)`);
  ANNOUNCEMENTS.forEach((a, i) => {
    notice.run(a.id, a.contentType, a.execution, announcementDate(a.id, now), a.promotionType, i + 1);
    noticeText.run(a.id, 'pt', a.pt.title, a.pt.html);
    noticeText.run(a.id, 'en', a.en.title, a.en.html);
  });
  const topic = db.prepare('INSERT INTO help_topics (id, sort, anchor) VALUES (?, ?, ?)');
  const helpText = db.prepare('INSERT INTO help_texts (topic_id, language, title, content_html) VALUES (?, ?, ?, ?)');
  HELP_ANCHORS.forEach((anchor, i) => {
    const id = i + 1;
    topic.run(id, id, anchor);
    for (const [language, texts] of [
      ['pt', HELP_PT],
      ['en', HELP_EN],
    ] as const) {
      const text = texts[anchor];
      if (!text) throw new Error(`help topic ${anchor} has no ${language} text`);
      helpText.run(id, language, text.title, text.html);
    }
  });
  seedUrdu(db, ['site']);
}
