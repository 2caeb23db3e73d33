// `npm start`: the reference server on PORT (default 8080), stopped cleanly by SIGINT/SIGTERM.
import { optionsFromEnv } from './config.ts';
import { startServer } from './app.ts';
import { StartRefused } from './start-refused.ts';

const opts = optionsFromEnv();
const running = await startServer(opts).catch((e: unknown) => {
  // A refusal the operator must act on (server/start-refused.ts) is said plainly, without a stack.
  process.stderr.write(`${e instanceof StartRefused ? e.message : ((e as Error).stack ?? String(e))}\n`);
  process.exit(1);
});
opts.log(
  `Serving ${opts.distDir} with ${opts.apiOrigin ? `the API proxied to ${opts.apiOrigin}` : `the reference API (data in ${opts.dataDir})`}`,
);
opts.log(`Open ${running.url}/m/home`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    opts.log(`${signal}: closing`);
    void running.close().then(() => {
      opts.log('closed');
      process.exit(0);
    });
  });
}
