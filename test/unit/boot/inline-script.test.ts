// SPEC §4 start-up: index.html's inline boot script (src/boot/inline.ts), bundled exactly as the
// build bundles it, run as a page runs it. What a page and the app notice: which calls start and
// in which order, which page chunks are preloaded, what the boot shell shows, and what is left
// on the page for the app's first calls and first render.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lobbyListUrl } from '../../../src/boot/lobby-first-page.ts';
import { type BootRun, type BootVisit, runBootScript } from '../../setup/boot-script.ts';
import { banners, bootScript as script, CODE, languages, texts } from '../../setup/boot-tables.ts';
import { fakeClock } from '../../setup/fake-clock.ts';

const STATUS = '/wps/system/status';
const ok = (value: unknown) => ({ success: true, code: '', message: '', value });
const status = ok({ maintenance: false, whitelabel: {}, templates: {}, links: [], imageCDNs: [] });
const banner = ok({ banners: [{ id: 3, url: '/static-banners/3.png', groupName: 'm_home', title: '', link: '' }] });
const games = ok({
  games: [1, 2, 3, 4].map((id) => ({
    nodeId: `n${id}`,
    gameName: `g${id}`,
    gameType: 'RNG',
    vassalage: 'PGE',
    iconUrl: `/static-game-icons/${id}.png`,
  })),
  pageNum: 1,
  totalPages: 2,
});
/** Every call answers as the reference server would. */
const answerAll = (url: string): unknown =>
  url === STATUS
    ? status
    : url.startsWith('/wps/announcement/banner')
      ? banner
      : url.startsWith('/wps/game/list')
        ? games
        : {};

const open: BootRun[] = [];
async function visit(v: BootVisit): Promise<BootRun> {
  const run = runBootScript(script, { answer: answerAll, ...v });
  open.push(run);
  await run.settled();
  return run;
}
test.after.each(async () => {
  for (const run of open.splice(0)) await run.close();
});
/** The page's own chunks the script preloads (the React build's: happy-dom's phone has 8 cores). */
const chunkPreloads = (run: BootRun) =>
  run
    .links()
    .filter(
      (l) => l.rel === 'modulepreload' && l.href !== CODE.react.entry && !CODE.react.sharedPreloads.includes(l.href),
    )
    .map((l) => l.href);

test("SPEC §4 a visitor's home: the dictionary's first-view slice, the status, then the banner call, each once; home's chunk is preloaded", async () => {
  const run = await visit({ url: '/m/home' });
  assert.equal(run.started, [
    { url: '/i18n/pt-first-test.json', accept: null },
    { url: STATUS, accept: 'application/json' },
    { url: banners.pt!, accept: 'application/json' },
  ]);
  assert.equal(chunkPreloads(run), ['/assets/c/home-TEST.js']);
  assert.equal(
    run.globals().boot,
    ['/i18n/pt-first-test.json', STATUS, banners.pt],
    "every response is left for the app's own call of the same URL",
  );
});

test("SPEC §2.3 a visitor's home: the carousel's first picture is preloaded at high priority and painted in the boot shell's banner box, marked for the app to wait for", async () => {
  const run = await visit({ url: '/m/home' });
  assert.is(run.layout(), 'home');
  assert.equal(
    run.links().find((l) => l.rel === 'preload' && l.as === 'image'),
    { rel: 'preload', href: '/static-banners/3.png', as: 'image', fetchPriority: 'high' },
  );
  assert.equal(run.pictures('.boot-bnr'), [
    { src: '/static-banners/3.png', elementtiming: 'boot', fetchPriority: 'high' },
  ]);
  assert.is(run.globals().picture, '/static-banners/3.png', "the home page's banner shows the same picture");
});

test("SPEC §3 a member's home: the banner call carries the session's token, as the app's would; its first picture in the box below the balance strip", async () => {
  const run = await visit({ url: '/m/home', member: true });
  assert.equal(run.started, [
    { url: '/i18n/pt-first-test.json', accept: null },
    { url: STATUS, accept: 'application/json' },
    { url: banners.pt!, accept: 'application/json', authorization: 'Bearer t' },
  ]);
  assert.equal(chunkPreloads(run), ['/assets/c/home-TEST.js']);
  assert.is(run.layout(), 'home');
  assert.ok(run.member(), "the boot shell's header has the member's balance strip");
  assert.equal(run.pictures('.boot-bnr'), [
    { src: '/static-banners/3.png', elementtiming: 'boot', fetchPriority: 'high' },
  ]);
  assert.is(run.globals().picture, '/static-banners/3.png');
});

/** Lets the page's promise chains run to their end (no time passes on its clock). */
const flush = () => new Promise((r) => setImmediate(r));

test("SPEC §4 home and the game list centre: the app's entry runs once the boot shell's pictures have painted, so its evaluation never holds that paint back", async () => {
  for (const [url, box, outcome] of [
    ['/m/home', '.boot-bnr', 'load'],
    ['/m/home', '.boot-bnr', 'error'],
    ['/m/slotsCenter', '.boot-grid', 'load'],
  ] as const) {
    const { clock, advance } = fakeClock();
    const run = await visit({ url, clock });
    assert.equal(run.entryScripts(), [], `${url} ${outcome}: the entry waits while the picture loads`);
    run.finishPictures(box, outcome);
    await flush();
    assert.equal(run.entryScripts(), [], `${url} ${outcome}: not before the frame that paints it`);
    advance(16);
    await flush();
    assert.equal(run.entryScripts(), [CODE.react.entry], `${url} ${outcome}: then it runs, a frame later`);
  }
});

test('home: a picture that never comes holds the entry back 300 ms at most; without a picture to draw nothing holds it', async () => {
  const { clock, advance } = fakeClock();
  const slow = await visit({ url: '/m/home', clock });
  advance(299);
  await flush();
  assert.equal(slow.entryScripts(), [], 'still waiting at 299 ms');
  advance(1);
  await flush();
  assert.equal(slow.entryScripts(), [CODE.react.entry]);
  const noBanners = await visit({
    url: '/m/home',
    answer: (url) => (url.startsWith('/wps/announcement/banner') ? undefined : answerAll(url)),
  });
  assert.equal(noBanners.entryScripts(), [CODE.react.entry]);
  const login = await visit({ url: '/m/login' });
  assert.equal(login.entryScripts(), [CODE.react.entry], 'no other page waits');
});

test('a failed banner or status answer draws no picture and leaves the failure to the app', async () => {
  for (const failing of [STATUS, banners.pt!]) {
    const run = await visit({ url: '/m/home', answer: (url) => (url === failing ? undefined : answerAll(url)) });
    assert.equal(run.pictures('.boot-bnr'), [], failing);
    assert.is(run.globals().picture, undefined);
    assert.ok(run.globals().boot?.includes(failing), 'the app still takes the failed response and reports it');
  }
});

test("SPEC §2.4 a visitor's game list centre: its first page is asked first, as the page asks it; then the dictionary and the status; the page's chunks are preloaded", async () => {
  const run = await visit({ url: '/m/gameLobbyCenter?gameCategory=PG', language: 'en' });
  const list = lobbyListUrl('?gameCategory=PG', 'en')!;
  assert.equal(run.started, [
    { url: list, accept: 'application/json' },
    { url: '/i18n/en-test.json', accept: null },
    { url: STATUS, accept: 'application/json' },
  ]);
  assert.equal(chunkPreloads(run), ['/assets/c/games-TEST.js']);
  assert.is(run.layout(), 'lobby');
});

test("SPEC §2.4 the boot shell draws the lobby's first row in grid order, and leaves the list's body for the page's first render", async () => {
  const run = await visit({ url: '/m/slotsCenter' });
  const list = lobbyListUrl('', 'pt')!;
  assert.equal(
    run.pictures('.boot-grid').map((p) => [p.src, p.elementtiming]),
    [1, 2, 3].map((id) => [`/static-game-icons/${id}.png`, 'boot']),
  );
  assert.equal(run.globals().bodies, { [list]: games });
  assert.is(run.attribute('.boot-grid', 'dir'), null);
});

test("SPEC §1 Urdu on home: its first-view slice and English's, the fallback, as the app asks for them", async () => {
  const run = await visit({ url: '/m/home', language: 'ur' });
  assert.equal(
    run.started.map((s) => s.url).filter((u) => u.startsWith('/i18n/')),
    ['/i18n/ur-first-test.json', '/i18n/en-first-test.json'],
  );
});

test('SPEC §2.4 LIVE has a name search above the grid: the boot row starts lower; in Urdu the row runs right to left and English is fetched as the fallback', async () => {
  const run = await visit({ url: '/m/gameLobbyCenter?gameCategory=LIVE', language: 'ur' });
  assert.is(run.layout(), 'lobby-search');
  assert.equal(
    run.started.map((s) => s.url),
    [lobbyListUrl('?gameCategory=LIVE', 'ur'), '/i18n/ur-test.json', STATUS, '/i18n/en-test.json'],
  );
  assert.is(run.attribute('.boot-grid', 'dir'), 'rtl');
});

test("SPEC §2.4 a member's game list centre starts its first page from the HTML with the session's token, left for the page's opening call, and draws the first row below the balance strip", async () => {
  const run = await visit({ url: '/m/gameLobbyCenter', member: true });
  const list = lobbyListUrl('', 'pt')!;
  assert.equal(run.started[0], { url: list, accept: 'application/json', authorization: 'Bearer t' });
  assert.equal(
    run.started.map((s) => s.url),
    [list, '/i18n/pt-test.json', STATUS],
  );
  assert.ok(run.globals().boot?.includes(list), "left for the app's own call");
  assert.is(run.layout(), 'lobby');
  assert.ok(run.member());
  assert.equal(
    run.pictures('.boot-grid').map((p) => p.src),
    [1, 2, 3].map((id) => `/static-game-icons/${id}.png`),
  );
  assert.equal(chunkPreloads(run), ['/assets/c/games-TEST.js']);
});

test("SPEC §7 a member's centre and deposit page: the call each waits on starts from the HTML with the session's token, as the page asks it; a visitor's asks none", async () => {
  for (const [url, call] of [
    ['/m/member/home', '/wps/member/profile'],
    ['/m/voucherCenter', '/wps/deposit/settings?language=en'],
  ] as const) {
    const run = await visit({ url, member: true, language: 'en' });
    assert.equal(run.started[2], { url: call, accept: 'application/json', authorization: 'Bearer t' }, url);
    assert.ok(run.globals().boot?.includes(call), "left for the app's own call");
    const visitor = await visit({ url, language: 'en' });
    assert.equal(
      visitor.started.map((s) => s.url),
      ['/i18n/en-test.json', STATUS],
      url,
    );
  }
});

test("SPEC §2.4 a visitor's favourites start no list call (a visitor has none)", async () => {
  const run = await visit({ url: '/m/gameLobbyCenter?gameCategory=FAV' });
  assert.equal(
    run.started.map((s) => s.url),
    ['/i18n/pt-test.json', STATUS],
  );
  assert.is(run.layout(), null);
  assert.not.ok(run.member());
  assert.equal(chunkPreloads(run), ['/assets/c/games-TEST.js']);
});

test("SPEC §5 a visitor's login, register and forget pages show the page's heading in the player's language; with a trailing slash too", async () => {
  for (const [url, key] of [
    ['/m/login', 'auth.login.heading'],
    ['/m/login/', 'auth.login.heading'],
    ['/m/register', 'auth.register.heading'],
    ['/m/forget', 'auth.forget.heading'],
  ] as const)
    for (const language of languages) {
      const run = await visit({ url, language });
      assert.is(run.layout(), 'auth', url);
      assert.is(run.heading(), texts[language]![key] ?? texts.en![key], `${url} in ${language}`);
    }
  const login = await visit({ url: '/m/login' });
  assert.equal(chunkPreloads(login), ['/assets/c/auth-TEST.js', '/assets/c/chunk-FORMS.js']);
  assert.equal(
    login.started.map((s) => s.url),
    ['/i18n/pt-test.json', STATUS],
    'no call of its own',
  );
});

test("SPEC §5 a member's login page gets no boot heading (the app takes a member away from it)", async () => {
  const run = await visit({ url: '/m/login', member: true });
  assert.is(run.layout(), null);
  assert.is(run.heading(), '');
});

test('SPEC §2.1 a path outside the route table opens home: home is preloaded with its first-view dictionary, and a visitor gets the banner call', async () => {
  for (const url of ['/m/nowhere', '/', '/m/']) {
    const run = await visit({ url });
    assert.equal(chunkPreloads(run), ['/assets/c/home-TEST.js'], url);
    assert.is(run.started[0]?.url, '/i18n/pt-first-test.json', url);
    assert.ok(
      run.started.some((s) => s.url === banners.pt),
      url,
    );
  }
});

test('SPEC §4 the stored language is read as the app reads it (pt-BR is pt); one without a dictionary is Portuguese', async () => {
  for (const [stored, language] of [
    ['pt-BR', 'pt'],
    ['EN_us', 'en'],
    ['en', 'en'],
    ['fr', 'pt'],
    ['', 'pt'],
    ['constructor', 'pt'],
  ] as const) {
    const run = await visit({ url: '/m/home', language: stored });
    assert.equal(run.started.map((s) => s.url).slice(0, 1), [`/i18n/${language}-first-test.json`], stored);
    assert.ok(
      run.started.some((s) => s.url === banners[language]),
      `${stored}: the banner call in ${language}`,
    );
  }
});

test('a browser whose storage throws, or without fetch, runs the app all the same: the script throws nothing out', async () => {
  const noStorage = await visit({ url: '/m/home', storageThrows: true });
  assert.is(noStorage.thrown, undefined);
  assert.equal(noStorage.started, [], 'nothing started: the app makes every call itself');
  const noFetch = await visit({ url: '/m/login', noFetch: true });
  assert.is(noFetch.thrown, undefined);
});

test('an offline start reports no unhandled rejection: every failed call is left to the app to see', async () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', record);
  try {
    for (const url of ['/m/home', '/m/gameLobbyCenter', '/m/login']) {
      const run = await visit({ url, answer: () => undefined });
      assert.ok(run.started.length >= 2, url);
    }
    await new Promise((r) => setTimeout(r, 20));
  } finally {
    process.off('unhandledRejection', record);
  }
  assert.equal(unhandled, []);
});

test.run();
