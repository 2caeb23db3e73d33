// A deploy costs a returning phone only what changed: the app is built three times from copies
// of the repository (as it is, with one Portuguese text changed, with one page's code changed),
// and only the files whose content changed may take new names. index.html and sw.js keep
// theirs (they are revalidated on every visit) and name the new files.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deployCost, servedFiles } from '../../scripts/build/deploy-cost.ts';
import { root } from '../../scripts/build/options.ts';
import { cleanup, tempDir } from '../setup/server.ts';

const dir = tempDir('aurora-deploy-');
const budgets = join(dir, 'budgets.json');
writeFileSync(budgets, JSON.stringify({ firstView: { jsBrotli: 10_000_000, cssBrotli: 10_000_000 } }));

/** The parts of the repository a build reads, copied; its packages and picture cache linked. */
function copyRepository(name: string): string {
  const to = join(dir, name);
  const skipped = new Set(['node_modules', '.cache', '.git', 'dist', 'build', 'test-results', 'perf-results', 'data']);
  cpSync(root, to, {
    recursive: true,
    filter: (src) => {
      const top = relative(root, src).split(/[\\/]/)[0]!;
      return !skipped.has(top) && top !== 'test' && top !== 'docs';
    },
  });
  symlinkSync(join(root, 'node_modules'), join(to, 'node_modules'));
  symlinkSync(join(root, '.cache'), join(to, '.cache'));
  return to;
}

function buildIn(repo: string, out: string): void {
  const r = spawnSync(process.execPath, ['build.mjs', '--out', out, '--budgets', budgets, '--quiet'], {
    cwd: repo,
    encoding: 'utf8',
  });
  assert.is(r.status, 0, r.stderr);
}

const repo = copyRepository('repo');
const before = join(dir, 'before');
buildIn(repo, before);

/** A Portuguese text every visit of home shows (so it is in the first-view slice too). */
const TEXT_KEY = 'home.lobby';

test('SPEC §4: one changed Portuguese text renames only the Portuguese dictionaries; index.html names them', () => {
  const pt = join(repo, 'i18n/pt.json');
  const original = readFileSync(pt, 'utf8');
  const texts = JSON.parse(original) as Record<string, string>;
  assert.type(texts[TEXT_KEY], 'string', `${TEXT_KEY} is a Portuguese text`);
  writeFileSync(pt, JSON.stringify({ ...texts, [TEXT_KEY]: `${texts[TEXT_KEY]}!` }, null, 2));
  const after = join(dir, 'after-text');
  try {
    buildIn(repo, after);
  } finally {
    writeFileSync(pt, original);
  }
  const cost = deployCost(before, after);
  assert.ok(cost.renamed.length > 0, 'the changed dictionary has a new name');
  for (const f of cost.renamed) assert.match(f, /^\/i18n\/pt-(first-)?[0-9a-f]{8}\.json$/, `${f} is renamed`);
  const html = readFileSync(join(after, 'index.html'), 'utf8');
  for (const f of cost.renamed) assert.ok(html.includes(f), `index.html names ${f}`);
  const oldNames = new Set(servedFiles(before));
  assert.is(servedFiles(after).filter((f) => !oldNames.has(f)).length, cost.renamed.length);
  // The phone's download: the dictionaries, index.html and sw.js, far from its whole build.
  for (const build of ['react', 'lite'] as const)
    assert.ok(
      cost.bytes[build] < cost.wholeBytes[build] / 3,
      `${build}: ${cost.bytes[build]} of ${cost.wholeBytes[build]} bytes after a text change`,
    );
});

/** A module only the agent pages use, and a change to what it draws. */
const PAGE_MODULE = 'src/pages/agent/dividend.tsx';
const PAGE_CHANGE = ['<h3 className="wallet-h">', '<h3 className="wallet-h" data-part="history">'] as const;

test("one changed page's code renames only that page's chunk, in each build", () => {
  const file = join(repo, PAGE_MODULE);
  const original = readFileSync(file, 'utf8');
  assert.ok(original.includes(PAGE_CHANGE[0]), `${PAGE_MODULE} draws ${PAGE_CHANGE[0]}`);
  writeFileSync(file, original.replace(PAGE_CHANGE[0], PAGE_CHANGE[1]));
  const after = join(dir, 'after-page');
  try {
    buildIn(repo, after);
  } finally {
    writeFileSync(file, original);
  }
  const cost = deployCost(before, after);
  assert.equal(
    cost.renamed.map((f) => f.replace(/-[A-Z0-9]{8}\.js$/, '.js')),
    ['/assets/c/agent.js', '/assets/lite/c/agent.js'],
    'the agent pages chunk alone is renamed',
  );
  const changed = cost.renamed.map((f) => readFileSync(join(after, f), 'utf8'));
  for (const code of changed) assert.ok(code.includes('data-part'), 'the renamed chunk holds the change');
  for (const build of ['react', 'lite'] as const)
    assert.ok(
      cost.bytes[build] < cost.wholeBytes[build] / 4,
      `${build}: ${cost.bytes[build]} bytes after a page change`,
    );
});

test.after(() => cleanup(dir));
test.run();
