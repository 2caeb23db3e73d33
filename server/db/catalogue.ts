// Catalogue queries beyond the paged list (SPEC §7 Games): the game menu, hot games,
// lotteries, the winners board and the leaderboard.
import type { Game, GameMenuEntry, LotteryMenu, RankingEntry, WinnerEntry } from '../../src/api/types.ts';
import type { Db } from './open.ts';
import { gameColumns, gameIconUrl, localName, toGame, vendorIconUrl, type GameRow } from './games.ts';
import { LANGUAGE_RANK, perDb } from './statements.ts';

export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;

const statements = perDb((db) => ({
  // Every (category, type, classification, vendor) the catalogue holds, in menu order.
  menu: db.prepare<[], { game_category: string; game_type: string; game_classify: string; vassalage: string }>(
    `SELECT DISTINCT g.game_category, g.game_type, g.game_classify, g.vassalage
     FROM games g JOIN game_types t ON t.game_type = g.game_type JOIN vendors v ON v.vassalage = g.vassalage
     ORDER BY t.sort, g.game_category, v.sort, g.game_classify`,
  ),
  hot: db.prepare<[{ language: string }], GameRow>(
    `SELECT ${gameColumns('g')} FROM games g WHERE g.hot_rank IS NOT NULL ORDER BY g.hot_rank, g.node_id`,
  ),
  byVendorGame: db.prepare<[{ vassalage: string; gameId: string; language: string | null }], GameRow>(
    `SELECT ${gameColumns('g')} FROM games g WHERE g.vassalage = @vassalage AND g.game_id = @gameId`,
  ),
  lotteries: db.prepare<[{ vassalage: string | null; language: string }], GameRow>(
    `SELECT ${gameColumns('g')} FROM games g WHERE g.game_type = 'LOTTERY'
     AND (@vassalage IS NULL OR g.vassalage = @vassalage) ORDER BY g.sort, g.node_id`,
  ),
  lotteryVendors: db.prepare<[{ language: string }], { vassalage: string; display_name: string; game_count: number }>(
    `SELECT v.vassalage, COALESCE((SELECT n.display_name FROM vendor_names n WHERE n.vassalage = v.vassalage
       ORDER BY ${LANGUAGE_RANK} LIMIT 1), v.display_name) AS display_name,
       (SELECT COUNT(*) FROM games g WHERE g.vassalage = v.vassalage AND g.game_type = 'LOTTERY') AS game_count
     FROM vendors v WHERE EXISTS (SELECT 1 FROM games g WHERE g.vassalage = v.vassalage AND g.game_type = 'LOTTERY')
     ORDER BY v.sort`,
  ),
  // Each half reads its index (winners_member for the real ones, winners_win for all) and
  // stops at the limit, however many rounds have been won; only 2 x limit rows are sorted.
  winners: db.prepare<[{ limit: number; language: string }], WinnerRow>(
    `SELECT * FROM (
       SELECT * FROM (SELECT 1 AS real, w.id, w.node_id, w.customer_name, w.win_cents FROM winners w
         WHERE w.member_id IS NOT NULL ORDER BY w.win_cents DESC LIMIT @limit)
       UNION ALL
       SELECT * FROM (SELECT 0 AS real, w.id, w.node_id, w.customer_name, w.win_cents FROM winners w
         WHERE w.member_id IS NULL ORDER BY w.win_cents DESC LIMIT @limit)
     ) x JOIN (SELECT node_id, ${localName('games')} AS game_name, vassalage, game_id, game_category, game_type
       FROM games) g ON g.node_id = x.node_id
     ORDER BY x.real DESC, x.win_cents DESC, x.id LIMIT @limit`,
  ),
  // One row per player (a member, or a seeded name): total won, wins, and the game of the best win.
  ranking: db.prepare<[number], RankingRow>(
    `WITH per AS (
       SELECT COALESCE('m' || member_id, 'n' || customer_name) AS who, MAX(customer_name) AS customer_name,
         SUM(win_cents) AS total, COUNT(*) AS wins, MAX(win_cents) AS best
       FROM winners GROUP BY who)
     SELECT per.customer_name, per.total, per.wins, per.best,
       (SELECT w.node_id FROM winners w WHERE COALESCE('m' || w.member_id, 'n' || w.customer_name) = per.who
        ORDER BY w.win_cents DESC, w.id LIMIT 1) AS node_id
     FROM per ORDER BY per.total DESC, per.customer_name LIMIT ?`,
  ),
  gameName: db.prepare<[{ nodeId: string; language: string }], { game_name: string }>(
    `SELECT ${localName('g')} AS game_name FROM games g WHERE g.node_id = @nodeId`,
  ),
}));

interface WinnerRow {
  node_id: string;
  customer_name: string;
  win_cents: number;
  game_name: string;
  vassalage: string;
  game_id: string;
  game_category: string;
  game_type: string;
}
interface RankingRow {
  customer_name: string;
  total: number;
  wins: number;
  best: number;
  node_id: string;
}

export function gameMenu(db: Db): GameMenuEntry[] {
  return statements(db)
    .menu.all()
    .map((r) => ({
      gameCategory: r.game_category,
      gameType: r.game_type,
      gameClassify: r.game_classify,
      vassalage: r.vassalage,
    }));
}

export const hotGames = (db: Db, language = 'pt'): Game[] => statements(db).hot.all({ language }).map(toGame);

/** A game by its vendor's id; named in `language` when given, else by its base name. */
export function gameByVendor(db: Db, vassalage: string, gameId: string, language?: string): Game | null {
  const row = statements(db).byVendorGame.get({ vassalage, gameId, language: language ?? null });
  return row ? toGame(row) : null;
}

export const lotteryGames = (db: Db, vassalage?: string, language = 'pt'): Game[] =>
  statements(db)
    .lotteries.all({ vassalage: vassalage ?? null, language })
    .map(toGame);

/**
 * The lottery vendors, and the prize-mode mapping SPEC §4 reads: TCG_LOTTO_VN and LOTT
 * launch in the e-lottery mode when the site runs an e-lottery (an ELOTT vendor exists).
 */
export function lotteryMenu(db: Db, language: string): LotteryMenu {
  const menu = statements(db)
    .lotteryVendors.all({ language })
    .map((r) => ({
      vassalage: r.vassalage,
      displayName: r.display_name,
      gameCount: r.game_count,
      mobileSmallIcon: vendorIconUrl(r.vassalage),
    }));
  const mode = menu.some((m) => m.vassalage === 'ELOTT') ? 'ELOTT' : 'LOTT';
  return { menu, mapping: { TCG_LOTTO_VN: mode, LOTT: 'LOTT' } };
}

/**
 * The winners board (SPEC §2.3): players' real wins first (rows a round or a draw wrote with
 * its ledger rows, member_id set), biggest first; the seeded names only fill what is left.
 */
export function winnersBoard(db: Db, limit: number, language = 'pt'): WinnerEntry[] {
  return statements(db)
    .winners.all({ limit: Math.max(0, Math.floor(limit)), language })
    .map((r) => ({
      vo: {
        iconUrl: gameIconUrl(r.node_id),
        customerName: r.customer_name,
        gameName: r.game_name,
        winAmount: r.win_cents,
        nodeId: r.node_id,
        vassalage: r.vassalage,
        gameId: r.game_id,
        gameCategory: r.game_category,
        gameType: r.game_type,
      },
    }));
}

export function ranking(db: Db, limit: number, language = 'pt'): RankingEntry[] {
  const s = statements(db);
  return s.ranking.all(Math.max(0, Math.floor(limit))).map((r, i) => ({
    rank: i + 1,
    customerName: r.customer_name,
    winAmount: r.total,
    wins: r.wins,
    bestWin: r.best,
    gameName: s.gameName.get({ nodeId: r.node_id, language })?.game_name ?? '',
    nodeId: r.node_id,
    iconUrl: gameIconUrl(r.node_id),
  }));
}

/** How the boards show a member: 'player42' becomes 'pl***42', the way the seed stores names. */
export function maskName(userName: string): string {
  const name = userName.trim();
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}
