// `npm run perf -- --only rest [--runs N] [--seconds S] [--base <commit>] [--skip-deploy] [--no-log]`: what an
// untouched home costs a phone, and what a deploy costs a returning one.
//  - Idle home, each build: a visitor's /m/home in Chromium (360x740, touch), main-thread CPU
//    (CDP Performance.getMetrics TaskDuration, thread time) and style recalculations
//    (RecalcStyleCount) over S seconds of real time (20 by default), given per minute: once
//    while it moves (from 5 s after the load), and once at rest (after its parts' rest,
//    src/state/activity.ts, waited out in real time). Median of N fresh pages (5 by default).
//  - Deploy cost (scripts/deploy-cost.ts): the files renamed and the brotli bytes a returning
//    phone downloads after one changed Portuguese text and after one changed page.
// With --base, the same figures for a commit (built from `git archive` in a temporary folder),
// beside the working tree's. The figures are printed and, unless --no-log, appended to
// docs/performance-log.md.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPhone, median } from './perf-phone.ts';
import { CHOSEN_BUILD_KEY } from '../src/rules/build-choice.ts';
import { REST_CYCLES } from '../src/state/activity.ts';
import { root } from './build/options.ts';
import { measureDeploys } from './deploy-cost.ts';
import { buildCommit, buildWorkingTree, servedBuild } from './perf-build.ts';

const args = process.argv.slice(2);
const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(value('--runs')) || 5;
const SECONDS = Number(value('--seconds')) || 20;
const BASE = value('--base');
const SKIP_DEPLOY = args.includes('--skip-deploy');
const BANNER_MS = 5000;

type Build = 'react' | 'lite';
interface Idle {
  movingMs: number;
  movingRecalcs: number;
  restMs: number;
  restRecalcs: number;
}

/** One fresh visit of home: its cost a minute while it moves and at rest. */
async function idleRun(url: string, build: Build): Promise<Idle> {
  const { browser, context } = await openPhone();
  try {
    await context.addInitScript(
      ([key, b]) => {
        localStorage.setItem(key, b);
        // No announcement popup over home (as test/e2e/fixtures.ts withoutPopups): a player
        // who has closed it sees home alone.
        const networkFetch = window.fetch;
        window.fetch = (input, init) => {
          const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
          if (!url.includes('/wps/announcement/popular?')) return networkFetch.call(window, input, init);
          const body = JSON.stringify({ success: true, value: [], code: '', message: '' });
          return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
        };
      },
      [CHOSEN_BUILD_KEY, build] as const,
    );
    const page = await context.newPage();
    await page.goto(`${url}/m/home`);
    await page.locator('.bnr-dot').first().waitFor();
    await page.waitForTimeout(5_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const read = async () =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const minute = async () => {
      const a = await read();
      await page.waitForTimeout(SECONDS * 1000);
      const b = await read();
      const perMinute = 60 / SECONDS;
      return {
        ms: ((b.TaskDuration ?? 0) - (a.TaskDuration ?? 0)) * 1000 * perMinute,
        recalcs: ((b.RecalcStyleCount ?? 0) - (a.RecalcStyleCount ?? 0)) * perMinute,
      };
    };
    const moving = await minute();
    // The rest falls due after the parts' cycles (the marquee's loop, the carousel's 5 s).
    const loopS = await page
      .locator('.tick-strip')
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).animationDuration) || 0);
    const rest = REST_CYCLES * Math.max(BANNER_MS, loopS * 1000) + 2000;
    // Waited out in real time: Playwright's installed clock keeps timers of its own running, a
    // cost of the harness that a minute at rest would count (some 400 ms a minute here).
    await page.waitForTimeout(Math.max(0, rest - SECONDS * 1000));
    const resting = await minute();
    return { movingMs: moving.ms, movingRecalcs: moving.recalcs, restMs: resting.ms, restRecalcs: resting.recalcs };
  } finally {
    await browser.close();
  }
}

async function idleFigures(dist: string): Promise<Record<Build, Idle>> {
  return servedBuild(dist, async (url) => {
    const out = {} as Record<Build, Idle>;
    for (const build of ['react', 'lite'] as const) {
      const runs: Idle[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await idleRun(url, build));
      out[build] = {
        movingMs: median(runs.map((r) => r.movingMs)),
        movingRecalcs: median(runs.map((r) => r.movingRecalcs)),
        restMs: median(runs.map((r) => r.restMs)),
        restRecalcs: median(runs.map((r) => r.restRecalcs)),
      };
    }
    return out;
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function figures(label: string, ref: string | undefined): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-perf-rest-build-'));
  try {
    // Built into a folder of its own, so a build into dist/ meanwhile (npm run dev, a test) cannot mix with it.
    const dist = ref ? buildCommit(ref, dir) : buildWorkingTree(dir);
    const idle = await idleFigures(dist);
    const deploys = SKIP_DEPLOY ? null : measureDeploys(ref);
    const lines = [`**${label}**`, ''];
    lines.push(
      `| build | moving: CPU ms/min | moving: style recalcs/min | at rest: CPU ms/min | at rest: style recalcs/min |`,
      '| --- | --- | --- | --- | --- |',
    );
    for (const b of ['react', 'lite'] as const) {
      const f = idle[b];
      lines.push(
        `| ${b} | ${f.movingMs.toFixed(0)} | ${f.movingRecalcs.toFixed(0)} | ${f.restMs.toFixed(0)} | ${f.restRecalcs.toFixed(0)} |`,
      );
    }
    if (!deploys) return lines;
    lines.push(
      '',
      '| deploy | files renamed | React phone downloads | light phone downloads |',
      '| --- | --- | --- | --- |',
    );
    for (const [what, c] of [
      ['one Portuguese text', deploys.text],
      ["one page's code", deploys.page],
    ] as const)
      lines.push(
        `| ${what} | ${c.renamed.length} | ${kb(c.bytes.react)} of ${kb(c.wholeBytes.react)} | ${kb(c.bytes.lite)} of ${kb(c.wholeBytes.lite)} |`,
      );
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sections = [
  ...(BASE ? await figures(`${BASE} (base)`, BASE) : []),
  '',
  ...(await figures('working tree', undefined)),
];
const text = [
  '',
  `## ${new Date().toISOString().slice(0, 10)}: an untouched home, and a deploy (npm run perf -- --only rest)`,
  '',
  `Idle home: median of ${RUNS} fresh visits, ${SECONDS} s of real time each, given per minute; CPU is main-thread`,
  'thread time (CDP TaskDuration). Deploy: brotli bytes a returning phone downloads again (renamed files, index.html, sw.js).',
  '',
  ...sections,
  '',
].join('\n');
console.log(text);
if (!args.includes('--no-log')) appendFileSync(join(root, 'docs/performance-log.md'), text);
