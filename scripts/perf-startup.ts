// `npm run perf -- --only startup [--runs N] [--throttle X] [--no-log]`: what a cold visit costs a
// phone's main thread, per route and build. Each run is a fresh browser (no cache, no service
// worker) at 360x740 with touch, the CPU slowed X times (4 by default, CDP
// Emulation.setCPUThrottlingRate), opening a route until the page has been quiet for a second
// (no request in flight, no task) or 15 s have passed. Reported per route and build, median of N
// runs (5 by default):
//  - main-thread CPU: CDP Performance.getMetrics TaskDuration read in thread time, which counts
//    the work the page did and not the time it waited for a core on a busy machine;
//  - long tasks (over 50 ms) as the page's own PerformanceObserver counted them;
//  - the light build's CPU as a share of the React build's on the same route.
// Routes: a visitor's home, game list centre and login; a member's deposit page. The figures are
// printed and, unless --no-log, appended to docs/performance-log.md.
import { appendFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { servedBuild } from './perf-build.ts';
import { median, openPhone } from './perf-phone.ts';
import { CHOSEN_BUILD_KEY } from '../src/rules/build-choice.ts';
import { root } from './build/options.ts';

const args = process.argv.slice(2);
const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(value('--runs')) || 5;
const THROTTLE = Number(value('--throttle')) || 4;
const QUIET_MS = 1000;
const LIMIT_MS = 15_000;

type Build = 'react' | 'lite';
interface Route {
  name: string;
  path: string;
  member: boolean;
}
interface Cost {
  cpuMs: number;
  longTasks: number;
}

const ROUTES: Route[] = [
  { name: 'home', path: '/m/home', member: false },
  { name: 'lobby', path: '/m/gameLobbyCenter?gameCategory=RNG&gameType=RNG&gameClassify=ALL', member: false },
  { name: 'login', path: '/m/login', member: false },
  { name: 'deposit', path: '/m/voucherCenter', member: true },
];

/**
 * A member's session as the app keeps it (scripts/perf-member.ts opens the account and logs in).
 * A child process of its own, waited for without blocking: the server answering it runs here.
 */
function memberSession(url: string, dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/perf-member.ts', url, dataDir], { cwd: root });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('close', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`the member's log-in failed: ${err}`)),
    );
  });
}

/** One cold visit of a route: its main-thread CPU and long tasks until it is quiet. */
async function visit(url: string, route: Route, build: Build, session: string | null): Promise<Cost> {
  const { browser, context } = await openPhone();
  try {
    await context.addInitScript(
      ([key, b, s]) => {
        localStorage.setItem(key, b as string);
        if (s) localStorage.setItem('MC_SESSION_INFO', s);
        const w = window as unknown as { __longTasks: number };
        w.__longTasks = 0;
        new PerformanceObserver((list) => {
          w.__longTasks += list.getEntries().length;
        }).observe({ type: 'longtask', buffered: true });
      },
      [CHOSEN_BUILD_KEY, build, session] as const,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    let inFlight = 0;
    let lastChange = Date.now();
    const moved = () => {
      lastChange = Date.now();
    };
    page.on('request', () => {
      inFlight++;
      moved();
    });
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      moved();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    const started = Date.now();
    await page.goto(`${url}${route.path}`, { waitUntil: 'load' });
    const taskMs = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
    };
    // Quiet: no request for a second and the main thread's work no longer growing.
    let lastTask = await taskMs();
    while (Date.now() - started < LIMIT_MS) {
      await page.waitForTimeout(250);
      const now = await taskMs();
      if (now - lastTask > 5) moved();
      lastTask = now;
      if (inFlight === 0 && Date.now() - lastChange >= QUIET_MS) break;
    }
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number }).__longTasks);
    return { cpuMs: lastTask, longTasks };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const built = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  return servedBuild(join(root, 'dist'), async (url, dataDir) => {
    const session = await memberSession(url, dataDir);
    const rows: string[] = [];
    const table: Record<string, Record<Build, Cost>> = {};
    for (const route of ROUTES) {
      table[route.name] = {} as Record<Build, Cost>;
      for (const build of ['react', 'lite'] as const) {
        const runs: Cost[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await visit(url, route, build, route.member ? session : null));
        table[route.name]![build] = {
          cpuMs: median(runs.map((r) => r.cpuMs)),
          longTasks: median(runs.map((r) => r.longTasks)),
        };
        console.log(
          `${route.name.padEnd(8)} ${build.padEnd(5)} CPU ${runs.map((r) => r.cpuMs.toFixed(0)).join(' / ')} ms, long tasks ${runs.map((r) => r.longTasks).join(' / ')}`,
        );
      }
    }
    rows.push(
      `| route | React: CPU ms | React: long tasks | light: CPU ms | light: long tasks | light ÷ React |`,
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const route of ROUTES) {
      const { react, lite } = table[route.name]!;
      rows.push(
        `| ${route.name} | ${react.cpuMs.toFixed(0)} | ${react.longTasks} | ${lite.cpuMs.toFixed(0)} | ${lite.longTasks} | ${(lite.cpuMs / react.cpuMs).toFixed(2)} |`,
      );
    }
    const text = [
      '',
      `### Start-up main-thread CPU at ${THROTTLE}x (${new Date().toISOString().slice(0, 10)}, median of ${RUNS} cold visits)`,
      '',
      ...rows,
      '',
    ].join('\n');
    console.log(text);
    if (!args.includes('--no-log')) appendFileSync(join(root, 'docs/performance-log.md'), text);
    writeFileSync(join(tmpdir(), 'aurora-perf-startup.json'), JSON.stringify(table, null, 2));
  });
}

await main();
