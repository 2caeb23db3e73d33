// The production install the README documents: `npm run build`, then package.json,
// package-lock.json, build/ and dist/ with production dependencies only (npm ci --omit=dev)
// run `node build/server.mjs` and the operator CLI. Nothing the built server imports may be
// a dev dependency.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildBundles } from '../setup/operator.ts';
import { cleanup, tempDir } from '../setup/server.ts';
import { plainEnv, spawnServer } from '../setup/spawn-server.ts';

const root = resolve('.');

function install(dir: string): void {
  const flags = ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'];
  // The npm cache is warm after the repository's own install; a cold one goes to the registry.
  let r = spawnSync('npm', [...flags, '--offline'], { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) r = spawnSync('npm', flags, { cwd: dir, encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  // The native module compiled by the repository's install (same version): building it again takes minutes.
  cpSync(join(root, 'node_modules/better-sqlite3/build'), join(dir, 'node_modules/better-sqlite3/build'), {
    recursive: true,
  });
}

test('npm ci --omit=dev, then node build/server.mjs answers /healthz and /m/home, and the CLI works', async () => {
  if (!existsSync(join(root, 'dist/index.html'))) {
    const b = spawnSync(process.execPath, ['build.mjs', '--report-only', '--quiet'], { encoding: 'utf8' });
    assert.is(b.status, 0, b.stderr);
  }
  await buildBundles();
  const dir = tempDir('aurora-production-');
  for (const f of ['package.json', 'package-lock.json']) cpSync(join(root, f), join(dir, f));
  for (const d of ['build', 'dist']) cpSync(join(root, d), join(dir, d), { recursive: true });
  install(dir);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  for (const dev of Object.keys(pkg.devDependencies))
    assert.not.ok(existsSync(join(dir, 'node_modules', dev)), `${dev} (a dev dependency) is not installed`);

  const data = join(dir, 'data');
  const server = await spawnServer(['build/server.mjs'], plainEnv({ PORT: '0', DATA_DIR: data }), dir);
  try {
    const health = await fetch(`${server.url}/healthz`);
    assert.is(health.status, 200);
    assert.is(((await health.json()) as { status: string }).status, 'ok');
    const home = await fetch(`${server.url}/m/home`);
    assert.is(home.status, 200);
    assert.match(home.headers.get('content-type') ?? '', /text\/html/);
    // The boot script starts the React build's entry (or the light build's, /assets/lite/main-…).
    assert.match(await home.text(), /"\/assets\/main-[A-Z0-9]+\.js"/);
    const cli = spawnSync(process.execPath, ['build/operator.mjs', 'pending'], {
      cwd: dir,
      env: plainEnv({ PORT: String(server.port), DATA_DIR: data }),
      encoding: 'utf8',
    });
    assert.is(cli.status, 0, cli.stderr);
    assert.match(cli.stdout, /Deposits: none/);
  } finally {
    await server.stop();
    cleanup(dir);
  }
});

test.run();
