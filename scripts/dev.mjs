// `npm run dev`: rebuild on change and serve. The server reads dist/ per request, so a
// rebuild is live on the next reload.
import { watch } from 'node:fs';
import { spawn } from 'node:child_process';

const rebuild = () =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['build.mjs', '--report-only', '--quiet'], { stdio: 'inherit' });
    child.on('close', resolve);
  });

await rebuild();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env: process.env });

let timer = null;
let running = false;
let again = false;
const schedule = () => {
  clearTimeout(timer);
  timer = setTimeout(async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const started = Date.now();
    await rebuild();
    console.log(`rebuilt in ${Date.now() - started} ms`);
    running = false;
    if (again) {
      again = false;
      schedule();
    }
  }, 120);
};
for (const dir of ['src', 'static', 'i18n']) watch(dir, { recursive: true }, schedule);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    server.kill(sig);
    process.exit(0);
  });
