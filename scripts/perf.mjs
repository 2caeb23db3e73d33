// `npm run perf [-- --build react|lite] [-- --runs N] [-- --only visitor|member|rest|startup|scroll]`: Lighthouse mobile (simulated slow 4G,
// 4x CPU) against the reference server, with Debian's Chromium, for both builds of the app: a
// visitor's /m/home, /m/login and game list centre (/m/gameLobbyCenter), then a logged-in
// member's home, deposit page, member centre and game list centre. Scores are noisy on a busy
// machine, so it reports the median of N runs (5 for the React build, 3 for the light one) with
// each run's figures in one table, and writes perf-results/perf.json plus one HTML report per
// route and build (the median run).
// The build and the member's session go where the app reads them at start-up (localStorage
// 'build', src/rules/build-choice.ts, and MC_SESSION_INFO), set over the CDP port: Lighthouse's
// storage reset clears service workers and caches before each run, not localStorage, so every
// run is cold but runs the build asked for (this machine's two cores would choose the light one
// for every run) and, for a member, logged in. The member logs in through the server's API
// (scripts/perf-member.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './find-chromium.mjs';

const args = process.argv.slice(2);
const value = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
// `-- --only rest`: an untouched home's CPU and style work, and a deploy's cost to a returning
// phone (scripts/perf-rest.ts), instead of Lighthouse.
// `-- --only startup`: a cold visit's main-thread CPU and long tasks per route and build at 4x
// CPU (scripts/perf-startup.ts).
// `-- --only scroll`: scrolling the game list centre to 108 tiles at 4x CPU, per build: frames a
// second, dropped frames, long tasks and the longest of each append (scripts/perf-scroll.ts).
const script = { rest: 'scripts/perf-rest.ts', startup: 'scripts/perf-startup.ts', scroll: 'scripts/perf-scroll.ts' }[
  value('--only') ?? ''
];
if (script) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
const BUILDS = value('--build') ? [value('--build')] : ['react', 'lite'];
if (BUILDS.some((b) => b !== 'react' && b !== 'lite')) throw new Error('--build is react or lite');
const runsOf = (build) => Number(value('--runs')) || (build === 'lite' ? 3 : 5);
const LOBBY = '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL';
/** Every member page's header asks for this; a visitor's never does. */
const MEMBER_CALL = '/wps/member/wallet';
/** Visitors' routes first: the member's session stays in the profile once set. */
const ALL_ROUTES = [
  ...['/m/home', '/m/login', LOBBY].map((route) => ({ route, who: 'visitor' })),
  ...['/m/home', '/m/voucherCenter', '/m/member/home', LOBBY].map((route) => ({ route, who: 'member' })),
];
// `-- --only visitor` or `-- --only member` for a quicker look at one side.
const ROUTES = ALL_ROUTES.filter((r) => !value('--only') || r.who === value('--only'));
const TARGETS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02 };

const chromePath = findChromium();
if (!chromePath) {
  console.error(INSTALL_HINT);
  process.exit(2);
}

const dist = 'dist';
const built = spawnSync(process.execPath, ['build.mjs', '--report-only', '--quiet'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'aurora-perf-'));
const port = 8800 + Math.floor(Math.random() * 100);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: dist },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) =>
  server.stdout.on('data', (d) => {
    if (String(d).includes('Open ')) resolve();
  }),
);

/** Sets (or, for null, removes) keys of the profile's localStorage for the origin. */
async function setStorage(origin, cdpPort, entries) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // Any document of the origin will do; a stylesheet runs no app code (no service worker).
    await page.goto(`${origin}/demo/demo.css`);
    await page.evaluate((e) => {
      for (const [k, v] of Object.entries(e)) v === null ? localStorage.removeItem(k) : localStorage.setItem(k, v);
    }, entries);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Logs a member in over the API: the session the app keeps in localStorage. */
function memberSession(origin) {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/perf-member.ts', origin, dataDir], {
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`perf-member: ${made.stderr}`);
  return made.stdout.trim();
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = [];
mkdirSync('perf-results', { recursive: true });
const origin = `http://127.0.0.1:${port}`;
try {
  for (const build of BUILDS) {
    const runs = runsOf(build);
    // Each build's visitors start logged out; its member logs in before the first member route.
    await setStorage(origin, chrome.port, { build, MC_SESSION_INFO: null });
    let member = false;
    for (const { route, who } of ROUTES) {
      if (who === 'member' && !member) {
        await setStorage(origin, chrome.port, { MC_SESSION_INFO: memberSession(origin) });
        member = true;
      }
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const r = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: 'html',
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        const a = r.lhr.audits;
        const asked = a['network-requests'].details.items;
        // A member's run must really be logged in: its page asks for the member's own data.
        if (who === 'member' && !asked.some((it) => it.url.includes(MEMBER_CALL) && it.statusCode === 200))
          throw new Error(`${route}: not logged in (no ${MEMBER_CALL} answered)`);
        // And every run must run the build asked for: its entry comes from that build's folder.
        const lite = asked.some((it) => /\/assets\/lite\/main-\w+\.js/.test(it.url));
        if (lite !== (build === 'lite')) throw new Error(`${route}: ran the ${lite ? 'light' : 'React'} build`);
        samples.push({
          score: Math.round(r.lhr.categories.performance.score * 100),
          lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(a['total-blocking-time'].numericValue),
          cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
          fcpMs: Math.round(a['first-contentful-paint'].numericValue),
          bytes: a['total-byte-weight'].numericValue,
          // The non-image bytes: everything the first view transfers except images (HTML, JS, CSS, dictionary, API answers).
          nonImageBytes: asked
            .filter((it) => it.resourceType !== 'Image' && it.resourceType !== 'Other')
            .reduce((n, it) => n + it.transferSize, 0),
          html: r.report,
        });
      }
      const mid = samples.find((s) => s.score === median(samples.map((x) => x.score)));
      const name = `${route.split('?')[0].split('/').slice(2).join('-')}${who === 'member' ? '-member' : ''}`;
      writeFileSync(join('perf-results', `${name}${build === 'lite' ? '-lite' : ''}.html`), mid.html);
      results.push({
        route,
        who,
        build,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
        bytes: median(samples.map((s) => s.bytes)),
        nonImageBytes: median(samples.map((s) => s.nonImageBytes)),
        runs: samples.map(({ html, ...s }) => s),
      });
    }
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

writeFileSync(
  join('perf-results', 'perf.json'),
  JSON.stringify({ runs: Object.fromEntries(BUILDS.map((b) => [b, runsOf(b)])), targets: TARGETS, results }, null, 2),
);
const num = (v, w) => String(v).padStart(w);
console.log(
  `\nLighthouse mobile, slow 4G, 4x CPU: median of ${BUILDS.map((b) => `${runsOf(b)} (${b})`).join(', ')}; each run as score/LCP ms/TBT ms/CLS\n` +
    `${'route'.padEnd(20)} ${'who'.padEnd(7)} build  score    LCP    TBT    CLS  no-img  runs`,
);
for (const r of results) {
  const ok = r.score >= TARGETS.score && r.lcpMs <= TARGETS.lcpMs && r.tbtMs <= TARGETS.tbtMs && r.cls <= TARGETS.cls;
  const each = r.runs.map((s) => `${s.score}/${s.lcpMs}/${s.tbtMs}/${s.cls}`).join('  ');
  console.log(
    `${r.route.split('?')[0].padEnd(20)} ${r.who.padEnd(7)} ${r.build.padEnd(5)} ${num(r.score, 6)} ${num(r.lcpMs, 6)} ${num(r.tbtMs, 6)} ${r.cls.toFixed(3).padStart(6)} ${num(Math.round(r.nonImageBytes / 1024), 5)}KB  ${each}${ok ? '' : '  (misses a target)'}`,
  );
}
console.log(
  `targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}`,
);
