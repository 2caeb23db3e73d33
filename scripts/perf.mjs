// `npm run perf [-- --lite] [-- --runs N]`: Lighthouse mobile (simulated slow 4G, 4x CPU)
// on /m/home, /m/login and /m/gameLobbyCenter against the reference server, with Debian's
// Chromium. Scores are noisy on a busy machine, so it reports the median of N runs (3) and
// writes perf-results/perf[-lite].json plus one HTML report per route (the median run).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './find-chromium.mjs';

const args = process.argv.slice(2);
const lite = args.includes('--lite');
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const ROUTES = ['/m/home', '/m/login', '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL'];
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

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
mkdirSync('perf-results', { recursive: true });
try {
  for (const route of ROUTES) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(`http://127.0.0.1:${port}${route}`, {
        port: chrome.port,
        output: 'html',
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const a = r.lhr.audits;
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
    const name = route.split('?')[0].split('/').pop();
    writeFileSync(join('perf-results', `${name}${lite ? '-lite' : ''}.html`), mid.html);
    results[route] = {
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
console.log(
  `\nLighthouse mobile, median of ${runs} (${lite ? 'lite' : 'React'} build)     score    LCP      TBT     CLS   bytes  no-img`,
);
for (const [route, r] of Object.entries(results)) {
  const ok = r.score >= TARGETS.score && r.lcpMs <= TARGETS.lcpMs && r.tbtMs <= TARGETS.tbtMs && r.cls <= TARGETS.cls;
  console.log(
    `${route.split('?')[0].padEnd(48)} ${String(r.score).padStart(5)} ${String(r.lcpMs).padStart(6)}ms ${String(r.tbtMs).padStart(5)}ms ${r.cls.toFixed(3).padStart(6)} ${String(Math.round(r.bytes / 1024)).padStart(5)}KB ${String(Math.round(r.nonImageBytes / 1024)).padStart(5)}KB${ok ? '' : ' (below target)'}`,
  );
}
console.log(
  `targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}`,
);
