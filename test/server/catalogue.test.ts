// Catalogue calls over real HTTP (SPEC §7 Games): game menu, vendors by language, hot,
// winners, leaderboard, lotteries, home banners, favourites and recent games.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type {
  FavouritePage,
  Game,
  GameMenuEntry,
  HomeContent,
  LotteryMenu,
  RankingEntry,
  Vendor,
  WinnerEntry,
} from '../../src/api/types.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { cleanup, json, start } from '../setup/server.ts';

let s: Awaited<ReturnType<typeof start>>;
test.before(async () => {
  s = await start();
});
test.after(async () => {
  await s.close();
  cleanup(s.dataDir);
});

const get = async (path: string, token?: string) => {
  const r = await fetch(`${s.url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: r.status, body: await json(r) };
};
async function value<T>(path: string, token?: string): Promise<T> {
  const r = await get(path, token);
  assert.is(r.body.success, true, `${path}: ${r.body.message}`);
  return r.body.value as T;
}
function send(method: 'POST' | 'DELETE', path: string, token: string, body?: unknown) {
  return fetch(`${s.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
let n = 0;
const member = () => {
  const id = createMember(s.db!, { userName: `cat${++n}player`, passwordHash: 'x', type: 0 });
  return { id, token: createSession(s.db!, id) };
};

test('SPEC §3/§7 game menu: every category, type and classification, BGS as its own category', async () => {
  const { content } = await value<{ content: GameMenuEntry[] }>('/wps/game/vendorGameTypes?typeId=1&language=en');
  assert.ok(content.some((e) => e.gameCategory === 'BGS' && e.gameType === 'RNG' && e.vassalage === 'BGS'));
  assert.ok(content.some((e) => e.gameCategory === 'RNG' && e.gameClassify === 'MEGAWAY'));
  assert.ok(content.some((e) => e.gameCategory === 'ESPORTS' && e.gameType === 'SPORTS'));
  assert.not.ok(content.some((e) => e.gameCategory === 'RNG' && e.vassalage === 'BGS'));
});

test('SPEC §7 vendors are language-dependent (refetched on a language change)', async () => {
  const pt = await value<Vendor[]>('/wps/game/vendors?language=pt');
  const en = await value<Vendor[]>('/wps/game/vendors?language=en');
  const name = (list: Vendor[], v: string) => list.find((x) => x.vassalage === v)?.displayName;
  assert.is(name(pt, 'LOTT'), 'Loteria');
  assert.is(name(en, 'LOTT'), 'Lottery');
  assert.is(name(pt, 'PGE'), name(en, 'PGE'), 'brand names stay');
  assert.is(name(await value<Vendor[]>('/wps/game/vendors?language=ur'), 'LOTT'), 'لاٹری', 'UR has its own');
  assert.is(name(pt, 'PGE'), 'PG Soft', 'a human name, not the vendor code');
  const crash = await value<Vendor[]>('/wps/game/vendors?language=en&gameType=CRASH');
  assert.is(crash.find((v) => v.vassalage === 'SPB')?.gameCount, 8, 'counts per type');
});

test('SPEC §7 hot games: isPlatform 2, by hot rank', async () => {
  const { list } = await value<{ list: Game[] }>('/wps/game/hot?isPlatform=2&language=en&platform=html5');
  const ranked = s.db!.prepare('SELECT node_id FROM games WHERE hot_rank IS NOT NULL ORDER BY hot_rank').pluck().all();
  assert.equal(
    list.map((g) => g.nodeId),
    ranked,
  );
  assert.is((await get('/wps/game/hot?isPlatform=3&language=en')).status, 400);
});

test('SPEC §2.3/§9 winners: limit 20, biggest first, with what a tap needs to launch', async () => {
  const { list } = await value<{ list: WinnerEntry[] }>('/wps/game/winners?gameCategory=ALL&language=pt&limitNum=20');
  assert.is(list.length, 20);
  const amounts = list.map((w) => w.vo.winAmount);
  assert.equal(
    amounts,
    [...amounts].sort((a, b) => b - a),
  );
  for (const w of list)
    assert.ok(w.vo.nodeId && w.vo.gameId && w.vo.vassalage && w.vo.gameCategory && /\*\*\*/.test(w.vo.customerName));
  assert.is((await get('/wps/game/winners?gameCategory=ALL&language=pt&limitNum=500')).status, 400);
});

test('leaderboard: totals per player, best first, ranks 1..n', async () => {
  const board = await value<RankingEntry[]>('/wps/game/ranking?language=pt&limitNum=10');
  assert.is(board.length, 10);
  assert.equal(
    board.map((r) => r.rank),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  );
  assert.ok(board.every((r, i) => i === 0 || board[i - 1]!.winAmount >= r.winAmount));
  const top = board[0]!;
  const sum = s
    .db!.prepare('SELECT SUM(win_cents) FROM winners WHERE customer_name = ? AND member_id IS NULL')
    .pluck()
    .get(top.customerName);
  assert.is(top.winAmount, sum);
});

test('SPEC §7 lotteries: menu with the ELOTT mapping, list per vendor, recent needs a session', async () => {
  const menu = await value<LotteryMenu>('/wps/lottery/menu?language=pt');
  assert.equal(
    menu.menu.map((m) => m.vassalage),
    ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'],
  );
  assert.equal(menu.mapping, { TCG_LOTTO_VN: 'ELOTT', LOTT: 'LOTT' });
  const lott = await value<Game[]>('/wps/lottery/list?language=pt&vassalage=LOTT');
  assert.ok(lott.length === 12 && lott.every((g) => g.vassalage === 'LOTT' && g.gameType === 'LOTTERY'));
  assert.is((await value<Game[]>('/wps/lottery/list?language=pt')).length, 42);
  assert.is((await get('/wps/lottery/recent?language=pt')).status, 401);
});

test('SPEC §2.3/§7 home banner call: banners, player notices, pop-ups by content type', async () => {
  const v = await value<HomeContent>('/wps/announcement/banner?types=B,PL,PU&platform=M&language=en');
  assert.ok(v.banners.length >= 5 && v.banners.some((b) => b.groupName === 'm_live'));
  assert.ok(v.player.length > 0);
  assert.equal(v.promotion, [], 'PR was not asked for');
  const noBanners = await value<HomeContent>('/wps/announcement/banner?types=PL&platform=M&language=en');
  assert.equal(noBanners.banners, []);
  assert.is((await get('/wps/announcement/banner?types=B,XX&language=en')).status, 400);
});

test('SPEC §4 favourites: per member, add and remove are idempotent, ids and a paged list', async () => {
  const a = member();
  const b = member();
  const [g1, g2] = (await value<{ games: Game[] }>('/wps/game/list?gameType=LIVE&pageSize=2')).games;
  for (let i = 0; i < 3; i++) {
    const r = await send('POST', '/wps/game/favourite', a.token, { nodeId: g1!.nodeId, vassalage: g1!.vassalage });
    assert.equal([r.status, (await json(r)).success], [200, true], 'adding twice is not an error');
  }
  await send('POST', '/wps/game/favourite', a.token, { nodeId: g2!.nodeId, vassalage: g2!.vassalage });
  assert.equal(
    await value<string[]>('/wps/game/favourite/ids', a.token),
    [g1!.nodeId, g2!.nodeId],
    'added order, no duplicate',
  );
  assert.equal(await value<string[]>('/wps/game/favourite/ids', b.token), [], 'another member sees none');
  const page = await value<FavouritePage>(
    '/wps/game/favourite/list?gameType=LIVE&pageNo=1&pageSize=1&language=pt',
    a.token,
  );
  assert.equal([page.content.map((g) => g.nodeId), page.totalPages, page.total], [[g1!.nodeId], 2, 2]);
  assert.is(
    (await value<FavouritePage>('/wps/game/favourite/list?gameType=RNG&pageNo=1&pageSize=24&language=pt', a.token))
      .total,
    0,
  );
  for (let i = 0; i < 2; i++) {
    const r = await send('DELETE', `/wps/game/favourite?nodeId=${g1!.nodeId}&vassalage=${g1!.vassalage}`, a.token);
    assert.equal([r.status, (await json(r)).success], [200, true], 'removing twice is not an error');
  }
  assert.equal(await value<string[]>('/wps/game/favourite/ids', a.token), [g2!.nodeId]);
});

test('SPEC §4/§6 favourites: visitors get 401, unknown games 404, wrong vendor 404, bad ids 400', async () => {
  const a = member();
  assert.is((await get('/wps/game/favourite/ids')).status, 401);
  assert.is(
    (
      await fetch(`${s.url}/wps/game/favourite`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"nodeId":"10001"}',
      })
    ).status,
    401,
  );
  assert.is((await send('POST', '/wps/game/favourite', a.token, { nodeId: '99999', vassalage: 'PGE' })).status, 404);
  const g = (await value<{ games: Game[] }>('/wps/game/list?vassalage=TA&pageSize=1')).games[0]!;
  assert.is((await send('POST', '/wps/game/favourite', a.token, { nodeId: g.nodeId, vassalage: 'PGE' })).status, 404);
  assert.is((await send('POST', '/wps/game/favourite', a.token, { nodeId: "1' OR 1=1" })).status, 400);
  assert.is((await send('POST', '/wps/game/favourite', a.token, [])).status, 400);
});

test('recent games: recorded by a launch, newest first, one row per game', async () => {
  const a = member();
  const games = (await value<{ games: Game[] }>('/wps/game/list?gameType=RNG&pageSize=3')).games;
  for (const g of [...games, games[0]!]) {
    const r = await send('POST', '/wps/game/launchGame', a.token, {
      nodeId: g.nodeId,
      vassalage: g.vassalage,
      gameId: g.gameId,
      language: 'pt',
    });
    assert.is(r.status, 200);
  }
  const recent = await value<Game[]>('/wps/game/recent?language=pt', a.token);
  assert.equal(
    recent.map((g) => g.nodeId),
    [games[0]!.nodeId, games[2]!.nodeId, games[1]!.nodeId],
  );
});

test.run();
