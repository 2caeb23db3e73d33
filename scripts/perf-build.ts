// The app the perf scripts measure, built into a folder of their own and served (scripts/perf-rest.ts,
// scripts/perf-scroll.ts): a commit's from `git archive`, or the working tree's, with the byte
// budgets lifted (a figure is wanted even from an over-budget build).
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/app.ts';
import { loadSiteConfig } from '../server/config.ts';
import { root } from './build/options.ts';

/** A commit's app, built in a temporary folder: its dist/. */
export function buildCommit(ref: string, dir: string): string {
  const repo = join(dir, 'repo');
  mkdirSync(repo, { recursive: true });
  execSync(`git archive ${ref} | tar -x -C ${JSON.stringify(repo)}`, { cwd: root, stdio: 'inherit' });
  symlinkSync(join(root, 'node_modules'), join(repo, 'node_modules'));
  symlinkSync(join(root, '.cache'), join(repo, '.cache'));
  const budgets = join(dir, 'budgets.json');
  writeFileSync(budgets, JSON.stringify({ firstView: { jsBrotli: 1e9, cssBrotli: 1e9 } }));
  const out = join(dir, 'dist');
  const r = spawnSync(process.execPath, ['build.mjs', '--out', out, '--budgets', budgets, '--quiet'], { cwd: repo });
  if (r.status !== 0) throw new Error(`${ref} did not build`);
  return out;
}

/** The working tree's app, built into `dir`: its dist/. */
export function buildWorkingTree(dir: string): string {
  const budgets = join(dir, 'budgets.json');
  writeFileSync(budgets, JSON.stringify({ firstView: { jsBrotli: 1e9, cssBrotli: 1e9 } }));
  const out = join(dir, 'dist');
  const r = spawnSync(process.execPath, ['build.mjs', '--out', out, '--budgets', budgets, '--quiet'], { cwd: root });
  if (r.status !== 0) throw new Error('the working tree did not build');
  return out;
}

/** A reference server on a fresh data folder serving `dist` for as long as `use` runs; then both go. */
export async function servedBuild<T>(dist: string, use: (url: string, dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aurora-perf-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: dist,
    apiOrigin: null,
    bodyLimitBytes: 64 * 1024,
    site: loadSiteConfig(null, {}),
    log: () => undefined,
  });
  try {
    return await use(server.url, dataDir);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
