// Game names in the player's language (SPEC §7 Games): the crash and sportsbook tiles read in
// Portuguese and Urdu wherever a game is named (list, search, hot list, favourites, launch,
// records), the base name stays the fallback and stays searchable, an operator's own names are
// kept, and the list's kept answers never outlive a change to the catalogue.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Game, GamePage, LaunchResult, OrderPage } from '../../src/api/types.ts';
import { listGames } from '../../server/db/games.ts';
import path from 'node:path';
import Database from 'better-sqlite3';
import { GAME_NAMES_VERSION, MIGRATIONS } from '../../server/db/migrations/index.ts';
import { closeDatabase, DB_FILE, openDatabase } from '../../server/db/open.ts';
import { seedGameNames, seedIfEmpty, seedWithSchema } from '../../server/db/seed.ts';
import { localNames } from '../../server/db/seed-data/game-names.ts';
import { generateGames } from '../../server/db/seed-data/games.ts';
import { apiCall, memberWithSession } from '../setup/api.ts';
import { cleanup, json, start, tempDir } from '../setup/server.ts';

let s: Awaited<ReturnType<typeof start>>;
test.before(async () => {
  s = await start();
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

async function list(query: Record<string, string | number>): Promise<GamePage> {
  const q = new URLSearchParams(
    Object.entries({ platform: 'html5', clientType: 2, pageSize: 100, ...query }).map(([k, v]) => [k, String(v)]),
  );
  const body = await json(await fetch(`${s.url}/wps/game/list?${q}`));
  assert.is(body.success, true, `${q}: ${body.message}`);
  return body.value as GamePage;
}
const byId = (games: readonly Game[], nodeId: string) => games.find((g) => g.nodeId === nodeId);
const db = () => s.db!;
const baseName = (nodeId: string) =>
  (db().prepare('SELECT game_name AS n FROM games WHERE node_id = ?').get(nodeId) as { n: string }).n;

/** The first seeded game of the family, with its seeded translations. */
function seeded(gameType: string, vassalage?: string) {
  const g = generateGames().find((x) => x.gameType === gameType && (!vassalage || x.vassalage === vassalage))!;
  return { ...g, local: localNames(g.gameName)! };
}

test('SPEC §7 every seeded crash, sportsbook and game-show name has Portuguese and Urdu names', () => {
  const games = generateGames().filter((g) => ['CRASH', 'SPORTS', 'GAMESHOW'].includes(g.gameType));
  assert.ok(games.length >= 50);
  for (const g of games) {
    const local = localNames(g.gameName);
    assert.ok(local, `${g.gameName} has no translation`);
    // "MMA Virtual" and "Futsal Virtual" are Portuguese as they stand.
    if (!/^(MMA|Futsal) Virtual$/.test(g.gameName)) assert.is.not(local.pt, g.gameName, g.gameName);
    assert.ok(/[\u0600-\u06ff]/.test(local.ur), `${g.gameName}: ${local.ur} is Urdu script`);
  }
  assert.equal(localNames('Football Live'), { pt: 'Futebol Ao Vivo', ur: 'فٹبال لائیو' });
  assert.equal(localNames('Turbo Boost X'), { pt: 'Impulso Turbo X', ur: 'ٹربو بوسٹ ایکس' });
  assert.equal(localNames('Golden Wheel'), { pt: 'Roda Dourada', ur: 'سنہری پہیہ' });
  assert.equal(localNames('Lucky Dice Deluxe')?.pt, 'Dados da Sorte Deluxe');
});

test('SPEC §7 the game list names crash and sports tiles in the asked language; English keeps the base name', async () => {
  for (const g of [
    seeded('CRASH'),
    seeded('SPORTS'),
    seeded('SPORTS', 'COCKFT'),
    seeded('SPORTS', 'ESPORTX'),
    seeded('GAMESHOW'),
  ]) {
    const [pt, ur, en] = await Promise.all(
      (['pt', 'ur', 'en'] as const).map(async (language) =>
        byId((await list({ language, gameType: g.gameType })).games, g.nodeId),
      ),
    );
    assert.is(pt?.gameName, g.local.pt);
    assert.is(pt?.displayName, g.local.pt);
    assert.is(ur?.gameName, g.local.ur);
    assert.is(en?.gameName, g.gameName);
  }
  // A slot's name is a title: the same in every language.
  const slot = (await list({ language: 'ur', gameType: 'RNG', pageSize: 1 })).games[0]!;
  assert.is(slot.gameName, baseName(slot.nodeId));
});

test('SPEC §7/§5 the name search finds the name in the asked language and still the base name', async () => {
  const g = seeded('SPORTS');
  const inPt = await list({ language: 'pt', gameName: g.local.pt.toLowerCase() });
  assert.ok(byId(inPt.games, g.nodeId), `"${g.local.pt}" found in pt`);
  const inUr = await list({ language: 'ur', gameName: g.local.ur });
  assert.ok(byId(inUr.games, g.nodeId), 'the Urdu name found in ur');
  assert.is(byId(inUr.games, g.nodeId)?.gameName, g.local.ur);
  const byBase = await list({ language: 'pt', gameName: g.gameName });
  assert.is(byId(byBase.games, g.nodeId)?.gameName, g.local.pt, 'the base name still finds it');
  // Accents and case aside: "TENIS VIRTUAL" finds "Tênis Virtual", "EXPLOSAO" the "Explosão" crash games.
  const tennis = await list({ language: 'pt', gameName: 'TENIS VIRTUAL' });
  assert.ok(
    tennis.total === 1 && tennis.games[0]!.gameName === 'Tênis Virtual',
    tennis.games.map((x) => x.gameName).join(),
  );
  const burst = await list({ language: 'pt', gameName: 'EXPLOSAO', gameType: 'CRASH' });
  assert.ok(
    burst.total > 0 && burst.games.every((x) => x.gameName.startsWith('Explosão')),
    burst.games.map((x) => x.gameName).join(),
  );
  // Another language's name is not this language's: the Urdu text finds nothing in English.
  const crash = seeded('CRASH');
  assert.not.ok(byId((await list({ language: 'en', gameName: crash.local.ur })).games, crash.nodeId));
  assert.ok((await list({ language: 'pt', gameName: 'Impulso' })).games.every((g) => g.gameName.includes('Impulso')));
});

test('SPEC §7 hot list, favourites, launch, game records and money records name the game in the asked language', async () => {
  const g = seeded('CRASH');
  const m = memberWithSession(db());
  const hotRank = (
    db().prepare('SELECT hot_rank AS r FROM games WHERE node_id = ?').get(g.nodeId) as { r: number | null }
  ).r;
  if (hotRank !== null) {
    const hot = await apiCall(s, 'GET', '/wps/game/hot?isPlatform=2&language=ur&platform=html5');
    assert.is(byId((hot.value as { list: Game[] }).list, g.nodeId)?.gameName, g.local.ur);
  }
  const add = await apiCall(s, 'POST', '/wps/game/favourite', {
    token: m.token,
    body: { nodeId: g.nodeId, vassalage: g.vassalage },
  });
  assert.is(add.success, true, add.message);
  const favs = await apiCall(s, 'GET', '/wps/game/favourite/list?pageNo=1&pageSize=24&language=pt', { token: m.token });
  assert.is(byId((favs.value as { content: Game[] }).content, g.nodeId)?.gameName, g.local.pt);
  const launch = await apiCall(s, 'POST', '/wps/game/launchGame', {
    token: m.token,
    body: { vassalage: g.vassalage, gameId: g.gameId, nodeId: g.nodeId, language: 'ur' },
  });
  assert.is(launch.success, true, launch.message);
  const result = launch.value as LaunchResult & { gameName: string };
  assert.is(result.gameName, g.local.ur);
  const page = await fetch(`${s.url}${result.url}`);
  assert.ok(
    (await page.text()).includes(g.local.ur.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)),
    'the page shows the Urdu title',
  );
  const recent = await apiCall(s, 'GET', '/wps/game/recent?language=ur', { token: m.token });
  assert.is(byId(recent.value as Game[], g.nodeId)?.gameName, g.local.ur);
  db()
    .prepare(
      `INSERT INTO orders (member_id, node_id, bet_cents, win_cents, status, seed, created_at) VALUES (?, ?, 100, 0, 'SETTLED', 's', ?)`,
    )
    .run(m.id, g.nodeId, new Date().toISOString());
  const orderId = (db().prepare('SELECT MAX(id) AS id FROM orders WHERE member_id = ?').get(m.id) as { id: number }).id;
  db()
    .prepare(`INSERT INTO ledger (member_id, kind, amount_cents, ref, created_at) VALUES (?, 'game_bet', -100, ?, ?)`)
    .run(m.id, `order:${orderId}`, new Date().toISOString());
  for (const language of ['pt', 'ur'] as const) {
    const orders = await apiCall(s, 'GET', `/lgw/orders?pageNo=1&pageSize=20&language=${language}`, { token: m.token });
    assert.is((orders.value as OrderPage).content[0]?.gameName, g.local[language]);
    const tx = await apiCall(s, 'GET', `/wps/transaction/details?pageNo=1&pageSize=20&language=${language}`, {
      token: m.token,
    });
    assert.is(tx.success, true, tx.message);
    assert.is((tx.value as { list: { gameName: string }[] }).list[0]?.gameName, g.local[language], 'the money record');
  }
});

test('SPEC §7 the seed keeps an operator’s names: a renamed game gets no seeded translation, an own translation stays', () => {
  const [renamed, translated] = generateGames()
    .filter((g) => g.gameType === 'CRASH')
    .slice(1, 3);
  db().prepare('DELETE FROM game_names WHERE node_id IN (?, ?)').run(renamed!.nodeId, translated!.nodeId);
  db().prepare('UPDATE games SET game_name = ? WHERE node_id = ?').run('Foguetinho da Casa', renamed!.nodeId);
  db()
    .prepare(`INSERT INTO game_names (node_id, language, game_name) VALUES (?, 'pt', 'Nome do Operador')`)
    .run(translated!.nodeId);
  seedGameNames(db());
  const names = (nodeId: string) =>
    db().prepare('SELECT language, game_name AS name FROM game_names WHERE node_id = ? ORDER BY language').all(nodeId);
  assert.equal(names(renamed!.nodeId), []);
  assert.equal(names(translated!.nodeId), [
    { language: 'pt', name: 'Nome do Operador' },
    { language: 'ur', name: localNames(translated!.gameName)!.ur },
  ]);
  const page = listGames(db(), { language: 'pt', gameType: 'CRASH', pageNo: 1, pageSize: 100 });
  assert.is(byId(page.games, renamed!.nodeId)?.gameName, 'Foguetinho da Casa', 'its own name, in every language');
  assert.is(byId(page.games, translated!.nodeId)?.gameName, 'Nome do Operador');
});

test('SPEC §7 a kept list answer never outlives a catalogue change (names, translations, hot list, new games)', async () => {
  const q = { language: 'pt', gameType: 'SPORTS', pageSize: 100 };
  const g = seeded('SPORTS');
  const before = await list(q);
  assert.is(await list(q).then((p) => byId(p.games, g.nodeId)?.gameName), byId(before.games, g.nodeId)?.gameName);
  db().prepare(`UPDATE game_names SET game_name = 'Futebolzinho' WHERE node_id = ? AND language = 'pt'`).run(g.nodeId);
  assert.is(byId((await list(q)).games, g.nodeId)?.gameName, 'Futebolzinho', 'a changed translation is seen at once');
  db().prepare(`DELETE FROM game_names WHERE node_id = ? AND language = 'pt'`).run(g.nodeId);
  assert.is(byId((await list(q)).games, g.nodeId)?.gameName, g.gameName, 'a removed one falls back to the base name');
  const hot = { language: 'pt', gameType: 'SPORTS', pageSize: 100, pageNo: 1 };
  const hotBefore = listGames(db(), { ...hot, hot: true }).total;
  db().prepare('UPDATE games SET hot_rank = 999 WHERE node_id = ?').run(g.nodeId);
  assert.is(listGames(db(), { ...hot, hot: true }).total, hotBefore + 1, 'a hot-list change is seen');
  db().prepare('UPDATE games SET hot_rank = NULL WHERE node_id = ?').run(g.nodeId);
  db()
    .prepare(`INSERT INTO games (node_id, game_id, game_code, game_name, game_type, game_category, vassalage,
      min_bet_cents, sort) SELECT '99999', '99999', 'new-game', 'Brand New Match', game_type, game_category, vassalage, 100, 0
      FROM games WHERE node_id = ?`)
    .run(g.nodeId);
  const after = await list(q);
  assert.is(after.total, before.total + 1, 'an added game is listed');
  assert.is(after.games[0]?.gameName, 'Brand New Match');
  db().prepare(`DELETE FROM games WHERE node_id = '99999'`).run();
  assert.is((await list(q)).total, before.total, 'a removed game is gone');
});

test('DESIGN a site from before the names (an older data directory) gets them with their migration; a game it renamed keeps its name', () => {
  const dir = tempDir();
  try {
    const before = GAME_NAMES_VERSION - 1;
    const old = new Database(path.join(dir, DB_FILE));
    old.transaction(() => {
      for (let v = 0; v < before; v++) {
        old.exec(MIGRATIONS[v]!);
        seedWithSchema(old, v + 1);
      }
      old.pragma(`user_version = ${before}`);
    })();
    seedIfEmpty(old);
    const [renamed, kept] = generateGames().filter((g) => g.gameType === 'SPORTS');
    old.prepare("UPDATE games SET game_name = 'Futebol da Casa' WHERE node_id = ?").run(renamed!.nodeId);
    old.close();
    const db = openDatabase(dir);
    const names = (nodeId: string) =>
      db.prepare('SELECT language, game_name AS name FROM game_names WHERE node_id = ? ORDER BY language').all(nodeId);
    const local = localNames(kept!.gameName)!;
    assert.equal(names(kept!.nodeId), [
      { language: 'pt', name: local.pt },
      { language: 'ur', name: local.ur },
    ]);
    assert.equal(names(renamed!.nodeId), [], 'the renamed game keeps its own name in every language');
    assert.is(
      listGames(db, { language: 'ur', gameType: 'SPORTS', pageNo: 1, pageSize: 100 }).games.find(
        (g) => g.nodeId === kept!.nodeId,
      )?.gameName,
      local.ur,
    );
    closeDatabase(db);
  } finally {
    cleanup(dir);
  }
});

test.run();
