// Builds the app (dist/) and the reference server (build/server.mjs) with esbuild,
// writes the size report and fails when a byte budget is exceeded.
//   node build.mjs                 production build + budget check
//   node build.mjs --report-only   build, print the size table, never fail on budgets
//   node build.mjs --out DIR --budgets FILE   (used by the tests)
//   node build.mjs --lite          the same source on Preact (preact/compat), for the slowest phones
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, copyFileSync, statSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressAll, sizesOf, printTable, checkBudgets } from './scripts/size-report.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const argValue = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const outDir = argValue('--out') ?? join(root, 'dist');
const budgetsFile = argValue('--budgets') ?? join(root, 'budgets.json');
const reportOnly = args.includes('--report-only');
const quiet = args.includes('--quiet');
const lite = args.includes('--lite');

// --lite: React, signals-react and wouter resolve to their Preact forms.
const LITE_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  '@preact/signals-react': '@preact/signals',
  '@preact/signals-react/runtime': './src/lite/signals-runtime.ts',
  wouter: 'wouter-preact',
};
const litePlugin = {
  name: 'lite-aliases',
  setup(b) {
    const filter = new RegExp(
      `^(${Object.keys(LITE_ALIASES)
        .map((k) => k.replace(/[/.]/g, '\\$&'))
        .join('|')})$`,
    );
    b.onResolve({ filter }, async (a) => {
      const target = LITE_ALIASES[a.path];
      return b.resolve(target, { resolveDir: root, kind: a.kind });
    });
  },
};

// SPEC §9: Android WebView/Chrome 70+ and iOS Safari 12.4+.
export const TARGETS = ['chrome70', 'safari12', 'ios12', 'firefox68', 'edge79'];
// Lazy modules that the first view of /m/home loads at once: they are preloaded and weighed with it.
const FIRST_VIEW_MODULES = ['src/pages/home/index.tsx'];
// Lazy modules every session loads just after the first paint: precached, not weighed with it.
const AFTER_PAINT_MODULES = ['src/state/streams-wiring.ts', 'src/state/jackpot.ts', 'src/ui/phone/index.ts'];
// Pages players open from home (a game type's tile opens the game list centre): the small chunks
// they share with other lazy modules become one chunk. Below this size (minified bytes) a chunk
// costs more as a request than as bytes.
const NEAR_PAGES = ['src/pages/games/index.tsx'];
const SMALL_SHARED_CHUNK_BYTES = 3000;

const hash8 = (buf) => createHash('sha256').update(buf).digest('hex').slice(0, 8);
const sha256b64 = (text) => createHash('sha256').update(text).digest('base64');

/** Output files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(outputs, start) {
  const seen = new Set();
  const walk = (o) => {
    if (!o || seen.has(o)) return;
    seen.add(o);
    for (const imp of outputs[o].imports) if (imp.kind === 'import-statement') walk(imp.path);
  };
  walk(start);
  return seen;
}

/** The output file built for an entry point (a source path), if it has one of its own. */
const entryOutput = (outputs, entry) => Object.keys(outputs).find((o) => outputs[o].entryPoint === entry);

/** Output files of the first view: the entry's static closure and FIRST_VIEW_MODULES'. */
function firstViewOutputs(outputs) {
  const entryOut = entryOutput(outputs, 'src/main.tsx');
  const lazyOuts = FIRST_VIEW_MODULES.map((m) => {
    // The lazy module's own entry file (with the one-chunk pass, a small facade over the
    // shared first-view chunk): preloaded too, or its request would wait for the entry to run.
    const out =
      entryOutput(outputs, m) ??
      Object.keys(outputs).find(
        (o) => o.endsWith('.js') && o !== entryOut && Object.keys(outputs[o].inputs).includes(m),
      );
    if (!out) throw new Error(`first-view module ${m} is not in its own chunk`);
    return out;
  });
  return new Set([entryOut, ...lazyOuts].flatMap((o) => [...staticClosure(outputs, o)]));
}

/** src/routes.ts as a module: the build reads its tables, plain data (the loaders are never called here). */
async function routesModule() {
  // Transformed, not bundled: bundling would follow its page imports into every page.
  const { code } = await esbuild.transform(readFileSync(join(root, 'src/routes.ts'), 'utf8'), {
    loader: 'ts',
    format: 'esm',
  });
  return importCode(code);
}

/** Runs the app's own code here, at build time (a module's text as a data: URL). */
function importCode(code) {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * src/routes.ts BOOT_HEADINGS as each path's heading in every language, for the inline script
 * (a language without the key shows English, as the app's dictionary falls back key by key).
 */
function bootHeadings(BOOT_HEADINGS, dictionaries) {
  return Object.fromEntries(
    Object.entries(BOOT_HEADINGS).map(([path, key]) => {
      const texts = Object.fromEntries(
        Object.entries(dictionaries).map(([lang, d]) => [lang, d[key] ?? dictionaries.en[key]]),
      );
      if (Object.values(texts).some((x) => typeof x !== 'string'))
        throw new Error(`boot heading ${key} (${path}) is not in the dictionaries`);
      return [path, texts];
    }),
  );
}

/** Each language's home banner URL, built by the app's own code (src/api/boot-calls.ts). */
async function homeBannerUrls(languages) {
  const out = await esbuild.build({
    entryPoints: [join(root, 'src/api/boot-calls.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const { homeBannerUrl } = await importCode(out.outputFiles[0].text);
  return Object.fromEntries(languages.map((l) => [l, homeBannerUrl(l)]));
}

/**
 * What the inline script decides with the app's own rules, as one expression (an object): home's
 * first picture (src/api/boot-picture.ts), and the game list centre's first call, layout and
 * first row (src/api/boot-lobby.ts), which depend on the URL's query. Minified; every byte is in the HTML.
 */
export async function bootModule() {
  const out = await esbuild.build({
    stdin: {
      contents:
        "export { homeFirstPicture, lobbyFirstRow } from './src/api/boot-picture';" +
        "export { LOBBY_PATHS, lobbyBootLayout, lobbyListUrl } from './src/api/boot-lobby';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: 'es2019',
    platform: 'browser',
    logLevel: 'silent',
  });
  // An ES module's closing export list becomes the object the expression returns (an IIFE
  // bundle would carry esbuild's export helpers instead, some 400 bytes).
  const code = out.outputFiles[0].text.trim();
  const exported = /export\s*\{([^}]*)\};?$/.exec(code);
  if (!exported) throw new Error('the boot module has no export list');
  const fields = exported[1].split(',').map((e) => {
    const [local, name = local] = e.trim().split(/\s+as\s+/);
    return `${name}:${local}`;
  });
  return `(function(){${code.slice(0, exported.index)}return{${fields.join(',')}}})()`;
}

/**
 * The inline script's page preloads: the chunks of the page a path opens, requested while the
 * HTML is parsed rather than after the entry has run and asked for them (issue 8: on /m/login
 * that second round trip put the form's paint at 2.6 s on slow 4G). Unknown paths open home.
 */
function pagePreloadScript(routes, pageChunks) {
  const groups = Object.keys(pageChunks);
  const byPath = Object.fromEntries(
    routes.flatMap((r) => (groups.includes(r.page) ? r.paths.map((p) => [p, groups.indexOf(r.page)]) : [])),
  );
  // Chunk names are written without their common folder and extension, which the script adds back.
  const [dir, ext] = ['/assets/c/', '.js'];
  const names = groups.map((g) =>
    pageChunks[g].map((u) => {
      if (!u.startsWith(dir) || !u.endsWith(ext)) throw new Error(`page chunk ${u} is not under ${dir}`);
      return u.slice(dir.length, -ext.length);
    }),
  );
  // h and n (the path, and without a trailing slash) are the script's, set before this part.
  return (
    `var P=${JSON.stringify(names)},R=${JSON.stringify(byPath)},i=R[h];` +
    `if(i===void 0)i=R[n];if(i===void 0)i=${groups.indexOf('home')};` +
    `P[i].forEach(function(s){var k=document.createElement('link');k.rel='modulepreload';k.href='${dir}'+s+'${ext}';document.head.appendChild(k)});`
  );
}

/**
 * Passes 2 and 3 of the app build (see build()): each lazy entry of a group also imports every
 * module of that group, so esbuild, which partitions modules by the entries that reach them,
 * puts the whole group in one chunk.
 */
function partitionGroups(groups) {
  return {
    name: 'partition-groups',
    setup(b) {
      b.onResolve({ filter: /^aurora-group:/ }, (a) => ({ path: a.path, namespace: 'aurora-group' }));
      b.onLoad({ filter: /.*/, namespace: 'aurora-group' }, (a) => ({
        contents: groups
          .find((g) => `aurora-group:${g.name}` === a.path)
          .inputs.map((i) => `import ${JSON.stringify(join(root, i))};`)
          .join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
      b.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, (a) => {
        const path = relative(root, a.path).split('\\').join('/');
        const imports = groups
          .filter((g) => g.entries.has(path))
          .map((g) => `import 'aurora-group:${g.name}';\n`)
          .join('');
        if (!imports) return undefined;
        return { contents: `${imports}${readFileSync(a.path, 'utf8')}`, loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Source modules of some outputs (no CSS: a lazy entry importing it would get a copy of the style sheet). */
function sourceInputs(outputs, outs) {
  // The entry module stays out: it boots the app and must run only as the entry.
  return [...outs]
    .flatMap((o) => Object.keys(outputs[o].inputs))
    .filter((i) => i !== 'src/main.tsx' && !i.endsWith('.css') && !i.startsWith('<') && !i.includes(':'));
}

/**
 * The small chunks a page of NEAR_PAGES shares with other lazy modules, as one group (pass 3):
 * esbuild cuts a chunk for every set of entries that share a module, which left the game list
 * centre with six requests of 0.4 to 1.8 KB besides its own chunk. On HTTP/1.1's six connections
 * and a slow network each is a round trip that also takes its share of the line from the app's
 * big chunk (issue 8: lobby LCP). The group's entries are every lazy module that needs one of
 * them, so they load one chunk of some 6 KB instead of several small ones.
 */
function nearPagesGroup(outputs) {
  const firstViewJs = firstViewOutputs(outputs);
  const small = NEAR_PAGES.flatMap((m) => {
    const out = entryOutput(outputs, m);
    if (!out) throw new Error(`near page ${m} is not a lazy entry`);
    return [...staticClosure(outputs, out)].filter(
      (o) => o !== out && !firstViewJs.has(o) && outputs[o].bytes < SMALL_SHARED_CHUNK_BYTES,
    );
  });
  const entries = Object.keys(outputs).filter(
    (o) => outputs[o].entryPoint && [...staticClosure(outputs, o)].some((c) => small.includes(c)),
  );
  return {
    name: 'near-pages',
    inputs: sourceInputs(outputs, small),
    entries: new Set(entries.map((o) => outputs[o].entryPoint)),
  };
}

export async function build() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  mkdirSync(join(outDir, 'i18n'), { recursive: true });

  // Dictionaries first: their hashed names are compiled into the entry.
  const dictUrls = {};
  const dictionaries = {};
  for (const file of readdirSync(join(root, 'i18n')).filter((f) => f.endsWith('.json'))) {
    const dictionary = JSON.parse(readFileSync(join(root, 'i18n', file), 'utf8'));
    const body = JSON.stringify(dictionary);
    const lang = file.replace('.json', '');
    const name = `${lang}-${hash8(body)}.json`;
    writeFileSync(join(outDir, 'i18n', name), body);
    dictUrls[lang] = `/i18n/${name}`;
    dictionaries[lang] = dictionary;
  }

  const appOptions = {
    absWorkingDir: root,
    entryPoints: ['src/main.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'c/[name]-[hash]',
    assetNames: '[name]-[hash]',
    minify: true,
    target: TARGETS,
    // esbuild treats destructuring as unsupported before Safari 14.1 because of a
    // kangax edge case (defaults in a separate scope); Safari 10+ runs the ordinary
    // destructuring React and wouter use, and esbuild cannot lower it anyway.
    supported: { destructuring: true },
    jsx: 'automatic',
    metafile: true,
    legalComments: 'none',
    treeShaking: true,
    define: {
      'process.env.NODE_ENV': '"production"',
      __DICT_URLS__: JSON.stringify(dictUrls),
    },
    plugins: lite ? [litePlugin] : [],
    logLevel: quiet ? 'error' : 'warning',
  };
  // Three passes. esbuild splits modules by the set of entry points that reach them, and
  // every lazy route is an entry point, so the first view came out as ~40 chunks of 1 KB:
  // 40 requests, which a slow network and HTTP/1.1's six connections turn into seconds.
  // Pass 1 finds the modules of the first view; pass 2 makes every lazy entry import them
  // all (they are loaded first anyway), so they share one partition: one chunk. Pass 3 does
  // the same for the small chunks of the pages players open from home (nearPagesGroup).
  const probe = await esbuild.build({ ...appOptions, write: false });
  const lazyEntries = new Set(
    Object.values(probe.metafile.outputs)
      .map((o) => o.entryPoint)
      .filter((e) => e && e !== 'src/main.tsx'),
  );
  const firstViewGroup = {
    name: 'first-view',
    inputs: sourceInputs(probe.metafile.outputs, firstViewOutputs(probe.metafile.outputs)),
    entries: lazyEntries,
  };
  const groupedBuild = (groups, write) =>
    esbuild.build({
      ...appOptions,
      write,
      plugins: [...appOptions.plugins, partitionGroups(groups)],
      // Packages marked side-effect free (signals-core) cannot be pulled in by a bare import;
      // they keep a small chunk of their own, which is fine.
      logOverride: { 'ignored-bare-import': 'silent' },
    });
  const pass2 = await groupedBuild([firstViewGroup], false);
  const result = await groupedBuild([firstViewGroup, nearPagesGroup(pass2.metafile.outputs)], true);

  const criticalCss = (
    await esbuild.transform(readFileSync(join(root, 'static/critical.css'), 'utf8'), {
      loader: 'css',
      minify: true,
      target: TARGETS,
    })
  ).code.trim();

  const outputs = result.metafile.outputs;
  const rel = (p) => `/${relative(outDir, join(root, p)).split('\\').join('/')}`;
  const entryOut = entryOutput(outputs, 'src/main.tsx');
  const firstViewJs = firstViewOutputs(outputs);
  const entryCss = outputs[entryOut].cssBundle;

  // What every page needs is preloaded by the HTML itself; each page group's own chunks by the boot script.
  const pageClosures = Object.entries(outputs).flatMap(([o, meta]) => {
    const page = /^src\/pages\/([^/]+)\/index\.tsx$/.exec(meta.entryPoint ?? '')?.[1];
    return page ? [[page, staticClosure(outputs, o)]] : [];
  });
  if (!pageClosures.some(([page]) => page === 'home')) throw new Error('src/pages/home/index.tsx is not a lazy entry');
  const shared = new Set(
    [...staticClosure(outputs, entryOut)].concat(
      [...pageClosures[0][1]].filter((x) => pageClosures.every(([, c]) => c.has(x))),
    ),
  );
  const preloads = [...shared]
    .filter((o) => o !== entryOut)
    .map((o) => `<link rel="modulepreload" href="${rel(o)}">`)
    .join('');
  // Explicit compile hint (Chrome 136+; a plain comment elsewhere): V8 compiles every function
  // of the shared chunks while they stream in, on a background thread, instead of one by one
  // on the main thread as start-up first calls them. Nearly all of them run at start-up, and
  // the lazy compiles made the entry's evaluation the longest task of the load (issue 8: TBT).
  for (const o of shared)
    writeFileSync(join(root, o), `//# allFunctionsCalledOnLoad\n${readFileSync(join(root, o), 'utf8')}`);
  const pageChunks = Object.fromEntries(
    pageClosures.map(([page, c]) => [page, [...c].filter((x) => !shared.has(x)).map(rel)]),
  );
  const defaultDict = dictUrls.pt;
  // Starts the status and the player's dictionary at once, in parallel with the entry
  // script (src/api/prefetch.ts hands the responses to the first caller). Allowed by hash.
  // Each promise gets a no-op catch so an offline start reports no unhandled rejection;
  // the consumer still sees the failure and falls back to the cache.
  // On home, a visitor's banner call starts here too (src/api/boot-calls.ts): its picture is the
  // page's largest paint. A stored session (SPEC §3 MC_SESSION_INFO) means the app's own call,
  // which carries the token. The language is read as state/i18n.ts reads it (pt-BR → pt).
  const bannerUrls = await homeBannerUrls(Object.keys(dictUrls));
  const routes = await routesModule();
  // With both answers in, the first carousel picture is preloaded (src/api/boot-picture.ts) and
  // painted in the boot shell's carousel box (static/index.html, critical.css), where the home
  // page's banner will be: the page's largest paint no longer waits for the app to arrive and
  // render. The app's banner shows the same picture until its own answer is in (window.__bootPicture).
  // Each body is read from a clone taken as the response arrives, before the app can read it.
  // High fetch priority: an image is otherwise a low, delayable request, queued behind the
  // scripts on HTTP/1.1's six connections.
  const homePicturePreload =
    `D('home');` +
    `Promise.all([j(b[B[k]]),j(b[S])]).then(function(a){var u=M.homeFirstPicture(a[0],a[1]);if(u){var e=document.createElement('link');` +
    `e.rel='preload';e.as='image';e.fetchPriority='high';e.href=u;document.head.appendChild(e);window.__bootPicture=u;` +
    `var m=document.querySelector('.boot-bnr');if(m)I(m,u)}})['catch'](function(){});`;
  // A visitor's login, register or forget page: the boot shell shows the page's heading, in the
  // player's language, where the page will draw it (static/index.html .boot-ttl, critical.css);
  // it is the page's largest text, so its paint no longer waits for the app (issue 8: LCP).
  // The body is parsed by the first readystatechange ('interactive'), which comes before the
  // entry script runs. A member's visit there is redirected by the app, so it gets none.
  const bootHeading =
    `var A=${JSON.stringify(bootHeadings(routes.BOOT_HEADINGS, dictionaries))},t=A[h]||A[n];` +
    `if(t&&v){D('auth');document.addEventListener('readystatechange',function(){` +
    `var e=document.querySelector('.boot-ttl');if(e)e.textContent=t[k]},{once:true})}`;
  // A visitor's game list centre: its first page of games starts here, beside the entry script,
  // and once it and the status are in, the boot shell draws the grid's first row of pictures where
  // the page will draw it (static/index.html .boot-grid, critical.css; right to left in Urdu), so
  // the page's largest paint no longer waits for the app to arrive, render, ask and render again
  // (issue 8: LCP). The body read is left for the page's first render (api/boot-lobby.ts
  // bootLobbyPage), which then draws the same pictures over them; only while the shell is still
  // up, so a later visit to the page never takes an old answer.
  // The list is asked first, before the dictionary, the status and the page's chunks: its
  // pictures wait on it, and on a slow phone each earlier fetch() and <link> costs the script time.
  const lobbyCall = `L=v&&M.LOBBY_PATHS.indexOf(n)>=0&&M.lobbyListUrl(location.search,k);if(L)f(L,J);`;
  const lobbyBoot =
    `if(L){D(M.lobbyBootLayout(location.search));` +
    `Promise.all([j(b[L]),j(b[S])]).then(function(a){var g=document.querySelector('.boot-grid');if(!g)return;(window.__bootBodies={})[L]=a[0];` +
    `if(k==='ur')g.dir='rtl';M.lobbyFirstRow(a[0],a[1]).forEach(function(u){I(g,u)})})['catch'](function(){})}`;
  const bootScript =
    `(function(){try{var d=${JSON.stringify(dictUrls)},B=${JSON.stringify(bannerUrls)},l=(localStorage.getItem('language')||'pt').toLowerCase().split(/[-_]/)[0],` +
    `k=({}).hasOwnProperty.call(d,l)?l:'pt',b=window.__boot={},J={headers:{Accept:'application/json'}},S='/wps/system/status',f=function(x,o){var p=fetch(x,o);p['catch'](function(){});b[x]=p},` +
    `h=location.pathname,n=h.replace(/\\/+$/,''),v=!localStorage.getItem('MC_SESSION_INFO'),M=${await bootModule()},` +
    `j=function(p){return p.then(function(r){return r.clone().json()})},` +
    // The boot shell's layout (critical.css [data-boot]) and one of its pictures (an empty tile
    // without a URL), whose paint the app waits for (src/lib/boot-paint.ts: elementtiming).
    `D=function(x){document.documentElement.setAttribute('data-boot',x)},` +
    `I=function(p,u){var e=new Image();e.alt='';e.fetchPriority='high';e.setAttribute('elementtiming','boot');if(u)e.src=u;p.appendChild(e)},L;${lobbyCall}` +
    `f(d[k]);f(S,J);if(k==='ur')f(d.en);${pagePreloadScript(routes.ROUTES, pageChunks)}` +
    `${bootHeading}${lobbyBoot}` +
    `if(i===${Object.keys(pageChunks).indexOf('home')}&&v){f(B[k],J);${homePicturePreload}}}catch(e){}})()`;
  const html = readFileSync(join(root, 'static/index.html'), 'utf8')
    .replace('<!--BOOT-->', `<script>${bootScript}</script>`)
    .replace('<!--CRITICAL_CSS-->', `<style>${criticalCss}</style>`)
    // Preloaded, not linked: a linked stylesheet holds back every paint until it has arrived,
    // the boot shell's too, which the inlined critical CSS already styles. The entry makes it
    // the page's stylesheet and renders once it applies (src/lib/stylesheet.ts, issue 8).
    .replace('<!--STYLES-->', entryCss ? `<link rel="preload" as="style" href="${rel(entryCss)}">` : '')
    .replace('<!--PRELOADS-->', preloads)
    .replace('<!--ENTRY-->', `<script type="module" src="${rel(entryOut)}"></script>`);
  writeFileSync(join(outDir, 'index.html'), html);
  // The server's Content-Security-Policy allows exactly this inline style.
  writeFileSync(
    join(outDir, 'csp.json'),
    JSON.stringify({
      styleHashes: [`'sha256-${sha256b64(criticalCss)}'`],
      scriptHashes: [`'sha256-${sha256b64(bootScript)}'`],
    }),
  );

  for (const file of readdirSync(join(root, 'static'))) {
    if (file === 'index.html' || file === 'critical.css') continue;
    const src = join(root, 'static', file);
    if (statSync(src).isFile()) copyFileSync(src, join(outDir, file));
  }

  // The service worker precaches the first view and what loads right after the first paint
  // (the streams, the jackpot ticker), so an offline start never asks the network for them;
  // other chunks are cached as they are used.
  const afterPaint = AFTER_PAINT_MODULES.map((m) =>
    Object.keys(outputs).find((o) => o.endsWith('.js') && o !== entryOut && Object.keys(outputs[o].inputs).includes(m)),
  ).flatMap((o) => (o ? [...staticClosure(outputs, o)] : []));
  const precache = [...new Set([...firstViewJs, ...afterPaint])]
    .map((o) => rel(o))
    .concat(entryCss ? [rel(entryCss)] : [], [defaultDict]);
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/sw.ts'],
    bundle: true,
    format: 'iife',
    outfile: join(outDir, 'sw.js'),
    minify: true,
    target: TARGETS,
    supported: { destructuring: true },
    define: { __PRECACHE__: JSON.stringify(precache), __VERSION__: JSON.stringify(hash8(precache.join(','))) },
    logLevel: quiet ? 'error' : 'warning',
  });

  compressAll(outDir);
  const firstView = {
    js: [...firstViewJs].map((o) => rel(o)),
    css: entryCss ? [rel(entryCss)] : [],
    html: ['/index.html'],
    dictionary: [defaultDict],
  };
  const report = sizesOf(outDir, firstView);
  writeFileSync(join(outDir, 'size-report.json'), JSON.stringify(report, null, 2));
  return report;
}

export async function buildServer() {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: join(root, 'build/server.mjs'),
    logLevel: 'warning',
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const started = Date.now();
  const report = await build();
  if (!argValue('--out')) await buildServer();
  if (!quiet) printTable(report, Date.now() - started);
  if (lite && !quiet) console.log('lite build (Preact)');
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  const failures = checkBudgets(report, lite ? (budgets.lite ?? {}) : budgets);
  for (const f of failures) console.error(`BUDGET EXCEEDED: ${f}`);
  if (failures.length && !reportOnly) process.exit(1);
}
