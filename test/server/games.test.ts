// The game list over real HTTP (SPEC §7 Games): every filter and every paging edge.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Game, GamePage } from '../../src/api/types.ts';
import { cleanup, json, start } from '../setup/server.ts';

let s: Awaited<ReturnType<typeof start>>;
test.before(async () => {
  s = await start();
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

async function list(query: Record<string, string | number | boolean>): Promise<GamePage> {
  const q = new URLSearchParams(
    Object.entries({ language: 'pt', platform: 'html5', clientType: 2, ...query }).map(([k, v]) => [k, String(v)]),
  );
  const body = await json(await fetch(`${s.url}/wps/game/list?${q}`));
  assert.is(body.success, true, `${q}: ${body.message}`);
  return body.value as GamePage;
}
const all = async (query: Record<string, string | number | boolean>): Promise<Game[]> =>
  (await list({ ...query, pageSize: 100 })).games;
const count = (sql: string, ...args: unknown[]) => (s.db!.prepare(sql).get(...args) as { n: number }).n;

test('SPEC §7 gameType and vassalage filter exactly', async () => {
  const live = await list({ gameType: 'LIVE', pageSize: 100 });
  assert.is(live.total, count(`SELECT COUNT(*) AS n FROM games WHERE game_type = 'LIVE'`));
  assert.ok(live.games.every((g) => g.gameType === 'LIVE'));
  const pge = await all({ gameType: 'RNG', vassalage: 'PGE' });
  assert.is(pge.length, 100);
  assert.ok(pge.every((g) => g.vassalage === 'PGE' && g.gameType === 'RNG'));
  assert.is((await list({ gameType: 'LIVE', vassalage: 'PGE' })).total, 0, 'filters combine with AND');
});

test('SPEC §4 gameCategory: the vendor-grouped classes (BGS, ESPORTS, COCKFIGHT) and RNG without BGS', async () => {
  const bgs = await all({ gameType: 'RNG', gameCategory: 'BGS' });
  assert.ok(bgs.length > 0 && bgs.every((g) => g.vassalage === 'BGS'));
  const rng = await list({ gameType: 'RNG', gameCategory: 'RNG', pageSize: 1 });
  assert.is(rng.total, count(`SELECT COUNT(*) AS n FROM games WHERE game_type = 'RNG'`) - bgs.length);
  assert.ok((await all({ gameType: 'SPORTS', gameCategory: 'ESPORTS' })).every((g) => g.vassalage === 'ESPORTX'));
  assert.ok((await all({ gameType: 'SPORTS', gameCategory: 'COCKFIGHT' })).every((g) => g.vassalage === 'COCKFT'));
  const crash = await all({ gameCategory: 'CRASH' });
  assert.ok(
    crash.some((g) => g.vassalage === 'SPB'),
    "a slots vendor's crash games are in CRASH",
  );
});

test('SPEC §7/§5 gameName: trimmed, case-insensitive, wildcards taken literally', async () => {
  const target = (await list({ gameType: 'FISH', pageSize: 1 })).games[0]!;
  const word = target.gameName.split(' ')[0]!;
  const found = await all({ gameName: `  ${word.toUpperCase()}  ` });
  assert.ok(found.some((g) => g.nodeId === target.nodeId));
  assert.ok(found.every((g) => g.gameName.toLowerCase().includes(word.toLowerCase())));
  assert.is((await list({ gameName: '%' })).total, 0, '% is not a wildcard');
  assert.is((await list({ gameName: '_' })).total, 0, '_ is not a wildcard');
  assert.is((await list({ gameName: '   ' })).total, count('SELECT COUNT(*) AS n FROM games'), 'blank means no filter');
});

test('SPEC §3 gameClassify and isNew (NEW as a classify is the new flag)', async () => {
  const mega = await all({ gameType: 'RNG', gameClassify: 'MEGAWAY' });
  assert.ok(mega.length > 0 && mega.every((g) => g.gameClassify === 'MEGAWAY'));
  const fresh = await all({ isNew: true });
  assert.is(fresh.length, count('SELECT COUNT(*) AS n FROM games WHERE is_new = 1'));
  assert.ok(fresh.every((g) => g.isNew));
  assert.equal(
    (await all({ gameClassify: 'NEW' })).map((g) => g.nodeId),
    fresh.map((g) => g.nodeId),
  );
  assert.is((await list({ gameClassify: 'ALL', pageSize: 1 })).total, count('SELECT COUNT(*) AS n FROM games'));
});

test('SPEC §9 minBet: each option keeps games whose minimum bet is at most it; all is no filter', async () => {
  for (const [option, cents] of [
    ['0.01', 1],
    ['0.05', 5],
    ['0.1', 10],
    ['0.5', 50],
    ['0.75', 75],
  ] as const) {
    const page = await list({ gameType: 'RNG', minBet: option, pageSize: 100 });
    assert.is(
      page.total,
      count(`SELECT COUNT(*) AS n FROM games WHERE game_type = 'RNG' AND min_bet_cents <= ?`, cents),
      option,
    );
    assert.ok(
      page.games.every((g) => g.minBet <= cents),
      option,
    );
  }
  assert.is((await list({ minBet: 'all', pageSize: 1 })).total, count('SELECT COUNT(*) AS n FROM games'));
});

test('SPEC §4 paging: pages are disjoint and complete; the last page is short; beyond the end is empty', async () => {
  const first = await list({ gameType: 'FISH', pageSize: 9 });
  const total = count(`SELECT COUNT(*) AS n FROM games WHERE game_type = 'FISH'`);
  assert.is(first.totalPages, Math.ceil(total / 9));
  const seen = new Set<string>();
  for (let p = 1; p <= first.totalPages; p++) {
    const page = await list({ gameType: 'FISH', pageSize: 9, pageNo: p });
    assert.is(page.pageNum, p);
    assert.is(page.games.length, p < first.totalPages ? 9 : total - 9 * (first.totalPages - 1), `page ${p}`);
    for (const g of page.games) {
      assert.not.ok(seen.has(g.nodeId), 'no game on two pages');
      seen.add(g.nodeId);
    }
  }
  assert.is(seen.size, total);
  const beyond = await list({ gameType: 'FISH', pageSize: 9, pageNo: first.totalPages + 3 });
  assert.equal(
    [beyond.games.length, beyond.pageNum, beyond.totalPages, beyond.total],
    [0, first.totalPages + 3, first.totalPages, total],
  );
});

test('SPEC §4 paging: an empty result has 0 pages', async () => {
  const none = await list({ gameName: 'no game is called this', pageSize: 9 });
  assert.equal([none.games.length, none.totalPages, none.total, none.pageNum], [0, 0, 0, 1]);
});

test('SPEC §7 bad parameters are refused with 400 BAD_PARAM', async () => {
  for (const q of [
    'pageNo=0',
    'pageSize=101',
    'minBet=0.001',
    'minBet=abc',
    'isNew=maybe',
    'gameType=RNG;DROP',
    'platform=ios',
    'clientType=3',
    'minLine=-1',
    'language=xx',
    `gameName=${'x'.repeat(65)}`,
  ]) {
    const r = await fetch(`${s.url}/wps/game/list?${q}`);
    assert.is(r.status, 400, q);
    assert.is((await json(r)).code, 'BAD_PARAM', q);
  }
});

test.run();
