// The build's size report and budget check (issue 2): it can pass and it can fail.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, tempDir } from '../setup/server.ts';

const dir = tempDir('aurora-build-');
const out = join(dir, 'dist');
const build = (budgets: object) => {
  const file = join(dir, `budgets-${Math.random()}.json`);
  writeFileSync(file, JSON.stringify(budgets));
  return spawnSync(process.execPath, ['build.mjs', '--out', out, '--budgets', file, '--quiet'], { encoding: 'utf8' });
};

test('a budget above the real size passes and writes the size report', () => {
  const r = build({ firstView: { jsBrotli: 10_000_000, cssBrotli: 10_000_000 } });
  assert.is(r.status, 0, r.stderr);
  const report = JSON.parse(readFileSync(join(out, 'size-report.json'), 'utf8'));
  assert.ok(report.firstView.js.brotli > 10_000, 'weighs the first-view JavaScript');
  assert.ok(report.firstView.js.brotli < report.firstView.js.raw, 'brotli is smaller than raw');
  assert.ok(report.firstView.css.brotli > 0);
  for (const f of report.firstView.files.js)
    assert.ok(existsSync(join(out, `${f}.br`)) && existsSync(join(out, `${f}.gz`)), `${f} precompressed`);
});

test('a budget below the real size fails the build with a clear message', () => {
  const r = build({ firstView: { jsBrotli: 1000 } });
  assert.is(r.status, 1);
  assert.match(r.stderr, /BUDGET EXCEEDED: first view JS brotli is \d+ bytes, budget 1000/);
});

test('index.html has the hashed entry, modulepreloads and the inlined critical CSS', () => {
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  assert.match(html, /<script type="module" src="\/assets\/main-[A-Z0-9]+\.js"><\/script>/);
  assert.match(
    html,
    /<link rel="modulepreload" href="\/assets\/c\/chunk-[A-Z0-9]+\.js">/,
    'the chunk every page needs is preloaded by the HTML',
  );
  // Each page's own chunks are preloaded by the boot script, chosen by the path (issue 8).
  const pages = /var P=(\[.*?\]\]),R=(\{.*?\})/.exec(html);
  assert.ok(pages, 'the boot script carries the page preload table');
  const [chunks, byPath] = [JSON.parse(pages![1]!) as string[][], JSON.parse(pages![2]!) as Record<string, number>];
  assert.match(chunks[byPath['/m/login']!]![0]!, /^auth-[A-Z0-9]+$/);
  assert.match(chunks[byPath['/m/home']!]![0]!, /^home-[A-Z0-9]+$/);
  assert.is(byPath['/m/home'], byPath['/'], 'every home path opens the home chunks');
  assert.match(html, /<style>:root\{--bg:/);
  assert.match(
    html,
    /<script>\(function\(\)\{try\{var d=\{[^<]*"pt":"\/i18n\/pt-[a-f0-9]{8}\.json"[^<]*\/wps\/system\/status/,
  );
  const csp = JSON.parse(readFileSync(join(out, 'csp.json'), 'utf8'));
  assert.is(csp.scriptHashes.length, 1, 'the inline boot script is allowed by its hash, not by unsafe-inline');
});

test("issue 8: the game list centre (opened from home's tiles) loads its own chunk and at most two more, none of them a small one", () => {
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  const pages = /var P=(\[.*?\]\]),R=(\{.*?\})/.exec(html)!;
  const [chunks, byPath] = [JSON.parse(pages[1]!) as string[][], JSON.parse(pages[2]!) as Record<string, number>];
  const lobby = chunks[byPath['/m/gameLobbyCenter']!]!;
  assert.match(lobby[0]!, /^games-[A-Z0-9]+$/);
  // Six requests of 0.4 to 1.8 KB each before the modules it shares became one chunk.
  assert.ok(lobby.length <= 3, `${lobby.length} chunks: ${lobby.join(', ')}`);
  for (const c of lobby) {
    const bytes = readFileSync(join(out, 'assets', 'c', `${c}.js`)).length;
    assert.ok(bytes >= 3000, `${c} is ${bytes} bytes: a small chunk costs more as a request than as bytes`);
  }
});

test.after(() => cleanup(dir));
test.run();
