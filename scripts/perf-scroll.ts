// `npm run perf -- --only scroll [--runs N] [--tiles T] [--throttle X] [--base <commit>] [--dist <folder>] [--no-log]`: a
// visitor scrolling the game list centre (slots) down to T tiles (108 by default: twelve pages of
// nine), tapping 'more games' at the grid's foot as a player does, per build, on a CPU slowed X
// times (4 by default). Each run is a fresh browser at 360x740 with touch; the page opens
// unthrottled, settles, then the CPU is slowed and the scrolling starts (scripts/scroll-lobby.ts
// says how each figure is taken). Reported per build, median of N runs (5 by default): frames a
// second while scrolling, dropped frames, long tasks, the longest long task of any append and
// main-thread CPU. With --base, the same for a commit (built from `git archive` in a temporary
// folder) beside the working tree's; with --dist, a build already made instead of the working tree's. Printed and, unless --no-log, appended to
// docs/performance-log.md.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPhone, median } from './perf-phone.ts';
import { CHOSEN_BUILD_KEY } from '../src/rules/build-choice.ts';
import { root } from './build/options.ts';
import { buildCommit, buildWorkingTree, servedBuild } from './perf-build.ts';
import { PROBE_SCRIPT, type ScrollFigures, SCROLL_GRID, SCROLL_SPEED, scrollLobby } from './scroll-lobby.ts';

const args = process.argv.slice(2);
const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(value('--runs')) || 5;
const TILES = Number(value('--tiles')) || 108;
const THROTTLE = Number(value('--throttle')) || 4;
const BASE = value('--base');
/** An app already built (`node build.mjs --out <folder>`): measured as it is, instead of building the working tree. */
const DIST = value('--dist');
const LOBBY = '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL';

type Build = 'react' | 'lite';
interface Summary {
  fps: number;
  droppedFrames: number;
  longTasks: number;
  appendLongestMs: number;
  cpuLongTasks: number;
  appendLongestCpuMs: number;
  appendMedianCpuMs: number;
  cpuMs: number;
}

/** One fresh visit of the lobby, scrolled down to TILES tiles. */
async function run(url: string, build: Build): Promise<ScrollFigures> {
  const { browser, context } = await openPhone();
  try {
    await context.addInitScript(([key, b]) => localStorage.setItem(key, b), [CHOSEN_BUILD_KEY, build] as const);
    await context.addInitScript(PROBE_SCRIPT);
    const page = await context.newPage();
    await page.goto(`${url}${LOBBY}`);
    await page.locator(`${SCROLL_GRID} > li`).first().waitFor();
    await page.waitForLoadState('networkidle');
    const lite = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((r) => /\/assets\/lite\/main-\w+\.js/.test(r.name)),
    );
    if (lite !== (build === 'lite')) throw new Error(`ran the ${lite ? 'light' : 'React'} build`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    return await scrollLobby(page, cdp, TILES);
  } finally {
    await browser.close();
  }
}

async function measure(dist: string): Promise<Record<Build, Summary>> {
  return servedBuild(dist, async (url) => {
    const out = {} as Record<Build, Summary>;
    for (const build of ['react', 'lite'] as const) {
      const runs: ScrollFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await run(url, build);
        runs.push(r);
        console.log(
          `${build.padEnd(5)} ${r.tiles} tiles: ${r.fps.toFixed(1)} fps over ${r.scrollSeconds.toFixed(1)} s, ` +
            `${r.droppedFrames} dropped, ${r.longTasks} long tasks (${r.cpuLongTasks} by thread time), appends' longest ${r.appendLongestMs.join('/')} ms ` +
            `(thread time ${r.appendLongestCpuMs.join('/')} ms), CPU ${r.cpuMs.toFixed(0)} ms`,
        );
      }
      out[build] = {
        fps: median(runs.map((r) => r.fps)),
        droppedFrames: median(runs.map((r) => r.droppedFrames)),
        longTasks: median(runs.map((r) => r.longTasks)),
        appendLongestMs: median(runs.map((r) => Math.max(...r.appendLongestMs))),
        cpuLongTasks: median(runs.map((r) => r.cpuLongTasks)),
        appendLongestCpuMs: median(runs.map((r) => Math.max(...r.appendLongestCpuMs))),
        appendMedianCpuMs: median(runs.map((r) => median(r.appendLongestCpuMs))),
        cpuMs: median(runs.map((r) => r.cpuMs)),
      };
    }
    return out;
  });
}

async function figures(label: string, ref: string | undefined): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-perf-scroll-build-'));
  try {
    // Built into a folder of its own, so a build into dist/ meanwhile (npm run dev, a test) cannot mix with it.
    const f = await measure(ref ? buildCommit(ref, dir) : (DIST ?? buildWorkingTree(dir)));
    return [
      `**${label}**`,
      '',
      '| build | frames a second | dropped frames | long tasks | longest task of an append | long tasks, thread time | longest task of an append, thread time: worst / median append | main-thread CPU |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...(['react', 'lite'] as const).map(
        (b) =>
          `| ${b} | ${f[b].fps.toFixed(1)} | ${f[b].droppedFrames} | ${f[b].longTasks} | ${f[b].appendLongestMs} ms | ${f[b].cpuLongTasks} | ` +
          `${f[b].appendLongestCpuMs} / ${f[b].appendMedianCpuMs} ms | ${f[b].cpuMs.toFixed(0)} ms |`,
      ),
    ];
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
  `### Scrolling the game list centre to ${TILES} tiles at ${THROTTLE}x CPU (${new Date().toISOString().slice(0, 10)}, npm run perf -- --only scroll)`,
  '',
  `Median of ${RUNS} fresh visits per build; a touch scroll at ${SCROLL_SPEED} px/s to the grid's foot, 'more games' tapped there.`,
  "An append's window: its tap to 400 ms after its tiles painted; the worst append of each run. Long tasks as the page's",
  'PerformanceObserver saw them (real time: a busy machine lengthens them) and by main-thread thread time from a trace',
  "(the 4x slowdown counted, another process's turn on the core not: what a phone this slow, otherwise idle, runs).",
  '',
  ...sections,
  '',
].join('\n');
console.log(text);
if (!args.includes('--no-log')) appendFileSync(join(root, 'docs/performance-log.md'), text);
