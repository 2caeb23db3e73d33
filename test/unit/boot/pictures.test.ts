// SPEC §2.3, §2.4 (the page's largest paint): index.html's inline script preloads the picture
// home's carousel shows first, and starts the game list centre's first call and draws its first
// row of pictures, whose answer the page's first render then takes. Each must be exactly the app's choice, and
// nothing when an answer is bad.
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

// Each visit gets the functions as index.html's inline script carries them (src/boot/inline.ts):
// bundled with their own copy of lib/cdn, whose CDN pick belongs to the page.
interface BootModule {
  homeFirstPicture: (banner: unknown, status: unknown) => string | null;
  lobbyFirstRow: (list: unknown, status: unknown) => [string, string][];
  lobbyListUrl: (search: string, language: string, merchantCode?: string | null) => string | null;
  lobbyBootLayout: (search: string) => string;
  LOBBY_PATHS: string[];
}
const bundled = await esbuild.build({
  stdin: {
    contents:
      "export { homeFirstPicture, lobbyFirstRow } from './src/boot/pictures';" +
      "export { LOBBY_PATHS, lobbyBootLayout, lobbyListUrl } from './src/boot/lobby-first-page';",
    resolveDir: fileURLToPath(new URL('../../../', import.meta.url)),
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'browser',
  logLevel: 'silent',
});
let visit = 0;
async function freshVisit(): Promise<BootModule> {
  delete (globalThis as { __imageCdn?: unknown }).__imageCdn;
  visit++;
  // A module of its own per visit: the same text would be the same, already evaluated, module.
  const code = `${bundled.outputFiles[0]!.text}\n// visit ${visit}`;
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as BootModule;
}

const ok = (value: unknown) => ({ success: true, code: '', message: '', value });
const banner = (id: number, groupName: string) => ({
  id,
  url: `/static-banners/${id}.png`,
  groupName,
  title: `b${id}`,
  link: '',
});
const status = (whitelabel: Record<string, boolean> = {}, imageCDNs: string[] = []) =>
  ok({
    maintenance: false,
    regionRestriction: false,
    whitelabel,
    templates: {},
    links: [],
    customerService: [],
    imageCDNs,
  });

test('SPEC §2.3 the first m_home banner is preloaded; other groups are skipped', async () => {
  const { homeFirstPicture } = await freshVisit();
  const answer = ok({
    banners: [banner(1, 'm_reg'), banner(2, 'm_newgame'), banner(3, 'm_home'), banner(4, 'm_home')],
    player: [],
  });
  assert.is(homeFirstPicture(answer, status()), '/static-banners/3.png');
});

test('SPEC §2.3 an m_live banner leads only with the live-model switch on', async () => {
  const { homeFirstPicture } = await freshVisit();
  const answer = ok({ banners: [banner(5, 'm_live'), banner(6, 'm_home')], player: [] });
  assert.is(homeFirstPicture(answer, status()), '/static-banners/6.png');
  assert.is(homeFirstPicture(answer, status({ LIVEMODEL: true })), '/static-banners/5.png');
});

test('a failed, malformed or empty answer preloads nothing (the app reports it; the script just skips)', async () => {
  const { homeFirstPicture } = await freshVisit();
  const good = ok({ banners: [banner(1, 'm_home')], player: [] });
  for (const [bad, why] of [
    [{ success: false, code: 'UNDER_MAINTENANCE', message: '', value: null }, 'a failure'],
    [ok({ banners: 'none' }), 'banners not a list'],
    [ok({ banners: [{ groupName: 'm_home' }, null, 7] }), 'entries without a url'],
    [ok({ banners: [] }), 'no banner'],
    [ok({ banners: [{ ...banner(1, 'm_home'), url: '' }] }), 'an empty url'],
    ['<html>502</html>', 'not an envelope'],
  ] as const)
    assert.is(homeFirstPicture(bad, status()), null, why);
  assert.is(homeFirstPicture(good, { success: false, value: null }), null, 'a failed status');
  assert.is(
    homeFirstPicture(good, ok({ whitelabel: 'x', imageCDNs: 'y' })),
    '/static-banners/1.png',
    'odd status fields fall back to no switch, no CDN',
  );
});

test("SPEC §9 the picture comes from the visit's CDN, and the app keeps that pick for every image", async () => {
  const { homeFirstPicture } = await freshVisit();
  const cdns = ['https://a.cdn.example', 'https://b.cdn.example', 'https://c.cdn.example'];
  const original = Math.random;
  Math.random = () => 0.99;
  let url: string | null;
  try {
    url = homeFirstPicture(ok({ banners: [banner(1, 'm_home')] }), status({}, cdns));
  } finally {
    Math.random = original;
  }
  assert.is(url, 'https://c.cdn.example/static-banners/1.png');
  // The app's own copy of lib/cdn (a separate bundle on the page) adopts the script's pick.
  const app = (await import(`../../../src/lib/cdn.ts?app=${visit}`)) as typeof import('../../../src/lib/cdn.ts');
  Math.random = () => 0;
  try {
    assert.is(app.imageUrl('/static-banners/1.png', cdns), url);
  } finally {
    Math.random = original;
  }
  // A pick that is not in the app's list (the status changed) is not kept.
  const other = (await import(`../../../src/lib/cdn.ts?other=${visit}`)) as typeof import('../../../src/lib/cdn.ts');
  (globalThis as { __imageCdn?: unknown }).__imageCdn = 'https://gone.example';
  Math.random = () => 0;
  try {
    assert.is(other.imageUrl('/x.png', cdns), 'https://a.cdn.example/x.png');
  } finally {
    Math.random = original;
  }
});

test("the boot shell's picture is handed to the app once, as a non-empty string, and forgotten after", async () => {
  const { bootPicture, dropBootPicture } = await import('../../../src/boot/prefetched.ts');
  const g = globalThis as { __bootPicture?: unknown };
  try {
    delete g.__bootPicture;
    assert.is(bootPicture(), null, 'none painted');
    for (const odd of ['', 7, {}, null]) {
      g.__bootPicture = odd;
      assert.is(bootPicture(), null, `ignores ${JSON.stringify(odd)}`);
    }
    g.__bootPicture = '/static-banners/3.png';
    assert.is(bootPicture(), '/static-banners/3.png');
    dropBootPicture();
    assert.is(bootPicture(), null, 'forgotten once the banner has its answer');
  } finally {
    delete g.__bootPicture;
  }
});

const game = (id: number) => ({
  nodeId: `n${id}`,
  gameName: `g${id}`,
  gameType: 'RNG',
  vassalage: 'PGE',
  iconUrl: `/static-game-icons/${id}.png`,
});

test("SPEC §2.4 the game list centre's first call is the one the page makes, for the URL's query and the language", async () => {
  const { lobbyListUrl } = await freshVisit();
  const { lobbyCall, lobbyStart, NO_EXTRA_FILTER } = await import('../../../src/rules/filters.ts');
  const { lobbyListParams } = await import('../../../src/boot/lobby-first-page.ts');
  const { query } = await import('../../../src/api/query.ts');
  // What src/pages/games/lobby-center.tsx asks for its first page, built from its own pieces.
  const pageAsks = (search: string, language: 'pt' | 'en') => {
    const start = lobbyStart(search);
    const request = lobbyCall(start.category, { tab: start.tab, vassalage: start.vassalage, ...NO_EXTRA_FILTER });
    return request.call === 'gameList' ? `/wps/game/list${query(lobbyListParams(request.params, language, 1))}` : null;
  };
  for (const search of [
    '',
    '?gameCategory=LIVE',
    '?gameCategory=PG',
    '?gameCategory=RNG&gameClassify=NEW',
    '?gameCategory=MEGAWAY',
    '?gameCategory=FISH&gameType=FISH',
  ]) {
    assert.is(lobbyListUrl(search, 'en'), pageAsks(search, 'en'), search);
  }
  assert.is(
    lobbyListUrl('', 'pt'),
    '/wps/game/list?gameType=RNG&gameCategory=RNG&language=pt&pageNo=1&pageSize=9&platform=html5&clientType=2&minLine=0',
  );
  assert.is(
    lobbyListUrl('', 'pt', 'AURORA_TRIAL'),
    '/wps/game/list?gameType=RNG&gameCategory=RNG&language=pt&pageNo=1&pageSize=9&platform=html5&clientType=2&merchant=AURORA_TRIAL&minLine=0',
    "SPEC §7 merchant (the logged-in account's) and minLine",
  );
  assert.match(lobbyListUrl('?gameCategory=PG', 'pt')!, /vassalage=PGE/);
  assert.is(lobbyListUrl('?gameCategory=FAV', 'pt'), null, "favourites are the member's own: not from the script");
  assert.is(lobbyListUrl('?gameClassify=FAV', 'pt'), null);
});

test('SPEC §2.4 the lobby paths are the ones the game list centre opens on', async () => {
  const { LOBBY_PATHS } = await freshVisit();
  const { ROUTES } = await import('../../../src/routes.ts');
  const lobby = ROUTES.filter((r) => r.page === 'games' && r.view === 'LobbyCenter').flatMap((r) => r.paths);
  assert.ok(LOBBY_PATHS.length > 0);
  assert.equal([...LOBBY_PATHS].sort(), [...lobby].sort(), 'the route table draws the lobby on exactly these paths');
});

test("SPEC §2.4 the boot shell draws the lobby grid's first row (three columns, as .ggrid) from the visit's CDN, keeping each game in its column; a bad answer draws none", async () => {
  const { lobbyFirstRow } = await freshVisit();
  const { GRID_COLUMNS } = await import('../../../src/rules/paging.ts');
  assert.is(GRID_COLUMNS, 3);
  const list = ok({ games: [1, 2, 3, 4, 5, 6, 7, 8, 9].map(game), pageNum: 1, totalPages: 3 });
  const pictures = (answer: unknown, st: unknown = status()) => lobbyFirstRow(answer, st).map(([src]) => src);
  assert.equal(
    pictures(list),
    [1, 2, 3].map((id) => `/static-game-icons/${id}.png`),
  );
  // A visit keeps its first CDN pick (lib/cdn), so the CDN case is a visit of its own.
  const cdnVisit = await freshVisit();
  assert.is(
    cdnVisit.lobbyFirstRow(list, status({}, ['https://a.cdn.example']))[0]?.[0],
    'https://a.cdn.example/static-game-icons/1.png',
  );
  assert.equal(
    pictures(ok({ games: [game(1), { ...game(2), iconUrl: '' }, null, game(3)] })),
    ['/static-game-icons/1.png', '', ''],
    'a game without a picture, or a broken entry, is an empty tile: the next game stays in its own column',
  );
  assert.equal(pictures(ok({ games: [game(7)] })), ['/static-game-icons/7.png'], 'a short list draws what it has');
  for (const bad of [{ success: false, value: null }, ok({ games: 'none' }), '<html>502</html>'])
    assert.equal(lobbyFirstRow(bad, status()), []);
  assert.equal(lobbyFirstRow(list, { success: false, value: null }), [], 'a failed status');
});

test("SPEC §2.4 the boot shell's first row takes each game's srcset on the visit's CDN, so it picks the picture the page's tile will", async () => {
  const cdnVisit = await freshVisit();
  const withSet = (id: number) => ({
    ...game(id),
    iconSrcset: `/static-game-icons/${id}-216.webp 216w, /static-game-icons/${id}-320.webp 320w`,
  });
  const list = ok({ games: [withSet(1), game(2), withSet(3), withSet(4)] });
  assert.equal(
    cdnVisit.lobbyFirstRow(list, status({}, ['https://a.cdn.example'])).map(([, srcset]) => srcset),
    [
      'https://a.cdn.example/static-game-icons/1-216.webp 216w, https://a.cdn.example/static-game-icons/1-320.webp 320w',
      '',
      'https://a.cdn.example/static-game-icons/3-216.webp 216w, https://a.cdn.example/static-game-icons/3-320.webp 320w',
    ],
  );
});

test('SPEC §2.4 LIVE and SPORTS show a name search above the grid, so the boot shell starts their first row lower', async () => {
  const { lobbyBootLayout } = await freshVisit();
  const { lobbyStart, showNameSearch } = await import('../../../src/rules/filters.ts');
  for (const search of [
    '',
    '?gameCategory=LIVE',
    '?gameCategory=SPORTS',
    '?gameCategory=PG',
    '?gameCategory=FISH&gameType=FISH',
    '?gameCategory=RNG&gameType=LIVE',
  ]) {
    assert.is(lobbyBootLayout(search), showNameSearch(lobbyStart(search).gameType) ? 'lobby-search' : 'lobby', search);
  }
  assert.is(lobbyBootLayout('?gameCategory=LIVE'), 'lobby-search');
  assert.is(lobbyBootLayout(''), 'lobby');
});

test("SPEC §2.4 the page's first render takes the first page the script read, once, with its response; a failed or malformed answer is left to the page's call", async () => {
  const { bootLobbyPage, lobbyListParams } = await import('../../../src/boot/lobby-first-page.ts');
  const { takePrefetched } = await import('../../../src/boot/prefetched.ts');
  const page = globalThis as { __boot?: Record<string, Promise<Response>>; __bootBodies?: Record<string, unknown> };
  const params = lobbyListParams({ gameType: 'RNG', gameCategory: 'RNG' }, 'pt', 1);
  const url =
    '/wps/game/list?gameType=RNG&gameCategory=RNG&language=pt&pageNo=1&pageSize=9&platform=html5&clientType=2&minLine=0';
  const leave = (body: unknown) => {
    page.__boot = { [url]: Promise.resolve(new Response('{}')) };
    page.__bootBodies = { [url]: body };
  };

  assert.is(bootLobbyPage(params), null, 'a visit the script did not start');
  const value = { games: [1, 2, 3].map(game), pageNum: 1, totalPages: 4, total: 30 };
  leave(ok(value));
  assert.equal(bootLobbyPage(params), value);
  assert.is(
    takePrefetched(url),
    null,
    "the response went with it: the page's call would ask the network, not read it twice",
  );
  assert.is(bootLobbyPage(params), null, 'taken once');
  leave(ok(value));
  assert.is(
    bootLobbyPage(lobbyListParams({ gameType: 'RNG', gameCategory: 'RNG' }, 'en', 1)),
    null,
    'another language is another call',
  );

  for (const bad of [
    { success: false, code: '500', message: 'x', value: null },
    ok({ games: 'none', pageNum: 1, totalPages: 1 }),
    '<html>502</html>',
    null,
  ]) {
    leave(bad);
    assert.is(bootLobbyPage(params), null, JSON.stringify(bad));
    assert.ok(takePrefetched(url), "the page's call still takes the response and reports the failure");
  }
  delete page.__boot;
  delete page.__bootBodies;
});

test.run();
