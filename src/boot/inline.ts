// Start-up path: index.html's inline script, bundled by the build (scripts/build/boot.ts) as a
// minified IIFE, its tables written in as literals (tables.d.ts), allowed by its hash (csp.json).
// It chooses the build of the app the phone runs and asks for its code (src/boot/build.ts).
// While that downloads it starts the calls the first screen needs, preloads the page's chunks
// and draws the page's largest paint in the boot shell (home's first banner
// picture, a visitor page's heading, the game list centre's first row), so the first paint
// waits for no round trip after the entry's. Every byte is in the HTML: keep it small.
import './compat';
import { LOBBY_PATHS, lobbyBootLayout, lobbyListUrl } from './lobby-first-page';
import { homeFirstPicture, lobbyFirstRow } from './pictures';
import { GRID_TILE_SIZES } from '../rules/paging';
import type { Language } from '../api/types';
import type { Build } from '../rules/build-choice';
import { chooseBuild, startBuild } from './build';
import { bodyOf, bootGlobals, JSON_CALL, STATUS_URL, type StartedCalls, startCall } from './calls';
import { pageOf, preloadChunks } from './pages';
import { addLink, drawPicture, picturesShown, setBootLayout } from './shell';

// The React build unless the choice can be made: its own failure must not keep the app away.
let build: Build = 'react';
try {
  build = chooseBuild();
} catch {}
const code = BOOT_BUILDS[build];
// The hashed names the app's code never holds, so that a deploy renames only the files that
// changed (scripts/build/stable-names.ts): its lazily loaded chunks and the dictionaries.
// biome-ignore lint/style/useTemplate: for these targets esbuild writes a template as "".concat(), longer in the HTML
bootGlobals.__lazy = (name) => code.chunkDir + name + '-' + code.lazy[name] + '.js';
bootGlobals.__dictionaries = { whole: BOOT_DICTIONARIES, firstView: BOOT_FIRST_VIEW_DICTIONARIES };
/**
 * The boot shell's pictures on the screen (home's first banner, the game list centre's first
 * row), or failed, or none to draw: the entry runs after them.
 */
let picturesPainted: Promise<unknown> | undefined;
/**
 * How long the entry waits at most for those pictures, from this script's start. Run sooner, the
 * app's evaluation took the main thread while they came and pushed their paint back by a
 * frame or more (Lighthouse's light home: 1.55 s in 3 of 5 runs, 1.36 s in every run with the
 * wait). The app's first render waits for that paint anyway (src/lib/boot-paint.ts); on a slow
 * line the entry arrives after the picture, so it waits for nothing.
 */
const ENTRY_WAITS_FOR_PICTURE_MS = 300;

// A script that throws must never hold the app back: the app makes every call itself when the
// script made none, and the build's code is asked for after this block whatever happens in it.
// (The modules above only define tables and functions when they load.)
try {
  // The language as src/state/i18n.ts reads it (pt-BR → pt); one without a dictionary is Portuguese.
  const stored = (localStorage.getItem('language') || 'pt').toLowerCase().split(/[-_]/)[0]!;
  // The dictionaries are the app's languages (i18n/*.json), so a language with one is a Language.
  // biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is Chrome 93+, and SPEC §9 starts at 70
  const language = ({}.hasOwnProperty.call(BOOT_DICTIONARIES, stored) ? stored : 'pt') as Language;
  // The boot shell's text in the player's language takes that language's fonts (critical.css).
  if (language === 'ur') document.documentElement.lang = 'ur';
  const started: StartedCalls = (bootGlobals.__boot = {});
  const path = location.pathname;
  const trimmed = path.replace(/\/+$/, '');
  // A stored session (SPEC §3 MC_SESSION_INFO) means the app's own calls, which carry the token.
  const visitor = !localStorage.getItem('MC_SESSION_INFO');
  // A member's calls (home's banners, a member page's own call) carry the token as the app's
  // client sends it (src/api/client.ts), so the answer the app takes is the member's own.
  const info = visitor
    ? {}
    : (JSON.parse(localStorage.getItem('MC_SESSION_INFO')!) as { token?: unknown; merchantCode?: unknown });
  const token = info.token;
  const member = typeof token === 'string' && token !== '';
  // The boot shell's balance strip (critical.css .boot-bal): the member's header is taller.
  if (member) document.documentElement.setAttribute('data-member', '');
  const callInit: RequestInit = member
    ? { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }
    : JSON_CALL;

  // The game list centre: its first page of games is asked first, before the dictionary, the
  // status and the page's chunks: its pictures wait on it, and on a slow phone each earlier
  // fetch() and <link> costs the script time. A member's carries the token: the page's opening
  // call (src/state/games/lobby.ts openLobby) takes this response instead of asking again.
  const lobbyUrl =
    (visitor || member) &&
    LOBBY_PATHS.indexOf(trimmed) >= 0 &&
    // The account's merchant, as the app's call names it (src/state/session.ts merchantOf).
    lobbyListUrl(location.search, language, typeof info.merchantCode === 'string' ? info.merchantCode : null);
  if (lobbyUrl) startCall(started, lobbyUrl, callInit);
  const page = pageOf(path, trimmed);
  // Home starts with its first-view slice of the dictionary; every other page with the whole one
  // (src/state/i18n.ts applyStartLanguage makes the same choice).
  const dictionaries = page === BOOT_HOME_PAGE ? BOOT_FIRST_VIEW_DICTIONARIES : BOOT_DICTIONARIES;
  startCall(started, dictionaries[language]!);
  startCall(started, STATUS_URL, JSON_CALL);
  // Urdu covers part of the app and falls back to English key by key.
  if (language === 'ur') startCall(started, dictionaries.en!);
  // A member's page that waits on one call of its own (the member centre's profile, the deposit
  // form's settings): asked now, with the token, instead of after the entry and the page's chunks.
  const memberCalls = member && (BOOT_MEMBER_CALLS[path] || BOOT_MEMBER_CALLS[trimmed]);
  if (memberCalls) for (const url of memberCalls[language]!) startCall(started, url, callInit);
  preloadChunks(code, code.pageChunks[page]!);

  // A visitor's login, register or forget page: the page's heading, its largest text, in the
  // boot shell where the page will draw it (an h2.boot-ttl above the grid's place). The body is parsed by the first
  // readystatechange ('interactive'), which comes before the entry script runs. A member's
  // visit there is redirected by the app, so it gets none.
  const heading = BOOT_HEADING_TEXTS[path] || BOOT_HEADING_TEXTS[trimmed];
  if (heading && visitor) {
    setBootLayout('auth');
    document.addEventListener(
      'readystatechange',
      () => {
        // Made here, not written empty in index.html: an empty heading is a defect to a validator and a screen reader.
        const title = document.createElement('h2');
        title.className = 'boot-ttl';
        title.dir = 'auto';
        title.textContent = heading[language]!;
        document.querySelector('.boot-grid')?.before(title);
      },
      { once: true },
    );
  }

  // With the list and the status in, the grid's first row of pictures where the page will draw
  // it (.boot-grid; right to left in Urdu). The body read is left for the page's first render
  // (src/boot/lobby-first-page.ts bootLobbyPage), only while the shell is still up, so a later visit
  // to the page never takes an old answer.
  if (lobbyUrl) {
    setBootLayout(lobbyBootLayout(location.search));
    picturesPainted = Promise.all([bodyOf(started[lobbyUrl]), bodyOf(started[STATUS_URL])])
      .then(([list, status]) => {
        const grid = document.querySelector<HTMLElement>('.boot-grid');
        if (!grid) return;
        (bootGlobals.__bootBodies = {} as Record<string, unknown>)[lobbyUrl] = list;
        if (language === 'ur') grid.dir = 'rtl';
        // Each picture in a cell of its own, contained as the grid's tiles are (.ggrid > li): the
        // browser then places both at the same whole pixels, and the app's tile is never reported
        // as a larger paint than the boot row's, which would move the page's LCP to the app.
        return picturesShown(
          lobbyFirstRow(list, status).map(([url, srcset]) =>
            drawPicture(grid.appendChild(document.createElement('div')), url, srcset, GRID_TILE_SIZES),
          ),
        );
      })
      .catch(() => {});
  }

  // Home: the banner call, then, with it and the status in, the carousel's first picture
  // preloaded (high priority) and painted in the shell's carousel box (.boot-bnr), where the home
  // page's banner will show the same picture until its own answer is in (__bootPicture).
  if (page === BOOT_HOME_PAGE && (visitor || member)) {
    const bannerUrl = BOOT_HOME_BANNERS[language]!;
    startCall(started, bannerUrl, callInit);
    setBootLayout('home');
    picturesPainted = Promise.all([bodyOf(started[bannerUrl]), bodyOf(started[STATUS_URL])])
      .then(([banners, status]) => {
        const picture = homeFirstPicture(banners, status);
        if (!picture) return;
        addLink({ rel: 'preload', as: 'image', fetchPriority: 'high', href: picture });
        bootGlobals.__bootPicture = picture;
        const box = document.querySelector('.boot-bnr');
        if (!box) return;
        return picturesShown([drawPicture(box, picture)]);
      })
      .catch(() => {});
  }
} catch {}

// The entry and what every page needs, after the calls and the page's own chunks: that order
// kept the first paint earliest when these were tags of the HTML (scripts/build/html.ts). On
// home and the game list centre the entry runs once the boot pictures have painted.
startBuild(
  code,
  picturesPainted && Promise.race([picturesPainted, new Promise((r) => setTimeout(r, ENTRY_WAITS_FOR_PICTURE_MS))]),
);
