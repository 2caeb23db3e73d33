// The server under load: build/server.mjs, rebuilt first when a source it bundles is newer,
// started on a free loopback port and watched for ERROR log lines.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Builds build/server.mjs when it is missing or older than a server source file. */
export async function buildIfNeeded(root) {
  const out = join(root, 'build', 'server.mjs');
  const newest = (dir) =>
    readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
      const p = join(dir, e.name);
      return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }, 0);
  let built = 0;
  try {
    built = statSync(out).mtimeMs;
  } catch {
    /* not built */
  }
  if (
    built > Math.max(newest(join(root, 'server')), newest(join(root, 'src', 'api')), newest(join(root, 'src', 'rules')))
  )
    return false;
  const { buildServer } = await import('../../build.mjs');
  await buildServer();
  return true;
}

/** Starts the built server; resolves with its URL once it has printed it. */
export function startServer(root, dataDir, siteConfig) {
  const child = spawn(process.execPath, [join(root, 'build', 'server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_CONFIG: siteConfig },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let errors = 0;
  child.stderr.on('data', (d) => process.stderr.write(d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server printed no URL: ${out}`)), 30_000);
    child.stdout.on('data', (d) => {
      const text = String(d);
      // One log line per request; only the start-up lines and errors are kept.
      if (out.length < 4000) out += text;
      if (text.includes('ERROR ')) {
        errors++;
        if (errors <= 5)
          process.stderr.write(
            `${text
              .split('\n')
              .filter((l) => l.includes('ERROR '))
              .join('\n')}\n`,
          );
      }
      const m = out.match(/Open (http:\/\/\S+)\/m\/home/);
      if (m && !child.url) {
        child.url = m[1];
        clearTimeout(timer);
        resolve({ child, url: m[1], errors: () => errors });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!child.url) reject(new Error(`server exited ${code}: ${out}`));
    });
  });
}

/** Stops the server and waits until it has exited (it checkpoints and closes the database). */
export function stopServer(server) {
  return new Promise((resolve) => {
    server.child.on('exit', resolve);
    server.child.kill('SIGTERM');
  });
}
