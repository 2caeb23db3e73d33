// Catalogue queries for the Games calls (SPEC §7): game list, one game, game types, vendors.
import type { Game, GamePage, GameType, Vendor } from '../../src/api/types.ts';
import type { Db } from './open.ts';
import { LANGUAGE_RANK, perDb } from './statements.ts';
import { artManifest } from '../art/manifest.ts';

export interface GameQuery {
  gameType?: string;
  /** The game's own category (RNG, BGS, ESPORTS, COCKFIGHT, CRASH, ...): a vendor-grouped class (SPEC §4). */
  gameCategory?: string;
  vassalage?: string;
  gameName?: string;
  /** Families the name search also finds whole: the operator's words for them matched the text (games-config.ts). */
  nameFamilies?: readonly string[];
  gameClassify?: string;
  isNew?: boolean;
  minBetCents?: number;
  hot?: boolean;
  /** The language of the names shown and searched (SPEC §7); Portuguese when absent. */
  language?: string;
  pageNo: number;
  pageSize: number;
}

export interface GameRow {
  node_id: string;
  game_id: string;
  game_code: string;
  game_name: string;
  game_type: string;
  game_category: string;
  vassalage: string;
  game_classify: string;
  game_classify_new: string;
  lotto_mode: string;
  game_group_id: string;
  room_id: string;
  support_play: number;
  min_bet_cents: number;
  is_new: number;
  /** The name in the asked language (gameColumns); absent where a query reads the base name only. */
  local_name?: string;
}

interface Filter {
  /** The language whose game names the answer shows and the name search also matches. */
  language: string;
  gameType: string | null;
  gameCategory: string | null;
  vassalage: string | null;
  namePattern: string | null;
  /** The search text folded (fold_name: lower case, accents off) as a LIKE pattern, for names in a language. */
  foldedPattern: string | null;
  /** JSON list of game types a name search finds whole. */
  nameFamilies: string;
  classify: string | null;
  onlyNew: number;
  minBet: number | null;
  onlyHot: number;
}

/**
 * SQL: the game's name in @language (game_names), else its base name. Games whose names are
 * brands or proper names have no rows and read the same everywhere.
 */
export const localName = (games: string) =>
  `COALESCE((SELECT n.game_name FROM game_names n WHERE n.node_id = ${games}.node_id AND n.language = @language),
    ${games}.game_name)`;

/** SQL: a games row with its name in @language as local_name (GameRow). */
export const gameColumns = (games: string) => `${games}.*, ${localName(games)} AS local_name`;

// SQLite's LIKE folds case for ASCII only: enough for the base names, which are ASCII. The
// names in a language have accents ("Tênis", "Explosão"), and a player types "tenis": those are
// compared folded on both sides (fold_name, registered on the connection below).
// One WHERE clause for every filter combination: a NULL (or 0) parameter switches its
// condition off, so the SQL stays a fixed set of prepared statements. The name search finds
// the base name and the name in the asked language.
const WHERE = `WHERE (@gameType IS NULL OR g.game_type = @gameType)
  AND (@gameCategory IS NULL OR g.game_category = @gameCategory)
  AND (@vassalage IS NULL OR g.vassalage = @vassalage)
  AND (@namePattern IS NULL OR g.game_name LIKE @namePattern ESCAPE '\\'
    OR EXISTS (SELECT 1 FROM game_names n WHERE n.node_id = g.node_id AND n.language = @language
      AND fold_name(n.game_name) LIKE @foldedPattern ESCAPE '\\')
    OR g.game_type IN (SELECT value FROM json_each(@nameFamilies)))
  AND (@classify IS NULL OR g.game_classify = @classify)
  AND (@onlyNew = 0 OR g.is_new = 1)
  AND (@minBet IS NULL OR g.min_bet_cents <= @minBet)
  AND (@onlyHot = 0 OR g.hot_rank IS NOT NULL)`;

// Vendor names are brands, except the few that are words; those have per-language rows.
const VENDOR_NAME = `COALESCE((SELECT n.display_name FROM vendor_names n WHERE n.vassalage = v.vassalage
  ORDER BY ${LANGUAGE_RANK} LIMIT 1), v.display_name)`;

/** Lower case, accents off: "Explosão" and "EXPLOSAO" read the same to the name search. */
export const foldName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const statements = perDb((db) => {
  // Registered before the statements that call it are prepared (a pure function of its text).
  db.function('fold_name', { deterministic: true }, (v: unknown) => (typeof v === 'string' ? foldName(v) : v));
  return prepare(db);
});

const prepare = (db: Db) => ({
  count: db.prepare<[Filter], { n: number }>(`SELECT COUNT(*) AS n FROM games g ${WHERE}`),
  bySort: db.prepare<[Filter & { limit: number; offset: number }], GameRow>(
    `SELECT ${gameColumns('g')} FROM games g ${WHERE} ORDER BY g.sort, g.node_id LIMIT @limit OFFSET @offset`,
  ),
  byHot: db.prepare<[Filter & { limit: number; offset: number }], GameRow>(
    `SELECT ${gameColumns('g')} FROM games g ${WHERE} ORDER BY g.hot_rank, g.node_id LIMIT @limit OFFSET @offset`,
  ),
  one: db.prepare<[{ nodeId: string; language: string | null }], GameRow>(
    `SELECT ${gameColumns('g')} FROM games g WHERE g.node_id = @nodeId`,
  ),
  version: db.prepare<[], { n: number }>('SELECT n FROM catalogue_version WHERE id = 1'),
  types: db.prepare<[{ language: string }], { game_type: string; name: string | null; icon: string; sort: number }>(
    `SELECT t.game_type, t.icon, t.sort,
       (SELECT name FROM game_type_names n WHERE n.game_type = t.game_type
        ORDER BY ${LANGUAGE_RANK} LIMIT 1) AS name
     FROM game_types t ORDER BY t.sort, t.game_type`,
  ),
  vendorsOfType: db.prepare<[{ gameType: string; language: string }], VendorRow>(
    `SELECT v.vassalage, ${VENDOR_NAME} AS display_name, v.account_type_name, g.game_type, COUNT(*) AS game_count
     FROM vendors v JOIN games g ON g.vassalage = v.vassalage AND g.game_type = @gameType
     GROUP BY v.vassalage ORDER BY v.sort, v.vassalage`,
  ),
  allVendors: db.prepare<[{ language: string }], VendorRow>(
    `SELECT v.vassalage, ${VENDOR_NAME} AS display_name, v.account_type_name, v.game_type,
       (SELECT COUNT(*) FROM games g WHERE g.vassalage = v.vassalage) AS game_count
     FROM vendors v ORDER BY v.sort, v.vassalage`,
  ),
});

interface VendorRow {
  vassalage: string;
  display_name: string;
  account_type_name: string;
  game_type: string;
  game_count: number;
}

/** LIKE treats % and _ as wildcards; a player's search text means them literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function toFilter(q: GameQuery): Filter {
  const name = q.gameName?.trim() ?? '';
  const classify = q.gameClassify?.trim() ?? '';
  const upper = classify.toUpperCase();
  return {
    language: q.language ?? 'pt',
    gameType: q.gameType || null,
    gameCategory: q.gameCategory || null,
    vassalage: q.vassalage || null,
    namePattern: name === '' ? null : likePattern(name),
    foldedPattern: name === '' ? null : likePattern(foldName(name)),
    nameFamilies: JSON.stringify(name === '' ? [] : (q.nameFamilies ?? [])),
    // ALL and '' list everything; NEW is a flag on the game, not a classify value (SPEC §3).
    classify: upper === '' || upper === 'ALL' || upper === 'NEW' ? null : classify,
    onlyNew: q.isNew === true || upper === 'NEW' ? 1 : 0,
    minBet: typeof q.minBetCents === 'number' && Number.isFinite(q.minBetCents) ? q.minBetCents : null,
    onlyHot: q.hot === true ? 1 : 0,
  };
}

/** How many different list answers are kept (each with its encoded bytes, about 30 KB): the lobby's pages in each language, plus searches typed. */
export const LIST_CACHE_SIZE = 200;

interface ListCache {
  /** catalogue_version's count when the answers were read: a write to the catalogue bumps it. */
  version: number;
  /** The build's art the answers' picture URLs came from (a rebuild replaces it). */
  art: object;
  answers: Map<string, GamePage>;
}
const listCaches = new WeakMap<Db, ListCache>();

/**
 * The paged game list (SPEC §7). An answer is kept per query and language until the catalogue
 * changes: each call reads the catalogue's version (a one-row table every write to the game
 * tables bumps, migration 023) and the build's art, and reads the games again when either moved.
 * The answer is shared between callers: read it, never change it.
 */
export function listGames(db: Db, q: GameQuery): GamePage {
  const s = statements(db);
  const version = s.version.get()?.n ?? 0;
  const art = artManifest();
  let cache = listCaches.get(db);
  if (!cache || cache.version !== version || cache.art !== art) {
    cache = { version, art, answers: new Map() };
    listCaches.set(db, cache);
  }
  const key = JSON.stringify([toFilter(q), pageOf(q)]);
  const kept = cache.answers.get(key);
  if (kept) {
    // Most recently used last: the oldest is the one dropped when the cache is full.
    cache.answers.delete(key);
    cache.answers.set(key, kept);
    return kept;
  }
  const page = readGamePage(db, q);
  cache.answers.set(key, page);
  if (cache.answers.size > LIST_CACHE_SIZE) {
    const oldest = cache.answers.keys().next().value;
    if (oldest !== undefined) cache.answers.delete(oldest);
  }
  return page;
}

const pageOf = (q: GameQuery) => ({
  pageNo: Math.max(1, Math.floor(q.pageNo) || 1),
  pageSize: Math.max(1, Math.floor(q.pageSize) || 1),
});

/** The game list read from the database, without the kept answers (listGames; the benchmark's baseline). */
export function readGamePage(db: Db, q: GameQuery): GamePage {
  const { pageNo, pageSize } = pageOf(q);
  const filter = toFilter(q);
  const s = statements(db);
  const total = s.count.get(filter)?.n ?? 0;
  const rows = (q.hot === true ? s.byHot : s.bySort).all({
    ...filter,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
  });
  return { games: rows.map(toGame), pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total };
}

/** One game; its name in `language` when given, else its base name (what the lottery rules read). */
export function getGame(db: Db, nodeId: string, language?: string): Game | null {
  const row = statements(db).one.get({ nodeId, language: language ?? null });
  return row ? toGame(row) : null;
}

export function listGameTypes(db: Db, language: string): GameType[] {
  return statements(db)
    .types.all({ language })
    .map((r) => ({
      gameType: r.game_type,
      name: r.name ?? r.game_type,
      icon: r.icon,
      sort: r.sort,
    }));
}

export function listVendors(db: Db, q: { gameType?: string; language?: string }): Vendor[] {
  const s = statements(db);
  const language = q.language ?? 'pt';
  const rows = q.gameType ? s.vendorsOfType.all({ gameType: q.gameType, language }) : s.allVendors.all({ language });
  return rows.map((r) => ({
    vassalage: r.vassalage,
    mobileSmallIcon: vendorIconUrl(r.vassalage),
    displayName: r.display_name,
    accountTypeName: r.account_type_name,
    gameCount: r.game_count,
    gameType: r.game_type,
  }));
}

/**
 * The build's art for the game (server/art/manifest.ts): its smallest tile, each file named by
 * its bytes' hash; for a game the build did not draw, its placeholder tile.
 */
export function gameIconUrl(nodeId: string): string {
  return smallest(tilesOf(nodeId)) ?? '';
}

function tilesOf(nodeId: string): Record<string, string> {
  const art = artManifest();
  return art.games[nodeId] ?? art.placeholders.game;
}

const widths = (sizes: Record<string, string>) => Object.keys(sizes).sort((a, b) => Number(a) - Number(b));
const smallest = (sizes: Record<string, string>) => {
  const w = widths(sizes)[0];
  return w === undefined ? undefined : sizes[w];
};

/** `url 216w, url 320w` from the build's art; undefined without it. */
export function gameIconSrcset(nodeId: string): string | undefined {
  const sizes = tilesOf(nodeId);
  const list = widths(sizes);
  if (list.length === 0) return undefined;
  return list.map((w) => `${sizes[w]} ${w}w`).join(', ');
}

export const vendorIconUrl = (vassalage: string) => {
  const art = artManifest();
  return art.vendors[vassalage] ?? art.placeholders.vendor;
};

export function toGame(r: GameRow): Game {
  const name = r.local_name ?? r.game_name;
  return {
    nodeId: r.node_id,
    nodeName: name,
    gameName: name,
    gameId: r.game_id,
    roomId: r.room_id,
    gameType: r.game_type,
    gameCode: r.game_code,
    gameCategory: r.game_category,
    vassalage: r.vassalage,
    vendorCode: r.vassalage,
    displayName: name,
    iconUrl: gameIconUrl(r.node_id),
    // Undefined without built art: JSON leaves the field out.
    iconSrcset: gameIconSrcset(r.node_id),
    showIcon: true,
    gameClassify: r.game_classify,
    gameClassifyNew: r.game_classify_new,
    lottoMode: r.lotto_mode,
    gameGroupId: r.game_group_id,
    supportPlay: r.support_play,
    supportFreePlay: r.support_play === 0,
    minBet: r.min_bet_cents,
    isNew: r.is_new === 1,
  };
}
