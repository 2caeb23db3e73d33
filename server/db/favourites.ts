// A member's favourite games and recently played games (SPEC §3 Favourites, §7).
// Adding an existing favourite or removing a missing one changes nothing: both calls
// are idempotent, so a retried request on a flaky network never fails or duplicates.
import type { FavouritePage, Game } from '../../src/api/types.ts';
import type { Db } from './open.ts';
import { gameColumns, toGame, type GameRow } from './games.ts';
import { perDb } from './statements.ts';

/** How many recent games a member keeps; older ones drop off. */
export const RECENT_LIMIT = 20;

const statements = perDb((db) => ({
  ids: db.prepare<[number], { node_id: string }>(
    'SELECT node_id FROM favourites WHERE member_id = ? ORDER BY created_at, node_id',
  ),
  count: db.prepare<[{ member: number; gameType: string | null }], { n: number }>(
    `SELECT COUNT(*) AS n FROM favourites f JOIN games g ON g.node_id = f.node_id
     WHERE f.member_id = @member AND (@gameType IS NULL OR g.game_type = @gameType)`,
  ),
  page: db.prepare<
    [{ member: number; gameType: string | null; limit: number; offset: number; language: string }],
    GameRow
  >(
    `SELECT ${gameColumns('g')} FROM favourites f JOIN games g ON g.node_id = f.node_id
     WHERE f.member_id = @member AND (@gameType IS NULL OR g.game_type = @gameType)
     ORDER BY f.created_at, f.node_id LIMIT @limit OFFSET @offset`,
  ),
  add: db.prepare<[number, string, string]>(
    'INSERT OR IGNORE INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)',
  ),
  remove: db.prepare<[number, string]>('DELETE FROM favourites WHERE member_id = ? AND node_id = ?'),
  // Delete and insert (not an upsert), so a replayed game gets a new rowid: two launches
  // in the same millisecond still list the later one first.
  forgetRecent: db.prepare<[number, string]>('DELETE FROM recent_games WHERE member_id = ? AND node_id = ?'),
  touchRecent: db.prepare<[number, string, string]>(
    'INSERT INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?)',
  ),
  trimRecent: db.prepare<[number, number, number]>(
    `DELETE FROM recent_games WHERE member_id = ? AND node_id NOT IN
     (SELECT node_id FROM recent_games WHERE member_id = ? ORDER BY played_at DESC, rowid DESC LIMIT ?)`,
  ),
  recent: db.prepare<[{ member: number; gameType: string | null; language: string }], GameRow>(
    `SELECT ${gameColumns('g')} FROM recent_games r JOIN games g ON g.node_id = r.node_id
     WHERE r.member_id = @member AND (@gameType IS NULL OR g.game_type = @gameType)
     ORDER BY r.played_at DESC, r.rowid DESC`,
  ),
}));

export const favouriteIds = (db: Db, memberId: number): string[] =>
  statements(db)
    .ids.all(memberId)
    .map((r) => r.node_id);

export function favouritePage(
  db: Db,
  memberId: number,
  q: { gameType?: string; pageNo: number; pageSize: number; language?: string },
): FavouritePage {
  const s = statements(db);
  const gameType = q.gameType || null;
  const total = s.count.get({ member: memberId, gameType })?.n ?? 0;
  const content = s.page
    .all({
      member: memberId,
      gameType,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
      language: q.language ?? 'pt',
    })
    .map(toGame);
  return { content, pageNum: q.pageNo, totalPages: Math.ceil(total / q.pageSize), total };
}

export function addFavourite(db: Db, memberId: number, nodeId: string, now = new Date()): void {
  statements(db).add.run(memberId, nodeId, now.toISOString());
}

export function removeFavourite(db: Db, memberId: number, nodeId: string): void {
  statements(db).remove.run(memberId, nodeId);
}

/** Records a launch; the list keeps the newest RECENT_LIMIT games. */
export function recordRecent(db: Db, memberId: number, nodeId: string, now = new Date()): void {
  const s = statements(db);
  db.transaction(() => {
    s.forgetRecent.run(memberId, nodeId);
    s.touchRecent.run(memberId, nodeId, now.toISOString());
    s.trimRecent.run(memberId, memberId, RECENT_LIMIT);
  })();
}

export const recentGames = (db: Db, memberId: number, gameType?: string, language = 'pt'): Game[] =>
  statements(db)
    .recent.all({ member: memberId, gameType: gameType ?? null, language })
    .map(toGame);
