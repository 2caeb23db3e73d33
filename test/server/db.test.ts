// The reference server's database layer against real SQLite files in a temp directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeDatabase, openDatabase, type Db } from '../../server/db/open.ts';
import { SCHEMA_VERSION } from '../../server/db/schema.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';
import { getGame, listGames, listGameTypes, listVendors, type GameQuery } from '../../server/db/games.ts';
import { listAnnouncements, listBanners, listHelp } from '../../server/db/content.ts';
import { winnersBoard } from '../../server/db/catalogue.ts';
import { useArtFrom } from '../../server/art/manifest.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-'));
  dirs.push(d);
  return d;
};
let db: Db;
const count = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
const page = (q: Partial<GameQuery>) => listGames(db, { pageNo: 1, pageSize: 20, ...q });
const SPEC_VENDORS = ['PGE', 'TA', 'SS', 'SPB', 'TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'BGS'];

test.before(() => {
  // No build's art here (a server suite run earlier in this process may have pointed at dist/):
  // these tests are about the placeholders a site without built art shows.
  useArtFrom(null);
  db = openDatabase(path.join(tempDir(), 'nested', 'data'));
});
test.after(() => {
  closeDatabase(db);
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

test('DESIGN seed: first open creates the data dir, WAL, foreign keys and the schema version', () => {
  assert.is(db.pragma('journal_mode', { simple: true }), 'wal');
  assert.is(db.pragma('foreign_keys', { simple: true }), 1);
  assert.is(db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
  for (const t of ['members', 'sessions', 'ledger']) assert.is(count(`SELECT COUNT(*) AS n FROM ${t}`), 0);
});

test('SPEC §9 game count 600+: the seed has 600-700 games and every spec vendor code', () => {
  const n = count('SELECT COUNT(*) AS n FROM games');
  assert.ok(n >= 600 && n <= 700, `games: ${n}`);
  for (const v of SPEC_VENDORS) assert.ok(count('SELECT COUNT(*) AS n FROM games WHERE vassalage = ?', v) > 0, v);
  const perType = db
    .prepare('SELECT game_type AS t, COUNT(DISTINCT vassalage) AS v, COUNT(*) AS n FROM games GROUP BY 1')
    .all() as { t: string; v: number; n: number }[];
  assert.equal(perType.map((r) => r.t).sort(), [
    'BINGO',
    'CRASH',
    'FISH',
    'GAMESHOW',
    'LIVE',
    'LOTTERY',
    'POKER',
    'RNG',
    'SPORTS',
  ]);
  for (const r of perType) assert.ok(r.v >= 2, `${r.t} has ${r.v} vendors`);
  assert.is(Math.max(...perType.map((r) => r.n)), perType.find((r) => r.t === 'RNG')?.n);
  assert.is(
    count('SELECT COUNT(*) AS n FROM (SELECT 1 FROM games GROUP BY vassalage, game_name HAVING COUNT(*) > 1)'),
    0,
  );
  const newShare = count('SELECT SUM(is_new) AS n FROM games') / n;
  assert.ok(newShare > 0.05 && newShare < 0.15, `new share ${newShare}`);
  const freeShare = count('SELECT SUM(support_play = 0) AS n FROM games') / n;
  assert.ok(freeShare > 0.6 && freeShare < 0.8, `free share ${freeShare}`);
  assert.is(count('SELECT COUNT(DISTINCT hot_rank) AS n FROM games WHERE hot_rank BETWEEN 1 AND 40'), 40);
  assert.is(count('SELECT COUNT(*) AS n FROM games WHERE min_bet_cents NOT IN (1, 5, 10, 50, 75, 100, 500)'), 0);
  assert.is(
    count(`SELECT COUNT(*) AS n FROM games WHERE vassalage IN ('LOTT', 'ELOTT')
    AND lotto_mode NOT IN ('Tradition', 'Entertainment,Tradition')`),
    0,
  );
  assert.is(count(`SELECT COUNT(*) AS n FROM games WHERE game_type = 'FISH' AND game_classify != ''`), 0);
});

test('DESIGN seed: deterministic, and a reopen neither reseeds nor loses data', () => {
  const dir = tempDir();
  const first = openDatabase(dir);
  const before = listGames(first, { pageNo: 1, pageSize: 700 }).games;
  first.prepare(`INSERT INTO members (user_name, password_hash, created_at) VALUES ('ana', 'x', '2025-01-01')`).run();
  first.prepare('DELETE FROM winners WHERE id = 1').run();
  closeDatabase(first);
  assert.not.ok(fs.existsSync(path.join(dir, 'site.db-wal')) && fs.statSync(path.join(dir, 'site.db-wal')).size > 0);
  const again = openDatabase(dir);
  assert.not.ok(seedIfEmpty(again));
  assert.equal(listGames(again, { pageNo: 1, pageSize: 700 }).games, before);
  assert.equal(listGames(again, { pageNo: 1, pageSize: 700 }).games, page({ pageSize: 700 }).games);
  assert.is(again.prepare('SELECT COUNT(*) AS n FROM members').pluck().get(), 1);
  assert.is(again.prepare('SELECT COUNT(*) AS n FROM winners').pluck().get(), 39);
  closeDatabase(again);
});

test('SPEC §4 paging: totals, the last page and an exact multiple', () => {
  const all = page({});
  assert.is(all.totalPages, Math.ceil(all.total / 20));
  const last = page({ pageNo: all.totalPages });
  assert.is(last.games.length, all.total - 20 * (all.totalPages - 1));
  const pge = page({ vassalage: 'PGE' });
  assert.is(pge.total, 100);
  assert.is(pge.totalPages, 5);
  assert.is(page({ vassalage: 'PGE', pageNo: 5 }).games.length, 20);
});

test('SPEC §9 page size 9: pages are disjoint and cover the filter exactly', () => {
  const seen = new Set<string>();
  const first = page({ vassalage: 'PGE', pageSize: 9 });
  assert.is(first.totalPages, 12);
  for (let p = 1; p <= first.totalPages; p++) {
    const games = page({ vassalage: 'PGE', pageSize: 9, pageNo: p }).games;
    assert.is(games.length, p < 12 ? 9 : 1);
    for (const g of games) seen.add(g.nodeId);
  }
  assert.is(seen.size, 100);
});

test('SPEC §4 paging: page beyond the end is empty; an empty result has 0 pages', () => {
  const beyond = page({ vassalage: 'PGE', pageNo: 6 });
  assert.equal([beyond.games.length, beyond.totalPages, beyond.pageNum], [0, 5, 6]);
  const none = page({ gameName: 'no such game anywhere' });
  assert.equal([none.games.length, none.totalPages, none.total], [0, 0, 0]);
});

test('SPEC §7 game list: type and vendor filters', () => {
  const live = page({ gameType: 'LIVE', pageSize: 100 });
  assert.is(live.total, count(`SELECT COUNT(*) AS n FROM games WHERE game_type = 'LIVE'`));
  assert.ok(live.games.every((g) => g.gameType === 'LIVE'));
  const spbCrash = page({ gameType: 'CRASH', vassalage: 'SPB', pageSize: 100 });
  assert.ok(spbCrash.total > 0 && spbCrash.games.every((g) => g.vassalage === 'SPB' && g.gameType === 'CRASH'));
});

test('SPEC §2.4 game name search: case-insensitive substring, % and _ taken literally', () => {
  const found = page({ gameName: 'bACCaRAT', pageSize: 100 });
  assert.ok(found.total > 0 && found.games.every((g) => /baccarat/i.test(g.gameName)));
  assert.is(page({ gameName: 'a%' }).total, 0);
  assert.is(page({ gameName: '_' }).total, 0);
  db.prepare(`INSERT INTO games (node_id, game_id, game_code, game_name, game_type, game_category, vassalage,
    min_bet_cents, sort) VALUES ('99999', '9', 'x', '100% Wild_Reels', 'RNG', 'RNG', 'TA', 1, 9999)`).run();
  try {
    assert.equal(
      page({ gameName: '0% wild_' }).games.map((g) => g.nodeId),
      ['99999'],
    );
  } finally {
    db.prepare(`DELETE FROM games WHERE node_id = '99999'`).run();
  }
});

test('SPEC §2.4 classify filter: ALL and empty list all, NEW means isNew, others match exactly', () => {
  const total = page({}).total;
  assert.is(page({ gameClassify: 'ALL' }).total, total);
  assert.is(page({ gameClassify: '' }).total, total);
  const mega = page({ gameClassify: 'MEGAWAY', pageSize: 100 });
  assert.ok(mega.total > 0 && mega.games.every((g) => g.gameClassify === 'MEGAWAY'));
  const fresh = page({ gameClassify: 'NEW', pageSize: 100 });
  assert.is(fresh.total, count('SELECT SUM(is_new) AS n FROM games'));
  assert.ok(fresh.games.every((g) => g.isNew));
  assert.is(page({ isNew: true }).total, fresh.total);
});

test('SPEC §9 min-bet filter: minBet 0.10 keeps games whose minimum is at most 10 cents', () => {
  const cheap = page({ minBetCents: 10, pageSize: 100 });
  assert.is(cheap.total, count('SELECT COUNT(*) AS n FROM games WHERE min_bet_cents <= 10'));
  assert.ok(cheap.total > 0 && cheap.games.every((g) => g.minBet <= 10));
});

test('SPEC §7 hot games: only ranked games, in rank order', () => {
  const hot = page({ hot: true, pageSize: 50 });
  assert.is(hot.total, 40);
  const ranks = hot.games.map((g) => db.prepare('SELECT hot_rank FROM games WHERE node_id = ?').pluck().get(g.nodeId));
  assert.equal(
    ranks,
    Array.from({ length: 40 }, (_, i) => i + 1),
  );
});

test('SPEC §3 game fields: icon, free play, cents, and getGame', () => {
  const g = page({ pageSize: 1 }).games[0];
  assert.ok(g);
  assert.equal(getGame(db, g.nodeId), g);
  assert.is(g.iconUrl, '', 'no build, no pictures: the server draws none');
  assert.is(g.supportFreePlay, g.supportPlay === 0);
  assert.ok(Number.isInteger(g.minBet) && /^\d+$/.test(g.nodeId));
  assert.is(getGame(db, 'nope'), null);
});

test('SPEC §4 vendor grouping: sports vendors carry ESPORTS and COCKFIGHT; counts add up', () => {
  const sports = listVendors(db, { gameType: 'SPORTS' });
  assert.ok(
    sports.some((v) => v.accountTypeName === 'ESPORTS') && sports.some((v) => v.accountTypeName === 'COCKFIGHT'),
  );
  assert.is(
    sports.reduce((s, v) => s + v.gameCount, 0),
    page({ gameType: 'SPORTS' }).total,
  );
  assert.ok(listVendors(db, { gameType: 'RNG' }).some((v) => v.vassalage === 'BGS'));
  const all = listVendors(db, {});
  assert.is(
    all.reduce((s, v) => s + v.gameCount, 0),
    page({}).total,
  );
  assert.is(all.find((v) => v.vassalage === 'PGE')?.mobileSmallIcon, '', 'no build, no pictures');
});

test('SPEC §1 languages: game-type names in pt and en; ur falls back to en', () => {
  const name = (lang: string, t: string) => listGameTypes(db, lang).find((x) => x.gameType === t)?.name;
  assert.equal(
    [name('pt', 'LIVE'), name('en', 'LIVE'), name('ur', 'LIVE'), name('pt', 'POKER')],
    ['Ao vivo', 'Live', 'Live', 'Pôquer'],
  );
  assert.equal(
    listGameTypes(db, 'en').map((t) => t.sort),
    [1, 2, 3, 4, 5, 6, 7, 8, 9],
  );
});

test('SPEC §2.11 help centre: 8 topics in pt, en and ur; a topic missing a language falls back (en, then pt) and says which it sent', () => {
  const pt = listHelp(db, 'pt');
  const ur = listHelp(db, 'ur');
  assert.is(pt.length, 8);
  assert.equal(
    ur.map((h) => h.anchor),
    pt.map((h) => h.anchor),
  );
  assert.ok(
    ur.every((h) => h.lang === 'ur' && /[\u0600-\u06ff]/.test(h.title) && /[\u0600-\u06ff]/.test(h.content)),
    'every UR topic is in Urdu',
  );
  assert.is.not(pt[0]?.title, listHelp(db, 'en')[0]?.title);
  db.prepare(`INSERT INTO help_topics (id, sort, anchor) VALUES (100, 100, 'pt-only')`).run();
  db.prepare(`INSERT INTO help_texts VALUES (100, 'pt', 'Só em português', '<p>pt</p>')`).run();
  db.prepare(`INSERT INTO help_topics (id, sort, anchor) VALUES (101, 101, 'en-only')`).run();
  db.prepare(`INSERT INTO help_texts VALUES (101, 'en', 'English only', '<p>en</p>')`).run();
  try {
    const topic = (lang: string, anchor: string) => listHelp(db, lang).find((h) => h.anchor === anchor);
    assert.is(topic('en', 'pt-only')?.title, 'Só em português');
    assert.equal(
      [topic('ur', 'en-only')?.title, topic('ur', 'en-only')?.lang],
      ['English only', 'en'],
      'UR falls back to EN first',
    );
    assert.is(topic('ur', 'pt-only')?.lang, 'pt', 'the client can mark it as Portuguese');
  } finally {
    db.prepare('DELETE FROM help_texts WHERE topic_id IN (100, 101)').run();
    db.prepare('DELETE FROM help_topics WHERE id IN (100, 101)').run();
  }
});

test('SPEC §2.5 terms link: the help topic with anchor terms exists in pt and en', () => {
  for (const lang of ['pt', 'en']) {
    const terms = listHelp(db, lang).find((h) => h.anchor === 'terms');
    assert.ok(terms?.content.startsWith('<p>') && terms.content.length > 200, lang);
  }
});

test('SPEC §2.3 banners, announcements by content type, winners biggest first', () => {
  const banners = listBanners(db, 'en');
  assert.equal(
    banners.map((b) => b.groupName),
    ['m_home', 'm_home', 'm_home', 'm_home', 'm_live', 'm_newgame'],
  );
  assert.is.not(banners[0]?.title, listBanners(db, 'pt')[0]?.title);
  const home = listAnnouncements(db, 'en', ['B', 'PL', 'PU']);
  assert.ok(home.length > 0 && home.every((a) => ['B', 'PL', 'PU'].includes(a.contentType)));
  assert.is(listAnnouncements(db, 'pt', ['A', 'PL', 'B', 'PU', 'PR']).length, 8);
  assert.ok(listAnnouncements(db, 'pt', ['PU']).some((a) => /font-size:\s*\d+px/.test(a.content)));
  const wins = winnersBoard(db, 20).map((w) => w.vo);
  assert.is(wins.length, 20);
  assert.ok(wins.every((w, i) => i === 0 || (wins[i - 1]?.winAmount ?? 0) >= w.winAmount));
  assert.ok(
    wins.every((w) => /^[a-z]{2}\*{3}\d{2}$/.test(w.customerName) && w.winAmount >= 5000 && w.winAmount <= 5_000_000),
  );
});

test.run();
