// What a deploy costs a returning phone, measured: the app of a commit (or of the working tree)
// built as it is, with one Portuguese text changed, and with one page's code changed; prints the
// files renamed by each change and the brotli bytes a phone of each build then downloads again
// (scripts/build/deploy-cost.ts).
//   node --import tsx scripts/deploy-cost.ts            the working tree
//   node --import tsx scripts/deploy-cost.ts <commit>   a commit (git archive), e.g. to compare with main
import { execSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { type DeployCost, deployCost } from './build/deploy-cost.ts';
import { root } from './build/options.ts';

/** The changes measured: one text every visit of home shows, and one agent page's markup. */
export const TEXT_CHANGE = { file: 'i18n/pt.json', key: 'home.lobby' };
export const PAGE_CHANGE = {
  file: 'src/pages/agent/dividend.tsx',
  from: '<h3 className="wallet-h">',
  to: '<h3 className="wallet-h" data-part="history">',
};

const SKIPPED = new Set([
  'node_modules',
  '.cache',
  '.git',
  'dist',
  'build',
  'test-results',
  'perf-results',
  'data',
  'test',
  'docs',
]);

/** The repository at `ref` (or the working tree) in a folder of its own, its packages and picture cache linked. */
function checkout(dir: string, ref: string | undefined): string {
  const to = join(dir, 'repo');
  mkdirSync(to, { recursive: true });
  if (ref) execSync(`git archive ${ref} | tar -x -C ${JSON.stringify(to)}`, { cwd: root, stdio: 'inherit' });
  else
    cpSync(root, to, {
      recursive: true,
      filter: (src) => !SKIPPED.has(relative(root, src).split(/[\\/]/)[0]!),
    });
  symlinkSync(join(root, 'node_modules'), join(to, 'node_modules'));
  symlinkSync(join(root, '.cache'), join(to, '.cache'));
  return to;
}

function build(repo: string, out: string, budgets: string): void {
  const r = spawnSync(process.execPath, ['build.mjs', '--out', out, '--budgets', budgets, '--quiet'], {
    cwd: repo,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`build failed in ${repo}:\n${r.stderr}`);
}

/** Builds `ref` three times and returns the cost of each change. */
export function measureDeploys(ref?: string): { text: DeployCost; page: DeployCost } {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-deploy-cost-'));
  try {
    const repo = checkout(dir, ref);
    const budgets = join(dir, 'budgets.json');
    writeFileSync(budgets, JSON.stringify({ firstView: { jsBrotli: 1e9, cssBrotli: 1e9 } }));
    build(repo, join(dir, 'before'), budgets);
    const changed = (file: string, edit: (s: string) => string, out: string) => {
      const path = join(repo, file);
      const original = readFileSync(path, 'utf8');
      writeFileSync(path, edit(original));
      try {
        build(repo, join(dir, out), budgets);
      } finally {
        writeFileSync(path, original);
      }
      return deployCost(join(dir, 'before'), join(dir, out));
    };
    const text = changed(
      TEXT_CHANGE.file,
      (s) => {
        const texts = JSON.parse(s) as Record<string, string>;
        return JSON.stringify({ ...texts, [TEXT_CHANGE.key]: `${texts[TEXT_CHANGE.key]}!` }, null, 2);
      },
      'after-text',
    );
    const page = changed(PAGE_CHANGE.file, (s) => s.replace(PAGE_CHANGE.from, PAGE_CHANGE.to), 'after-page');
    return { text, page };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split(/[\\/]/).pop()!)) {
  const ref = process.argv[2];
  const { text, page } = measureDeploys(ref);
  console.log(`deploy cost for a returning phone (${ref ?? 'working tree'}), brotli:`);
  for (const [what, cost] of [
    ['one Portuguese text', text],
    ["one page's code", page],
  ] as const)
    console.log(
      `  ${what.padEnd(20)} ${String(cost.renamed.length).padStart(3)} files renamed; React ${kb(cost.bytes.react)} of ${kb(cost.wholeBytes.react)}, light ${kb(cost.bytes.lite)} of ${kb(cost.wholeBytes.lite)}`,
    );
}
