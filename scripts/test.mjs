// `npm test`: type check, lint, unit suites (happy-dom) and the production build (both builds of
// the app) with its budget check, side by side; the Playwright suites: e2e on the React build,
// timing, axe (with the server suites over real HTTP beside it), and e2e again on the light
// build. Ends with one line
// `N passed, N failed` summing every suite, and exits non-zero on any failure.
//   node scripts/test.mjs               everything
//   node scripts/test.mjs --quick       type check, lint, unit, build, server (no browser)
//   node scripts/test.mjs unit server   the named steps only
// Playwright's workers: E2E_WORKERS, else one more than the cores for the e2e passes (see below).
// Each Playwright pass keeps its failures' screenshots in a folder of its own under test-results/
// (the React pass in test-results/e2e), so a later pass never wipes an earlier one's.
// A step marked `alongside: '<step>'` starts with that step (its output is kept and shown in
// its own turn): light, independent work that would otherwise leave a core idle.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const UVU = ['node_modules/uvu/bin.js'];
// One value for every e2e pass (the timing steps' --workers=1 still wins). One worker a core
// left the CPU 17 % idle (each test also waits on its server, timers and the network): on two
// cores three workers take a pass from 222 s to 201 s.
const cores = availableParallelism();
const e2eWorkers = process.env.E2E_WORKERS || String(cores + 1);
const steps = [
  { name: 'type check', cmd: 'npx', args: ['tsc', '--noEmit', '-p', '.'], kind: 'single', quick: true },
  // Formatter and linter (biome.jsonc: the layer rules and the dictionary-text rule), then the
  // signal-readers check (scripts/lint/signal-readers.ts), as `npm run lint` runs them. It and
  // the unit suites start with the type check: three independent reads of the tree, on
  // whatever cores there are (the type checker and Biome are multi-threaded, uvu is not).
  {
    name: 'lint',
    cmd: 'npm',
    args: ['run', '--silent', 'lint'],
    kind: 'single',
    quick: true,
    alongside: 'type check',
  },
  {
    name: 'unit',
    cmd: 'node',
    args: ['--import', 'tsx', '--import', './test/setup/dom.ts', ...UVU, 'test/unit'],
    kind: 'uvu',
    quick: true,
    alongside: 'type check',
  },
  // The build comes before the suites that serve the built app (server static tests, e2e); it
  // starts with the type check too (none of the three reads dist/): 24 s to 19 s on two cores.
  { name: 'build and budgets', cmd: 'node', args: ['build.mjs'], kind: 'single', quick: true, alongside: 'type check' },
  {
    name: 'e2e',
    cmd: 'node',
    args: ['scripts/e2e.mjs', '--grep-invert', '@timing'],
    kind: 'playwright',
    report: 'test-results/e2e-report.json',
    env: { E2E_BUILD: 'react' },
  },
  // Timings (time to play, paging, tap latency, heap) run alone on one worker, so no other
  // test's CPU is in them.
  {
    name: 'e2e timing',
    cmd: 'node',
    args: ['scripts/e2e.mjs', '--grep', '@timing', '--grep-invert', '@periods', '--workers=1'],
    kind: 'playwright',
    report: 'test-results/e2e-timing-report.json',
    env: { E2E_REPORT: resolve('test-results/e2e-timing-report.json'), E2E_OUTPUT: resolve('test-results/e2e-timing') },
  },
  // The timing of real periods (the pending-money poll's 5 s): half a minute of a page that
  // mostly idles. It runs after the CPU timings, not beside them: on a slower two-core machine
  // the run in which it lasted long enough to end during the lottery's launches timed them at a
  // median of 1.75 s (1.35 s in the runs where it ended before).
  {
    name: 'e2e periods',
    cmd: 'node',
    args: ['scripts/e2e.mjs', '--grep', '@periods', '--workers=1'],
    kind: 'playwright',
    report: 'test-results/e2e-periods-report.json',
    env: {
      E2E_REPORT: resolve('test-results/e2e-periods-report.json'),
      E2E_OUTPUT: resolve('test-results/e2e-periods'),
    },
  },
  // axe-core over every route, three languages, two themes, logged out and in. Twice the workers
  // of the cores: each route waits for a quiet spell before axe reads it, and one worker a core
  // left a third of the CPU idle (on two cores: 118 s with 2 workers, 97 s with 4).
  {
    name: 'a11y',
    cmd: 'node',
    args: ['scripts/e2e.mjs'],
    kind: 'playwright',
    report: 'test-results/a11y-report.json',
    env: {
      E2E_DIR: '../a11y',
      E2E_REPORT: resolve('test-results/a11y-report.json'),
      E2E_OUTPUT: resolve('test-results/a11y'),
      E2E_WORKERS: process.env.E2E_WORKERS || String(2 * cores),
    },
  },
  // Three processes, each a share of the files: the suites mostly wait on sockets, SQLite and
  // scrypt, so on two cores three processes take the step from 48 s to 26 s (four: 30 s).
  {
    name: 'server',
    cmd: 'node',
    args: ['--import', 'tsx', ...UVU, 'test/server'],
    kind: 'uvu',
    quick: true,
    // build.test.ts builds the app twice (16 s alone, a third of the step's work), and
    // deploy-names.test.ts three times: a shard of its own each.
    shards: { dir: 'test/server', count: 4, alone: ['build.test.ts', 'deploy-names.test.ts'] },
    // Beside the axe step, whose pages mostly wait for quiet spells (its checks have no time
    // limit shorter than 15 s); beside an e2e pass, a 5 s assertion once ran out under the load.
    alongside: 'a11y',
  },
  // The whole e2e suite again on the light (Preact) build, which the same URLs serve to the
  // phones that ask for less (src/rules/build-choice.ts): every page of both builds is tested.
  {
    name: 'e2e lite',
    cmd: 'node',
    args: ['scripts/e2e.mjs', '--grep-invert', '@timing'],
    kind: 'playwright',
    report: 'test-results/e2e-lite-report.json',
    env: {
      E2E_BUILD: 'lite',
      E2E_REPORT: resolve('test-results/e2e-lite-report.json'),
      E2E_OUTPUT: resolve('test-results/e2e-lite'),
    },
  },
];

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const only = argv.filter((a) => a !== '--quick');
const wanted = (step) => (only.length ? only.includes(step.name) : !quick || step.quick);
const unknown = only.filter((name) => !steps.some((s) => s.name === name));
if (unknown.length) {
  console.error(`no such step: ${unknown.join(', ')} (steps: ${steps.map((s) => s.name).join(', ')})`);
  process.exit(2);
}
// biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour escapes
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * A sharded uvu step: each file named in `alone` in a process of its own, the other files dealt
 * round-robin (in name order) to the remaining processes of `count`, each given a pattern of
 * exactly its files; the outputs are kept and printed one after the other.
 */
async function runShards(step, quiet) {
  const { dir, count, alone = [] } = step.shards;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts') && !alone.includes(f))
    .sort();
  const literal = (f) => f.replace(/[.]/g, '\\.');
  const n = count - alone.length;
  const parts = [...alone.map((f) => [f]), ...Array.from({ length: n }, (_, i) => files.filter((_, j) => j % n === i))];
  const results = await Promise.all(
    parts.map((part) =>
      run({ ...step, shards: undefined, args: [...step.args, `^(${part.map(literal).join('|')})$`] }, true),
    ),
  );
  const joined = {
    code: results.some((r) => r.code !== 0) ? 1 : 0,
    out: results.map((r) => r.out).join('\n'),
    raw: results.map((r) => r.raw).join('\n'),
    seconds: Math.max(...results.map((r) => r.seconds)),
  };
  if (!quiet) process.stdout.write(joined.raw);
  return joined;
}

/** Runs a step; its output goes to the terminal as it comes, or is kept when `quiet` (printed later). */
function run(step, quiet = false) {
  if (step.shards) return runShards(step, quiet);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', E2E_WORKERS: e2eWorkers, ...step.env },
    });
    let out = '';
    const tee = (stream, sink) =>
      stream.on('data', (d) => {
        out += d;
        if (!quiet) sink.write(d);
      });
    tee(child.stdout, process.stdout);
    tee(child.stderr, process.stderr);
    child.on('close', (code) =>
      resolve({ code: code ?? 1, out: strip(out), raw: out, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

function count(step, { code, out }) {
  if (step.kind === 'uvu') {
    // A sharded step prints one summary a process: their sum.
    const sum = (re) => [...out.matchAll(re)].reduce((a, m) => a + Number(m[1]), 0);
    const runs = [...out.matchAll(/Total:\s+(\d+)/g)].length;
    const total = sum(/Total:\s+(\d+)/g);
    const passed = sum(/Passed:\s+(\d+)/g);
    if (runs === 0 || runs < (step.shards?.count ?? 1)) return { passed, failed: Math.max(total - passed, 1) };
    return { passed, failed: Math.max(total - passed, code === 0 ? 0 : 1) };
  }
  if (step.kind === 'playwright') {
    const file = step.report;
    if (!existsSync(file)) return { passed: 0, failed: 1 };
    const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
    const failed = (s.unexpected ?? 0) + (s.flaky ?? 0);
    return { passed: s.expected ?? 0, failed: failed || (code === 0 ? 0 : 1) };
  }
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

/**
 * The tests a step counts against the run: a uvu test's title, or a Playwright report's failed,
 * timed-out or flaky test as `file:line title (status)`. They are printed again beside the
 * summary because a CI log is often read from its tail, minutes after the step printed them.
 */
function failedTests(step, { out }) {
  if (step.kind === 'uvu') return [...out.matchAll(/^\s*FAIL\s+(".*")\s*$/gm)].map((m) => m[1]);
  if (step.kind !== 'playwright' || !existsSync(step.report)) return [];
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          found.push(`${spec.file}:${spec.line} ${spec.title} (${test.status})${firstError(test)}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(step.report, 'utf8')).suites ?? []) walk(suite);
  return found;
}

/**
 * The opening lines of a failed test's first error, indented under its title: the CI page shows
 * only the log's tail, and a title alone does not say whether it timed out or what it found.
 */
function firstError(test) {
  const error = (test.results ?? []).map((r) => r.error ?? r.errors?.[0]).find(Boolean);
  const text = strip(error?.message ?? '').trim();
  if (!text) return '';
  const lines = text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 12);
  return `\n${lines.map((l) => `      ${l.slice(0, 240)}`).join('\n')}`;
}

let passed = 0;
let failed = 0;
const lines = [];
const failures = [];
for (const s of steps) if (s.report) rmSync(s.report, { force: true });
const early = new Map();
for (const step of steps) {
  if (!wanted(step)) continue;
  for (const other of steps)
    if (other.alongside === step.name && wanted(other)) early.set(other.name, run(other, true));
  console.log(
    `\n━━ ${step.name}${step.kind === 'playwright' ? ` (E2E_WORKERS=${step.env?.E2E_WORKERS ?? e2eWorkers})` : ''} ━━`,
  );
  const result = await (early.get(step.name) ?? run(step));
  if (early.has(step.name)) process.stdout.write(`(ran beside ${step.alongside})\n${result.raw}`);
  const c = count(step, result);
  for (const test of failedTests(step, result)) failures.push(`${step.name}: ${test}`);
  passed += c.passed;
  failed += c.failed;
  lines.push(
    `${step.name.padEnd(18)} ${String(c.passed).padStart(4)} passed ${String(c.failed).padStart(3)} failed  ${result.seconds.toFixed(1)} s`,
  );
}
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
