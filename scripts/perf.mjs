// `npm run perf [-- --lite] [-- --runs N]`: Lighthouse mobile (simulated slow 4G, 4x CPU)
// against the reference server, with Debian's Chromium: a visitor's /m/home, /m/login and
// game list centre (/m/gameLobbyCenter), then a logged-in member's home, deposit page, member
// centre and game list centre. Scores are noisy on a busy machine, so it reports the median
// of N runs (5 for the React build, 3 for lite) with each run's figures, and writes
// perf-results/perf[-lite].json plus one HTML report per route (the median run).
// The member logs in through the server's API (scripts/perf-member.ts) and the session goes
// where the app reads it at start-up (localStorage MC_SESSION_INFO), set over the CDP port:
// Lighthouse's storage reset clears service workers and caches before each run, not
// localStorage, so every member run is cold but logged in.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './find-chromium.mjs';

const args = process.argv.slice(2);
const lite = args.includes('--lite');
const runs = Number(args[args.indexOf('--runs') + 1]) || (lite ? 3 : 5);
const LOBBY = '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL';
/** Every member page's header asks for this; a visitor's never does. */
const MEMBER_CALL = '/wps/member/wallet';
/** Visitors' routes first: the member's session stays in the profile once set. */
const ROUTES = [
  ...['/m/home', '/m/login', LOBBY].map((route) => ({ route, who: 'visitor' })),
  ...['/m/home', '/m/voucherCenter', '/m/member/home', LOBBY].map((route) => ({ route, who: 'member' })),
];
const TARGETS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02 };

const chromePath = findChromium();
if (!chromePath) {
  console.error(INSTALL_HINT);
  process.exit(2);
}

const dist = lite ? 'dist-lite' : 'dist';
const built = spawnSync(
  process.execPath,
  ['build.mjs', '--report-only', '--quiet', ...(lite ? ['--lite', '--out', dist] : [])],
  { stdio: 'inherit' },
);
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

/** Logs a member in over the API and stores the session in the profile's localStorage for the origin. */
async function logIn(origin, cdpPort) {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/perf-member.ts', origin, dataDir], {
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`perf-member: ${made.stderr}`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // Any document of the origin will do; a stylesheet runs no app code (no service worker).
    await page.goto(`${origin}/demo/demo.css`);
    await page.evaluate((s) => localStorage.setItem('MC_SESSION_INFO', s), made.stdout.trim());
    await page.close();
  } finally {
    await browser.close();
  }
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
mkdirSync('perf-results', { recursive: true });
try {
  let member = false;
  for (const { route, who } of ROUTES) {
    if (who === 'member' && !member) {
      await logIn(`http://127.0.0.1:${port}`, chrome.port);
      member = true;
    }
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(`http://127.0.0.1:${port}${route}`, {
        port: chrome.port,
        output: 'html',
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const a = r.lhr.audits;
      // A member's run must really be logged in: its page asks for the member's own data.
      const asked = a['network-requests'].details.items;
      if (who === 'member' && !asked.some((it) => it.url.includes(MEMBER_CALL) && it.statusCode === 200))
        throw new Error(`${route}: not logged in (no ${MEMBER_CALL} answered)`);
      samples.push({
        score: Math.round(r.lhr.categories.performance.score * 100),
        lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(a['total-blocking-time'].numericValue),
        cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
        fcpMs: Math.round(a['first-contentful-paint'].numericValue),
        bytes: a['total-byte-weight'].numericValue,
        // The non-image bytes: everything the first view transfers except images (HTML, JS, CSS, dictionary, API answers).
        nonImageBytes: a['network-requests'].details.items
          .filter((it) => it.resourceType !== 'Image' && it.resourceType !== 'Other')
          .reduce((n, it) => n + it.transferSize, 0),
        html: r.report,
      });
    }
    const mid = samples.find((s) => s.score === median(samples.map((x) => x.score)));
    const name = `${route.split('?')[0].split('/').slice(2).join('-')}${who === 'member' ? '-member' : ''}`;
    writeFileSync(join('perf-results', `${name}${lite ? '-lite' : ''}.html`), mid.html);
    results[`${who} ${route}`] = {
      route,
      who,
      score: median(samples.map((s) => s.score)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      fcpMs: median(samples.map((s) => s.fcpMs)),
      bytes: median(samples.map((s) => s.bytes)),
      nonImageBytes: median(samples.map((s) => s.nonImageBytes)),
      runs: samples.map(({ html, ...s }) => s),
    };
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

writeFileSync(
  join('perf-results', `perf${lite ? '-lite' : ''}.json`),
  JSON.stringify({ build: lite ? 'lite' : 'react', runs, targets: TARGETS, results }, null, 2),
);
const build = lite ? 'lite' : 'React';
const num = (v, w) => String(v).padStart(w);
console.log(
  `\nLighthouse mobile, slow 4G, 4x CPU: median of ${runs}; each run as score/LCP ms/TBT ms/CLS\n` +
    `${'route'.padEnd(20)} ${'who'.padEnd(7)} build  score    LCP    TBT    CLS  no-img  runs`,
);
for (const r of Object.values(results)) {
  const ok = r.score >= TARGETS.score && r.lcpMs <= TARGETS.lcpMs && r.tbtMs <= TARGETS.tbtMs && r.cls <= TARGETS.cls;
  const each = r.runs.map((s) => `${s.score}/${s.lcpMs}/${s.tbtMs}/${s.cls}`).join('  ');
  console.log(
    `${r.route.split('?')[0].padEnd(20)} ${r.who.padEnd(7)} ${build.padEnd(5)} ${num(r.score, 6)} ${num(r.lcpMs, 6)} ${num(r.tbtMs, 6)} ${r.cls.toFixed(3).padStart(6)} ${num(Math.round(r.nonImageBytes / 1024), 5)}KB  ${each}${ok ? '' : '  (misses a target)'}`,
  );
}
console.log(
  `targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}`,
);
